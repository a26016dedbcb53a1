// An unknown property in a rule object, a rule set or an imported list's rule: the rule's schema
// rejects it, and the core (which remark and the CLI use) would too; both know the same properties.
import { knownProperties } from '@linkcanon/core/rules'
import { Linter } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import { describe, expect, it } from 'vitest'

function lint(options: unknown): Linter.LintMessage[] {
  return new Linter().verify('const u = "https://e.com/?utm_source=x"', [
    {
      plugins: { linkcanon: plugin },
      rules: { 'linkcanon/no-tracking-params': ['error', { config: false, ...(options as object) }] }
    }
  ])
}

type Schema = { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] }

describe("unknown properties in the rule's options", () => {
  it.each([
    [{ keep: [{ key: 'id', check: true }] }],
    [{ rules: [{ key: 'x', test: 'y' }] }],
    [{ rules: [{ name: 's', remove: [{ key: 'x', hots: ['e.com'] }] }] }],
    [{ rules: [{ name: 's', remove: [], extra: 1 }] }],
    [{ rules: [{ name: 's', remove: [], rawRules: [{ pattern: 'x', foo: 1 }] }] }],
    [{ signedParams: [{ key: 'b', also: ['c'] }] }]
  ])('%j is rejected', (options) => {
    expect(() => lint(options)).toThrow(/should NOT have additional properties|should match some schema|should be/)
  })

  it('the schema knows the properties the core knows, no more, no less', () => {
    const top = (plugin.rules['no-tracking-params']!.meta!.schema as Schema[])[0]!.properties!
    const [, rule, set] = top.rules!.anyOf![0]!.anyOf! as [Schema, Schema, Schema]
    const keys = (schema: Schema): string[] => Object.keys(schema.properties!).sort()
    expect(keys(rule)).toEqual([...knownProperties.rule].sort())
    expect(keys(set)).toEqual([...knownProperties['rule set']].sort())
    expect(keys(set.properties!.rawRules!.items!)).toEqual([...knownProperties['list rule']].sort())
    expect(keys(set.properties!.redirections!.items!)).toEqual([...knownProperties['list rule']].sort())
    expect(keys(top.signedParams!.items!.anyOf![1]!)).toEqual([...knownProperties['signed parameter']].sort())
  })

  it('documented properties pass', () => {
    const full = {
      key: 'x',
      match: 'prefix',
      caseSensitive: false,
      hosts: ['e.com'],
      paths: ['/a/**'],
      urls: ['e\\.com'],
      exceptUrls: ['x=1'],
      withEquals: false,
      note: 'why',
      source: 'here'
    }
    const listRule = { pattern: 'e\\.com/out\\?u=([^&]*)', urls: ['e\\.com'], exceptUrls: ['keep'], source: 'line 1' }
    expect(
      lint({
        rules: [
          'default',
          full,
          { name: 's', remove: [full], keep: [full], redirections: [listRule], rawRules: [listRule] }
        ],
        keep: [full]
      })
    ).toHaveLength(1)
  })
})
