import { createRequire } from 'node:module'
import { isStackOverflow, messageOf } from '../errors.js'
import type { FileKind } from '../files/kinds.js'
import type { FixPlan, planFix as PlanFix } from '../fix/plan.js'
import type { fileOutcome as FileOutcomeOf, ScanSettings } from './file.js'
import type { Finding } from './findings.js'

/** One file to scan. */
export interface Job {
  name: string
  text: string
  kind: FileKind
  settings: ScanSettings
  /**
   * `fix`: also plan the file's edits (`planFix`, which reads the fixed text back), in the same scan and time budget.
   */
  fix?: boolean
}

/**
 * What scanning a file gave: its findings, why it was skipped (the words after "skipped, "),
 * or why it failed (the words after the file's name; the run's exit code is 2).
 */
export type Outcome = Findings | { skipped: string } | { failed: string }

/**
 * A scanned file's findings and, for `fix` (when it has something to fix), its edits (`plan`),
 * or why they could not be planned (`notFixed`: the fixed text is nested too deeply to read back).
 */
export interface Findings {
  findings: Finding[]
  plan?: FixPlan
  notFixed?: string
}

/**
 * Why a file of a run was not checked: its parse ran out of time (`--max-file-ms`) or of call
 * stack, it could not be read, or it could not be parsed (an MDX syntax error, a worker thread
 * that died on it).
 */
export type UncheckedReason = 'time-budget' | 'too-deep' | 'unreadable' | 'cannot-parse'

/** A file of a run that was not checked, for the reports. */
export interface Unchecked {
  file: string
  reason: UncheckedReason
  /** The words after the file's name on standard error (`skipped, its parse took longer than …; not checked`). */
  message: string
}

/** Why a file is skipped when a stack overflow is thrown in a worker thread. */
export const tooDeep = 'nested too deeply to read (it ran out of call stack)'

/**
 * Whether a scan ran out of call stack: the file, or its fixed text, is too deeply nested for
 * this thread. The main thread gives such a file to a worker (`ScanPool.scanOne`).
 */
export function overflowed(outcome: Outcome): boolean {
  return (
    ('skipped' in outcome && outcome.skipped === tooDeep) || ('notFixed' in outcome && outcome.notFixed !== undefined)
  )
}

/**
 * The outcome of a throw while scanning a file (the one place that decides it): a stack overflow
 * skips the file, or, when the fixed text of its `findings` overflowed, leaves them unfixed;
 * anything else fails it.
 */
export function thrownOutcome(error: unknown, findings?: Finding[]): Outcome {
  if (!isStackOverflow(error)) return { failed: `cannot parse it: ${messageOf(error)}` }
  return findings === undefined ? { skipped: tooDeep } : { findings, notFixed: 'nested too deeply to read back' }
}

const load = createRequire(import.meta.url)

/** The scanner (`file.ts` and the parsers under it), once `loadScanner` has loaded it. */
let fileOutcome: typeof FileOutcomeOf | undefined
let planFix: typeof PlanFix | undefined

/**
 * Load the scanner: remark, micromark and the format readers take about 0.1 s to load, and a
 * run whose files all come from the cache (`--cache`) parses nothing, so it never loads them.
 * Every thread calls this before its first `outcomeOf`. Loaded with `require`, as the Markdown parser is later
 * (`markdown.ts`): an `import()` still loading modules when that `require` runs aborts the process in Node 20.
 */
export function loadScanner(): void {
  fileOutcome ??= (load('./file.js') as { fileOutcome: typeof FileOutcomeOf }).fileOutcome
  planFix ??= (load('../fix/plan.js') as { planFix: typeof PlanFix }).planFix
}

/** Scan a file on this thread (after `loadScanner`): its outcome (`fileOutcome`) and, for `fix`, its edits. */
export function outcomeOf(job: Job): Outcome {
  if (fileOutcome === undefined || planFix === undefined) throw new Error('outcomeOf before loadScanner')
  const outcome = fileOutcome(job.name, job.text, job.kind, job.settings)
  if (!('findings' in outcome) || job.fix !== true) return outcome
  const { findings } = outcome
  if (!findings.some((finding) => finding.replacement !== undefined)) return outcome
  try {
    return { findings, plan: planFix(job.name, job.text, job.kind, findings, job.settings) }
  } catch (error) {
    return thrownOutcome(error, findings)
  }
}
