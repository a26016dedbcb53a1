import { spawnSync } from 'node:child_process'
import { closeSync, openSync, readFileSync, readSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { startBin } from '../../../test/helpers/bin.js'
import { bin, linkcanon, scratch } from './run.js'

/** `count` tracked links, one a line (about 34 MB for a million). */
function manyLinks(count: number): string {
  const lines: string[] = []
  for (let index = 0; index < count; index++) lines.push(`https://example.com/${index}?utm_source=a`)
  return lines.join('\n') + '\n'
}

const next = 'https://example.org/?utm_source=b\n'

// Issue 20: `fixed.push(...plan.fixed)` overflowed the call stack past ~150k findings, after the
// file was written and before the next file and the summary.
describe('a file with 1,000,000 tracked links', () => {
  // About 34 MB, built once (about 2 s); the two checks share a folder (they leave the files as they are), fix has its
  // own. The 560 MB of JSON is removed after its test, the folders after the last.
  let links: string | undefined
  const files = (): Record<string, string> => ({ 'a.txt': (links ??= manyLinks(1_000_000)), 'b.txt': next })
  let checked: string | undefined
  const forCheck = (): string => (checked ??= scratch(files()))
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  afterAll(() => {
    if (checked !== undefined) rmSync(checked, { recursive: true, force: true })
  })

  it('check reports them all, goes on to the next file and prints the summary', () => {
    const dir = forCheck()
    const run = linkcanon(['check', 'a.txt', 'b.txt'], { cwd: dir })
    expect(run.stderr).toBe('checked 2 files, 1000001 findings in 2 files\n')
    expect(run.code).toBe(1)
    const lines = run.stdout.split('\n')
    expect(lines.length).toBe(1_000_002)
    expect(lines.at(-2)).toBe('b.txt:1:1  Remove tracking parameter "utm_source": https://example.org/')
  }, 180_000)

  it('check --format json writes all of them (more than the longest string V8 can make)', () => {
    const dir = forCheck()
    const out = join(dir, 'out.json')
    const fd = openSync(out, 'w')
    const run = spawnSync(process.execPath, [bin, 'check', 'a.txt', 'b.txt', '--format', 'json'], {
      cwd: dir,
      stdio: ['ignore', fd, 'pipe'],
      encoding: 'utf8'
    })
    closeSync(fd)
    expect(run.stderr).toBe('')
    expect(run.status).toBe(1)
    const size = statSync(out).size
    expect(size).toBeGreaterThan(2 ** 29) // V8 strings hold at most 2 ** 29 - 24 characters
    const tail = Buffer.alloc(1000)
    const read = openSync(out, 'r')
    readSync(read, tail, 0, 1000, size - 1000)
    closeSync(read)
    rmSync(out)
    expect(tail.toString('utf8')).toMatch(/"file": "b\.txt",[^]*"fixable": true\n {2}}\n]\n$/)
  }, 180_000)

  it('fix rewrites them all, goes on to the next file and prints the summary', () => {
    const dir = scratch(files())
    dirs.push(dir)
    const run = linkcanon(['fix', 'a.txt', 'b.txt'], { cwd: dir })
    expect(run.stderr).toBe('checked 2 files, fixed 1000001 links in 2 files\n')
    expect(run.code).toBe(0)
    const text = readFileSync(join(dir, 'a.txt'), 'utf8')
    expect(text.includes('utm_source')).toBe(false)
    expect(text.endsWith('https://example.com/999999\n')).toBe(true)
    expect(readFileSync(join(dir, 'b.txt'), 'utf8')).toBe('https://example.org/\n')
  }, 180_000)
})

