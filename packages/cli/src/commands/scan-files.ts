import { contentKey, optionsKey } from '../cache/key.js'
import { cachePath, ResultCache } from '../cache/store.js'
import { warn, type Io } from '../cli/io.js'
import type { RunSettings } from '../cli/settings.js'
import { describeFsError } from '../errors.js'
import { collectFiles, type FileEntry } from '../files/walk.js'
import { NotRegularFileError } from '../io/read-file.js'
import { decodeText } from '../io/read-text.js'
import { canSend, MainThread } from '../scan/budget.js'
import type { ScanSettings } from '../scan/file.js'
import type { Finding } from '../scan/findings.js'
import { MainThreadShare } from '../scan/here.js'
import { loadScanner, type Job, type Outcome } from '../scan/outcome.js'
import { ScanPool } from '../scan/pool.js'
import { version } from '../version.js'

/** A text file that was read, with its findings (`text` is decoded when first read: a file answered by the cache may never need it). */
export interface ScannedFile {
  entry: FileEntry
  bytes: Buffer
  readonly text: string
  findings: Finding[]
}

/** How many files are read ahead of the one being scanned. */
const READ_AHEAD = 8
/** With workers: files read ahead and not yet given to `each` (a count and UTF-16 units), and waiting for a thread. */
const WINDOW_FILES = 512
const WINDOW_CHARS = 64_000_000
const QUEUE_CHARS = 4_000_000

/** One file of the walk: a note for standard error, or its text and outcome (`scanned`: not from the cache, `text` set). */
interface Scanned {
  entry: FileEntry
  bytes: Buffer
  text: string | undefined
  /** UTF-16 units to scan (0 for a file from the cache). */
  chars: number
  key: string
  scanned: boolean
  outcome?: Outcome
  done: Promise<void>
}
type Step = { entry: FileEntry; warning: string; failed: boolean } | Scanned

/**
 * Walk the paths and call `each` with every text file's findings (files in order), and
 * `leftover` with each temporary file a killed `fix` left (by default a note). Notes
 * (skipped files) and errors go to standard error, in file order whatever thread scanned a
 * file; returns whether there was an error. With `--concurrency`, files wait in a window while
 * worker threads (`scan/pool.ts`) and this thread scan them.
 */
