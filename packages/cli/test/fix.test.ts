import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSnapshot, writeAtomic } from '../dist/fix/write.js'
import { linkcanon, scratch } from './run.js'

const crlf =
  '\uFEFF# T\r\n\r\nA  [link](https://x.com/?utm_source=a&b=1 "t")\tand <https://y.com/?fbclid=1>\r\n\r\n[r]:\thttps://z.com/p?gclid=3\r\n'
const fixedCrlf =
  '\uFEFF# T\r\n\r\nA  [link](https://x.com/?b=1 "t")\tand <https://y.com/>\r\n\r\n[r]:\thttps://z.com/p\r\n'

describe('linkcanon fix', () => {
  it('changes only the URLs: CRLF, BOM, tabs and spacing stay; exit 0; a second run changes nothing', () => {
    const dir = scratch({ 'a.md': crlf, 'b.txt': 'x https://t.com/?utm_medium=x, y\n' })
    const run = linkcanon(['fix'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(run.stderr).toMatch(/fixed 4 links in 2 files/)
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(fixedCrlf)
    expect(readFileSync(join(dir, 'b.txt'), 'utf8')).toBe('x https://t.com/, y\n')
    const again = linkcanon(['fix'], { cwd: dir })
    expect(again).toMatchObject({ code: 0, stdout: '' })
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(fixedCrlf)
  })

  it('--dry-run prints a unified diff, writes nothing and exits 1', () => {
    const dir = scratch({ 'a.md': crlf })
    const run = linkcanon(['fix', '--dry-run'], { cwd: dir })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/^--- a\/a\.md\n\+\+\+ b\/a\.md\n@@ /)
    expect(run.stdout).toContain('-A  [link](https://x.com/?utm_source=a&b=1 "t")')
    expect(run.stdout).toContain('+A  [link](https://x.com/?b=1 "t")')
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(crlf)
  })

  it('--dry-run with --format json, sarif or github is a usage error (exit 2): the diff would hide the format', () => {
    const dir = scratch({ 'a.md': crlf })
    for (const format of ['json', 'sarif', 'github']) {
      const run = linkcanon(['fix', '--dry-run', '--format', format], { cwd: dir })
      expect(run).toMatchObject({ code: 2, stdout: '' })
      expect(run.stderr).toContain(`fix: --dry-run prints a diff; --format ${format} goes without it`)
    }
    expect(linkcanon(['fix', '--dry-run', '--format', 'text'], { cwd: dir }).code).toBe(1)
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(crlf)
  })

  it('leaves URLs written with Markdown escapes, reports them and exits 1; fixes HTML written with references', () => {
    const source =
      '[a](https://x.com/?utm\\_source=1)\n\n<a href="https://h.com/?a=1&amp;utm_source=2">h</a>\n\n[ok](https://k.com/?fbclid=1)\n'
    const dir = scratch({ 'a.md': source })
    const run = linkcanon(['fix'], { cwd: dir })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/a\.md:1:5 {2}.*not fixed: escapes/)
    // Issue 14: a raw-HTML value written with references is fixed, the tracker with its `&amp;`.
    expect(run.stdout).not.toMatch(/a\.md:3:/)
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(
      source.replace('?fbclid=1', '').replace('&amp;utm_source=2', '')
    )
    // `fix --help` says the same: references fixed, Markdown backslash escapes not.
    const help = linkcanon(['fix', '--help']).stdout.replaceAll('\n', ' ')
    expect(help).toMatch(/HTML character\s+references such as &amp;.* are fixed/)
    expect(help).toMatch(/a Markdown backslash escape.* is reported as not fixed/)
  })

  it('fixes GFM www literals and keeps the file mode', () => {
    const dir = scratch({ 'a.md': 'see www.x.com/a?utm_source=1 now\n' })
    chmodSync(join(dir, 'a.md'), 0o640)
    expect(linkcanon(['fix'], { cwd: dir }).code).toBe(0)
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe('see www.x.com/a now\n')
    expect(statSync(join(dir, 'a.md')).mode & 0o777).toBe(0o640)
  })

  it('does not write a file that changed after it was read', async () => {
    const dir = scratch({ 'a.md': 'one\n' })
    const file = join(dir, 'a.md')
    const { snapshot } = await readSnapshot(file)
    writeFileSync(file, 'two, changed meanwhile\n')
    await expect(writeAtomic(file, Buffer.from('fixed\n'), snapshot)).rejects.toThrow(
      /changed while linkcanon was fixing it/
    )
    expect(readFileSync(file, 'utf8')).toBe('two, changed meanwhile\n')
  })

  it('does not write a file whose mode changed after it was read (it would have taken the old mode back)', async () => {
    const dir = scratch({ 'a.md': 'one\n' })
    const file = join(dir, 'a.md')
    const { snapshot } = await readSnapshot(file)
    // Until the status change time moves on (it keeps the clock's tick).
    let mode = 0o600
    do chmodSync(file, (mode ^= 0o040))
    while (statSync(file).ctimeMs === snapshot.ctimeMs)
    await expect(writeAtomic(file, Buffer.from('fixed\n'), snapshot)).rejects.toThrow(/changed while linkcanon/)
    expect(readFileSync(file, 'utf8')).toBe('one\n')
    expect(statSync(file).mode & 0o777).toBe(mode)
  })

  it('exits 2 on a missing path and reports invalid URLs as left (warnings: exit 0 unless --max-warnings)', () => {
    const dir = scratch({ 'a.md': '[p](http://x.com:99999/)\n' })
    expect(linkcanon(['fix', 'missing.md'], { cwd: dir }).code).toBe(2)
    expect(linkcanon(['fix', '--max-warnings', '0'], { cwd: dir })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'nothing to fix; 1 URL that cannot be read; more warnings than --max-warnings 0\n'
      )
    })
    const run = linkcanon(['fix', '--format', 'json'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)[0]).toMatchObject({ ruleId: 'invalid-url' })
  })
})
