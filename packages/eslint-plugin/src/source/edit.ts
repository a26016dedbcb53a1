import { coveringRawRange, exactRawRange, type CookedMap } from '@linkcanon/core/internal'
import type { Piece } from './pieces.js'

/** A replacement in the file: absolute offsets. */
export interface TextEdit {
  readonly range: [number, number]
  readonly text: string
}

/**
 * How far on each side of an edit its piece is read again. No walker looks further ahead
 * than a character reference (40 units) to decide what a unit is, so text farther from the
 * edit reads as it did; the rest of the piece is not read again (once per URL, that made a
 * literal with thousands of URLs quadratic).
 */
const MARGIN = 64

/**
 * The edit that replaces the value's units `[start, end)` with `replacement`, written into
 * the raw text as it is; `undefined` unless the edited source reads as exactly the new value
 * and nothing else changes. Units written plainly can be replaced; escapes only removed
 * whole (a deletion may take `\u0073` along, but never rewrites it).
 */
export function plainEdit(piece: Piece, map: CookedMap, start: number, end: number, replacement: string): TextEdit | undefined {
  const range = replacement === '' ? coveringRawRange(map, start, end) : exactRawRange(map, start, end)
  return range && checkedEdit(piece, map, range, start, end, replacement, replacement)
}

/**
 * The edit that rewrites the value's units `[start, end)`, escapes and all, as
 * `replacement` in this piece's own escaping; `undefined` when that cannot be done exactly.
 */
export function rewriteEdit(piece: Piece, map: CookedMap, start: number, end: number, replacement: string): TextEdit | undefined {
  const range = coveringRawRange(map, start, end)
  return range && checkedEdit(piece, map, range, start, end, replacement, piece.escape(replacement))
}

/** The index of the last unit of `map` whose source starts at or before raw offset `at` (-1: none). */
function lastUnitFrom(map: CookedMap, at: number): number {
  let low = -1
  let high = map.rawStart.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (map.rawStart[middle]! <= at) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * The part of the piece read again around the raw range `[rawStart, rawEnd)`: units
 * `[start, end)` of the value, written at raw `[rawStart, rawEnd)`, each end at the start of
 * a unit's source (or of the piece's content), `MARGIN` units away from the edit or more.
 */
function windowAround(piece: Piece, map: CookedMap, rawStart: number, rawEnd: number): { start: number; end: number; rawStart: number; rawEnd: number } {
  const content = piece.quoted ? 1 : 0
  let start = lastUnitFrom(map, rawStart - MARGIN)
  while (start > 0 && map.rawStart[start - 1] === map.rawStart[start]) start--
  let end = lastUnitFrom(map, rawEnd + 2 * MARGIN - 1) + 1
  const windowStart = start <= 0 ? content : map.rawStart[start]!
  if (start < 0) start = 0
  const windowEnd = end < map.rawStart.length ? map.rawStart[end]! : piece.raw.length - content
  if (end >= map.rawStart.length) end = map.cooked.length
  return { start, end, rawStart: windowStart, rawEnd: windowEnd }
}

/**
 * Whether the edited text reads, from the edit on, unit for unit as the old text did, somewhere
 * `MARGIN` units or more before the window ends: text after that point then reads as before.
 */
function readsAsBefore(map: CookedMap, edited: CookedMap, from: number, to: number, shift: number): boolean {
  const starts = new Set(edited.rawStart)
  for (let unit = lastUnitFrom(map, from - 1) + 1; unit < map.rawStart.length && map.rawStart[unit]! <= to; unit++) {
    if (starts.has(map.rawStart[unit]! + shift)) return true
  }
  return false
}

function checkedEdit(piece: Piece, map: CookedMap, [rawStart, rawEnd]: [number, number], start: number, end: number, replacement: string, text: string): TextEdit | undefined {
  const window = windowAround(piece, map, rawStart, rawEnd)
  const quote = piece.quoted ? piece.raw[0]! : ''
  const raw = quote + piece.raw.slice(window.rawStart, rawStart) + text + piece.raw.slice(rawEnd, window.rawEnd) + quote
  const value = piece.value.slice(window.start, start) + replacement + piece.value.slice(end, window.end)
  const edited = piece.walk(raw, value)
  if (edited?.cooked !== value) return undefined
  // The window's raw offset of the edit.
  const at = quote.length + rawStart - window.rawStart
  if (piece.unsafeJoin(raw, at) || piece.unsafeJoin(raw, at + text.length)) return undefined
  const toEnd = window.rawEnd === piece.raw.length - quote.length
  if (!toEnd && !readsAsBefore(map, edited, rawEnd, window.rawEnd - MARGIN, at + text.length - rawEnd)) return undefined
  return { range: [piece.offset + rawStart, piece.offset + rawEnd], text }
}