// Issue 20: the locating walk overflowed at 5,000 nested quotes; past about 24,000 the parser's own
// (recursive) tree walks overflow a worker's stack, and the file is skipped with the reason (without a
// time limit: the parse takes longer than the default `--max-file-ms`, see budget.test.ts).
describe('deeply nested Markdown', () => {
  it('finds a link 5,000 block quotes deep', () => {
    const dir = scratch({ 'deep.md': `${'> '.repeat(5000)}${next}` })
    for (const flags of [[], ['--full-parse']]) {
      const run = linkcanon(['check', 'deep.md', ...flags], { cwd: dir })
      expect(run.stdout).toContain('deep.md:1:10001')
      expect(run.code).toBe(1)
    }
  })

  // Until session 25 `fix` read the fixed text back on the main thread, whose stack overflowed here: the file was
  // left "not fixed: nested too deeply … to read the fixed text back". The read-back is now part of the file's scan
  // (issue 29), on the thread that parsed it: a worker, whose stack is larger, so the file is fixed and read back.
  // (A main thread's stack overflows at about 6,300 quotes once the parser is optimized, sooner before; a worker's at
  // 23,670: 8,000 is past the one, far from the other, and each worker parse costs 9 s of CPU where 9,500 cost 13 s.)
  it('fixes a file only a worker thread can parse (8,000 deep): the read-back runs on that thread too', () => {
    const signed = 'https://b.s3.amazonaws.com/k?X-Amz-Signature=1&utm_source=x'
    const deep = `${'> '.repeat(8000)}${next.trimEnd()} ${signed}\n`
    const dir = scratch({ 'deep.md': deep })
    // (No time limit: two parses of this file take seconds on a busy machine.)
    const spawned = spawnSync(process.execPath, [bin, 'fix', 'deep.md', '--max-file-ms', '0'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, LINKCANON_POOL_STATS: '1' }
    })
    const run = { code: spawned.status, stdout: spawned.stdout, stderr: spawned.stderr }
    // The main thread's stack overflowed on it: the worker scanned it, and nothing was scanned here.
    expect(run.stderr).toContain('workers: 1 started, 1 files scanned by workers, 0 here')
    expect(run.stderr).not.toContain('not fixed')
    expect(run.stderr).toContain('fixed 1 link in 1 file; 1 signed link left as is')
    // A signed URL was never to be fixed: its message stays the core's, with no "not fixed".
    expect(run.stdout).toMatch(
      / {2}Signed: left as is \(parameter "X-Amz-Signature"\); editing it would break its signature\n/
    )
    expect(run.code).toBe(0)
    expect(readFileSync(join(dir, 'deep.md'), 'utf8')).toBe(deep.replace('?utm_source=b', ''))
  }, 600_000)

  // (Slow by nature: remark-gfm's autolink-literal transform walks the tree recursively, keeping every node's
  // ancestors, so it is quadratic in depth. In a worker's 4 MB stack it goes down 23,670 levels and overflows there
  // (measured with mdast-util-gfm's transform alone on a chain of block quotes); before it, micromark's tokenizing
  // grows faster than the square of the document's depth (it copies its stack of open containers at each attempt):
  // 31 s of CPU at 32,000 on each thread that tries (the main thread, then the worker), 18.5 s at 28,000. So 28,000:
  // 18% past the overflow, same limit and path as deeper. Check and fix run at the same time, in two folders, so the
  // test takes one such run's time, not two. The timeout is a safety net, nothing asserts time.)
  it('skips a file nested 28,000 deep with the reason, and checks and fixes the next one', async () => {
    const deep = `${'> '.repeat(28_000)}${next}`
    const forCheck = scratch({ 'deep.md': deep, 'next.md': next })
    const forFix = scratch({ 'deep.md': deep, 'next.md': next })
    // The whole-document parse overflows as the fast scan does (its one part is the document).
    // (--allow-unchecked: a file not checked fails the run otherwise; see unchecked.test.ts.)
    const allow = ['--max-file-ms', '0', '--allow-unchecked']
    const [checked, run] = await Promise.all([
      startBin(['check', 'deep.md', 'next.md', '--full-parse', ...allow], forCheck).done,
      startBin(['fix', 'deep.md', 'next.md', ...allow], forFix).done
    ])
    expect(checked.stderr).toContain('linkcanon: deep.md: skipped, nested too deeply to read (it ran out of call')
    expect(checked.stdout).toContain('next.md:1:1')
    expect(checked.code).toBe(1)
    expect(run.stderr).toContain('deep.md: skipped, nested too deeply')
    expect(run.stderr).toContain('fixed 1 link in 1 file')
    expect(run.code).toBe(0)
    expect(readFileSync(join(forFix, 'deep.md'), 'utf8')).toBe(deep)
    expect(readFileSync(join(forFix, 'next.md'), 'utf8')).toBe('https://example.org/\n')
  }, 600_000)
})
