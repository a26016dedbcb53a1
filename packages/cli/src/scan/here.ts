import { createContext, Script } from 'node:vm'
import { outcomeOf, overflowed, overTime, type Job, type Outcome } from './outcome.js'
import type { MainThread } from './budget.js'
import type { ScanPool } from './pool.js'

// `vm`'s `timeout` stops whatever runs inside the script, host functions included: a watchdog
// thread terminates the execution (about 0.1 ms per call, paid only by files with a budget).
const holder: { run: () => Outcome } = { run: () => ({ failed: 'nothing to run' }) }
const context = createContext({ holder })
const script = new Script('holder.run()')

/**
 * Scan a file on the main thread with its parse limited to `maxMs` milliseconds (`0` or
 * `budgeted` false: unlimited), through `MainThread.scan`. A parse that was stopped may have
 * left a module's state half-built: after a `timedOut` outcome the run scans nothing more on
 * this thread that a worker can scan (`MainThread.stopped`).
 */
export function scanHere(job: Job, maxMs: number, budgeted: boolean): Outcome & { timedOut?: true } {
  if (!budgeted) return outcomeOf(job)
  holder.run = () => outcomeOf(job)
  try {
    return script.runInContext(context, { timeout: maxMs }) as Outcome
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      return { skipped: overTime(maxMs), timedOut: true }
    throw error
  }
}

/**
 * The main thread's share of a pool's files (`scanFiles`): the oldest file no worker has yet,
 * scanned by `main` (`MainThread.scan`). After a parse on this thread was stopped by its budget,
 * here or in `MainThread.findingsWithin` (one record for the run), this thread scans nothing
 * more of the pool's files (a worker is started for the rest), unless no worker can be started.
 */
export class MainThreadShare {
  constructor(
    private readonly pool: ScanPool,
    private readonly main: MainThread
  ) {}

  /** Scan one file on this thread; `false` when there is none for it. */
  scanOne(): boolean {
    const { pool, main } = this
    if (main.stopped) pool.grow(1)
    const task = !main.stopped || pool.broken ? pool.takeHere() : undefined
    if (task === undefined) return false
    const started = performance.now()
    const outcome = main.scan(task.job)
    pool.stats.hereMs += performance.now() - started
    if (outcome.timedOut === true) pool.grow(1)
    // As on one thread (`findingsWithin`), a file is too deep only when a worker's larger stack overflows.
    if (overflowed(outcome) && !pool.broken) pool.toWorkers(task)
    else task.settle(outcome)
    return true
  }
}
