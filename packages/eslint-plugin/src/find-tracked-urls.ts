import { extractUrls, inspectUrl, type Finding as UrlFinding } from '@linkcanon/core'
import { valueUrls } from '@linkcanon/core/grammar'
import {
  changedSpans,
  changesOnlyAtCut,
  editProblem,
  escapeNearby,
  firstAtLeast,
  isNamespaceInText,
  joinStandIns,
  readsBackWhole,
  rewriteAround,
  rewriteInStyle,
  rewriteSpan,
  runsIntoPlaceholder,
  withStandIns,
  type CookedMap,
  type StandInLetter
} from '@linkcanon/core/source'
import type { Settings } from './options.js'
import type { Piece } from './source/pieces.js'

/** Static text, or `null` for an expression whose value is not known (`${…}`, `+ a`). */
export type Part = Piece | null

/** A replacement in the file: absolute offsets. */
export interface TextEdit {
  readonly range: [number, number]
  readonly text: string
}

/** A static part that holds a range of the joined text: its map, and that range in its value. */
interface Held {
  readonly piece: Piece
  readonly map: CookedMap | undefined
  readonly range: [number, number]
}

/**
 * The edit that makes the range `held` of a piece's value read `text` (core's `rewriteSpan`, or with `around` its two
 * hunks, `rewriteAround`, else the span written whole in its escaping, `rewriteInStyle`), in file offsets; `undefined`
 * when nothing holds the range, its piece's map is not known, or the edit cannot be written exactly.
 */
function pieceEdit(
  held: Held | undefined,
  text: string,
  how: 'span' | 'covering' | 'around' = 'span'
): TextEdit | undefined {
  if (!held?.map) return undefined
  const [from, to] = held.range
  const read = { ...held.piece, map: held.map }
  const edit =
    how === 'around'
      ? (rewriteAround(read, from, to, text) ?? rewriteInStyle(read, from, to, text))
      : rewriteSpan(read, from, to, text, how === 'covering' || text === '')
  return edit && { range: [held.piece.offset + edit.start, held.piece.offset + edit.end], text: edit.text }
}

/** Why a finding has no fix (the core's words for it, see `leaveAsIs`). */
export type Unfixed = 'escaped' | 'dynamic' | 'boundary' | 'reads-differently'

/** A URL that canonicalizes to something else. */
export interface Finding {
  readonly url: string
  /** What the core says about it (`inspectUrl`, the finding every front end shares). */
  readonly result: UrlFinding
  /** Absolute source range to report (the URL's raw text where it is known). */
  readonly range: [number, number]
  readonly fix: TextEdit | undefined
  /** Offered when there is no fix: the URL rewritten with its escapes written plainly. */
  readonly suggestion: TextEdit | undefined
  readonly unfixed: Unfixed | undefined
  /** `boundary`: why the URL's edges are not safe to edit (`editProblem`'s words, the `detail` of `leaveAsIs`). */
  readonly detail?: string
}

/** The finding reported without a fix or suggestion, for the reason `unfixed`. */
export function withoutFix(
  finding: Pick<Finding, 'url' | 'result' | 'range'>,
  unfixed: Unfixed,
  detail?: string
): Finding {
  const { url, result, range } = finding
  return { url, result, range, fix: undefined, suggestion: undefined, unfixed, ...(detail !== undefined && { detail }) }
}

/**
 * Quick test before any real work: could this text hold a URL the settings change? Most
 * strings in a codebase have no `://`.
 */
export function mayHoldTrackedUrl(text: string, settings: Settings): boolean {
  return text.includes('://') && (!settings.needsQuery || text.includes('?'))
}

/**
 * Find URLs in the parts' joined values and plan the edit for each one that changes. An
 * expression stands in as a letter (so a URL runs on through it), as a port after `scheme://host:`, or,
 * before a scheme, as a space. `outerRange` is reported when the URL's own range is not known.
 */
export function findTrackedUrls(parts: readonly Part[], settings: Settings, outerRange: [number, number]): Finding[] {
  const found = findWith(parts, settings, outerRange, 'x')
  if (found.length === 0 || !parts.includes(null)) return found.map(({ finding }) => finding)
  // Read again with `y`: a fix may not depend on the stand-in (core's `withStandIns`).
  const again = findWith(parts, settings, outerRange, 'y')
  return found.flatMap(({ finding, at }, index) => {
    const read = withStandIns(finding.result, again[index]?.finding.result, at)
    if (read === undefined) return []
    const shown = { ...finding, result: read.finding }
    return [finding.fix === undefined || !read.dynamic ? shown : withoutFix(shown, 'dynamic')]
  })
}

/** A URL that changes, and where the stand-ins of expressions are in it. */
interface Found {
  readonly finding: Finding
  readonly at: readonly number[]
}

