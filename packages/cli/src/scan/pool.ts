import { Worker } from 'node:worker_threads'
import type { ScanSettings } from './file.js'
import { outcomeOf, overflowed, type Job, type Outcome } from './outcome.js'
import type { BatchRequest, FileReply } from './parse-worker.js'

/** Files are handed to a worker in batches of about this many UTF-16 units (a few ms of work each). */
const BATCH_CHARS = 64 * 1024
/** A worker that dies before it is ready this many times stops the pool from starting more. */
const MAX_START_FAILURES = 3

export interface PoolOptions {
  /** At most this many worker threads. */
  size: number
  /** `--max-file-ms` (0: no limit), for the files `budgeted` says: only workers scan those (the one time limit). */
  maxMs: number
  budgeted: (job: Job) => boolean
  /**
   * Test only (set by the CLI only from `LINKCANON_TEST_WORKER_EXIT_ON`): passed to each worker
   * (`crashOn`: see `parse-worker.ts`); once workers are wanted, the main thread leaves that file to them.
   */
  workerData?: { crashOn?: string }
}

/** A file waiting for a thread, and what its outcome is given to. */
export interface Task {
  job: Job
  chars: number
  settle: (outcome: Outcome) => void
  /** Not for the main thread (it has a time limit, or its call stack overflowed on it: a worker's stack is larger). */
  workersOnly?: true
  /** Sent to a worker before (counted once in the stats, however often a lost worker's files are sent again). */
  sent?: true
}

interface Lane {
  worker: Worker
  ready: boolean
  /** The files sent, in the order the worker scans them; the first is the one it is on. */
  tasks: Task[]
  chars: number
  /** The settings numbers this worker has. */
  known: Set<number>
  timer: NodeJS.Timeout | undefined
  /** Its place in the stats, and when it was ready (`performance.now()`). */
  index: number
  readyAt: number | undefined
}

/** Figures of a run (`LINKCANON_POOL_STATS`, the benchmarks and the tests). */
export interface PoolStats {
  workers: number
  sentToWorkers: number
  scannedHere: number
  /** The milliseconds the main thread spent scanning its share (`scanOne`). */
  hereMs: number
  /** The largest heap (bytes) each worker reported. */
  peakHeaps: number[]
  /** The milliseconds each worker spent scanning. */
  busyMs: number[]
  /** The milliseconds from starting each worker to its being ready (loading the core and the parsers). */
  readyMs: number[]
  /** The milliseconds each worker was ready with no file (waiting for work, or done before the end). */
  idleMs: number[]
}

/** The figures of a run in words (`LINKCANON_POOL_STATS`). */
export function describeStats(stats: PoolStats): string {
  const { workers, sentToWorkers, scannedHere, hereMs, peakHeaps, busyMs, readyMs, idleMs } = stats
  const ms = (value: number | undefined): string => (value === undefined ? '-' : String(Math.round(value)))
  const each = peakHeaps.map(
    (bytes, index) =>
      `${Math.round(bytes / 2 ** 20)} MB heap, ${ms(busyMs[index])} ms scanning, ` +
      `ready after ${ms(readyMs[index])} ms, ${ms(idleMs[index])} ms idle`
  )
  const here = `${scannedHere} here (${ms(hereMs)} ms)`
  const perWorker = each.join('; ') || 'none'
  return `workers: ${workers} started, ${sentToWorkers} files scanned by workers, ${here}; per worker: ${perWorker}`
}

/**
 * Worker threads that scan files handed out in batches (`--concurrency`, and with one thread
 * the files that need a worker); the main thread takes its share with `scanOne`. A file with a
 * time limit (`budgeted`) is scanned by a worker only: one past `--max-file-ms` is terminated and
 * replaced (the file is skipped), the run's one time limit; a worker that dies fails the file it
 * was on and its other files go back to the queue. Outcomes come back per file, in any order:
 * the caller restores the file order.
 */
