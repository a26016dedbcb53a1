import { coveringRawRange, exactRawRange, readsBack, type CookedMap } from '@linkcanon/core/source'
import type { Piece } from './pieces.js'

/** A replacement in the file: absolute offsets. */
export interface TextEdit {
  readonly range: [number, number]
  readonly text: string
}

/**
 * The edit that replaces the value's units `[start, end)` with `replacement`; `undefined`
 * unless the edited source reads as exactly the new value and nothing else changes. Plain
 * (`rewrite` false): written into the raw text as it is; units written plainly can be
 * replaced, escapes only removed whole (a deletion may take `\u0073` along, but never rewrites
 * it). `rewrite`: the units are rewritten, escapes and all, in this piece's own escaping.
 */
export function pieceEdit(
  piece: Piece,
  map: CookedMap,
  start: number,
  end: number,
  replacement: string,
  rewrite = false
): TextEdit | undefined {
  const covering = rewrite || replacement === ''
  const range = covering ? coveringRawRange(map, start, end) : exactRawRange(map, start, end)
  if (!range) return undefined
  const [rawStart, rawEnd] = range
  const text = rewrite ? piece.escape(replacement) : replacement
  if (!readsBack({ ...piece, map }, { rawStart, rawEnd, text, start, end, replacement })) return undefined
  return { range: [piece.offset + rawStart, piece.offset + rawEnd], text }
}
