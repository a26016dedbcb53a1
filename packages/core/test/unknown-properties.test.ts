// An unknown property of a rule, a rule set, an imported list's rule or a `signedParams` entry
// is an `invalid-options` error naming its path (nothing is silently dropped); every property
// the docs and types name, and what `importRules` gives, still passes.
import { readFileSync } from 'node:fs'
import {
  canonicalize,
  createCanonicalizer,
  importRules,
  isLinkcanonError,
  validateOptions,
  type CanonicalizeOptions,
  type RuleListFormat
} from '@linkcanon/core'
import { defaultRules, extendedRules, knownProperties } from '@linkcanon/core/rules'
import { describe, expect, it } from 'vitest'

function errorOf(options: unknown): { code: string; message: string } | undefined {
  try {
    validateOptions(options as CanonicalizeOptions)
  } catch (error) {
    if (isLinkcanonError(error)) return { code: error.code, message: error.message }
    throw error
  }
  return undefined
}

const rule = `a rule has ${knownProperties.rule.join(', ')}`

describe('unknown properties of options objects', () => {
  it.each([
    [{ keep: [{ key: 'id', check: true }] }, `keep[0].check: unknown property of a rule; ${rule}`],
    [{ keep: { key: 'id', test: () => true } }, `keep.test: unknown property of a rule; ${rule}`],
    [{ rules: ['default', { key: 'x', host: ['e.com'] }] }, `rules[1].host: unknown property of a rule; ${rule}`],
    [{ rules: { key: 'x', casesensitive: false } }, `rules.casesensitive: unknown property of a rule; ${rule}`],
    [
      { rules: [{ name: 's', remove: [{ key: 'a' }, { key: 'b', match: 'prefix', apply() {} }] }] },
      `rules[0].remove[1].apply: unknown property of a rule; ${rule}`
    ],
    [
      { rules: [{ name: 's', remove: [], keep: [{ key: 'a', why: 'x' }] }] },
      `rules[0].keep[0].why: unknown property of a rule; ${rule}`
    ],
    [
      { rules: [{ name: 's', remove: [], exceptions: [] }] },
      'rules[0].exceptions: unknown property of a rule set; a rule set has name, remove, keep, redirections, rawRules, report'
    ],
    [
      { rules: [{ name: 's', remove: [], rawRules: [{ pattern: 'x', hosts: [] }] }] },
      'rules[0].rawRules[0].hosts: unknown property of a list rule; a list rule has pattern, urls, exceptUrls, source'
    ],
    [
      { rules: [{ name: 's', remove: [], redirections: [{ pattern: '[?&]u=([^&]*)', target: 1 }] }] },
      'rules[0].redirections[0].target: unknown property of a list rule; a list rule has pattern, urls, exceptUrls, source'
    ],
    [
      { signedParams: ['a', { key: 'b', with: ['c'], also: ['d'] }] },
      'signedParams[1].also: unknown property of a signed parameter; a signed parameter has key, with'
    ]
  ])('%j', (options, message) => {
    expect(errorOf(options)).toEqual({ code: 'invalid-options', message })
    // Every entry point says the same (options are checked when they are compiled).
    expect(() => canonicalize('https://e.com/?utm_source=x', options as CanonicalizeOptions)).toThrow(message)
    expect(() => createCanonicalizer(options as CanonicalizeOptions)).toThrow(message)
  })

  it('checks the type of a property nothing else reads', () => {
    expect(errorOf({ keep: [{ key: 'a', note: 5 }] })?.message).toBe('keep[0].note: must be a string; got number')
    expect(errorOf({ rules: [{ key: 'a', caseSensitive: 'no' }] })?.message).toBe(
      'rules[0].caseSensitive: must be a boolean; got string'
    )
    expect(errorOf({ rules: [{ key: 'a', withEquals: () => true }] })?.message).toBe(
      'rules[0].withEquals: must be a boolean; got function'
    )
    expect(errorOf({ rules: [{ name: 7, remove: [] }] })?.message).toBe('rules[0].name: must be a string; got number')
    expect(errorOf({ rules: [{ name: 's', remove: [], rawRules: [{ urls: ['x'] }] }] })?.message).toBe(
      'rules[0].rawRules[0].pattern: must be a string; got undefined'
    )
  })

  it('passes every documented property, the built-in sets as objects and imported lists (also copied as JSON)', () => {
    const full = {
      key: 'x',
      match: 'prefix',
      caseSensitive: false,
      hosts: ['e.com'],
      paths: ['/a/**'],
      urls: ['^https?://e\\.com'],
      exceptUrls: ['x=1'],
      withEquals: false,
      note: 'why',
      source: 'here'
    }
    const listRule = { pattern: 'e\\.com/out\\?u=([^&]*)', urls: ['e\\.com'], exceptUrls: ['keep'], source: 'line 1' }
    const set = {
      name: 's',
      remove: [full],
      keep: [{ key: 'y', note: 'n' }],
      redirections: [listRule],
      rawRules: [listRule],
      report: { format: 'clearurls' }
    }
    expect(
      errorOf({
        rules: [full, set, 'default', 'pk_*'],
        keep: [full, 'id'],
        signedParams: ['t', { key: 'h', with: ['e'] }]
      })
    ).toBeUndefined()
    expect(errorOf({ rules: [defaultRules, extendedRules] })).toBeUndefined()
    const lists: Array<[string, RuleListFormat]> = [
      ['clearurls.json', 'clearurls'],
      ['removeparam.txt', 'removeparam'],
      ['brave-clean-urls.json', 'brave']
    ]
    for (const [file, format] of lists) {
      const imported = importRules(readFileSync(new URL(`fixtures/lists/${file}`, import.meta.url), 'utf8'), { format })
      expect(errorOf({ rules: ['default', imported] }), file).toBeUndefined()
      expect(errorOf({ rules: [JSON.parse(JSON.stringify(imported))] }), file).toBeUndefined()
    }
  })
})

describe("the config file's JSON Schema", () => {
  it('knows the properties the core knows', () => {
    const schema = JSON.parse(
      readFileSync(new URL('../schema/linkcanon.config.schema.json', import.meta.url), 'utf8')
    ) as {
      definitions: Record<
        string,
        { properties?: Record<string, unknown>; anyOf?: Array<{ properties?: Record<string, unknown> }> }
      >
    }
    const keys = (properties: Record<string, unknown> | undefined): string[] => Object.keys(properties ?? {}).sort()
    expect(keys(schema.definitions.pattern!.properties)).toEqual([...knownProperties.rule].sort())
    expect(keys(schema.definitions.ruleSet!.properties)).toEqual([...knownProperties['rule set']].sort())
    expect(keys(schema.definitions.listRule!.properties)).toEqual([...knownProperties['list rule']].sort())
    expect(keys(schema.definitions.signedParam!.anyOf![1]!.properties)).toEqual(
      [...knownProperties['signed parameter']].sort()
    )
  })
})
