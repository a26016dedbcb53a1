import type { CookedMap } from './cooked-map.js'
import type { DecodedPiece } from './rewrite.js'
import { firstAtLeast } from './sorted.js'

/**
 * Checking an edit of text read through escapes by reading the text again only around the
 * edit. Reading the whole edited text again for each URL made a string or text node with
 * thousands of URLs quadratic (2,000 in one: 30 s and more).
 *
 * No reader here (JavaScript, JSON, YAML and TOML strings, HTML and XML character references,
 * JSX) looks further ahead than a character reference (about 40 units) to decide what the
 * unit at hand reads as, and none keeps state from one unit to the next. So text `MARGIN`
 * units or more before the edit reads as it did, and so does the text after the edit from the
 * first point where the edited text reads unit for unit as the old one did, when that point
 * lies `MARGIN` units or more before where the reading stops.
 */
const MARGIN = 64

/** An edit: raw `[rawStart, rawEnd)` becomes `text`, so that value units `[start, end)` become `replacement`. */
export interface RawEdit {
  readonly rawStart: number
  readonly rawEnd: number
  readonly text: string
  readonly start: number
  readonly end: number
  readonly replacement: string
}

/**
 * Whether the edited raw text reads as exactly the edited value: true when the text from a
 * unit `MARGIN` or more before the edit to one `2 × MARGIN` or more after it (or the ends of
 * the text) reads so, and, unless that reaches the end, reads unit for unit as before at some
 * point `MARGIN` units or more before it.
 */
export function readsBack(text: DecodedPiece, edit: RawEdit): boolean {
  const { map, raw, quote = '' } = text
  const contentEnd = raw.length - quote.length
  let first = firstAtLeast(map.rawStart, edit.rawStart - MARGIN + 1) - 1
  while (first > 0 && map.rawStart[first - 1] === map.rawStart[first]) first--
  const from = first <= 0 ? quote.length : map.rawStart[first]!
  first = Math.max(first, 0)
  const last = firstAtLeast(map.rawStart, edit.rawEnd + 2 * MARGIN)
  const toEnd = last >= map.rawStart.length
  const to = toEnd ? contentEnd : map.rawStart[last]!
  const window = quote + raw.slice(from, edit.rawStart) + edit.text + raw.slice(edit.rawEnd, to) + quote
  const value =
    map.cooked.slice(first, edit.start) +
    edit.replacement +
    map.cooked.slice(edit.end, toEnd ? map.cooked.length : last)
  const edited = text.decode(window, value)
  if (edited?.cooked !== value) return false
  const at = quote.length + edit.rawStart - from
  if (text.unsafeJoin && (text.unsafeJoin(window, at) || text.unsafeJoin(window, at + edit.text.length))) return false
  return toEnd || resyncs(map, edited, edit.rawEnd, to - MARGIN, at + edit.text.length - edit.rawEnd)
}

/** Whether a unit of `map` starting in raw `[from, to]` starts a unit of `edited` too, `shift` units on. */
function resyncs(map: CookedMap, edited: CookedMap, from: number, to: number, shift: number): boolean {
  const starts = new Set(edited.rawStart)
  for (let unit = firstAtLeast(map.rawStart, from); unit < map.rawStart.length && map.rawStart[unit]! <= to; unit++) {
    if (starts.has(map.rawStart[unit]! + shift)) return true
  }
  return false
}
