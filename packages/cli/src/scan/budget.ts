import { scanHere } from './here.js'
import { isBudgeted, loadScanner, overflowed, type Job, type Outcome } from './outcome.js'
import { ScanPool } from './pool.js'

/** The default of `--max-file-ms`. */
export const DEFAULT_MAX_FILE_MS = 10_000

/**
 * Markdown and MDX files at least this long (UTF-16 units) have their parse limited by
 * `--max-file-ms`. Shorter ones are parsed unlimited: the slowest input known to micromark
 * (`[a](` repeated, quadratic) takes about 0.2 s at 10 kB and 1 s at 20 kB on a 2-core
 * machine, and the limit's watchdog costs about 0.1 ms a file.
 */
export const BUDGET_THRESHOLD = 16 * 1024

/** Whether the scan settings can be sent to a thread (not so with an object structuredClone cannot copy, such as a Proxy, from a `.mjs` config). */
export function canSend(job: Job): boolean {
  try {
    structuredClone(job.settings)
    return true
  } catch {
    return false
  }
}

/**
 * The main thread of one run (`check`, `fix`): the one record of whether a parse on it was
 * stopped by its budget (it may have left a module's state half-built: the thread then scans
 * nothing more that a worker can scan), whichever path scanned the file (`findingsWithin` here,
 * or the pool's share in `here.ts`), and the worker that one-thread runs send files to. One per
 * run, passed down; `close` at the end.
 */
export class MainThread {
  /** A parse on this thread was stopped by its budget. */
  stopped = false
  /**
   * The worker of one-thread runs (a pool of one: the pool's time limit, crash handling and
   * replacement serve it), started on the first file this thread cannot scan and kept for the next ones.
   */
  #parser: ScanPool | undefined

  /**
   * @param maxMs `--max-file-ms` (`0`: no limit).
   * @param budgeted Which files have their parse limited (by default Markdown from `BUDGET_THRESHOLD`).
   */
  constructor(
    readonly maxMs: number,
    readonly budgeted: (job: Job) => boolean = (job) => isBudgeted(job, maxMs, BUDGET_THRESHOLD)
  ) {}

  /** Scan a file on this thread (`scanHere`, under the budget when it has one), recording a stop. */
  scan(job: Job): Outcome & { timedOut?: true } {
    const outcome = scanHere(job, this.maxMs, this.budgeted(job))
    if (outcome.timedOut === true) this.stopped = true
    return outcome
  }

  /** Whether the worker of one-thread runs is running (tests: it starts only after a stopped parse or a stack overflow). */
  get parserRunning(): boolean {
    return this.#parser !== undefined
  }

  /** Stop that worker (at the end of a run). */
  async close(): Promise<void> {
    const running = this.#parser
    this.#parser = undefined
    await running?.close()
  }

  /**
   * The outcome of one file on one thread (`--concurrency off`, small runs, and files whose
   * settings cannot go to a thread): this thread scans every file, a large Markdown file (see
   * `BUDGET_THRESHOLD`) under `vm`'s timeout (`scanHere`); one past its time is skipped. Only two
   * kinds of file go to a worker thread: every file after a parse was stopped (`stopped`), and
   * one that overflows this thread's call stack (scanned again in the worker, whose stack is
   * larger, as `pool.ts` does, so the outcome does not depend on the thread a file ran on); a
   * file whose settings cannot be sent is scanned here whatever happened. That worker is a
   * `ScanPool` of one, so a file past its time there is stopped as in any pool.
   */
  async findingsWithin(job: Job): Promise<Outcome> {
    await loadScanner()
    if (!this.stopped || !canSend(job)) {
      const { timedOut, ...outcome } = this.scan(job)
      if (timedOut === true || !overflowed(outcome) || !canSend(job)) return outcome
    }
    // Every file it gets has the time limit (with `--max-file-ms 0`, none): a worker past it is stopped and replaced.
    if (this.#parser === undefined) {
      const limited = this.maxMs > 0
      this.#parser = new ScanPool({ size: 1, maxMs: this.maxMs, budgeted: () => limited })
      this.#parser.grow(1)
    }
    return this.#parser.submit(job)
  }
}
