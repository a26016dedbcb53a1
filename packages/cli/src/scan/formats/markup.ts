import {
  decodeMarkup,
  encodeMarkup,
  markupPieces,
  rewritePiece,
  verbatim,
  type MarkupMode
} from '@linkcanon/core/source'
import type { Located } from '../findings.js'
import type { FormatPiece, StopReading } from './pieces.js'

/**
 * The pieces of an HTML or XML file: attribute values and text read through character
 * references, CDATA sections taken literally, comments as written (with the plain-text
 * rule); `<script>` and `<style>` left out.
 */
export function markupFormatPieces(source: string, mode: MarkupMode, stopped: StopReading): FormatPiece[] {
  return markupPieces(source, (at) => stopped(at, 'unclosed-attribute'), mode).map((piece): FormatPiece => {
    if (piece.kind === 'cdata') return { start: piece.start, end: piece.end, decode: verbatim, escape: (text) => text }
    if (piece.kind === 'comment') return { start: piece.start, end: piece.end }
    const context = piece.kind === 'attribute' ? 'attribute' : 'text'
    const quote = piece.quote ?? ''
    return {
      start: piece.start,
      end: piece.end,
      whole: piece.kind === 'attribute',
      decode: (raw) => decodeMarkup(raw, mode, context),
      escape: (text) => encodeMarkup(text, quote, false)
    }
  })
}

/**
 * How to rewrite an HTML attribute value `raw` that reads as `url` (one found in Markdown's
 * raw HTML or an MDX attribute): only the change, its references as written; `undefined` when
 * `raw` does not read as `url`.
 */
export function attributeRewrite(raw: string, url: string): Located['rewrite'] {
  const decode = (text: string) => decodeMarkup(text, 'html', 'attribute')
  const map = decode(raw)
  if (map.cooked !== url) return undefined
  return (expected) => {
    const edit = rewritePiece(
      { raw, map, decode, escape: (text) => encodeMarkup(text, '', false) },
      0,
      url.length,
      expected
    )
    return edit.ok
      ? { text: raw.slice(0, edit.start) + edit.text + raw.slice(edit.end) }
      : { reason: edit.left, detail: edit.reason }
  }
}
