// A file whose reading stops before its end (a string or attribute value whose quote never
// closes) says where, as a warning; the links before that point are still found and fixed.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const files = {
  'data.json': '{"a": "https://e.com/?utm_source=x",\n  "b": "https://f.com/?fbclid=1 and\n}\n',
  'page.html': '<a href="https://e.com/?utm_source=x">x</a>\n<p>text <a title="oops>https://f.com/?fbclid=2</a>\n',
  'feed.xml': "<link>https://e.com/?utm_source=x</link>\n<item a='https://f.com/?fbclid=2>\n",
  'conf.toml': 'a = "https://e.com/?utm_source=x"\nb = "https://f.com/?fbclid=1\n'
}

describe('a file read only up to a quote that never closes', () => {
  it("check: a warning names the line and column, the links before it are found, the exit code is the findings'", () => {
    const dir = scratch(files)
    const run = linkcanon(['check', '.'], { cwd: dir })
    expect(run.stdout).toBe(
      [
        'conf.toml:1:6  Remove tracking parameter "utm_source": https://e.com/',
        'conf.toml:2:5  skipped from here on, a string that opens here is not closed; the rest of the file is not checked',
        'data.json:1:8  Remove tracking parameter "utm_source": https://e.com/',
        'data.json:2:8  skipped from here on, a string that opens here is not closed; the rest of the file is not checked',
        'feed.xml:1:7  Remove tracking parameter "utm_source": https://e.com/',
        'feed.xml:2:9  skipped from here on, an attribute value whose quote opens here is not closed; the rest of the file is not checked',
        'page.html:1:10  Remove tracking parameter "utm_source": https://e.com/',
        'page.html:2:18  skipped from here on, an attribute value whose quote opens here is not closed; the rest of the file is not checked',
        ''
      ].join('\n')
    )
    expect(run.stderr).toBe('checked 4 files, 4 findings in 4 files; 4 files read only in part\n')
    expect(run.code).toBe(1)
  })

  it('is a warning that alone does not fail the run (as a skipped file), in every output format', () => {
    const dir = scratch({ 'data.json': '{"b": "https://f.com/?fbclid=1 and\n}\n' })
    const run = linkcanon(['check', 'data.json'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('checked 1 file, no findings; 1 file read only in part\n')
    expect(JSON.parse(linkcanon(['check', '--format', 'json', 'data.json'], { cwd: dir }).stdout)).toMatchObject([
      { ruleId: 'read-stopped', line: 1, column: 7, fixable: false }
    ])
    const sarif = JSON.parse(linkcanon(['check', '--format', 'sarif', 'data.json'], { cwd: dir }).stdout) as {
      runs: Array<{ results: Array<{ ruleId: string; level: string }> }>
    }
    expect(sarif.runs[0]!.results).toMatchObject([{ ruleId: 'read-stopped', level: 'warning' }])
    expect(linkcanon(['check', '--format', 'github', 'data.json'], { cwd: dir }).stdout).toMatch(
      /^::warning file=data\.json,line=1,/
    )
  })

  it('fix: the links before that point are fixed, the rest of the file is left as it is', () => {
    const dir = scratch(files)
    const run = linkcanon(['fix', '.'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(readFileSync(join(dir, 'data.json'), 'utf8')).toBe(files['data.json'].replace('?utm_source=x', ''))
    expect(readFileSync(join(dir, 'page.html'), 'utf8')).toBe(files['page.html'].replace('?utm_source=x', ''))
    expect(run.stdout).toMatch(/^data\.json:2:8 {2}skipped from here on/m)
    expect(run.stderr).toBe('checked 4 files, fixed 4 links in 4 files; 4 files read only in part\n')
  })
})
