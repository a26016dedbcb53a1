import { Worker } from 'node:worker_threads'
import { scanHere } from './here.js'
import { isBudgeted, loadScanner, overTime, tooDeep, type Job, type Outcome } from './outcome.js'
import type { BatchRequest, FileReply } from './parse-worker.js'

/** The default of `--max-file-ms`. */
export const DEFAULT_MAX_FILE_MS = 10_000

/**
 * Markdown and MDX files at least this long (UTF-16 units) have their parse limited by
 * `--max-file-ms`. Shorter ones are parsed unlimited: the slowest input known to micromark
 * (`[a](` repeated, quadratic) takes about 0.2 s at 10 kB and 1 s at 20 kB on a 2-core
 * machine, and the limit's watchdog costs about 0.1 ms a file.
 */
export const BUDGET_THRESHOLD = 16 * 1024

/**
 * A parse on this thread was stopped by its budget: it may have left a module's state
 * half-built, so this thread scans nothing more (the worker below does, as in `here.ts`).
 */
let stoppedHere = false

/** The worker, started on the first file this thread cannot scan and kept for the next ones. */
let current: { worker: Worker; ready: Promise<void> } | undefined
let nextId = 0

function start(): { worker: Worker; ready: Promise<void> } {
  const worker = new Worker(new URL('./parse-worker.js', import.meta.url))
  worker.unref()
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve())
    worker.once('error', reject)
  })
  return { worker, ready }
}

/** Whether the worker runs (tests: one thread scans unless a parse was stopped or a stack overflowed). */
export function parserWorkerRunning(): boolean {
  return current !== undefined
}

/** Stop the worker (at the end of a run, or when a parse ran out of time). */
export async function stopParser(): Promise<void> {
  const running = current
  current = undefined
  if (running !== undefined) await running.worker.terminate()
}

/** Whether the scan settings can be sent to a thread (not so with a function from a `.mjs` config). */
export function canSend(job: Job): boolean {
  try {
    structuredClone(job.settings)
    return true
  } catch {
    return false
  }
}

/**
 * The outcome of one file, with its Markdown parse limited to `maxMs` milliseconds (`0`: no
 * limit), on one thread (`--concurrency off`, and small runs): the main thread scans every file,
 * a large Markdown file (see `BUDGET_THRESHOLD`) under `vm`'s timeout (`scanHere`); one past its
 * time is skipped. Only two kinds of file go to a worker thread: every file after a parse was
 * stopped (see `stoppedHere`), and one that overflows the main thread's call stack (scanned again
 * in the worker, whose stack is larger, as `pool.ts` does, so the outcome does not depend on
 * the thread a file ran on). A worker is terminated when a file's time is up.
 */
export async function findingsWithin(job: Job, maxMs: number): Promise<Outcome> {
  await loadScanner()
  if (!stoppedHere || !canSend(job)) {
    const { timedOut, ...outcome } = scanHere(job, maxMs, isBudgeted(job, maxMs, BUDGET_THRESHOLD))
    if (timedOut === true) stoppedHere = true
    if (timedOut === true || !('skipped' in outcome && outcome.skipped === tooDeep) || !canSend(job)) return outcome
  }
  current ??= start()
  const { worker, ready } = current
  // Loading the parser in the worker is not the file's time.
  await ready
  const id = nextId++
  const { settings, ...file } = job
  const request: BatchRequest = { settings: [[0, settings]], jobs: [{ ...file, id, settingsId: 0 }] }
  // Kept alive while it has a file (with `--max-file-ms 0` no timer does).
  worker.ref()
  return new Promise<Outcome>((resolve) => {
    const done = (): void => {
      clearTimeout(timer)
      worker.unref()
      worker.off('message', onMessage)
      worker.off('error', onError)
    }
    const onMessage = (reply: FileReply): void => {
      if (reply.id !== id) return
      done()
      resolve(reply.outcome)
    }
    const onError = (error: Error): void => {
      done()
      current = undefined
      resolve({ failed: `cannot parse it: the worker thread scanning it stopped (${error.message})` })
    }
    const timer =
      maxMs > 0
        ? setTimeout(() => {
            done()
            void stopParser()
            resolve({ skipped: overTime(maxMs) })
          }, maxMs)
        : undefined
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.postMessage(request)
  })
}
