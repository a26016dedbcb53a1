import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const next = 'https://example.org/?utm_source=b\n'
/** 100 kB on which micromark takes about 10 s (quadratic); the tracked URL makes the fast scan parse it. */
const slow = `${'[a]('.repeat(25_000)} https://example.com/?utm_source=a\n`

// Issue 20: one file could hold a run for minutes; a parse over `--max-file-ms` skips the file.
describe('--max-file-ms', () => {
  it('skips a file whose parse takes longer, with the reason, and goes on (check and fix)', () => {
    const dir = scratch({ 'slow.md': slow, 'next.md': next })
    const started = Date.now()
    // (--allow-unchecked: a file not checked fails the run otherwise; see unchecked.test.ts.)
    const checked = linkcanon(['check', 'slow.md', 'next.md', '--max-file-ms', '500', '--allow-unchecked'], {
      cwd: dir
    })
    expect(Date.now() - started).toBeLessThan(8000)
    expect(checked.stderr).toContain(
      'linkcanon: slow.md: skipped, its parse took longer than 500 ms (--max-file-ms); not checked'
    )
    expect(checked.stdout).toBe('next.md:1:1  Remove tracking parameter "utm_source": https://example.org/\n')
    expect(checked.code).toBe(1)
    const fixed = linkcanon(
      ['fix', 'slow.md', 'next.md', '--max-file-ms', '500', '--full-parse', '--allow-unchecked'],
      {
        cwd: dir
      }
    )
    expect(fixed.stderr).toContain(
      'linkcanon: slow.md: skipped, its parse took longer than 500 ms (--max-file-ms); not checked'
    )
    expect(fixed.stderr).toContain('fixed 1 link in 1 file')
    expect(fixed.code).toBe(0)
    expect(readFileSync(join(dir, 'slow.md'), 'utf8')).toBe(slow)
  })

  it('parses large files within the limit (in a worker thread, under its time limit), with the same findings', () => {
    const large = `${'Some text with [a link](https://example.net/).\n\n'.repeat(1000)}[tracked](https://example.com/?utm_source=a)\n`
    expect(large.length).toBeGreaterThan(16 * 1024)
    const dir = scratch({ 'large.md': large, 'large.mdx': large })
    const run = linkcanon(['check', 'large.md', 'large.mdx'], { cwd: dir })
    expect(run.stderr).toBe('checked 2 files, 2 findings in 2 files\n')
    expect(run.stdout).toBe(
      'large.md:2001:11  Remove tracking parameter "utm_source": https://example.com/\n' +
        'large.mdx:2001:11  Remove tracking parameter "utm_source": https://example.com/\n'
    )
  })

  it('takes a whole number of milliseconds', () => {
    const run = linkcanon(['check', '--max-file-ms', '1.5s'], { cwd: scratch() })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--max-file-ms takes a whole number of milliseconds (0: no limit), not "1.5s"')
  })
})
