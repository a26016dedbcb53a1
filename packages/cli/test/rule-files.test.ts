// `ruleFiles` in the config (paths relative to it) and `linkcanon rules import`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const lists = new URL('../../core/test/fixtures/lists/', import.meta.url)
const clearurls = readFileSync(new URL('clearurls.json', lists), 'utf8')
const removeparam = readFileSync(new URL('removeparam.txt', lists), 'utf8')

describe('ruleFiles in the config', () => {
  it('check and fix use the imported lists next to the preset\'s own set', () => {
    const dir = scratch({
      'linkcanon.config.json': JSON.stringify({ ruleFiles: [{ path: 'lists/data.json', format: 'clearurls', name: 'cu' }, { path: 'lists/filters.txt', format: 'removeparam' }] }),
      'lists/data.json': clearurls,
      'lists/filters.txt': removeparam,
      'docs/a.md': 'See [shop](https://www.shopexample.com/dp/1?qid=2&id=3) and <https://example.org/?gclsrc=x&utm_source=y&q=1>.\n'
    })
    const check = linkcanon(['check', '--format', 'json', 'docs'], { cwd: dir })
    expect(check.code).toBe(1)
    expect(check.stdout).toContain('qid')
    expect(check.stdout).toContain('gclsrc')
    const fix = linkcanon(['fix', 'docs'], { cwd: dir })
    expect(fix.code).toBe(0)
    expect(readFileSync(join(dir, 'docs/a.md'), 'utf8')).toBe('See [shop](https://www.shopexample.com/dp/1?id=3) and <https://example.org/?q=1>.\n')
  })

  it('a broken list is a config error naming the config, the entry and the line', () => {
    const dir = scratch({
      'linkcanon.config.json': JSON.stringify({ ruleFiles: [{ path: 'f.txt', format: 'removeparam' }] }),
      'f.txt': '! ok\n$removeparam=/(a+)+/\n',
      'a.md': 'x\n'
    })
    const run = linkcanon(['check', 'a.md'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/linkcanon\.config\.json: "ruleFiles": \[0\]: .*f\.txt: invalid-rules: line 2: unsafe regular expression/)
  })

  it('a bad ruleFiles entry is a config error', () => {
    const dir = scratch({ 'linkcanon.config.json': JSON.stringify({ ruleFiles: [{ path: 'x', format: 'adblock' }] }), 'a.md': 'x\n' })
    const run = linkcanon(['check', 'a.md'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/"ruleFiles": \[0\]\.format must be one of clearurls, removeparam, brave/)
  })
})

describe('linkcanon rules import', () => {
  it('prints counts per kind and each skipped line', () => {
    const dir = scratch({ 'filters.txt': removeparam })
    const run = linkcanon(['rules', 'import', 'filters.txt', '--format', 'removeparam'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('filters.txt: removeparam list "removeparam"\n  filters: 6\n  exceptions: 1\n')
    expect(run.stdout).toContain('    line 11: not a $removeparam filter\n')
  })

  it('--json gives the report as one object', () => {
    const dir = scratch({ 'data.json': clearurls })
    const run = linkcanon(['rules', 'import', 'data.json', '--format', 'clearurls', '--name', 'cu', '--json'], { cwd: dir })
    const report = JSON.parse(run.stdout)
    expect(report).toMatchObject({ file: 'data.json', name: 'cu', format: 'clearurls', completeProviders: ['adnetwork'] })
    expect(report.counts.providers).toBe(4)
  })

  it('usage errors and broken lists exit 2', () => {
    expect(linkcanon(['rules', 'import', 'x']).code).toBe(2)
    expect(linkcanon(['rules', 'list']).code).toBe(2)
    const dir = scratch({ 'bad.json': '{"providers":{"a":{}}}' })
    const run = linkcanon(['rules', 'import', 'bad.json', '--format', 'clearurls'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('$.providers["a"].urlPattern')
  })
})
