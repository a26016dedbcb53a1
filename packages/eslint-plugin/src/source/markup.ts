import { decodeMarkup, encodeMarkup } from '@linkcanon/core/internal'
import { referenceAcross } from './entities.js'
import type { Piece } from './pieces.js'

/**
 * Text in HTML-like markup (a Vue, Svelte or Astro template), read through its character
 * references as the core reads HTML (the CLI's markup scanner).
 */
export function markupTextPiece(raw: string, value: string, offset: number): Piece {
  return {
    value,
    raw,
    offset,
    quoted: false,
    walk: (text) => decodeMarkup(text, 'html', 'text'),
    escape: (text) => encodeMarkup(text, '', false),
    unsafeJoin: referenceAcross
  }
}

/**
 * A static attribute value in HTML-like markup, as written (quotes included or not): the
 * piece is the text inside the quotes, read through its character references.
 */
export function markupAttributePiece(raw: string, value: string, offset: number): Piece {
  const quote = raw[0] === '"' || raw[0] === "'" ? raw[0] : ''
  const inner = quote === '' ? raw : raw.slice(1, -1)
  return {
    value,
    raw: inner,
    offset: offset + quote.length,
    quoted: false,
    walk: (text) => decodeMarkup(text, 'html', 'attribute'),
    escape: (text) => encodeMarkup(text, quote, false),
    unsafeJoin: referenceAcross
  }
}
