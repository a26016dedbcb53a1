import { readFileSync } from 'node:fs'
import { Linter } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import { describe, expect, it } from 'vitest'

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  name: string
  version: string
}

function lint(code: string, options: unknown): Linter.LintMessage[] {
  return new Linter().verify(code, [
    { plugins: { linkcanon: plugin }, rules: { 'linkcanon/no-tracking-params': ['error', options] } }
  ])
}

describe('plugin object', () => {
  it('has meta from package.json', () => {
    expect(plugin.meta).toEqual({ name: packageJson.name, version: packageJson.version })
  })

  it('has a flat recommended config that turns the rule on', () => {
    const { recommended } = plugin.configs
    expect(recommended.name).toBe('linkcanon/recommended')
    expect(recommended.plugins?.linkcanon).toBe(plugin)
    expect(recommended.rules).toEqual({ 'linkcanon/no-tracking-params': 'error' })
    expect(recommended.files).toEqual(['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'])
    const messages = new Linter().verify("const a = 'https://x.com/?utm_source=1'", [recommended])
    expect(messages.map((message) => message.ruleId)).toEqual(['linkcanon/no-tracking-params'])
  })

  it('rule meta points at its docs and has defaults outside the schema', () => {
    const meta = plugin.rules['no-tracking-params'].meta!
    expect(meta.docs?.url).toMatch(/\/docs\/rules\/no-tracking-params\.md$/)
    expect(meta.fixable).toBe('code')
    expect(meta.hasSuggestions).toBe(true)
    expect(meta.defaultOptions).toEqual([{ checkComments: false }])
    expect(JSON.stringify(meta.schema)).not.toContain('"default"')
  })
})

describe('invalid options', () => {
  it('are rejected by the schema with the option named', () => {
    expect(() => lint('1', { preset: 'tiny' })).toThrow(/no-tracking-params[\s\S]*allowed values/)
    expect(() => lint('1', { checkComment: true })).toThrow(/unexpected property "checkComment"/i)
    expect(() => lint('1', { forceHttps: 'yes' })).toThrow(/should be boolean/)
  })

  it('that pass the schema but not the core throw LinkcanonError invalid-options', () => {
    let caught: unknown
    try {
      lint('1', { keep: '/[/' })
    } catch (error) {
      caught = error
    }
    expect(caught).toMatchObject({ name: 'LinkcanonError', code: 'invalid-options' })
    expect((caught as Error).message).toMatch(/Invalid options for "linkcanon\/no-tracking-params": .*\/\[\//)
  })
})
