// The worker thread of `pool.ts` (with `--concurrency`, and whatever the setting for the files that need a worker):
// scans batches of files, one reply per file, in order.
import { getHeapStatistics } from 'node:v8'
import { parentPort, workerData } from 'node:worker_threads'
import type { ScanSettings } from './file.js'
import { loadScanner, outcomeOf, type Job, type Outcome } from './outcome.js'

/** Files to scan; `settings` holds the scan settings not sent to this worker before, by number. */
export interface BatchRequest {
  settings: Array<[number, ScanSettings]>
  jobs: Array<Omit<Job, 'settings'> & { settingsId: number }>
}

/** One file's outcome, with the worker's peak heap so far (bytes) and its time spent scanning (ms). */
export interface FileReply {
  outcome: Outcome
  heap: number
  busy: number
}

/**
 * Test only (the CLI sets it only from `LINKCANON_TEST_WORKER_EXIT_ON`): `workerData.crashOn`
 * names a file on which the worker exits, as a crash or an out-of-memory kill would end it.
 */
const crashOn = (workerData as { crashOn?: string } | null)?.crashOn

// Kept by number so that a prefilter built for one settings object serves every file using it.
const known = new Map<number, ScanSettings>()
let peak = 0
let busy = 0

parentPort?.on('message', (request: BatchRequest) => {
  for (const [id, settings] of request.settings) known.set(id, settings)
  for (const { settingsId, ...file } of request.jobs) {
    if (crashOn !== undefined && file.name === crashOn) process.exit(70)
    const started = performance.now()
    const outcome = outcomeOf({ ...file, settings: known.get(settingsId)! })
    busy += performance.now() - started
    peak = Math.max(peak, getHeapStatistics().used_heap_size)
    const reply: FileReply = { outcome, heap: peak, busy }
    parentPort!.postMessage(reply)
  }
})
loadScanner()
parentPort?.postMessage('ready')
