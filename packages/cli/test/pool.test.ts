import { beforeAll, describe, expect, it } from 'vitest'
import { MainThread } from '../dist/scan/budget.js'
import { findingsOf } from '../dist/scan/file.js'
import { MainThreadShare, scanHere } from '../dist/scan/here.js'
import { loadScanner, type Job, type Outcome } from '../dist/scan/outcome.js'
import { ScanPool } from '../dist/scan/pool.js'

// Issue 19: the worker pool at unit level. `workerData.crashOn` is a test-only option of the
// pool's factory: the worker exits (as on a crash or an out-of-memory kill) when it reaches that file.

const settings = { core: undefined, images: false }
const job = (name: string, text: string): Job => ({ name, text, kind: 'markdown', settings })
const files = Array.from({ length: 12 }, (_, i) =>
  job(`f${i}.md`, `${'Some words. '.repeat(400 * (i + 1))}\n\n[x](https://example.com/${i}?utm_source=a&id=${i})\n`)
)
/** Quadratic for micromark: about 10 s (see budget.test.ts). */
const slow = job('slow.md', `${'[a]('.repeat(25_000)} https://example.com/?utm_source=a\n`)

// The main thread loads the parsers before its first scan (a run answered by the cache never does).
beforeAll(loadScanner)

describe('ScanPool', () => {
  it('a worker that dies fails only the file it was on; its other files are scanned by another', async () => {
    const pool = new ScanPool({ size: 2, maxMs: 0, budgeted: () => false, workerData: { crashOn: 'f5.md' } })
    pool.grow(2)
    const outcomes = await Promise.all(files.map((file) => pool.submit(file)))
    await pool.close()
    files.forEach((file, index) => {
      if (file.name === 'f5.md')
        expect(outcomes[index]).toEqual({
          failed: 'cannot scan it: the worker thread scanning it stopped (exit code 70)'
        })
      else expect(outcomes[index]).toEqual({ findings: findingsOf(file.name, file.text, file.kind, settings) })
    })
    // A replacement was started, each file was sent once (the ones after f5.md were sent again, not counted twice).
    expect(pool.stats.workers).toBe(3)
    expect(pool.stats.sentToWorkers).toBe(12)
    expect(pool.stats.scannedHere).toBe(0)
  }, 60_000)

  it('a worker past a file’s budget is stopped and replaced; the file is skipped, the others are not lost', async () => {
    const pool = new ScanPool({ size: 1, maxMs: 500, budgeted: (file: Job) => file.name === 'slow.md' })
    pool.grow(1)
    const jobs = [files[0]!, slow, files[1]!, files[2]!]
    const outcomes: Outcome[] = await Promise.all(jobs.map((file) => pool.submit(file)))
    await pool.close()
    expect(outcomes[1]).toEqual({ skipped: 'its parse took longer than 500 ms (--max-file-ms)' })
    for (const index of [0, 2, 3])
      expect(outcomes[index]).toEqual({
        findings: findingsOf(jobs[index]!.name, jobs[index]!.text, 'markdown', settings)
      })
    expect(pool.stats.workers).toBe(2)
  }, 60_000)

  it('the main thread takes the oldest waiting file; one it gives back goes to workers only', async () => {
    const pool = new ScanPool({ size: 1, maxMs: 0, budgeted: () => false })
    const first = pool.submit(files[0]!)
    const second = pool.submit(files[1]!)
    const task = pool.takeHere()!
    expect(task.job.name).toBe('f0.md')
    pool.toWorkers(task)
    expect(pool.takeHere()!.job.name).toBe('f1.md')
    expect(pool.takeHere()).toBeUndefined()
    expect(await first).toEqual({ findings: findingsOf('f0.md', files[0]!.text, 'markdown', settings) })
    expect(pool.stats).toMatchObject({ workers: 1, sentToWorkers: 1, scannedHere: 1 })
    await pool.close()
    void second
  }, 60_000)
})

describe('scanHere', () => {
  it('stops a parse on the main thread at the budget', () => {
    const started = Date.now()
    expect(scanHere(slow, 300, true)).toEqual({
      skipped: 'its parse took longer than 300 ms (--max-file-ms)',
      timedOut: true
    })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(scanHere(files[0]!, 300, true)).toEqual({
      findings: findingsOf('f0.md', files[0]!.text, 'markdown', settings)
    })
  })
})

