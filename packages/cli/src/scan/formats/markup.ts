import {
  decodeMarkup,
  encodeMarkup,
  markupPieces,
  verbatim,
  type FormatPiece,
  type MarkupMode,
  type MarkupPiece,
  type StopReading
} from '@linkcanon/core/source'

/** A piece of an HTML or XML document as the source layer reads it: references decoded but in CDATA and comments. */
export function markupFormatPiece(piece: MarkupPiece, mode: MarkupMode): FormatPiece {
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
}

/**
 * The pieces of an HTML or XML file: attribute values and text read through character
 * references, CDATA sections taken literally, comments as written (with the plain-text
 * rule); `<script>` and `<style>` left out.
 */
export function markupFormatPieces(source: string, mode: MarkupMode, stopped: StopReading): FormatPiece[] {
  return markupPieces(source, (at) => stopped(at, 'unclosed-attribute'), mode).map((piece) =>
    markupFormatPiece(piece, mode)
  )
}
