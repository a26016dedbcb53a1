import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUTO_MIN_CORES, POOL_THRESHOLD, workersFor } from '../dist/scan/concurrency.js'
import { bin, scratch, type Run } from './run.js'

// Issue 19: `--concurrency` changes which thread scans a file, never what is printed or written.

function run(args: readonly string[], cwd: string, env: Record<string, string> = {}): Run {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, ...env }
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

const paragraph = `${'Plain words about nothing in particular, with no link in them at all. '.repeat(12)}\n\n`

/** About 1.3 MB in 69 files (over the 1 MB below which one thread scans): Markdown, MDX, text, a binary file. */
function tree(): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {}
  for (let i = 0; i < 66; i++) {
    let text = `# File ${i}\n\n${paragraph.repeat(i % 7 === 0 ? 30 : 20)}`
    text += `See [t${i}](https://example.com/p/${i}?utm_source=x&id=${i}) and https://example.org/?fbclid=${i}\n`
    if (i % 4 === 0) text += '<!-- linkcanon-disable-next-line -->\n[hidden](https://example.com/?utm_medium=y)\n'
    if (i % 5 === 0) text += 'Escaped: [e](https://example.com/a\\_b?utm_source=z)\n'
    files[`d${i % 5}/f${String(i).padStart(2, '0')}.md`] = text
  }
  files['page.mdx'] =
    `import X from './x.js'\n\n<X href="https://example.com/?utm_campaign=c" />\n\n${paragraph}[m](https://example.com/m?gclid=1)\n`
  files['notes.txt'] = `${paragraph}https://example.net/?utm_source=n&q=1\n`
  files['data.md'] = Buffer.from([0x23, 0x00, 0x01, 0xff, 0x00, 0x0a])
  return files
}

const settings = ['off', '1', '2', 'auto']

