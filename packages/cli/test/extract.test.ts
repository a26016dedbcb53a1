import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { extractUrls } from '@linkcanon/core'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

describe('linkcanon extract', () => {
  const text = '\uFEFFSee https://a.com/?utm_source=1 and\r\n(http://x.org/a_(b)).\rLast: https://b.io/é https://c.io'

  it('prints one URL a line, the same as extractUrls on the whole text', () => {
    const dir = scratch({ 'a.txt': text })
    const run = linkcanon(['extract', 'a.txt'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      extractUrls(text)
        .map((found) => found.url + '\n')
        .join('')
    )
  })

  it('gives offsets into the file and 1-based lines and UTF-16 columns (BOM not counted) with --json', () => {
    const dir = scratch({ 'a.txt': text })
    const rows = linkcanon(['extract', '--json', 'a.txt'], { cwd: dir })
      .stdout.trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(rows.map(({ url, start, end }) => ({ url, start, end }))).toEqual(extractUrls(text))
    expect(rows[0]).toMatchObject({ file: 'a.txt', line: 1, column: 5 })
    expect(rows[1]).toMatchObject({ line: 2, column: 2 })
    expect(rows[2]).toMatchObject({ line: 3, column: 7 })
    for (const row of rows) expect(text.slice(row.start, row.end)).toBe(row.url)
  })

  it('reads standard input with - or without arguments', () => {
    expect(linkcanon(['extract'], { input: 'x https://a.com y' }).stdout).toBe('https://a.com\n')
    expect(JSON.parse(linkcanon(['extract', '--json', '-'], { input: 'x https://a.com' }).stdout)).toEqual({
      url: 'https://a.com',
      start: 2,
      end: 15,
      line: 1,
      column: 3
    })
  })

  it('exits 2 on a missing file or non-UTF-8 input', () => {
    const dir = scratch({ 'bad.txt': Buffer.from([0x68, 0xff, 0xfe, 0x0a]) })
    const missing = linkcanon(['extract', 'nope.txt'], { cwd: dir })
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/nope\.txt: no such file/)
    const bad = linkcanon(['extract', 'bad.txt'], { cwd: dir })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/not UTF-8/)
  })

  it('walks folders and globs as check does (.gitignore, config exclude, code and binary files)', () => {
    const dir = scratch({
      'docs/a.md': 'See https://a.example/x\n',
      'docs/sub/b.txt': 'and https://b.example/y\n',
      'docs/ignored.md': 'https://ignored.example/\n',
      'docs/CHANGELOG.md': 'https://excluded.example/\n',
      'docs/code.js': "const u = 'https://code.example/'\n",
      'docs/bin.dat': Buffer.from([0x68, 0, 0x74]),
      '.gitignore': 'docs/ignored.md\n',
      'linkcanon.config.json': JSON.stringify({ exclude: ['**/CHANGELOG.md'] })
    })
    mkdirSync(join(dir, '.git'))
    const run = linkcanon(['extract', '--json', 'docs'], { cwd: dir })
    expect(run.code, run.stderr).toBe(0)
    expect(
      run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { file: string; url: string })
    ).toEqual([
      expect.objectContaining({ file: 'docs/a.md', url: 'https://a.example/x', line: 1, column: 5 }),
      expect.objectContaining({ file: 'docs/sub/b.txt', url: 'https://b.example/y' })
    ])
    const glob = linkcanon(['extract', 'docs/**/*.txt'], { cwd: dir })
    expect(glob).toMatchObject({ code: 0, stdout: 'https://b.example/y\n' })
    const code = linkcanon(['extract', '--include-code', 'docs'], { cwd: dir })
    expect(code.stdout).toContain('https://code.example/')
    // A file named on its own is read whatever its kind, as before.
    expect(linkcanon(['extract', 'docs/code.js'], { cwd: dir }).stdout).toBe('https://code.example/\n')
    expect(linkcanon(['extract', 'nothing/*.md'], { cwd: dir }).code).toBe(2)
  })
})
