import { coveringRawRange, exactRawRange, readsBack, type CookedMap } from '@linkcanon/core/source'
import type { Piece } from './pieces.js'

/** A replacement in the file: absolute offsets. */
export interface TextEdit {
  readonly range: [number, number]
  readonly text: string
}

/**
 * The edit that replaces the value's units `[start, end)` with `replacement`, written into
 * the raw text as it is; `undefined` unless the edited source reads as exactly the new value
 * and nothing else changes. Units written plainly can be replaced; escapes only removed
 * whole (a deletion may take `\u0073` along, but never rewrites it).
 */
export function plainEdit(
  piece: Piece,
  map: CookedMap,
  start: number,
  end: number,
  replacement: string
): TextEdit | undefined {
  const range = replacement === '' ? coveringRawRange(map, start, end) : exactRawRange(map, start, end)
  return range && checkedEdit(piece, map, range, start, end, replacement, replacement)
}

/**
 * The edit that rewrites the value's units `[start, end)`, escapes and all, as
 * `replacement` in this piece's own escaping; `undefined` when that cannot be done exactly.
 */
export function rewriteEdit(
  piece: Piece,
  map: CookedMap,
  start: number,
  end: number,
  replacement: string
): TextEdit | undefined {
  const range = coveringRawRange(map, start, end)
  return range && checkedEdit(piece, map, range, start, end, replacement, piece.escape(replacement))
}

function checkedEdit(
  piece: Piece,
  map: CookedMap,
  [rawStart, rawEnd]: [number, number],
  start: number,
  end: number,
  replacement: string,
  text: string
): TextEdit | undefined {
  if (!readsBack({ ...piece, map }, { rawStart, rawEnd, text, start, end, replacement })) return undefined
  return { range: [piece.offset + rawStart, piece.offset + rawEnd], text }
}
