import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { canonicalize } from '@linkcanon/core'
import {
  ConfigError,
  clearConfigCache,
  configForFile,
  optionsForFile,
  readConfigFileSync,
  validateConfig
} from '@linkcanon/core/config'
import { afterEach, describe, expect, it } from 'vitest'

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'linkcanon-config-'))
  mkdirSync(join(dir, '.git'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

afterEach(() => clearConfigCache())

describe('@linkcanon/core/config: discovery', () => {
  it("takes the nearest config from the file's folder up, and stops at the repository root", () => {
    const dir = project({
      'linkcanon.config.json': JSON.stringify({ preset: 'share' }),
      'docs/linkcanon.config.mjs': 'export default { keep: ["ref"] }\n',
      'docs/deep/a.md': '',
      'pkg/package.json': JSON.stringify({ name: 'x', linkcanon: { rules: 'extended' } }),
      'pkg/b.md': '',
      'other/c.md': ''
    })
    expect(configForFile(join(dir, 'docs/deep/a.md'))!.config).toEqual({ keep: ['ref'] })
    expect(configForFile(join(dir, 'pkg/b.md'))!.config).toEqual({ rules: 'extended' })
    expect(configForFile(join(dir, 'other/c.md'))!.config).toEqual({ preset: 'share' })
    // A config above the repository root is not read.
    const above = project({ 'linkcanon.config.json': '{"preset":"share"}', 'repo/sub/d.md': '' })
    mkdirSync(join(above, 'repo/.git'))
    expect(configForFile(join(above, 'repo/sub/d.md'))).toBeUndefined()
  })

  it('reads each folder once until the cache is cleared', () => {
    const dir = project({ 'linkcanon.config.json': JSON.stringify({ preset: 'share' }) })
    const first = configForFile(join(dir, 'a.md'))
    writeFileSync(join(dir, 'linkcanon.config.json'), JSON.stringify({ preset: 'cache-key' }))
    expect(configForFile(join(dir, 'b.md'))).toBe(first)
    clearConfigCache()
    expect(configForFile(join(dir, 'a.md'))!.config.preset).toBe('cache-key')
  })

  it('reads an .mjs config without waiting, and names a bad one', () => {
    const dir = project({
      'linkcanon.config.mjs': 'export default { preset: "share", overrides: [{ files: "x/**", preset: "minimal" }] }\n',
      'bad/linkcanon.config.json': '{"preset":"nope"}'
    })
    expect(readConfigFileSync(join(dir, 'linkcanon.config.mjs')).config).toEqual({
      preset: 'share',
      overrides: [{ files: ['x/**'], preset: 'minimal' }]
    })
    expect(() => configForFile(join(dir, 'bad/a.md'))).toThrow(ConfigError)
  })
})

describe('@linkcanon/core/config: overrides', () => {
  const config = {
    preset: 'share',
    keep: ['ref'],
    overrides: [
      { files: ['docs/**'], preset: 'minimal' },
      { files: 'docs/legacy/*.md', keep: [] },
      { files: ['**/*.html'], rules: ['extended'] }
    ]
  }
  const loaded = {
    config: validateConfig(config, '/p/linkcanon.config.json'),
    path: '/p/linkcanon.config.json',
    dir: '/p'
  }

  it('apply by path relative to the config, later entries winning, the top level underneath', () => {
    expect(optionsForFile(loaded, '/p/README.md')).toEqual({ preset: 'share', keep: ['ref'] })
    expect(optionsForFile(loaded, '/p/docs/a.md')).toEqual({ preset: 'minimal', keep: ['ref'] })
    expect(optionsForFile(loaded, '/p/docs/legacy/b.md')).toEqual({ preset: 'minimal', keep: [] })
    expect(optionsForFile(loaded, '/p/site/i.html')).toEqual({ preset: 'share', keep: ['ref'], rules: ['extended'] })
    const url = 'https://x.com/A/?ref=1&utm_source=2'
    expect(canonicalize(url, { preset: 'minimal', ...optionsForFile(loaded, '/p/docs/a.md') }).url).toBe(
      'https://x.com/A/?ref=1'
    )
    expect(canonicalize(url, { preset: 'minimal', ...optionsForFile(loaded, '/p/docs/legacy/b.md') }).url).toBe(
      'https://x.com/A/'
    )
  })

  it('give one object for each set of matching overrides (the core compiles it once)', () => {
    expect(optionsForFile(loaded, '/p/docs/a.md')).toBe(optionsForFile(loaded, '/p/docs/z/c.md'))
    expect(optionsForFile(loaded, '/p/docs/a.md')).not.toBe(optionsForFile(loaded, '/p/a.md'))
  })

  it('are checked: a list of objects with files and only preset, rules and keep', () => {
    const bad: unknown[] = [
      {},
      [{ preset: 'share' }],
      [{ files: [] }],
      [{ files: 'a', forceHttps: true }],
      [{ files: 'a', preset: 'nope' }],
      ['docs/**']
    ]
    for (const overrides of bad) {
      expect(() => validateConfig({ overrides }, 'c.json'), JSON.stringify(overrides)).toThrow(/"overrides"/)
    }
  })
})

describe('@linkcanon/core/config: ruleFiles', () => {
  it('reads a config, a package.json and a list file that start with a byte order mark (as editors write them)', () => {
    const bom = '\uFEFF'
    const clearurls = readFileSync(new URL('fixtures/lists/clearurls.json', import.meta.url), 'utf8')
    const dir = project({
      'linkcanon.config.json':
        bom + JSON.stringify({ preset: 'share', ruleFiles: [{ path: 'l.json', format: 'clearurls' }] }),
      'l.json': bom + clearurls,
      'pkg/package.json': bom + JSON.stringify({ name: 'x', linkcanon: { preset: 'cache-key' } })
    })
    expect(configForFile(join(dir, 'a.md'))!.config.preset).toBe('share')
    expect(configForFile(join(dir, 'pkg/b.md'))!.config).toEqual({ preset: 'cache-key' })
  })

  it('a flag that is not true or false is named with what it got, as every other flag is', () => {
    const ruleFiles = [{ path: 'f.txt', format: 'clearurls', referralMarketing: 'yes' }]
    expect(() => validateConfig({ ruleFiles }, 'c.json')).toThrow(
      '"ruleFiles": [0].referralMarketing must be true or false; got "yes"'
    )
  })
})

describe('@linkcanon/core/config stays out of the browser build', () => {
  it('no module of the core outside src/node imports Node or the config', () => {
    const src = new URL('../src/', import.meta.url)
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.ts') && !name.startsWith('node')
    )
    expect(files.length).toBeGreaterThan(20)
    for (const name of files) {
      const text = readFileSync(new URL(name, src), 'utf8')
      expect(text, name).not.toMatch(/from '(?:node:|\.{1,2}\/(?:\.\.\/)*node\/)/)
    }
    const playground = readFileSync(
      new URL('../../../examples/playground/src/canonicalize.ts', import.meta.url),
      'utf8'
    )
    expect(playground).not.toMatch(/@linkcanon\/core\/config/)
  })
})