export async function scanFiles(
  paths: readonly string[],
  settings: RunSettings,
  io: Io,
  read: (path: string) => Promise<Buffer>,
  each: (file: ScannedFile) => Promise<void>,
  leftover: (entry: FileEntry) => Promise<void> = async (entry) => {
    warn(
      io,
      `${entry.name}: skipped, a temporary file left by an interrupted "linkcanon fix" (the next fix removes it)`
    )
  }
): Promise<boolean> {
  const { files, errors, notes, leftovers } = await collectFiles(paths.length === 0 ? ['.'] : paths, {
    cwd: io.cwd,
    includeCode: settings.includeCode,
    include: settings.config?.config.include,
    exclude: settings.config?.config.exclude,
    base: settings.config?.dir,
    formats: settings.config?.config.formats
  })
  let failed = errors.length > 0
  for (const error of errors) warn(io, `${error.path}: ${error.message}`)
  for (const note of notes) warn(io, `${note.path}: ${note.message}`)
  for (const entry of leftovers) await leftover(entry)
  const cache = settings.cache
    ? await ResultCache.open(
        await cachePath(io.cwd, settings.cache.location),
        version,
        optionsKey(settings.scan),
        (message) => warn(io, message)
      )
    : undefined
  const maxMs = settings.maxFileMs
  // Whether a parse on this thread was stopped, for every file of the run, whichever path scanned it.
  const main = new MainThread(maxMs)
  const { budgeted } = main
  // Test only (`test/concurrency.test.ts`): a worker thread exits on the file of that name, as a crash would end it.
  const crashOn = process.env.LINKCANON_TEST_WORKER_EXIT_ON
  const pool =
    settings.concurrency > 0 && files.length > 1
      ? new ScanPool({ size: settings.concurrency, maxMs, budgeted, ...(crashOn ? { workerData: { crashOn } } : {}) })
      : undefined
  const here = pool && new MainThreadShare(pool, main)
  const sendable = new WeakMap<ScanSettings, boolean>()
  let submitted = 0

  const prepare = async (entry: FileEntry, result: { bytes: Buffer } | { error: unknown }): Promise<Step> => {
    if ('error' in result) {
      // A link the walk followed to a named pipe, a socket or a device: passed over, as such entries are.
      if (result.error instanceof NotRegularFileError)
        return { entry, warning: `skipped, a link to ${result.error.kind}: not a regular file`, failed: false }
      return { entry, warning: `cannot read it: ${describeFsError(result.error)}`, failed: true }
    }
    const { bytes } = result
    const scan = settings.forFile(entry.path)
    // A file under a config override is scanned with other options: they are part of its key.
    const key = cache
      ? contentKey(entry.kind, bytes) + (scan === settings.scan ? '' : `:${JSON.stringify(scan.core ?? null)}`)
      : ''
    // Equal bytes were decoded as text before (only such files are cached): they are decoded again only if needed.
    const cached = cache?.get(key, entry.name, !settings.cache!.reuseFindings)
    if (cached !== undefined)
      return {
        entry,
        bytes,
        text: undefined,
        chars: 0,
        key,
        scanned: false,
        outcome: { findings: cached },
        done: Promise.resolve()
      }
    const decoded = decodeText(bytes)
    if (!decoded.ok) return { entry, warning: `skipped, ${decoded.reason}`, failed: false }
    if (cache) cache.misses++
    await loadScanner()
    const step: Scanned = {
      entry,
      bytes,
      text: decoded.text,
      chars: decoded.text.length,
      key,
      scanned: true,
      done: Promise.resolve()
    }
    const job: Job = { name: entry.name, text: decoded.text, kind: entry.kind, settings: scan }
    if (pool === undefined || !(sendable.get(scan) ?? sendable.set(scan, canSend(job)).get(scan)))
      step.outcome = await main.findingsWithin(job)
    else {
      step.done = pool.submit(job).then((outcome) => void (step.outcome = outcome))
      submitted += job.text.length
      if (submitted >= settings.poolThreshold) pool.grow(settings.concurrency)
    }
    return step
  }

  const finish = async (step: Step): Promise<void> => {
    const { entry } = step
    if ('warning' in step) {
      if (step.failed) failed = true
      warn(io, `${entry.name}: ${step.warning}`)
      return
    }
    await step.done
    const outcome = step.outcome!
    const text = (): string => (step.text ??= textOf(step.bytes))
    if ('findings' in outcome && step.scanned) cache?.set(step.key, outcome.findings)
    if ('skipped' in outcome) warn(io, `${entry.name}: skipped, ${outcome.skipped}; not checked`)
    else if ('failed' in outcome) {
      failed = true
      warn(io, `${entry.name}: ${outcome.failed}`)
    } else {
      const { findings } = outcome
      await each({
        entry,
        bytes: step.bytes,
        get text() {
          return text()
        },
        findings
      })
    }
  }

  // The next few files are read while this one is scanned.
  const reads: Array<Promise<{ bytes: Buffer } | { error: unknown }>> = []
  const window: Step[] = []
  let queued = 0
  let next = 0
  let windowChars = 0
  try {
    while (next < files.length || window.length > 0) {
      const head = window[0]
      if (head !== undefined && ('warning' in head || head.outcome !== undefined)) {
        window.shift()
        if (!('warning' in head)) windowChars -= head.chars
        await finish(head)
        continue
      }
      // Until workers are asked for, this thread scans each file once it is read, as with one
      // thread: a queue of read texts waiting for it would only grow the heap.
      if (
        next < files.length &&
        window.length < WINDOW_FILES &&
        windowChars < WINDOW_CHARS &&
        (pool === undefined || pool.queuedChars < (pool.growing ? QUEUE_CHARS : 1))
      ) {
        for (; queued < files.length && reads.length < READ_AHEAD; queued++) {
          reads.push(
            read(files[queued]!.path).then(
              (bytes) => ({ bytes }),
              (error: unknown) => ({ error })
            )
          )
        }
        const step = await prepare(files[next++]!, await reads.shift()!)
        if (!('warning' in step)) windowChars += step.chars
        window.push(step)
        continue
      }
      // This thread's share: the oldest file no worker has yet.
      if (here?.scanOne() === true) {
        // Let the workers' replies in.
        await new Promise((resolve) => setImmediate(resolve))
        continue
      }
      await Promise.race([(head as Scanned).done, pool?.lostOne])
    }
  } finally {
    await pool?.close()
    await main.close()
  }
  if (pool && process.env.LINKCANON_POOL_STATS) {
    const { workers, sentToWorkers, scannedHere, hereMs, peakHeaps, busyMs, readyMs, idleMs } = pool.stats
    const ms = (value: number | undefined): string => (value === undefined ? '-' : String(Math.round(value)))
    const each = peakHeaps.map(
      (bytes, index) =>
        `${Math.round(bytes / 2 ** 20)} MB heap, ${ms(busyMs[index])} ms scanning, ready after ${ms(readyMs[index])} ms, ${ms(idleMs[index])} ms idle`
    )
    warn(
      io,
      `workers: ${workers} started, ${sentToWorkers} files scanned by workers, ${scannedHere} here (${ms(hereMs)} ms); per worker: ${each.join('; ') || 'none'}`
    )
  }
  if (cache) {
    if (process.env.LINKCANON_CACHE_STATS) warn(io, `cache: ${cache.hits} files reused, ${cache.misses} parsed`)
    // The cache only saves time: a run does not fail because it cannot be written.
    await cache
      .save()
      .catch((error: unknown) => warn(io, `cannot write the cache ${cache.path}: ${describeFsError(error)}`))
  }
  return failed
}

/** The text of bytes the cache answered for: they were decoded as UTF-8 text before, with the same key. */
function textOf(bytes: Buffer): string {
  const decoded = decodeText(bytes)
  if (!decoded.ok) throw new Error('bytes from the cache are not text')
  return decoded.text
}