describe('MainThreadShare', () => {
  it('after a parse stopped by its budget, the main thread scans nothing more: a worker starts and scans the rest', async () => {
    const main = new MainThread(300, (file: Job) => file.name === 'slow.md')
    const pool = new ScanPool({ size: 1, maxMs: 300, budgeted: main.budgeted })
    const share = new MainThreadShare(pool, main)
    const jobs = [slow, ...files.slice(0, 4)]
    const outcomes = jobs.map((file) => pool.submit(file))
    // No worker was wanted yet: the main thread takes the oldest file, the slow one, and stops it at 300 ms.
    expect(share.scanOne()).toBe(true)
    expect(main.stopped).toBe(true)
    expect(await outcomes[0]).toMatchObject({ skipped: 'its parse took longer than 300 ms (--max-file-ms)' })
    // The next files are left to the worker that this started.
    expect(share.scanOne()).toBe(false)
    expect(pool.stats.workers).toBe(1)
    const rest = await Promise.all(outcomes.slice(1))
    rest.forEach((outcome, index) =>
      expect(outcome).toEqual({
        findings: findingsOf(jobs[index + 1]!.name, jobs[index + 1]!.text, 'markdown', settings)
      })
    )
    expect(pool.stats).toMatchObject({ scannedHere: 1, sentToWorkers: 4 })
    expect(share.scanOne()).toBe(false)
    await pool.close()
  }, 60_000)

  it('before any stop it takes the oldest waiting file, and scans it here', async () => {
    const main = new MainThread(300, () => false)
    const pool = new ScanPool({ size: 1, maxMs: 300, budgeted: main.budgeted })
    const share = new MainThreadShare(pool, main)
    const outcome = pool.submit(files[0]!)
    expect(share.scanOne()).toBe(true)
    expect(main.stopped).toBe(false)
    expect(await outcome).toEqual({ findings: findingsOf('f0.md', files[0]!.text, 'markdown', settings) })
    expect(share.scanOne()).toBe(false)
    expect(pool.stats).toMatchObject({ workers: 0, scannedHere: 1 })
    await pool.close()
  })
})

describe('MainThread.findingsWithin (one thread: --concurrency off, small runs)', () => {
  it('scans large files on the main thread under the budget; after a stopped parse the rest go to a worker', async () => {
    const main = new MainThread(1000)
    const large = job('large.md', `${'Some words. '.repeat(3000)}\n\n[x](https://example.com/?utm_source=a)\n`)
    expect(large.text.length).toBeGreaterThan(16 * 1024)
    expect(await main.findingsWithin(large)).toEqual({
      findings: findingsOf('large.md', large.text, 'markdown', settings)
    })
    expect(main.parserRunning).toBe(false)
    expect(await main.findingsWithin(slow)).toEqual({ skipped: 'its parse took longer than 1000 ms (--max-file-ms)' })
    expect(main.stopped).toBe(true)
    expect(main.parserRunning).toBe(false)
    // The stopped parse may have left the main thread's modules half-built: the next file is scanned by a worker.
    expect(await main.findingsWithin(files[0]!)).toEqual({
      findings: findingsOf('f0.md', files[0]!.text, 'markdown', settings)
    })
    expect(main.parserRunning).toBe(true)
    await main.close()
    expect(main.parserRunning).toBe(false)
    // The record belongs to its run: another run's main thread starts afresh (no state in the module).
    expect(new MainThread(1000).stopped).toBe(false)
  }, 60_000)
})

describe('one record of a stopped parse for the whole run', () => {
  // Settings a worker cannot receive (an object structuredClone cannot copy, as a `.mjs` config may give: a Proxy): only the main thread can scan such a file.
  const own = { core: { keep: [new Proxy({ key: 'ref' }, {})] }, images: false } as unknown as Job['settings']

  it('a parse stopped in findingsWithin (a file only this thread can scan) keeps the pool’s files off this thread', async () => {
    const main = new MainThread(300, (file: Job) => file.name === 'slow.md')
    expect(await main.findingsWithin({ ...slow, settings: own })).toEqual({
      skipped: 'its parse took longer than 300 ms (--max-file-ms)'
    })
    const pool = new ScanPool({ size: 1, maxMs: 300, budgeted: main.budgeted })
    const share = new MainThreadShare(pool, main)
    const outcome = pool.submit(files[0]!)
    expect(share.scanOne()).toBe(false)
    expect(await outcome).toEqual({ findings: findingsOf('f0.md', files[0]!.text, 'markdown', settings) })
    expect(pool.stats).toMatchObject({ workers: 1, scannedHere: 0, sentToWorkers: 1 })
    // A file only this thread can scan is still scanned here (there is nowhere else), on a one-thread worker never.
    const mine = job('mine.md', '[m](https://example.com/?utm_source=m)\n')
    expect(await main.findingsWithin({ ...mine, settings: own })).toEqual({
      findings: findingsOf('mine.md', mine.text, 'markdown', own)
    })
    expect(main.parserRunning).toBe(false)
    await pool.close()
    await main.close()
  }, 60_000)

  it('a parse stopped in the pool’s share sends the next files of findingsWithin to a worker', async () => {
    const main = new MainThread(300, (file: Job) => file.name === 'slow.md')
    const pool = new ScanPool({ size: 1, maxMs: 300, budgeted: main.budgeted })
    const share = new MainThreadShare(pool, main)
    const stopped = pool.submit(slow)
    expect(share.scanOne()).toBe(true)
    expect(await stopped).toMatchObject({ skipped: 'its parse took longer than 300 ms (--max-file-ms)' })
    expect(await main.findingsWithin(files[1]!)).toEqual({
      findings: findingsOf('f1.md', files[1]!.text, 'markdown', settings)
    })
    expect(main.parserRunning).toBe(true)
    await pool.close()
    await main.close()
  }, 60_000)
})