describe('--concurrency', () => {
  const dir = scratch(tree())

  it.each(['text', 'json', 'sarif', 'github'])(
    'check --format %s: the same bytes on standard output and error, the same exit code',
    (format) => {
      const single = run(['check', '--format', format, '--concurrency', 'off'], dir)
      expect(single.code).toBe(1)
      expect(single.stdout).toContain('f65.md')
      for (const value of settings.slice(1))
        expect(run(['check', '--format', format, '--concurrency', value], dir)).toEqual(single)
    }
  )

  it('starts the workers it is asked for over the threshold, and none below it', () => {
    const over = run(['check', '--concurrency', '2'], dir, { LINKCANON_POOL_STATS: '1' })
    const [, workers, sent, here] =
      /workers: (\d+) started, (\d+) files scanned by workers, (\d+) here/.exec(over.stderr) ?? []
    expect(workers).toBe('2')
    // Every decoded file is scanned once (the binary one is skipped before): by a worker or here.
    expect(Number(sent) + Number(here)).toBe(68)
    const small = scratch({ 'a.md': '[a](https://example.com/?utm_source=1)\n', 'b.md': paragraph })
    expect(run(['check', '--concurrency', '2'], small, { LINKCANON_POOL_STATS: '1' }).stderr).toContain(
      'workers: 0 started, 0 files scanned by workers, 2 here'
    )
  })

  it('fix writes the same files and prints the same with workers as on one thread', () => {
    const copies = settings.map((value) => {
      const copy = mkdtempSync(join(tmpdir(), 'linkcanon-cli-'))
      cpSync(dir, copy, { recursive: true })
      return {
        value,
        copy,
        dry: run(['fix', '--dry-run', '--concurrency', value], copy),
        fixed: run(['fix', '--concurrency', value], copy)
      }
    })
    const [single, ...others] = copies
    expect(single!.fixed.stderr).toContain('fixed')
    expect(single!.dry.stdout).toContain('+++ b/d0/f00.md')
    const contents = (root: string): Record<string, string> =>
      Object.fromEntries(
        (
          readdirSync(root, { recursive: true, withFileTypes: true }) as Array<{
            isFile(): boolean
            parentPath: string
            name: string
          }>
        )
          .filter((entry) => entry.isFile())
          .map((entry) => [
            join(entry.parentPath, entry.name).slice(root.length),
            readFileSync(join(entry.parentPath, entry.name), 'latin1')
          ])
      )
    const fixedFiles = contents(single!.copy)
    expect(fixedFiles['/d0/f00.md']).not.toBe(readFileSync(join(dir, 'd0/f00.md'), 'latin1'))
    for (const other of others) {
      expect(other.dry).toEqual(single!.dry)
      expect(other.fixed).toEqual(single!.fixed)
      expect(contents(other.copy)).toEqual(fixedFiles)
    }
  })

  it('a worker that dies on a file: that file’s error, exit code 2, every other file’s result as with one thread', () => {
    // LINKCANON_TEST_WORKER_EXIT_ON is a test-only hook: a worker exits (code 70) on that file, which the main thread leaves to workers.
    const victim = 'd4/f64.md'
    const env = { LINKCANON_TEST_WORKER_EXIT_ON: victim, LINKCANON_POOL_STATS: '1' }
    const single = run(['check', '--format', 'json', '--concurrency', 'off'], dir, env)
    const all = JSON.parse(single.stdout) as Array<{ file: string }>
    expect(all.filter((finding) => finding.file === victim).length).toBeGreaterThan(0)
    const others = run(['check', '--concurrency', 'off'], dir)
      .stdout.split('\n')
      .filter((line) => !line.startsWith(victim))
      .join('\n')
    for (const value of ['1', '2']) {
      const crashed = run(['check', '--format', 'json', '--concurrency', value], dir, env)
      expect(crashed.code).toBe(2)
      expect(crashed.stderr).toContain(
        `${victim}: cannot scan it: the worker thread scanning it stopped (exit code 70)`
      )
      // The worker was replaced: one more started than asked for.
      expect(crashed.stderr).toContain(`workers: ${Number(value) + 1} started`)
      // The file not checked is a record of its own after the findings (issue 27).
      const records = JSON.parse(crashed.stdout) as Array<{ file: string; ruleId: string; reason?: string }>
      expect(records.at(-1)).toMatchObject({ file: victim, ruleId: 'not-checked', reason: 'cannot-parse' })
      expect(records.slice(0, -1)).toEqual(all.filter((finding) => finding.file !== victim))
      const text = run(['check', '--concurrency', value], dir, env)
      expect(text.code).toBe(2)
      expect(text.stdout).toBe(others)
    }
  })

  it('cached files are never sent to a worker', () => {
    const copy = mkdtempSync(join(tmpdir(), 'linkcanon-cli-'))
    cpSync(dir, copy, { recursive: true })
    const env = { LINKCANON_POOL_STATS: '1', LINKCANON_CACHE_STATS: '1' }
    const first = run(['check', '--cache', '--concurrency', '2'], copy, env)
    expect(first.stderr).toContain('cache: 0 files reused, 68 parsed')
    // Change 60 files (1.2 MB, over the threshold): only those are scanned again.
    for (let i = 0; i < 60; i++) {
      const path = join(copy, `d${i % 5}/f${String(i).padStart(2, '0')}.md`)
      writeFileSync(path, `${readFileSync(path, 'utf8')}\nhttps://example.com/new?utm_term=${i}\n`)
    }
    const second = run(['check', '--cache', '--concurrency', '2'], copy, env)
    expect(second.stderr).toContain('cache: 8 files reused, 60 parsed')
    const [, workers, sent, here] =
      /workers: (\d+) started, (\d+) files scanned by workers, (\d+) here/.exec(second.stderr) ?? []
    expect(workers).toBe('2')
    expect(Number(sent) + Number(here)).toBe(60)
    const third = run(['check', '--cache', '--concurrency', '2'], copy, env)
    expect(third.stderr).toContain('cache: 68 files reused, 0 parsed')
    expect(third.stderr).toContain('workers: 0 started, 0 files scanned by workers, 0 here')
    expect(third.stdout).toBe(second.stdout)
    expect(run(['check', '--concurrency', 'off'], copy).stdout).toBe(second.stdout)
  })

  // Issue 28: `auto` was 0.87–1.0× of `off` on 2 cores (a pool whose worker never started still queued every file).
  it('auto is off below four cores (never slower than off) and one worker a core but one from four; workers from 1 MB', () => {
    expect(AUTO_MIN_CORES).toBe(4)
    for (const cores of [1, 2, 3]) {
      expect(workersFor('check', 'auto', cores)).toBe(0)
      expect(workersFor('check', undefined, cores)).toBe(0)
      expect(workersFor('check', '1', cores)).toBe(1)
    }
    for (const cores of [4, 8, 16]) expect(workersFor('check', 'auto', cores)).toBe(cores - 1)
    expect(workersFor('check', 'off', 16)).toBe(0)
    expect(POOL_THRESHOLD).toBe(1_000_000)
  })

  it('takes a number of threads, auto or off; anything else is a usage error', () => {
    for (const value of ['0', 'many', '1.5', '']) {
      const bad = run(['check', '--concurrency', value, 'x.md'], dir)
      expect(bad.code).toBe(2)
      expect(bad.stderr).toContain(
        `check: --concurrency takes a number of worker threads (1 to 999), "auto" or "off", not "${value}"`
      )
    }
    expect(run(['fix', '--concurrency', 'lots'], dir).code).toBe(2)
  })
})

