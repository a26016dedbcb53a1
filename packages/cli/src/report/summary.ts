import { fails, pastMaxWarnings, type Finding } from '../scan/findings.js'

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** `N findings in M files` (`what` is the singular noun). */
function countIn(findings: readonly Finding[], what: string): string {
  const files = new Set(findings.map((finding) => finding.file)).size
  return `${plural(findings.length, what)} in ${plural(files, 'file')}`
}

/** What one run of `check` or `fix` did, for its summary line. */
export interface RunCounts {
  /** Files read and scanned. */
  files: number
  /** `check`: every finding; `fix`: the findings left that fix cannot fix. */
  findings: readonly Finding[]
  /** `fix`: what was fixed (or would be, with `dryRun`). */
  fixed?: readonly Finding[]
  dryRun?: boolean
  /** Files of the walk that were not checked (time budget, call stack, unreadable, unparsable). */
  unchecked?: number
  /** `--max-warnings` (`undefined`: no limit): past it, the line says so, since the run then fails. */
  maxWarnings?: number | undefined
}

/**
 * The last line of `check` and `fix` on standard error, so that a clean run still says what it
 * looked at: `checked 412 files, 3 findings in 2 files`, `checked 9 files, fixed 2 links in 1
 * file; 1 finding in 1 file left that fix cannot fix`.
 */
export function summaryLine(counts: RunCounts): string {
  const failing = counts.findings.filter(fails)
  const of = (ruleId: string): Finding[] => counts.findings.filter((finding) => finding.ruleId === ruleId)
  const invalid = of('invalid-url').length
  const signed = of('signed-url').length
  const directives = of('linkcanon-directive').length
  // A Markdown file can have several pieces of raw HTML read only in part: files are counted.
  const stopped = new Set(of('read-stopped').map((finding) => finding.file)).size
  const parts = [`checked ${plural(counts.files, 'file')}`]
  const tail: string[] = []
  if (counts.fixed === undefined) {
    parts.push(failing.length === 0 ? 'no findings' : countIn(failing, 'finding'))
  } else {
    if (counts.fixed.length > 0)
      parts.push(`${counts.dryRun === true ? 'would fix' : 'fixed'} ${countIn(counts.fixed, 'link')}`)
    else if (failing.length === 0) parts.push('nothing to fix')
    if (failing.length > 0) tail.push(`${countIn(failing, 'finding')} left that fix cannot fix`)
  }
  if ((counts.unchecked ?? 0) > 0) tail.push(`${plural(counts.unchecked!, 'file')} not checked`)
  // The rest are warnings that do not fail the run (unless past `--max-warnings`).
  if (invalid > 0) tail.push(`${plural(invalid, 'URL')} that cannot be read`)
  if (signed > 0) tail.push(`${plural(signed, 'signed link')} left as is`)
  if (directives > 0) tail.push(`${plural(directives, 'unused or unknown directive')}`)
  if (stopped > 0) tail.push(`${plural(stopped, 'file')} read only in part`)
  if (pastMaxWarnings(counts.findings, counts.maxWarnings))
    tail.push(`more warnings than --max-warnings ${counts.maxWarnings}`)
  return `${[parts.join(', '), ...tail].join('; ')}\n`
}
