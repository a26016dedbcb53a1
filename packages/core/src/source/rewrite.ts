import { changedSpans } from './changed-spans.js'
import { coveringRawRange, exactRawRange, type CookedMap } from './cooked-map.js'
import { editProblem } from './boundary.js'
import type { Edit } from './edits.js'
import { readsBack } from './read-back.js'

/**
 * A piece of source text read through an escaping layer (an HTML attribute value, a JSON
 * string, a JavaScript string literal): its raw text, how it reads, and how to read and write it again.
 */
export interface DecodedPiece {
  /** The raw source text of the piece. */
  readonly raw: string
  /** `decode(raw)`. */
  readonly map: CookedMap
  /** `raw` starts and ends with this quote, which a reading needs (`'` of a JS string); absent: none. */
  readonly quote?: string
  /**
   * Read raw text of this kind, given the value it should read as (JSX's reader follows it);
   * `undefined` when it is not well formed.
   */
  decode(raw: string, value: string): CookedMap | undefined
  /** Write decoded text in this piece's escaping. */
  escape(text: string): string
  /** True when an edit starting or ending at raw offset `at` changes how the text around it reads. */
  unsafeJoin?(raw: string, at: number): boolean
}

/**
 * An edit of a piece's raw text, or why there is none: `left` is the reason's kind (see
 * `LeftReason`: the URL's edges, or an escape in the way), `reason` the words for this case.
 */
export type PieceEdit = ({ ok: true } & Edit) | { ok: false; left: 'boundary' | 'escaped'; reason: string }

/**
 * The edit of `piece.raw` that makes `[from, to)` of its decoded text read `text`, touching only the raw text of that
 * span (a removal takes the separator as written, `utm_source=x&amp;`; every other escape stays), or `undefined` when
 * it would cut into an escape or reference or would not read back as exactly that (see `readsBack`). `covering`: the
 * span's escapes are rewritten too, in the piece's own escaping (an ESLint suggestion writes a URL so).
 */
export function rewriteSpan(
  piece: DecodedPiece,
  from: number,
  to: number,
  text: string,
  covering = text === ''
): Edit | undefined {
  const range = covering ? coveringRawRange(piece.map, from, to) : exactRawRange(piece.map, from, to)
  if (!range) return undefined
  const escaped = piece.escape(text)
  const edit = { rawStart: range[0], rawEnd: range[1], text: escaped, start: from, end: to, replacement: text }
  return readsBack(piece, edit) ? { start: range[0], end: range[1], text: escaped } : undefined
}

/** The longest run of units that `a` and `b` share: where it starts in each, and its length (0: none). */
function longestShared(a: string, b: string): { inA: number; inB: number; length: number } {
  let best = { inA: 0, inB: 0, length: 0 }
  let previous = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0)
    for (let j = 1; j <= b.length; j++) {
      if (a.charCodeAt(i - 1) !== b.charCodeAt(j - 1)) continue
      const length = previous[j - 1]! + 1
      row[j] = length
      if (length > best.length) best = { inA: i - length, inB: j - length, length }
    }
    previous = row
  }
  return best
}

/** How long a changed span may be for `rewriteAround` to look for a run in it (the search is quadratic). */
const AROUND_LIMIT = 512

type Hunk = { start: number; end: number; replacement: string; edit: Edit }

/** The hunk that makes `[from, to)` read `text` (an insertion takes the unit before it along); `null`: no change. */
function hunkOf(piece: DecodedPiece, from: number, to: number, text: string): Hunk | null | undefined {
  if (from === to && text === '') return null
  if (from === to) {
    if (from === 0) return undefined
    text = piece.map.cooked[--from]! + text
  }
  const edit = rewriteSpan(piece, from, to, text)
  return edit && { start: from, end: to, replacement: text, edit }
}

/**
 * The edit that makes `[from, to)` of a piece's decoded text read `text` in two hunks around the longest run the old
 * and new text share, that run kept as written: `utm_source=a&amp;b=1&amp;utm_medium=c` becomes `b=1` by two
 * removals, each with its `&amp;`, where one edit over the whole span would cut into the references (`share` adding
 * the `/` of `https://e.com?a=1&amp;utm_source=x` likewise). `undefined` when a hunk cannot be written exactly.
 */
export function rewriteAround(piece: DecodedPiece, from: number, to: number, text: string): Edit | undefined {
  const old = piece.map.cooked.slice(from, to)
  if (old.length > AROUND_LIMIT || text.length > AROUND_LIMIT) return undefined
  const shared = longestShared(old, text)
  if (shared.length === 0) return undefined
  const before = hunkOf(piece, from, from + shared.inA, text.slice(0, shared.inB))
  const after = hunkOf(piece, from + shared.inA + shared.length, to, text.slice(shared.inB + shared.length))
  if (before === undefined || after === undefined) return undefined
  if (before === null || after === null) return (before ?? after)?.edit
  if (before.edit.end > after.edit.start) return undefined
  const between = piece.map.cooked.slice(before.end, after.start)
  const edit = {
    rawStart: before.edit.start,
    rawEnd: after.edit.end,
    text: before.edit.text + piece.raw.slice(before.edit.end, after.edit.start) + after.edit.text,
    start: before.start,
    end: after.end,
    replacement: before.replacement + between + after.replacement
  }
  return readsBack(piece, edit) ? { start: edit.rawStart, end: edit.rawEnd, text: edit.text } : undefined
}

