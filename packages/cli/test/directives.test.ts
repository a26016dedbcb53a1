import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findingsOf } from 'linkcanon'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const markdown = [
  '<!-- linkcanon-disable-next-line -->',
  '[a](https://x.com/?utm_source=1)',
  '[b](https://x.com/?utm_source=2) <!-- linkcanon-disable-line utm_source -->',
  '<!-- linkcanon-disable-next-line utm_source -->',
  '[c](https://x.com/?utm_source=3&gclid=4)',
  '<!-- linkcanon-disable -->',
  '[d](https://x.com/?fbclid=5)',
  '<!-- linkcanon-enable -->',
  '[e](https://x.com/?fbclid=6)',
  ''
].join('\n')

describe('linkcanon directives in check and fix', () => {
  it('Markdown: each form, keys, and what fix leaves', () => {
    const dir = scratch({ 'a.md': markdown })
    const check = linkcanon(['check', 'a.md'], { cwd: dir })
    expect(check.code).toBe(1)
    expect(check.stdout).toBe(
      'a.md:5:5  Remove tracking parameters "utm_source", "gclid": https://x.com/\na.md:9:5  Remove tracking parameter "fbclid": https://x.com/\n'
    )
    // The reason and its words are the core's, as in remark-linkcanon (`reads-differently`, with the directive as detail).
    const json = JSON.parse(linkcanon(['check', '--format', 'json', 'a.md'], { cwd: dir }).stdout) as unknown[]
    expect(json[0]).toMatchObject({
      line: 5,
      fixable: false,
      reason: 'reads-differently',
      detail: 'a linkcanon directive keeps "utm_source"'
    })
    const fix = linkcanon(['fix', 'a.md'], { cwd: dir })
    expect(fix.stdout).toMatch(/a\.md:5:5 .*\(not fixed: a linkcanon directive keeps "utm_source"\)/)
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(
      markdown.replace('[e](https://x.com/?fbclid=6)', '[e](https://x.com/)')
    )
  })

  it('MDX comments, HTML, and # comments in YAML, TOML and text', () => {
    const dir = scratch({
      'a.mdx': '{/* linkcanon-disable-next-line */}\n[a](https://x.com/?utm_source=1)\n',
      'b.html': '<!-- linkcanon-disable-next-line -->\n<a href="https://x.com/?utm_source=1">x</a>\n',
      'c.yaml':
        '# linkcanon-disable-next-line\nurl: https://x.com/?utm_source=1\nother: https://x.com/?fbclid=2 # linkcanon-disable-line\n',
      'd.toml': 'url = "https://x.com/?utm_source=1" # linkcanon-disable-line utm_source\n',
      'e.txt': '# linkcanon-disable-next-line\nhttps://x.com/?utm_source=1\n'
    })
    const run = linkcanon(['check', '.'], { cwd: dir })
    expect(run.stdout).toBe('')
    expect(run.code).toBe(0)
  })

  it('reports unused and unknown directives as warnings that do not fail the run', () => {
    const dir = scratch({
      'a.md':
        '<!-- linkcanon-disable-next-line -->\nno link\n\n<!-- linkcanon-disabel -->\n\n```md\n<!-- linkcanon-disable -->\n```\n'
    })
    const run = linkcanon(['check', 'a.md'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      'a.md:1:1  Unused directive "linkcanon-disable-next-line": nothing here needs it\n' +
        'a.md:4:1  Unknown directive "linkcanon-disabel"; known: linkcanon-disable, linkcanon-enable, linkcanon-disable-next-line, linkcanon-disable-line\n'
    )
    expect(run.stderr).toBe('checked 1 file, no findings; 2 unused or unknown directives\n')
    const json = JSON.parse(linkcanon(['check', '--format', 'json', 'a.md'], { cwd: dir }).stdout) as Array<{
      ruleId: string
    }>
    expect(json.map((finding) => finding.ruleId)).toEqual(['linkcanon-directive', 'linkcanon-directive'])
  })

  // Issue 29: the exported per-file function applied no directives, so it reported links `check` kept.
  it('findingsOf gives what check reports for the file, directives applied', () => {
    const settings = { core: undefined, images: false }
    const kept = '<!-- linkcanon-disable-next-line -->\n[a](https://x.com/?utm_source=1)\n'
    expect(findingsOf('a.md', kept, 'markdown', settings)).toEqual([])
    expect(linkcanon(['check', 'a.md'], { cwd: scratch({ 'a.md': kept }) }).stdout).toBe('')
    const dir = scratch({ 'a.md': markdown })
    const json = JSON.parse(linkcanon(['check', '--format', 'json', 'a.md'], { cwd: dir }).stdout) as Array<{
      line: number
      ruleId: string
    }>
    const found = findingsOf('a.md', markdown, 'markdown', settings)
    expect(found.map(({ line, ruleId }) => ({ line, ruleId }))).toEqual(
      json.map(({ line, ruleId }) => ({ line, ruleId }))
    )
    expect(found[0]).toMatchObject({ line: 5, reason: 'reads-differently' })
    expect(found[0]!.replacement).toBeUndefined()
  })
})
