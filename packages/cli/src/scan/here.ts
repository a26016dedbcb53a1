import { createContext, Script } from 'node:vm'
import { outcomeOf, overTime, type Job, type Outcome } from './outcome.js'

// `vm`'s `timeout` stops whatever runs inside the script, host functions included: a watchdog
// thread terminates the execution (about 0.1 ms per call, paid only by files with a budget).
const holder: { run: () => Outcome } = { run: () => ({ failed: 'nothing to run' }) }
const context = createContext({ holder })
const script = new Script('holder.run()')

/**
 * Scan a file on the main thread with its parse limited to `maxMs` milliseconds (`0` or
 * `budgeted` false: unlimited). Used while worker threads scan other files (`pool.ts`). A parse
 * that was stopped may have left a module's state half-built: after a `timedOut` outcome the
 * caller scans nothing more on this thread.
 */
export function scanHere(job: Job, maxMs: number, budgeted: boolean): Outcome & { timedOut?: true } {
  if (!budgeted) return outcomeOf(job)
  holder.run = () => outcomeOf(job)
  try {
    return script.runInContext(context, { timeout: maxMs }) as Outcome
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { skipped: overTime(maxMs), timedOut: true }
    throw error
  }
}
