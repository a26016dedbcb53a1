import type { Job } from './outcome.js'

/** The default of `--max-file-ms`. */
export const DEFAULT_MAX_FILE_MS = 10_000

/**
 * Markdown and MDX files at least this long (UTF-16 units) have their parse limited by
 * `--max-file-ms`. Shorter ones are parsed unlimited: the slowest input known to micromark
 * (`[a](` repeated, quadratic) takes about 0.2 s at 10 kB and 1 s at 20 kB on a 2-core
 * machine.
 */
const BUDGET_THRESHOLD = 16 * 1024

/**
 * Which files of a run have their parse limited by `maxMs` (`--max-file-ms`, `0`: none): large
 * Markdown and MDX files. The one time limit is the worker pool's (`pool.ts`): such a file is
 * scanned by a worker thread, stopped and replaced past the limit, never on the main thread
 * (unless it cannot go to a thread: `canSend`, or no worker can start).
 */
export function budgetOf(maxMs: number): (job: Job) => boolean {
  return (job) => maxMs > 0 && (job.kind === 'markdown' || job.kind === 'mdx') && job.text.length >= BUDGET_THRESHOLD
}

/**
 * Whether the scan settings can be sent to a thread (not so with an object structuredClone cannot copy, such as a
 * Proxy, from a `.mjs` config).
 */
export function canSend(job: Job): boolean {
  try {
    structuredClone(job.settings)
    return true
  } catch {
    return false
  }
}
