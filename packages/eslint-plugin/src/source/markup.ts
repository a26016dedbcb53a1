import { composeMaps, decodeMarkup, encodeMarkup, verbatim, type CookedMap } from '@linkcanon/core/source'
import { inQuotes, referenceAcross } from './entities.js'
import type { Piece } from './pieces.js'

/**
 * Text in HTML-like markup (a Vue, Svelte or Astro template), or with `quote` a static attribute
 * value (`raw`: the text inside the quotes; `quote` `''` when unquoted), read through its
 * character references as the core reads HTML (the CLI's markup scanner).
 */
export function markupPiece(raw: string, value: string, offset: number, quote?: string): Piece {
  const context = quote === undefined ? 'text' : 'attribute'
  const encodeQuote = quote === '"' || quote === "'" ? quote : ''
  return {
    value,
    raw,
    offset,
    decode: (text) => decodeMarkup(text, 'html', context),
    escape: (text) => encodeMarkup(text, encodeQuote, false),
    unsafeJoin: referenceAcross,
    whole: quote !== undefined
  }
}

/**
 * Text in markup as written (`raw`), its value read from it: a parser may give a text node's value trimmed
 * (svelte-eslint-parser does in a block, `{#if a}\n  text\n{/if}` as `text`), which the raw text does not read as.
 */
export function markupTextPiece(raw: string, offset: number): Piece {
  return markupPiece(raw, decodeMarkup(raw, 'html', 'text').cooked, offset)
}

/** A static attribute value written `raw` at `offset`, its quotes included if any: `markupPiece` of the text inside. */
export function attributeValuePiece(raw: string, value: string, offset: number): Piece {
  const quote = inQuotes(raw) ?? ''
  return markupPiece(quote === '' ? raw : raw.slice(1, -1), value, offset + quote.length, quote)
}

/**
 * The text of an HTML comment in markup, without `<!--` and `-->`: read as written (HTML reads no character references
 * in a comment), as the CLI reads comments. Text that would close the comment early does not read back.
 */
export function markupCommentPiece(raw: string, offset: number): Piece {
  const decode = (text: string): CookedMap | undefined =>
    text.includes('-->') || text.includes('--!>') ? undefined : verbatim(text)
  return { value: raw, raw, offset, decode, escape: (text) => text }
}

/**
 * A piece of code written in markup (a string or template literal in a Vue directive's value or mustache), read as Vue
 * reads it: HTML's character references first (`context`: in an attribute value or in text), then the code's own
 * escapes, so that `:href="'…?utm_source=x&amp;a=1'"` is fixed with its `&amp;` kept, as `linkcanon check` fixes it.
 */
export function throughReferences(piece: Piece, context: 'attribute' | 'text'): Piece {
  return {
    ...piece,
    decode: (raw, value) => {
      const outer = decodeMarkup(raw, 'html', context)
      const inner = piece.decode(outer.cooked, value)
      return inner && composeMaps(outer, inner)
    },
    escape: (text) => encodeMarkup(piece.escape(text), '', false),
    unsafeJoin: (raw, at) => referenceAcross(raw, at) || piece.unsafeJoin?.(raw, at) === true
  }
}
