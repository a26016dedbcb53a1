import { Worker } from 'node:worker_threads'
import type { FileKind } from '../files/kinds.js'
import { findingsOf, type ScanSettings } from './file.js'
import type { Finding } from './findings.js'
import type { ParseReply, ParseRequest } from './parse-worker.js'

/** The default of `--max-file-ms`. */
export const DEFAULT_MAX_FILE_MS = 10_000

/**
 * Markdown and MDX files at least this long (UTF-16 units) are parsed in a worker thread that
 * can be stopped. Shorter ones are parsed on the main thread, unlimited: the slowest input
 * known to micromark (`[a](` repeated, quadratic) takes about 0.2 s at 10 kB and 1 s at 20 kB
 * on a 2-core machine, and a worker's round trip would cost more than most such parses.
 */
export const WORKER_THRESHOLD = 16 * 1024

/** A file's findings, or why it was skipped. */
export type Budgeted = { findings: Finding[] } | { skipped: string }

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

/**
 * The findings of one file, with its Markdown parse limited to `maxMs` milliseconds (`0`: no
 * limit). A synchronous parse cannot be interrupted on the main thread, so large Markdown
 * files (see `WORKER_THRESHOLD`) are parsed in a worker thread, which is terminated when the
 * time is up; the file is then skipped. Text files are scanned in linear time, on the main
 * thread. Throws what the parse throws (a `RangeError` for a stack overflow).
 */
export async function findingsWithin(name: string, text: string, kind: FileKind, settings: ScanSettings, maxMs: number): Promise<Budgeted> {
  if (maxMs <= 0 || (kind !== 'markdown' && kind !== 'mdx') || text.length < WORKER_THRESHOLD) {
    return { findings: findingsOf(name, text, kind, settings) }
  }
  current ??= start()
  const { worker, ready } = current
  // Loading the parser in the worker is not the file's time.
  await ready
  const id = nextId++
  const request: ParseRequest = { id, name, text, kind, settings }
  return new Promise<Budgeted>((resolve, reject) => {
    const done = (): void => {
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onError)
    }
    const onMessage = (reply: ParseReply): void => {
      if (reply.id !== id) return
      done()
      if ('findings' in reply) resolve({ findings: reply.findings })
      else reject(reply.overflow ? new RangeError(`Maximum call stack size exceeded (${reply.error})`) : new Error(reply.error))
    }
    const onError = (error: Error): void => {
      done()
      current = undefined
      reject(error)
    }
    const timer = setTimeout(() => {
      done()
      void stopParser()
      resolve({ skipped: `its parse took longer than ${maxMs} ms (--max-file-ms)` })
    }, maxMs)
    worker.on('message', onMessage)
    worker.on('error', onError)
    try {
      worker.postMessage(request)
    } catch {
      // Options that cannot be sent to a thread (a function in a config module): parse here.
      done()
      try {
        resolve({ findings: findingsOf(name, text, kind, settings) })
      } catch (thrown) {
        reject(thrown)
      }
    }
  })
}
