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
})
