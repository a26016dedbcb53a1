import { contentKey, optionsKey } from '../cache/key.js'
import { cachePath, isCacheFile, ResultCache } from '../cache/store.js'
import { warn, type Io } from '../io/streams.js'
import type { RunSettings } from '../command-line/settings.js'
import { describeFsError } from '../errors.js'
import { collectFiles, type FileEntry } from '../files/walk.js'
import { readSnapshot, type Snapshot } from '../fix/write.js'
import { NotRegularFileError, readRegularFile } from '../io/read-file.js'
import { decodeText } from '../io/read-text.js'
import { budgetOf, canSend } from '../scan/budget.js'
import { POOL_THRESHOLD } from '../scan/concurrency.js'
import type { ScanSettings } from '../scan/file.js'
import { loadScanner, outcomeOf, tooDeep, type Job, type Outcome, type UncheckedReason } from '../scan/outcome.js'
import { describeStats, ScanPool } from '../scan/pool.js'
import { version } from '../version.js'
import type { FileResult, ScanRequest } from './results.js'
import { inShard, shardLabel } from './shard.js'

/** How many files are read ahead of the one being scanned. */
const READ_AHEAD = 8
/** With workers: files read ahead and not yet given back (a count and UTF-16 units), and waiting for a thread. */
const WINDOW_FILES = 512
const WINDOW_CHARS = 64_000_000
const QUEUE_CHARS = 4_000_000

/** One file of the walk: a note for standard error, or its text (`undefined` from the cache) and outcome. */
interface Scanned {
  entry: FileEntry
  snapshot: Snapshot | undefined
  text: string | undefined
  /** UTF-16 units to scan (0 for a file from the cache). */
  chars: number
  key: string
  outcome?: Outcome
  done: Promise<void>
}
/** A file's bytes, and its snapshot when asked for. */
type Read = { bytes: Buffer; snapshot: Snapshot | undefined }
/** A file that is not scanned: its note, and why it is not checked when that fails the run (`unreadable`). */
type Step = { entry: FileEntry; warning: string; reason?: 'unreadable' } | Scanned

/**
 * The scheduler of `check` and `fix`: walk the paths, answer what it can from the cache, scan
 * the rest (`fileOutcome`, through `scan/outcome.ts`) on this thread and on worker threads
 * (`scan/pool.ts`: with `--concurrency`, and whatever the setting for the files that need a
 * worker: a time limit, or a call stack deeper than this thread's), and give each file's result
 * in walk order whatever thread scanned it (`for await (const file of new FileScan(…))`). Notes
 * (skipped files) and errors go to standard error in that order too. Files wait in a window
 * while the threads scan them.
 */
export class FileScan {
  /** A path given could not be walked (its files were not looked at). */
  failed = false

