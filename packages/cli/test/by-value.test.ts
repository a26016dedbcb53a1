// `check --by-value`: the removed parameters grouped by key and value, with the keep entry of each group.
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const files = {
  'guide.md':
    '[a](https://a.example/?utm_source=astro&utm_medium=docs) [b](https://b.example/?utm_source=astro)\n' +
    '[c](https://c.example/?utm_source=chatgpt.com)\n',
  'partners/list.md': '[d](https://d.example/?utm_source=astro&q=1) [e](https://e.example/?ref&x=1)\n'
}

describe('linkcanon check --by-value', () => {
  it('prints each key and value with its count and the keep entry that keeps it; exit 1', () => {
    const run = linkcanon(['check', '--by-value', '--quiet'], { cwd: scratch(files) })
    expect(run.code).toBe(1)
    expect(run.stdout.split('\n')).toEqual([
      'utm_source=astro        ×3 in 2 files       keep: {"key":"utm_source","value":"astro"}',
      'ref                     ×1 in 1 file        keep: {"key":"ref","value":""}',
      'utm_medium=docs         ×1 in 1 file        keep: {"key":"utm_medium","value":"docs"}',
      'utm_source=chatgpt.com  ×1 in 1 file        keep: {"key":"utm_source","value":"chatgpt.com"}',
      ''
    ])
  })

  it('gives JSON groups with --format json', () => {
    const run = linkcanon(['check', '--by-value', '--format', 'json'], { cwd: scratch(files) })
    const groups = JSON.parse(run.stdout) as Array<{ key: string; value: string; count: number; files: number }>
    expect(groups[0]).toEqual({
      key: 'utm_source',
      value: 'astro',
      count: 3,
      files: 2,
      keep: { key: 'utm_source', value: 'astro' }
    })
    expect(groups.map((group) => group.count).reduce((a, b) => a + b)).toBe(6)
  })

  it('prints an entry that, put in the config, keeps that group and only it', () => {
    const first = JSON.parse(linkcanon(['check', '--by-value', '--format', 'json'], { cwd: scratch(files) }).stdout)
    const dir = scratch({ ...files, 'linkcanon.config.json': JSON.stringify({ keep: [first[0].keep] }) })
    const after = JSON.parse(linkcanon(['check', '--by-value', '--format', 'json'], { cwd: dir }).stdout) as Array<{
      key: string
      value: string
    }>
    expect(after.map((group) => `${group.key}=${group.value}`)).toEqual([
      'ref=',
      'utm_medium=docs',
      'utm_source=chatgpt.com'
    ])
  })

  it('exits 0 with nothing printed when nothing is removed', () => {
    const run = linkcanon(['check', '--by-value', '--quiet'], {
      cwd: scratch({ 'a.md': '[a](https://a.example/?q=1)\n' })
    })
    expect(run).toMatchObject({ code: 0, stdout: '' })
  })

  it('is a usage error with sarif or github', () => {
    for (const format of ['sarif', 'github']) {
      const run = linkcanon(['check', '--by-value', '--format', format], { cwd: scratch(files) })
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(/--by-value prints text or json; got --format/)
    }
  })
})