/** About 100 kB on which micromark takes about 10 s (quadratic; see budget.test.ts). */
const slow = `${'[a]('.repeat(25_000)} https://example.com/?utm_source=a\n`

describe('a run mixing files a worker can scan and files it cannot (a config override a thread cannot receive)', () => {
  // An object in a `.mjs` config's options that structuredClone cannot copy (here a Proxy around a
  // `keep` entry; a function in the options is an error) cannot be sent to a worker thread: the
  // files under that override are scanned on the main thread, the others go through the pool.
  const config = "export default { overrides: [{ files: ['own/**'], keep: [new Proxy({ key: 'ref' }, {})] }] }\n"
  const plain = (n: number): string => `[p${n}](https://example.com/${n}?utm_source=x)\n`

  // A file with a time limit is scanned by a worker only (the pool's timer is the one limit), an override's file
  // that no thread can receive on the main thread only, without a limit: it cannot be stopped.
  const large = (n: number): string => `${paragraph.repeat(25)}[l${n}](https://example.com/${n}?utm_source=x)\n`

  it('an override’s large file is scanned on the main thread (no limit there), another large file by a worker', () => {
    const dir = scratch({
      'linkcanon.config.mjs': config,
      'own/large.md': large(0),
      'a.md': large(1),
      'p1.md': plain(1)
    })
    for (const value of ['off', '1']) {
      const mixed = run(['check', '--concurrency', value, '--max-file-ms', '5000'], dir, { LINKCANON_POOL_STATS: '1' })
      // (The override's file is not counted among the pool's files: it never went through the pool.)
      expect(mixed.stderr).toContain('workers: 1 started, 1 files scanned by workers, 1 here')
      expect(mixed.stdout).toContain('own/large.md:51:6')
      expect(mixed.stdout).toContain('a.md:51:6')
    }
  })

  it('a parse stopped in a worker: the override’s files after it are scanned here, the others as without it', () => {
    const dir = scratch({
      'linkcanon.config.mjs': config,
      'a-slow.md': slow,
      'own/o.md': plain(0),
      'p1.md': plain(1),
      'p2.md': plain(2)
    })
    const mixed = run(['check', '--concurrency', '1', '--max-file-ms', '300'], dir, { LINKCANON_POOL_STATS: '1' })
    expect(mixed.stderr).toContain(
      'linkcanon: a-slow.md: skipped, its parse took longer than 300 ms (--max-file-ms); not checked'
    )
    // The worker stopped on the slow file was replaced (2 started); the small files are scanned here.
    expect(mixed.stderr).toContain('workers: 2 started, 1 files scanned by workers, 2 here')
    expect(mixed.stdout).toBe(run(['check', '--concurrency', 'off', '--max-file-ms', '300'], dir).stdout)
    expect(mixed.stdout).toContain('own/o.md:1:6')
  })
})