export class ScanPool {
  private readonly lanes: Lane[] = []
  private readonly queue: Task[] = []
  private readonly settingsIds = new Map<ScanSettings, number>()
  private startFailures = 0
  private wanted = 0
  readonly stats: PoolStats = {
    workers: 0,
    sentToWorkers: 0,
    scannedHere: 0,
    hereMs: 0,
    peakHeaps: [],
    busyMs: [],
    readyMs: [],
    idleMs: []
  }

  constructor(private readonly options: PoolOptions) {}

  private wake: () => void = () => {}
  /** Settles when a worker is lost (the main thread waiting for a file then looks again: it may have to scan it). */
  lostOne: Promise<void> = new Promise((resolve) => (this.wake = resolve))

  /** The UTF-16 units waiting for a thread. */
  queuedChars = 0

  /** Queue a file; its outcome comes from a worker, or from the main thread (`scanOne`) unless it has a time limit. */
  submit(job: Job): Promise<Outcome> {
    return new Promise((settle) => {
      const budgeted = this.options.budgeted(job)
      this.queue.push({ job, chars: job.text.length, settle, ...(budgeted ? { workersOnly: true } : {}) })
      this.queuedChars += job.text.length
      if (budgeted) this.grow(1)
      this.pump(0)
    })
  }

  /**
   * The main thread's share: scan the oldest file no worker has yet (`takeHere`); `false` when
   * there is none. A file that overflows this thread's call stack (`overflowed`: the file or its
   * fixed text) goes to the workers, whose stack is larger, so that the outcome does not depend
   * on the thread a file ran on: only a worker's overflow skips it (the one place that decides).
   */
  scanOne(): boolean {
    const task = this.takeHere()
    if (task === undefined) return false
    const started = performance.now()
    const outcome = outcomeOf(task.job)
    this.stats.hereMs += performance.now() - started
    if (overflowed(outcome) && !this.broken) this.toWorkers(task)
    else task.settle(outcome)
    return true
  }

  /** Whether workers were asked for (`grow`): until then the main thread scans every file. */
  get growing(): boolean {
    return this.wanted > 0
  }

  /** Have `count` workers (up to the pool's size) running; they start loading now. */
  grow(count: number): void {
    this.wanted = Math.max(this.wanted, Math.min(count, this.options.size))
    while (this.lanes.length < this.wanted && this.startFailures < MAX_START_FAILURES) this.start()
  }

  /** Whether no worker can be started (the main thread then scans every file). */
  get broken(): boolean {
    return this.startFailures >= MAX_START_FAILURES
  }

  /**
   * The next file for the main thread (the oldest waiting), after topping up each ready worker
   * with at least as much work as that file (so that they keep busy while this thread scans).
   */
  takeHere(): Task | undefined {
    const crashOn = this.wanted > 0 ? this.options.workerData?.crashOn : undefined
    const index = this.queue.findIndex(
      (task) => (task.workersOnly !== true && task.job.name !== crashOn) || this.broken
    )
    if (index < 0) return undefined
    const [task] = this.queue.splice(index, 1) as [Task]
    this.queuedChars -= task.chars
    this.pump(task.chars)
    this.stats.scannedHere++
    return task
  }

  /** Give a file the main thread took back to the workers, for them only. */
  toWorkers(task: Task): void {
    task.workersOnly = true
    this.stats.scannedHere--
    this.queue.unshift(task)
    this.queuedChars += task.chars
    this.grow(1)
    this.pump(0)
  }

  /** Stop every worker. */
  async close(): Promise<void> {
    const lanes = this.lanes.splice(0)
    for (const lane of lanes) {
      clearTimeout(lane.timer)
      if (lane.readyAt !== undefined)
        this.stats.idleMs[lane.index] = performance.now() - lane.readyAt - this.stats.busyMs[lane.index]!
    }
    await Promise.all(lanes.map((lane) => lane.worker.terminate()))
  }

