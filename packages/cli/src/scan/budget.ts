import { Worker } from 'node:worker_threads'
import { isBudgeted, loadScanner, outcomeOf, overTime, tooDeep, type Job, type Outcome } from './outcome.js'
import type { BatchRequest, FileReply } from './parse-worker.js'

/** The default of `--max-file-ms`. */
export const DEFAULT_MAX_FILE_MS = 10_000

/**
 * Markdown and MDX files at least this long (UTF-16 units) are parsed in a worker thread that
 * can be stopped. Shorter ones are parsed on the main thread, unlimited: the slowest input
 * known to micromark (`[a](` repeated, quadratic) takes about 0.2 s at 10 kB and 1 s at 20 kB
 * on a 2-core machine, and a worker's round trip would cost more than most such parses.
 */
export const WORKER_THRESHOLD = 16 * 1024

/** The worker, started on the first large file and kept for the next ones. */
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
 * limit), on a single thread (`--concurrency off`, and small runs). A synchronous parse cannot
 * be interrupted on the main thread, so large Markdown files (see `WORKER_THRESHOLD`) are
 * parsed in a worker thread, which is terminated when the time is up; the file is then
 * skipped. Other files are scanned on the main thread; one that overflows its call stack is
 * scanned again in the worker, whose stack is larger (as `pool.ts` does, so the outcome does not
 * depend on the thread a file ran on).
 */
export async function findingsWithin(job: Job, maxMs: number): Promise<Outcome> {
  await loadScanner()
  if (!isBudgeted(job, maxMs, WORKER_THRESHOLD) || !canSend(job)) {
    const outcome = outcomeOf(job)
    if (!('skipped' in outcome && outcome.skipped === tooDeep) || !canSend(job)) return outcome
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
