import { beforeAll, describe, expect, it } from 'vitest'
import { fileOutcome, findingsOf } from '../dist/scan/file.js'
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
beforeAll(() => loadScanner())

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

describe('the main thread’s share (scanOne)', () => {
  it('never scans a file with a time limit: a worker starts for it and stops it at its budget; the main thread scans the rest', async () => {
    const pool = new ScanPool({ size: 1, maxMs: 300, budgeted: (file: Job) => file.name === 'slow.md' })
    const jobs = [slow, ...files.slice(0, 4)]
    const started = Date.now()
    const outcomes = jobs.map((file) => pool.submit(file))
    // The slow file is left to the worker that its submission started; the main thread takes the others.
    for (let i = 0; i < 4; i++) expect(pool.scanOne()).toBe(true)
    expect(pool.scanOne()).toBe(false)
    expect(await outcomes[0]).toEqual({ skipped: 'its parse took longer than 300 ms (--max-file-ms)' })
    expect(Date.now() - started).toBeLessThan(8000)
    const rest = await Promise.all(outcomes.slice(1))
    rest.forEach((outcome, index) =>
      expect(outcome).toEqual({
        findings: findingsOf(jobs[index + 1]!.name, jobs[index + 1]!.text, 'markdown', settings)
      })
    )
    // The worker stopped on the slow file was replaced; the replacement scans the next file with a limit within it.
    expect(pool.stats).toMatchObject({ workers: 2, scannedHere: 4, sentToWorkers: 1 })
    const large = job('slow.md', files[3]!.text)
    expect(await pool.submit(large)).toEqual({ findings: findingsOf('slow.md', large.text, 'markdown', settings) })
    expect(pool.stats).toMatchObject({ workers: 2, scannedHere: 4, sentToWorkers: 2 })
    await pool.close()
  }, 60_000)

  it('takes the oldest waiting file and scans it here; no worker starts for files without a limit', async () => {
    const pool = new ScanPool({ size: 1, maxMs: 300, budgeted: () => false })
    const outcome = pool.submit(files[0]!)
    expect(pool.scanOne()).toBe(true)
    expect(await outcome).toEqual({ findings: findingsOf('f0.md', files[0]!.text, 'markdown', settings) })
    expect(pool.scanOne()).toBe(false)
    expect(pool.stats).toMatchObject({ workers: 0, scannedHere: 1 })
    await pool.close()
  })
})

describe('a stack overflow', () => {
  // 8,000 block quotes overflow the call stack of a process's main thread, not a worker's (edges.test.ts).
  const deep = job('deep.md', `${'> '.repeat(8000)}[x](https://example.com/?utm_source=a)\n`)

  it('fileOutcome skips the file, as check does when a worker overflows too; the main thread’s share gives it to a worker', async () => {
    expect(fileOutcome(deep.name, deep.text, 'markdown', settings)).toEqual({
      skipped: 'nested too deeply to read (it ran out of call stack)'
    })
    const pool = new ScanPool({ size: 1, maxMs: 0, budgeted: () => false })
    const outcome = pool.submit(deep)
    expect(pool.scanOne()).toBe(true)
    expect(await outcome).toMatchObject({ findings: [{ ruleId: 'no-tracking-params', line: 1, column: 16005 }] })
    expect(pool.stats).toMatchObject({ workers: 1, sentToWorkers: 1, scannedHere: 0 })
    await pool.close()
  }, 120_000)
})