  private start(): void {
    const worker = new Worker(new URL('./parse-worker.js', import.meta.url), { workerData: this.options.workerData })
    const started = performance.now()
    const index = this.stats.workers++
    const lane: Lane = {
      worker,
      ready: false,
      tasks: [],
      chars: 0,
      known: new Set(),
      timer: undefined,
      index,
      readyAt: undefined
    }
    this.stats.peakHeaps[index] = 0
    this.stats.busyMs[index] = 0
    this.lanes.push(lane)
    worker.on('message', (message: FileReply | 'ready') => {
      if (message === 'ready') {
        lane.readyAt = performance.now()
        this.stats.readyMs[index] = lane.readyAt - started
        lane.ready = true
        this.startFailures = 0
        this.pump(0)
        return
      }
      const task = lane.tasks.shift()!
      lane.chars -= task.chars
      this.stats.peakHeaps[index] = Math.max(this.stats.peakHeaps[index]!, message.heap)
      this.stats.busyMs[index] = message.busy
      this.arm(lane)
      task.settle(message.outcome)
      this.pump(0)
    })
    worker.on('error', (error) => this.lost(lane, `the worker thread scanning it stopped: ${error.message}`))
    worker.on('exit', (code) => this.lost(lane, `the worker thread scanning it stopped (exit code ${code})`))
  }

  /** A worker died or was stopped: fail the file it was on, queue its others again, replace it. */
  private lost(lane: Lane, why: string, outcome?: Outcome): void {
    const index = this.lanes.indexOf(lane)
    if (index < 0) return
    this.lanes.splice(index, 1)
    clearTimeout(lane.timer)
    if (!lane.ready) this.startFailures++
    const [current, ...rest] = lane.tasks
    for (const task of rest.reverse()) this.queue.unshift(task)
    this.queuedChars += rest.reduce((sum, task) => sum + task.chars, 0)
    current?.settle(outcome ?? { failed: `cannot scan it: ${why}` })
    this.grow(this.wanted)
    this.pump(0)
    this.wake()
    this.lostOne = new Promise((resolve) => (this.wake = resolve))
  }

  /** Start the time limit of the file a worker is on, if it has one. */
  private arm(lane: Lane): void {
    clearTimeout(lane.timer)
    lane.timer = undefined
    const task = lane.tasks[0]
    if (!lane.ready || task === undefined || !this.options.budgeted(task.job)) return
    const maxMs = this.options.maxMs
    lane.timer = setTimeout(() => {
      this.lost(lane, '', { skipped: `its parse took longer than ${maxMs} ms (--max-file-ms)` })
      void lane.worker.terminate()
    }, maxMs)
  }

  /** Give each ready worker batches until it holds `atLeast` units of work (two batches at least). */
  private pump(atLeast: number): void {
    for (const lane of this.lanes) {
      if (!lane.ready) continue
      while (this.queue.length > 0 && lane.chars < Math.max(2 * BATCH_CHARS, atLeast)) this.send(lane)
    }
  }

  private send(lane: Lane): void {
    const request: BatchRequest = { settings: [], jobs: [] }
    const idle = lane.tasks.length === 0
    let chars = 0
    while (this.queue.length > 0 && chars < BATCH_CHARS) {
      const task = this.queue.shift()!
      const { settings, ...file } = task.job
      let settingsId = this.settingsIds.get(settings)
      if (settingsId === undefined) this.settingsIds.set(settings, (settingsId = this.settingsIds.size))
      if (!lane.known.has(settingsId)) {
        lane.known.add(settingsId)
        request.settings.push([settingsId, settings])
      }
      if (task.sent === undefined) this.stats.sentToWorkers++
      task.sent = true
      request.jobs.push({ ...file, settingsId })
      lane.tasks.push(task)
      chars += task.chars
    }
    this.queuedChars -= chars
    lane.chars += chars
    lane.worker.postMessage(request)
    if (idle) this.arm(lane)
  }
}
