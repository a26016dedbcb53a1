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
 * The edit of `piece.raw` that makes `[from, to)` of its decoded text read `text`, touching only the raw text of that
 * span (a removal takes the separator as written, `utm_source=x&amp;`; every other escape stays), or `undefined` when
 * it would cut into an escape or reference or would not read back as exactly that (see `readsBack`).
 */
export function rewriteSpan(
  piece: DecodedPiece,
  from: number,
  to: number,
  text: string
): { start: number; end: number; text: string } | undefined {
  const range = text === '' ? coveringRawRange(piece.map, from, to) : exactRawRange(piece.map, from, to)
  if (!range) return undefined
  const escaped = piece.escape(text)
  const edit = { rawStart: range[0], rawEnd: range[1], text: escaped, start: from, end: to, replacement: text }
  return readsBack(piece, edit) ? { start: range[0], end: range[1], text: escaped } : undefined
}

/** Why an edit of a URL would cut into an escape or character reference (`rewriteSpan` found none). */
export const CUTS_ESCAPE = "the change would cut into an escape or character reference in the URL's text"

/**
 * The edit of `piece.raw` that makes the URL at `[start, end)` of its decoded text read
 * `canonical` (`rewriteSpan` of its changed span). No edit when the URL's
 * edges are not safe (see `editProblem`), when a change would cut into an escape or
 * reference, or when the edited text would not read back as exactly the new value (see `readsBack`).
 */
export function rewritePiece(piece: DecodedPiece, start: number, end: number, canonical: string): PieceEdit {
  const problem = editProblem(piece.map.cooked, start, end, canonical)
  if (problem !== undefined) return { ok: false, left: 'boundary', reason: problem }
  for (const span of changedSpans(piece.map.cooked.slice(start, end), canonical)) {
    const edit = rewriteSpan(piece, start + span.start, start + span.end, span.text)
    if (edit) return { ok: true, ...edit }
  }
  return { ok: false, left: 'escaped', reason: CUTS_ESCAPE }
}
