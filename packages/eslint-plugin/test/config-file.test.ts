import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { clearConfigCache } from '@linkcanon/core/config'
import { ESLint } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import { afterEach, describe, expect, it } from 'vitest'

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'linkcanon-eslint-'))
  mkdirSync(join(dir, '.git'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

async function fix(dir: string, file: string, options?: object): Promise<string> {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    fix: true,
    overrideConfig: [{ files: ['**/*.js'], plugins: { linkcanon: plugin }, rules: { 'linkcanon/no-tracking-params': options ? ['error', options] : 'error' } }]
  })
  const [result] = await eslint.lintFiles([join(dir, file)])
  return result!.output ?? (await import('node:fs')).readFileSync(join(dir, file), 'utf8')
}

const source = 'export const a = "https://x.com/?mc_cid=1&utm_source=2&ref=3&id=4"\n'

afterEach(() => clearConfigCache())

describe('eslint-plugin-linkcanon reads the linkcanon config file', () => {
  it('uses the nearest config from the file\'s folder up; explicit options win key by key', async () => {
    const dir = project({
      'linkcanon.config.json': JSON.stringify({ rules: ['default', 'extended'] }),
      'src/a.js': source,
      'lib/linkcanon.config.json': JSON.stringify({ keep: ['ref'] }),
      'lib/b.js': source
    })
    expect(await fix(dir, 'src/a.js')).toBe('export const a = "https://x.com/?id=4"\n')
    expect(await fix(dir, 'lib/b.js')).toBe('export const a = "https://x.com/?mc_cid=1&ref=3&id=4"\n')
    // The rule's options win over the config's (rules from the config, keep from the options).
    expect(await fix(dir, 'src/a.js', { keep: ['ref'] })).toBe('export const a = "https://x.com/?ref=3&id=4"\n')
    expect(await fix(dir, 'src/a.js', { config: false })).toBe('export const a = "https://x.com/?mc_cid=1&id=4"\n')
  })

  it('applies overrides by path', async () => {
    const dir = project({
      'package.json': JSON.stringify({ name: 'p', linkcanon: { overrides: [{ files: 'legacy/**', keep: ['utm_source'] }] } }),
      'legacy/a.js': source,
      'b.js': source
    })
    expect(await fix(dir, 'legacy/a.js')).toBe('export const a = "https://x.com/?mc_cid=1&utm_source=2&id=4"\n')
    expect(await fix(dir, 'b.js')).toBe('export const a = "https://x.com/?mc_cid=1&id=4"\n')
  })
})
