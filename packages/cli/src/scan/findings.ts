import { findingMessages } from '@linkcanon/core/messages'
import { inspectUrl, type CanonicalizeOptions, type Change, type LeftReason } from '@linkcanon/core'
import { changesOnlyAtCut, showStandIns, withStandIns, type SourceUrl } from '@linkcanon/core/source'
import { exitCodes } from '../errors.js'
import type { Unchecked } from './outcome.js'

/** A URL found in a file, before the core has looked at it (offsets in the file). */
export type Located = SourceUrl

/** One problem with one URL. */
export interface Finding {
  /** The file as given on the command line or found in a folder (relative to the working directory). */
  file: string
  /**
   * `signed-url`: a signed URL left as it is; `read-stopped`: where the reading of a file, or
   * of a piece of raw HTML in Markdown, stopped (a quote that never closes), the rest not checked.
   * Both are warnings that do not fail the run, as are `linkcanon-directive` ones.
   */
  ruleId: 'no-tracking-params' | 'invalid-url' | 'signed-url' | 'linkcanon-directive' | 'read-stopped'
  message: string
  url: string
  start: number
  end: number
  line: number
  column: number
  endLine: number
  endColumn: number
  /** `no-tracking-params`: the canonical URL and the changes that make it. */
  expected?: string
  changes?: Change[]
  /** `invalid-url`: the core's error code. */
  errorCode?: string
  /** What to put between `start` and `end` to fix it; absent when it cannot be fixed in place. */
  replacement?: string
  /** Why the URL's text cannot be replaced exactly (the core's words for it, see `notFixedMessage`). */
  reason?: LeftReason
  /** The scanner's words for this case of `reason` (`the URL runs into "é", …`), when it has some. */
  detail?: string
}

/**
 * Whether a finding fails `check` (and a `fix` that leaves it): a tracked link only. The others
 * are warnings (a URL the core cannot read, such as a `<http://localhost:port>` placeholder, a
 * signed URL left as is, an unused or unknown `linkcanon-…` directive, a file read only in part):
 * printed and in every format, failing the run only past `--max-warnings`.
 */
export function fails(finding: Finding): boolean {
  return finding.ruleId === 'no-tracking-params'
}

/**
 * The exit code of `check` and `fix`: 2 when the run `failed` or a file not checked fails it (any, unless
 * `--allow-unchecked`, which lets through only files skipped for time or call stack); 1 when a finding fails it, the
 * warnings (invalid and signed URLs, directives…) pass `--max-warnings` (`undefined`: no limit) or `more` says so;
 * else 0.
 */
export function exitCodeOf(
  failed: boolean,
  unchecked: readonly Unchecked[],
  findings: readonly Finding[],
  { allowUnchecked, maxWarnings }: { allowUnchecked: boolean; maxWarnings: number | undefined },
  more = false
): number {
  const notAllowed = (file: Unchecked): boolean =>
    !allowUnchecked || file.reason === 'unreadable' || file.reason === 'cannot-parse'
  if (failed || unchecked.some(notAllowed)) return exitCodes.error
  return more || findings.some(fails) || pastMaxWarnings(findings, maxWarnings) ? exitCodes.findings : exitCodes.ok
}

/** Whether more findings are warnings (findings that do not fail the run) than `--max-warnings` allows. */
export function pastMaxWarnings(findings: readonly Finding[], maxWarnings: number | undefined): boolean {
  if (maxWarnings === undefined) return false
  let warnings = 0
  for (const finding of findings) if (!fails(finding)) warnings++
  return warnings > maxWarnings
}

/** The CLI's rule id for each kind of the core's findings. */
export const RULE_IDS = { tracked: 'no-tracking-params', invalid: 'invalid-url', signed: 'signed-url' } as const

/** A finding before its file and its lines and columns are filled in. */
type Inspected = Omit<Finding, 'file' | 'line' | 'column' | 'endLine' | 'endColumn'>

/**
 * Ask the core about one located URL (`inspectUrl`, the finding every front end shares);
 * `undefined` when it is fine as it is, or when it runs into a template placeholder and removes no
 * tracker but changes its end (`changesOnlyAtCut`). Positions are filled in by the caller. A URL the
 * core rejects is an `invalid-url` finding, never thrown.
 */
export function inspect(located: Located, options: CanonicalizeOptions | undefined): Inspected | undefined {
  const { start, end, standIns } = located
  let found = inspectUrl(located.url, { options })
  if (found === undefined) return undefined
  // A URL read through template expressions (`standIns`): shown with `${…}`, its change left when it depends on them.
  let dynamic = false
  let expected = found.canonical
  if (standIns && found.kind === 'tracked') {
    const read = withStandIns(found, inspectUrl(standIns.other, { options }), standIns.at)
    if (read === undefined) return undefined
    ;({ finding: found, dynamic, shown: expected } = read)
  }
  const url = shownUrl(located)
  const finding: Inspected = {
    ruleId: RULE_IDS[found.kind],
    message: found.message,
    url,
    start,
    end
  }
  if (found.kind === 'invalid') {
    finding.errorCode = found.error!.code
    return finding
  }
  if (found.kind === 'signed') return finding
  if (located.cut && changesOnlyAtCut(found)) return undefined
  finding.expected = expected
  finding.changes = found.changes
  const replacement: ReturnType<Located['rewrite']> = dynamic ? { reason: 'dynamic' } : located.rewrite(found.canonical)
  if ('text' in replacement) finding.replacement = replacement.text
  else {
    finding.reason = replacement.reason
    if (replacement.detail !== undefined) finding.detail = replacement.detail
  }
  return finding
}

/** A located URL as it is shown: a template expression it runs through (`standIns`) as `${…}`. */
export function shownUrl(located: Located): string {
  return located.standIns ? showStandIns(located.url, located.standIns.at) : located.url
}

/** Whether a located URL ends in a template expression (its range then ends before it, as the ESLint rule's does). */
export function endsInExpression(located: Located): boolean {
  return located.standIns?.at.at(-1) === located.url.length - 1
}

/**
 * The message of a finding that `fix` leaves, with the core's words for why (`why`: the CLI's
 * own, for a whole file left as it is). Only a tracked URL is "not fixed": the others were never to be.
 */
export function notFixedMessage(finding: Finding, why?: string): string {
  if (finding.ruleId !== 'no-tracking-params') return finding.message
  const words = findingMessages.en
  return words.notFixed(finding.message, why ?? finding.detail ?? words.reasons[finding.reason ?? 'reads-differently'])
}