/**
 * A removal of a URL's tail that also takes the raw text read as nothing just before it (an escaped line break:
 * `"…?x=1\\` + a new line + `&utm_source=y"` in YAML, TOML or JSON5), or `undefined` when there is none or the text
 * would not read back so. Left in place, the break would end the new URL's text, where a reading of the URL does not.
 */
function withBreakBefore(piece: DecodedPiece, edit: Edit, from: number, to: number): Edit | undefined {
  const breakStart = from > 0 ? piece.map.rawEnd[from - 1]! : edit.start
  if (breakStart >= edit.start) return undefined
  const wider = { rawStart: breakStart, rawEnd: edit.end, text: '', start: from, end: to, replacement: '' }
  return readsBack(piece, wider) ? { start: breakStart, end: edit.end, text: '' } : undefined
}

/**
 * The edit that rewrites `[from, to)` of a piece's decoded text as `text` whole, escapes and all, writing each
 * character the way that span writes it where it escapes it (`&` as `&amp;` in `?b=1&amp;a=2`, as `\u0026` in
 * JSON), the rest in the piece's own escaping: `share` sorting `?b=1&amp;a=2&amp;utm_source=x` to `?a=2&amp;b=1`,
 * which no one or two hunks can write, or `https://e.com?utm_source=a&amp;utm_medium=b` as `https://e.com/`.
 * `undefined` when the span's edges cut into an escape, an escaped character would be rewritten (it is not in
 * `text`, and no `&`; one escape writing several units counts so too) or the text would not read back exactly.
 */
export function rewriteInStyle(piece: DecodedPiece, from: number, to: number, text: string): Edit | undefined {
  const range = coveringRawRange(piece.map, from, to)
  if (!range) return undefined
  const { cooked, rawStart, rawEnd, verbatim } = piece.map
  // The raw text of each character the span writes by one escape of its own. An escaped character is kept as written
  // or goes whole, never rewritten (`\u0058` is no `x`): each must be in the new text, or be a `&` separator, which
  // goes with its pair (`https://e.com?utm_source=a&amp;utm_medium=b` written `https://e.com/`).
  const written = new Map<string, string>()
  for (let index = from; index < to; index++) {
    if (verbatim[index]) continue
    const alone = rawStart[index - 1] !== rawStart[index] && rawStart[index + 1] !== rawStart[index]
    if (!alone || (cooked[index] !== '&' && !text.includes(cooked[index]!))) return undefined
    if (!written.has(cooked[index]!)) written.set(cooked[index]!, piece.raw.slice(rawStart[index], rawEnd[index]))
  }
  let escaped = ''
  let run = ''
  for (const char of text) {
    const raw = written.get(char)
    if (raw === undefined) run += char
    else {
      escaped += piece.escape(run) + raw
      run = ''
    }
  }
  escaped += piece.escape(run)
  const edit = { rawStart: range[0], rawEnd: range[1], text: escaped, start: from, end: to, replacement: text }
  return readsBack(piece, edit) ? { start: range[0], end: range[1], text: escaped } : undefined
}

/** Why an edit of a URL would cut into an escape or character reference (`rewriteSpan` found none). */
export const CUTS_ESCAPE = "the change would cut into an escape or character reference in the URL's text"

/**
 * The edit of `piece.raw` that makes the URL at `[start, end)` of its decoded text read
 * `canonical` (`rewriteSpan` of its changed span, or `rewriteAround` in two hunks, or `rewriteInStyle` written whole
 * in the span's escaping). No edit when the URL's
 * edges are not safe (see `editProblem`), when a change would cut into an escape or
 * reference, or when the edited text would not read back as exactly the new value (see `readsBack`).
 */
export function rewritePiece(piece: DecodedPiece, start: number, end: number, canonical: string): PieceEdit {
  const problem = editProblem(piece.map.cooked, start, end, canonical)
  if (problem !== undefined) return { ok: false, left: 'boundary', reason: problem }
  const spans = changedSpans(piece.map.cooked.slice(start, end), canonical)
  for (const span of spans) {
    const edit = rewriteSpan(piece, start + span.start, start + span.end, span.text)
    if (!edit) continue
    const atEnd = start + span.end === end && span.text === ''
    return { ok: true, ...((atEnd && withBreakBefore(piece, edit, start + span.start, end)) || edit) }
  }
  const [from, to, text] = [start + spans[0]!.start, start + spans[0]!.end, spans[0]!.text]
  const edit = rewriteAround(piece, from, to, text) ?? rewriteInStyle(piece, from, to, text)
  return edit ? { ok: true, ...edit } : { ok: false, left: 'escaped', reason: CUTS_ESCAPE }
}