function findWith(
  parts: readonly Part[],
  settings: Settings,
  outerRange: [number, number],
  letter: StandInLetter
): Found[] {
  const { text, starts } = joinStandIns(
    parts.map((part) => part?.value ?? null),
    letter
  )
  if (!mayHoldTrackedUrl(text, settings)) return []

  const maps = new Map<number, CookedMap | undefined>()
  const mapOf = (index: number): CookedMap | undefined => {
    if (!maps.has(index)) {
      const piece = parts[index]!
      const map = piece.decode(piece.raw, piece.value)
      maps.set(index, map?.cooked === piece.value ? map : undefined)
    }
    return maps.get(index)
  }
  /** The static part that holds all of `[start, end)`. */
  const holder = (start: number, end: number): Held | undefined => {
    const index = partIndexAt(starts, start)
    const piece = parts[index]
    if (!piece || end > starts[index + 1]!) return undefined
    const from = start - starts[index]!
    return { piece, map: mapOf(index), range: [from, from + end - start] }
  }

  const findings: Found[] = []
  // A value read alone (a string, an attribute value) that is one URL is that URL, as the CLI reads it.
  const readWhole = parts.length === 1 && parts[0]?.whole === true
  const urls = readWhole ? valueUrls(text) : extractUrls(text)
  for (const found of urls) {
    // `'<svg xmlns="http://www.w3.org/2000/svg">'`: a name, no link (core's `isNamespaceInText`).
    if (isNamespaceInText(text, found.start)) continue
    // Signed URLs (never edited) and text that is no valid URL are not this rule's business.
    const result = inspectUrl(found.url, { options: settings.core })
    if (result?.kind !== 'tracked') continue
    // Text that runs into a placeholder written in it (`"https://e.com/a/{id}"`): a change at its end is no finding,
    // as `linkcanon check` finds (an expression's own text is a stand-in letter here, never a `{`).
    if (runsIntoPlaceholder(text, found.end) && changesOnlyAtCut(result)) continue
    let fix: TextEdit | undefined
    let dynamic = false
    const spans = changedSpans(found.url, result.canonical)
    const standIns: number[] = []
    for (let index = partIndexAt(starts, found.start); starts[index]! < found.end; index++)
      if (parts[index] === null && starts[index]! >= found.start) standIns.push(starts[index]! - found.start)
    for (const span of spans) {
      const at = holder(found.start + span.start, found.start + span.end)
      if (!at) {
        dynamic = true
        continue
      }
      fix = pieceEdit(at, span.text)
      if (fix) break
    }
    // In two hunks around the text both keep, where one would cut into an escape.
    const first = spans[0]!
    if (!fix && !dynamic)
      fix = pieceEdit(holder(found.start + first.start, found.start + first.end), first.text, 'around')
    const range = reportRange(parts, starts, found.start, found.end, mapOf) ?? outerRange
    const base = { url: found.url, result, range }
    const problem = editProblem(text, found.start, found.end, result.canonical)
    const boundary = problem !== undefined && fix !== undefined
    const suggestion = fix ? undefined : pieceEdit(holder(found.start, found.end), result.canonical, 'covering')
    // `&amp;` or a `\` in the value: HTML or an escaped text in a string, whose URL is not the one read here.
    const nearby = !boundary && (fix || suggestion) ? escapeNearby(text, found.start, found.end) : undefined
    let finding: Finding
    if (boundary) finding = withoutFix(base, 'boundary', problem)
    else if (nearby !== undefined) finding = withoutFix(base, 'escaped', nearby)
    // The new URL must be read back whole where it stands, as `linkcanon check` and `fix` ask (`https://e.com/...?x=1`
    // without its query would end at `/`).
    else if (fix && !readsBackWhole(text, found.start, found.end, result.canonical, readWhole))
      finding = withoutFix(base, 'reads-differently')
    else finding = { ...base, fix, suggestion, unfixed: fix ? undefined : dynamic ? 'dynamic' : 'escaped' }
    findings.push({ finding, at: standIns })
  }
  return findings
}

/** The part that holds `offset` of the joined text (`starts`: each part's start, then the text's length). */
function partIndexAt(starts: readonly number[], offset: number): number {
  return Math.min(Math.max(0, firstAtLeast(starts, offset + 1) - 1), starts.length - 2)
}

/**
 * The URL's raw range: from its first character to its last where the pieces that hold them are known (their maps);
 * else those pieces' whole range (an expression's edge, or a piece read in no known way).
 */
function reportRange(
  parts: readonly Part[],
  starts: readonly number[],
  start: number,
  end: number,
  mapOf: (index: number) => CookedMap | undefined
): [number, number] | undefined {
  const first = partIndexAt(starts, start)
  const last = partIndexAt(starts, end - 1)
  const firstPiece = parts.slice(first, last + 1).find((part) => part !== null)
  const lastPiece = parts.slice(first, last + 1).findLast((part) => part !== null)
  if (!firstPiece || !lastPiece) return undefined
  const firstMap = parts[first] ? mapOf(first) : undefined
  const lastMap = parts[last] ? mapOf(last) : undefined
  return [
    firstMap ? firstPiece.offset + firstMap.rawStart[start - starts[first]!]! : firstPiece.offset,
    lastMap ? lastPiece.offset + lastMap.rawEnd[end - 1 - starts[last]!]! : lastPiece.offset + lastPiece.raw.length
  ]
}
