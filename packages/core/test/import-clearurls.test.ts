// importRules, ClearURLs format: provider scope on the whole URL, exceptions, referral marketing
// off unless asked, redirections (with unwrap), completeProvider report-only, broken input.
import { readFileSync } from 'node:fs'
import { canonicalize, importRules, isLinkcanonError, type ImportedRuleSet } from '@linkcanon/core'
import { describe, expect, it } from 'vitest'
import { expectInvalidRules } from './invalid-rules.js'

const sample = readFileSync(new URL('./fixtures/lists/clearurls.json', import.meta.url), 'utf8')
const list = importRules(sample, { format: 'clearurls', name: 'sample' })
const clean = (url: string, extra: object = {}, set: ImportedRuleSet = list) =>
  canonicalize(url, { preset: 'minimal', rules: ['default', set], ...extra })

function codeAndMessage(run: () => unknown): [string, string] {
  try {
    run()
  } catch (error) {
    if (isLinkcanonError(error)) return [error.code, error.message]
    throw error
  }
  return ['none', '']
}

describe('importRules: clearurls', () => {
  it('reports what it read', () => {
    expect(list.name).toBe('sample')
    expect(list.report.counts).toEqual({
      providers: 4,
      rules: 13,
      referralMarketing: 0,
      exceptions: 3,
      redirections: 2,
      rawRules: 1
    })
    expect(list.report.completeProviders).toEqual(['adnetwork'])
    expect(list.report.skipped.map((s) => s.where)).toEqual([
      '$.providers["globalRules"].referralMarketing[0]',
      '$.providers["shopexample"].referralMarketing[0]',
      '$.providers["shopexample"].referralMarketing[1]'
    ])
  })

  it('removes the keys a provider names, on URLs its pattern matches, ignoring case, whole keys only', () => {
    const result = clean('https://www.shopexample.co.uk/dp/B01?pd_rd_w=1&QID=2&qid_x=3&th=1&tag=aff-21&sr=8')
    expect(result.url).toBe('https://www.shopexample.co.uk/dp/B01?qid_x=3&th=1&tag=aff-21')
    expect(result.changes.map((c) => c.rule)).toEqual([
      { set: 'sample', key: '/^(?:pd_rd_[a-z]*)$/i', source: 'sample $.providers["shopexample"].rules[0]' },
      { set: 'sample', key: 'qid', source: 'sample $.providers["shopexample"].rules[1]' },
      { set: 'sample', key: 'sr', source: 'sample $.providers["shopexample"].rules[2]' }
    ])
    // Another host: the provider's keys stay; the global ones go everywhere.
    expect(clean('https://example.org/?qid=1&mc_eid=2&UTM_Campaign=3&a=1').url).toBe('https://example.org/?qid=1&a=1')
  })

  it("a provider's exceptions keep its rules off (matched on the whole URL)", () => {
    expect(clean('https://www.shopexample.com/gp/cart?qid=1&sr=2').url).toBe(
      'https://www.shopexample.com/gp/cart?qid=1&sr=2'
    )
    expect(clean('https://example.com/api/v1?mc_eid=1').url).toBe('https://example.com/api/v1?mc_eid=1')
    expect(clean('https://us1.mailchimp.com/?mc_cid=1').url).toBe('https://us1.mailchimp.com/?mc_cid=1')
    // The default set still applies there: the list's exceptions are the list's.
    expect(clean('https://example.com/api/v1?fbclid=1').url).toBe('https://example.com/api/v1')
  })

  it('referralMarketing only when asked', () => {
    const withReferral = importRules(sample, { format: 'clearurls', referralMarketing: true })
    expect(withReferral.name).toBe('clearurls')
    expect(clean('https://www.shopexample.de/dp/1?tag=aff-21&ascsubtag=x&id=1', {}, withReferral).url).toBe(
      'https://www.shopexample.de/dp/1?id=1'
    )
  })

  it('redirections unwrap with unwrap: true, decoded once, and only then', () => {
    const wrapped =
      'https://www.searchexample.com/link?sa=t&url=https%3A%2F%2Fexample.com%2Fa%3Fmc_eid%3D1%26b%3D2&ved=1'
    expect(clean(wrapped).url).toBe(
      'https://www.searchexample.com/link?sa=t&url=https%3A%2F%2Fexample.com%2Fa%3Fmc_eid%3D1%26b%3D2'
    )
    const result = clean(wrapped, { unwrap: true })
    expect(result.url).toBe('https://example.com/a?b=2')
    expect(result.changes[0]).toMatchObject({ type: 'unwrap-redirect', to: 'https://example.com/a?mc_eid=1&b=2' })
    expect(
      clean('https://shopexample.com/gp/redirect?location=javascript%3Aalert(1)', { unwrap: true }).changes
    ).toEqual([])
  })

  it('completeProvider is report-only: the link is never deleted', () => {
    expect(clean('https://ads.adnetwork.example/c?id=1&utm_source=x').url).toBe('https://ads.adnetwork.example/c?id=1')
  })

  it('is frozen, and options holding it are cached by identity', () => {
    expect(Object.isFrozen(list) && Object.isFrozen(list.remove[0])).toBe(true)
    expect(clean('https://example.org/?mc_eid=1').url).toBe('https://example.org/')
  })

  it.each([
    ['not json', '$: not valid JSON'],
    ['{}', '$.providers: expected an object of providers'],
    ['{"providers":{"a":[]}}', '$.providers["a"]: expected a provider object'],
    ['{"providers":{"a":{"rules":["x"]}}}', '$.providers["a"].urlPattern: expected a regular expression string'],
    ['{"providers":{"a":{"urlPattern":".*","rules":"x"}}}', '$.providers["a"].rules: expected a list of strings'],
    ['{"providers":{"a":{"urlPattern":".*","rules":["ok",3]}}}', '$.providers["a"].rules[1]: expected a string'],
    [
      '{"providers":{"a":{"urlPattern":"(unclosed","rules":[]}}}',
      '$.providers["a"].urlPattern: not a valid regular expression'
    ],
    [
      '{"providers":{"a":{"urlPattern":".*","rules":["(a+)+"]}}}',
      '$.providers["a"].rules[0]: unsafe regular expression'
    ],
    [
      '{"providers":{"a":{"urlPattern":".*","exceptions":["^(?:a|ab)*$"]}}}',
      '$.providers["a"].exceptions[0]: unsafe regular expression'
    ],
    [
      '{"providers":{"a":{"urlPattern":".*","rawRules":["(a+)+b"]}}}',
      '$.providers["a"].rawRules[0]: unsafe regular expression'
    ],
    [
      '{"providers":{"a":{"urlPattern":".*","rawRules":["[unclosed"]}}}',
      '$.providers["a"].rawRules[0]: not a valid regular expression'
    ],
    ['{"providers":{"a":{"urlPattern":".*","rawRules":"x"}}}', '$.providers["a"].rawRules: expected a list of strings']
  ])('broken input %s throws invalid-rules naming the JSON path', (text, message) => {
    expectInvalidRules(text, 'clearurls', message)
  })

  it('rejects an unknown format or a bad name with invalid-options', () => {
    expect(codeAndMessage(() => importRules('{}', { format: 'adblock' } as never))[0]).toBe('invalid-options')
    expect(codeAndMessage(() => importRules('{}', { format: 'clearurls', name: '' }))[0]).toBe('invalid-options')
    // An unknown or mistyped option is not ignored.
    expect(codeAndMessage(() => importRules('{}', { format: 'clearurls', referalMarketing: true } as never))).toEqual([
      'invalid-options',
      'importRules: unknown option "referalMarketing"; known options: format, name, referralMarketing'
    ])
    expect(codeAndMessage(() => importRules('{}', { format: 'clearurls', referralMarketing: 'yes' } as never))[0]).toBe(
      'invalid-options'
    )
  })
})
