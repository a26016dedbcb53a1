// Raw HTML in a Markdown file read only up to an attribute quote that never closes: `check` and
// `fix` give remark-linkcanon's `read-stopped` warning at that quote (the core's words), fix the
// links before it and leave the rest of that HTML; the Markdown after it is checked as usual.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findingsOf, type ScanSettings } from 'linkcanon'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const stopped =
  'skipped from here on, an attribute value whose quote opens here is not closed; the rest of the HTML is not checked'

const page = [
  'Intro https://a.example/?utm_source=1',
  '',
  '<div>',
  '<a href="https://b.example/?utm_source=2">b</a>',
  '<a title=\'oops href="https://c.example/?utm_source=3">c</a>',
  '<a href="https://c2.example/?fbclid=9">c2</a>',
  '</div>',
  '',
  '> <p><a href="https://d.example/?utm_source=4">d</a> <a href=\'https://e.example/?utm_source=5>e</a></p>',
  '',
  'End https://f.example/?utm_source=6',
  ''
].join('\n')

const expectedCheck = [
  'page.md:1:7  Remove tracking parameter "utm_source": https://a.example/',
  'page.md:4:10  Remove tracking parameter "utm_source": https://b.example/',
  `page.md:5:10  ${stopped}`,
  'page.md:9:15  Remove tracking parameter "utm_source": https://d.example/',
  `page.md:9:62  ${stopped}`,
  'page.md:11:5  Remove tracking parameter "utm_source": https://f.example/',
  ''
].join('\n')

describe('raw HTML in Markdown read only up to a quote that never closes', () => {
  it('check: a warning at each such quote, in order among the findings; the links after it in that HTML are not reported', () => {
    const dir = scratch({ 'page.md': page })
    const run = linkcanon(['check', 'page.md'], { cwd: dir })
    expect(run.stdout).toBe(expectedCheck)
    expect(run.stderr).toBe('checked 1 file, 4 findings in 1 file; 1 file read only in part\n')
    expect(run.code).toBe(1)
    // The whole-document parse and a preset without the fast path say the same.
    expect(linkcanon(['check', '--full-parse', 'page.md'], { cwd: dir }).stdout).toBe(expectedCheck)
    expect(
      linkcanon(['check', '--preset', 'share', 'page.md'], { cwd: dir })
        .stdout.split('\n')
        .filter((line) => line.includes('skipped from here on'))
    ).toEqual([`page.md:5:10  ${stopped}`, `page.md:9:62  ${stopped}`])
  })

  it('fix: the links before the quote and after that HTML are fixed, nothing after the quote in it is touched', () => {
    const dir = scratch({ 'page.md': page })
    const run = linkcanon(['fix', 'page.md'], { cwd: dir })
    const fixed = readFileSync(join(dir, 'page.md'), 'utf8')
    const expected = page
      .replace('https://a.example/?utm_source=1', 'https://a.example/')
      .replace('https://b.example/?utm_source=2', 'https://b.example/')
      .replace('https://d.example/?utm_source=4', 'https://d.example/')
      .replace('https://f.example/?utm_source=6', 'https://f.example/')
    expect(fixed).toBe(expected)
    expect(fixed).toContain('https://c.example/?utm_source=3')
    expect(fixed).toContain('https://c2.example/?fbclid=9')
    expect(fixed).toContain('https://e.example/?utm_source=5')
    expect(run.stdout).toBe(`page.md:5:10  ${stopped}\npage.md:9:62  ${stopped}\n`)
    expect(run.stderr).toBe('checked 1 file, fixed 4 links in 1 file; 1 file read only in part\n')
    expect(run.code).toBe(0)
  })

  it('is a warning alone (exit 0) in every output format', () => {
    const source = '<div>\n<a title=\'oops href="https://c.example/?utm_source=3">c</a>\n</div>\n'
    const dir = scratch({ 'a.md': source })
    const run = linkcanon(['check', 'a.md'], { cwd: dir })
    expect(run.stdout).toBe(`a.md:2:10  ${stopped}\n`)
    expect(run.code).toBe(0)
    const json = JSON.parse(linkcanon(['check', '--format', 'json', 'a.md'], { cwd: dir }).stdout)
    expect(json).toMatchObject([{ ruleId: 'read-stopped', message: stopped, line: 2, column: 10, fixable: false }])
    const sarif = JSON.parse(linkcanon(['check', '--format', 'sarif', 'a.md'], { cwd: dir }).stdout) as {
      runs: Array<{ results: Array<{ ruleId: string; level: string; message: { text: string } }> }>
    }
    expect(sarif.runs[0]!.results).toMatchObject([
      { ruleId: 'read-stopped', level: 'warning', message: { text: stopped } }
    ])
    expect(linkcanon(['check', '--format', 'github', 'a.md'], { cwd: dir }).stdout).toMatch(
      /^::warning file=a\.md,line=2,col=10,.*title=linkcanon read-stopped::skipped from here on/
    )
  })

  it('is not kept by a directive (as for other files), and comes back the same from the cache', () => {
    const source =
      '<!-- linkcanon-disable-next-line -->\n<p><a title=\'oops href="https://c.example/?utm_source=3">c</a></p>\n\nhttps://x.example/?utm_source=1\n'
    const dir = scratch({ 'a.md': source })
    const first = linkcanon(['check', '--cache', '--format', 'json', 'a.md'], { cwd: dir })
    // The directive keeps nothing: it is reported as unused.
    expect(JSON.parse(first.stdout)).toMatchObject([
      { ruleId: 'linkcanon-directive', line: 1 },
      { ruleId: 'read-stopped', line: 2, column: 13 },
      { ruleId: 'no-tracking-params', line: 4 }
    ])
    process.env.LINKCANON_CACHE_STATS = '1'
    try {
      const second = linkcanon(['check', '--cache', '--format', 'json', 'a.md'], { cwd: dir })
      expect(second.stderr).toMatch(/cache: 1 files reused, 0 parsed/)
      expect(second.stdout).toBe(first.stdout)
    } finally {
      delete process.env.LINKCANON_CACHE_STATS
    }
  })

  it('the fast path leaves out only the stops of sections that cannot hold a finding', () => {
    // The first HTML block has no text that could be a finding: the fast path does not parse it.
    const source =
      "<p title='quiet https://q.example/?id=1\n\ntext https://x.example/?utm_source=1\n\n<p title='loud https://y.example/?fbclid=2\n"
    const fast: ScanSettings = { core: undefined, images: false }
    const full: ScanSettings = { ...fast, fast: false }
    const place = (settings: ScanSettings): string[] =>
      findingsOf('a.md', source, 'markdown', settings).map(
        (finding) => `${finding.line}:${finding.column} ${finding.ruleId}`
      )
    expect(place(full)).toEqual(['1:10 read-stopped', '3:6 no-tracking-params', '5:10 read-stopped'])
    expect(place(fast)).toEqual(['3:6 no-tracking-params', '5:10 read-stopped'])
  })
})