  constructor(
    private readonly paths: readonly string[],
    private readonly settings: RunSettings,
    private readonly io: Io,
    private readonly request: ScanRequest = {}
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<FileResult> {
    const { paths, settings, io, request } = this
    const walk = await collectFiles(paths.length === 0 ? ['.'] : paths, {
      cwd: io.cwd,
      includeCode: settings.includeCode,
      config: settings.config
    })
    // With `--shard`, this run's part of the walk; a path that cannot be walked fails every shard.
    const { shard } = settings
    const mine = (name: string): boolean => shard === undefined || inShard(shard, name)
    if (walk.errors.length > 0) this.failed = true
    for (const error of walk.errors) warn(io, `${error.path}: ${error.message}`)
    for (const note of walk.notes) if (mine(note.path)) warn(io, `${note.path}: ${note.message}`)
    for (const entry of walk.leftovers.filter((leftover) => mine(leftover.name))) {
      if (request.leftovers === true) yield { type: 'leftover', entry }
      else
        warn(
          io,
          `${entry.name}: skipped, a temporary file left by an interrupted "linkcanon fix" (the next fix removes it)`
        )
    }
    const read = async (path: string): Promise<Read> =>
      request.fix === true ? readSnapshot(path) : { bytes: (await readRegularFile(path)).bytes, snapshot: undefined }
    const cache = settings.cache
      ? await ResultCache.open(
          await cachePath(io.cwd, settings.cache.location, shard && shardLabel(shard)),
          version,
          optionsKey(settings.scan),
          (message) => warn(io, message)
        )
      : undefined
    // Our cache file is no file to check: it holds the URLs it found (`fix` would change it under the cache). Nor are
    // the other shards' beside it, also when the file there is someone else's (then it is checked).
    const own = cache?.writable === true
    const files = walk.files.filter((entry) => mine(entry.name) && !isCacheFile(entry.path, cache?.path, own))
    const maxMs = settings.maxFileMs
    // Worker threads share the files with this thread from `POOL_THRESHOLD` (`--concurrency`); without, the
    // pool starts its worker only for a file that needs one (which then also takes queued files), and this thread
    // scans each other file once it is read.
    const parallel = settings.concurrency > 0 && files.length > 1
    // Test only (`test/concurrency.test.ts`): a worker thread exits on the file of that name, as a crash would end it.
    const crashOn = parallel ? process.env.LINKCANON_TEST_WORKER_EXIT_ON : undefined
    const pool = new ScanPool({
      size: Math.max(settings.concurrency, 1),
      maxMs,
      budgeted: budgetOf(maxMs),
      ...(crashOn ? { workerData: { crashOn } } : {})
    })
    const sendable = new WeakMap<ScanSettings, boolean>()
    let submitted = 0

    const prepare = async (entry: FileEntry, result: Read | { error: unknown }): Promise<Step> => {
      if ('error' in result) {
        // A link the walk followed to a named pipe, a socket or a device: passed over, as such entries are.
        if (result.error instanceof NotRegularFileError)
          return { entry, warning: `skipped, a link to ${result.error.kind}: not a regular file` }
        return { entry, warning: `cannot read it: ${describeFsError(result.error)}`, reason: 'unreadable' }
      }
      const { bytes, snapshot } = result
      const scan = settings.forFile(entry.path)
      // A file under a config override is scanned with other options: they are part of its key.
      const key = cache
        ? contentKey(entry.kind, bytes) + (scan === settings.scan ? '' : `:${JSON.stringify(scan.core ?? null)}`)
        : ''
      // Equal bytes were decoded as text before (only such files are cached): an answer from the cache is not decoded.
      const cached = cache?.get(key, entry.name, !settings.cache!.reuseFindings)
      const step: Scanned = {
        entry,
        snapshot,
        text: undefined,
        chars: 0,
        key,
        done: Promise.resolve()
      }
      if (cached !== undefined) return { ...step, outcome: { findings: cached } }
      const decoded = decodeText(bytes)
      if (!decoded.ok) return { entry, warning: `skipped, ${decoded.reason}` }
      if (cache) cache.misses++
      loadScanner()
      step.text = decoded.text
      step.chars = decoded.text.length
      const job: Job = {
        name: entry.name,
        text: decoded.text,
        kind: entry.kind,
        settings: scan,
        fix: request.fix === true
      }
      // Settings no thread can receive: only this thread can scan the file, with no time limit.
      if (!(sendable.get(scan) ?? sendable.set(scan, canSend(job)).get(scan))) step.outcome = outcomeOf(job)
      else {
        step.done = pool.submit(job).then((outcome) => void (step.outcome = outcome))
        submitted += job.text.length
        if (!parallel) pool.scanOne()
        else if (submitted >= POOL_THRESHOLD) pool.grow(settings.concurrency)
      }
      return step
    }

    const finish = async (step: Step): Promise<FileResult | undefined> => {
      const { entry } = step
      const unchecked = (message: string, reason: UncheckedReason | undefined): FileResult | undefined => {
        warn(io, `${entry.name}: ${message}`)
        return reason && { type: 'unchecked', entry, reason, message }
      }
      if ('warning' in step) return unchecked(step.warning, step.reason)
      await step.done
      const outcome = step.outcome!
      if ('skipped' in outcome) {
        const reason = outcome.skipped === tooDeep ? 'too-deep' : 'time-budget'
        return unchecked(`skipped, ${outcome.skipped}; not checked`, reason)
      }
      if ('failed' in outcome) return unchecked(outcome.failed, 'cannot-parse')
      if (step.text !== undefined) cache?.set(step.key, outcome.findings)
      return {
        type: 'checked',
        entry,
        text: step.text,
        findings: outcome.findings,
        snapshot: step.snapshot,
        plan: outcome.plan,
        notFixed: outcome.notFixed
      }
    }

    // The next few files are read while this one is scanned.
    const reads: Array<Promise<Read | { error: unknown }>> = []
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
          const result = await finish(head)
          if (result !== undefined) yield result
          continue
        }
        // Until workers are asked for, this thread scans each file once it is read, as with one
        // thread: a queue of read texts waiting for it would only grow the heap.
        if (
          next < files.length &&
          window.length < WINDOW_FILES &&
          windowChars < WINDOW_CHARS &&
          pool.queuedChars < (pool.growing ? QUEUE_CHARS : 1)
        ) {
          for (; queued < files.length && reads.length < READ_AHEAD; queued++) {
            reads.push(read(files[queued]!.path).catch((error: unknown) => ({ error })))
          }
          const step = await prepare(files[next++]!, await reads.shift()!)
          if (!('warning' in step)) windowChars += step.chars
          window.push(step)
          continue
        }
        // This thread's share: the oldest file no worker has yet.
        if (pool.scanOne()) {
          // Let the workers' replies in.
          await new Promise((resolve) => setImmediate(resolve))
          continue
        }
        await Promise.race([(head as Scanned).done, pool.lostOne])
      }
    } finally {
      await pool.close()
    }
    if (process.env.LINKCANON_POOL_STATS) warn(io, describeStats(pool.stats))
    if (cache) {
      if (process.env.LINKCANON_CACHE_STATS) warn(io, `cache: ${cache.hits} files reused, ${cache.misses} parsed`)
      // The cache only saves time: a run does not fail because it cannot be written.
      await cache
        .save()
        .catch((error: unknown) => warn(io, `cannot write the cache ${cache.path}: ${describeFsError(error)}`))
    }
  }
}
