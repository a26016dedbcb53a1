import { changedSpans } from './changed-spans.js'
import { coveringRawRange, exactRawRange, type CookedMap } from './cooked-map.js'
import { editProblem } from './boundary.js'
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
export type PieceEdit =
  { ok: true; start: number; end: number; text: string } | { ok: false; left: 'boundary' | 'escaped'; reason: string }

/**
 * The edit of `piece.raw` that makes the URL at `[start, end)` of its decoded text read
 * `canonical`, touching only the raw text of the change: a removed pair goes with its
 * separator as written (`utm_source=x&amp;`), every other escape stays. No edit when the URL's
 * edges are not safe (see `editProblem`), when a change would cut into an escape or
 * reference, or when the edited text would not read back as exactly the new value (see `readsBack`).
 */
export function rewritePiece(piece: DecodedPiece, start: number, end: number, canonical: string): PieceEdit {
  const { map } = piece
  const problem = editProblem(map.cooked, start, end, canonical)
  if (problem !== undefined) return { ok: false, left: 'boundary', reason: problem }
  const url = map.cooked.slice(start, end)
  for (const span of changedSpans(url, canonical)) {
    const from = start + span.start
    const to = start + span.end
    const range = span.text === '' ? coveringRawRange(map, from, to) : exactRawRange(map, from, to)
    if (!range) continue
    const text = piece.escape(span.text)
    const edit = { rawStart: range[0], rawEnd: range[1], text, start: from, end: to, replacement: span.text }
    if (readsBack(piece, edit)) return { ok: true, start: range[0], end: range[1], text }
  }
  return {
    ok: false,
    left: 'escaped',
    reason: "the change would cut into an escape or character reference in the URL's text"
  }
}
