// ClearURLs `rawRules`: matches removed from the whole URL's text, scoped by the provider's
// urlPattern and exceptions, each removal named (`remove-raw-match`), never a broken URL, idempotent.
import { readFileSync } from 'node:fs'
import { canonicalize, importRules, type CanonicalizeOptions, type PresetName } from '@linkcanon/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RUNS, urlish } from './arbitraries.js'

const sample = readFileSync(new URL('./fixtures/lists/clearurls.json', import.meta.url), 'utf8')
const list = importRules(sample, { format: 'clearurls', name: 'sample' })
const presetNames: PresetName[] = ['minimal', 'share', 'cache-key']

/** A list of one provider for every URL, with these raw rules. */
function rawList(rawRules: string[], extra: object = {}) {
  return importRules(JSON.stringify({ providers: { all: { urlPattern: '^https?://', rawRules, ...extra } } }), {
    format: 'clearurls',
    name: 'raw'
  })
}

describe('ClearURLs rawRules', () => {
  it('are read, counted and no longer skipped', () => {
    expect(list.report.counts.rawRules).toBe(1)
    expect(list.report.skipped.map((s) => s.where)).not.toContain('$.providers["shopexample"].rawRules[0]')
    expect(list.rawRules).toEqual([
      expect.objectContaining({ pattern: '\\/ref=[^/?]*', source: 'sample $.providers["shopexample"].rawRules[0]' })
    ])
  })

  it.each(presetNames)('remove their matches from the path under %s, naming the rule', (preset) => {
    const result = canonicalize('https://www.shopexample.com/dp/B01/ref=sr_1_1?id=1', {
      preset,
      rules: ['default', list]
    })
    expect(result.url).toBe('https://www.shopexample.com/dp/B01?id=1')
    expect(result.changes).toEqual([
      {
        type: 'remove-raw-match',
        message: 'Removed "/ref=sr_1_1" (a raw rule of the list)',
        value: '/ref=sr_1_1',
        rule: { set: 'sample', key: '/\\/ref=[^/?]*/gi', source: 'sample $.providers["shopexample"].rawRules[0]' }
      }
    ])
  })

  it("apply only where the provider's pattern matches and none of its exceptions", () => {
    const clean = (url: string) => canonicalize(url, { preset: 'minimal', rules: ['default', list] }).url
    expect(clean('https://example.org/dp/B01/ref=sr_1_1')).toBe('https://example.org/dp/B01/ref=sr_1_1')
    expect(clean('https://www.shopexample.com/gp/cart/ref=nav')).toBe('https://www.shopexample.com/gp/cart/ref=nav')
    // Every match goes (ClearURLs replaces with the `g` flag), ignoring case; the rest stays byte for byte.
    expect(clean('https://Www.ShopExample.com/A/REF=x/b/ref=y?Q=1#f')).toBe('https://Www.ShopExample.com/A/b?Q=1#f')
  })

  it('run on the whole URL, query and fragment included, together with key rules', () => {
    const edits = rawList(['[?&]ved=[^&#]*', '#:~:text=[^&]*'])
    const result = canonicalize('https://example.com/a?q=1&ved=2ahUK&utm_source=x#:~:text=hello', {
      preset: 'minimal',
      rules: ['default', edits]
    })
    expect(result.url).toBe('https://example.com/a?q=1')
    expect(result.changes.map((c) => [c.type, c.value])).toEqual([
      ['remove-param', 'x'],
      ['remove-raw-match', '&ved=2ahUK'],
      ['remove-raw-match', '#:~:text=hello']
    ])
  })

  it('never give a broken URL: a rule that would leave no URL, or move it to another host, is not applied (a note says why)', () => {
    const scheme = canonicalize('https://example.com/a', { preset: 'minimal', rules: [rawList(['^https?:\\/\\/'])] })
    expect(scheme.url).toBe('https://example.com/a')
    expect(scheme.changes).toEqual([])
    expect(scheme.notes).toEqual([
      expect.objectContaining({ type: 'raw-rule-left', key: '/^https?:\\/\\//gi', reason: 'not-a-url' })
    ])
    const host = canonicalize('https://www.example.com/a?utm_source=x', {
      preset: 'minimal',
      rules: ['default', rawList(['www\\.'])]
    })
    expect(host.url).toBe('https://www.example.com/a')
    expect(host.notes?.[0]).toMatchObject({ type: 'raw-rule-left', reason: 'moves-origin' })
    expect(host.notes?.[0]?.message).toBe(
      'Raw rule /www\\./gi not applied: the result would point at another scheme, host or port'
    )
  })

  it('that never settle are given up, and the result stays idempotent', () => {
    // cache-key gives the root path `/`; a rule removing a trailing `/` would loop.
    const options: CanonicalizeOptions = { preset: 'cache-key', rules: ['cache-key', rawList(['\\/$'])] }
    const result = canonicalize('https://example.com/?utm_source=x', options)
    expect(result.url).toBe('https://example.com/')
    expect(result.notes).toEqual([expect.objectContaining({ type: 'raw-rule-left', reason: 'unsettled' })])
    expect(canonicalize(result.url, options)).toMatchObject({ url: result.url, changes: [] })
  })

  it('leave a signed URL as it is, with a note', () => {
    const signed = 'https://www.shopexample.com/dp/B01/ref=sr_1_1?X-Amz-Signature=abc&X-Amz-Credential=k'
    const result = canonicalize(signed, { preset: 'minimal', rules: ['default', list] })
    expect(result.url).toBe(signed)
    expect(result.notes?.map((note) => note.type)).toEqual(['signed-url'])
  })

  it('go with unwrap: the target of a wrapper is cleaned too', () => {
    const wrapped = 'https://www.google.com/url?q=https%3A%2F%2Fwww.shopexample.com%2Fdp%2FB01%2Fref%3Dx'
    expect(canonicalize(wrapped, { preset: 'minimal', rules: ['default', list], unwrap: true }).url).toBe(
      'https://www.shopexample.com/dp/B01'
    )
  })

  it('give an idempotent result that is the input or an http(s) URL with the same origin, for any URL (property)', () => {
    const edits = rawList([
      '\\/ref=[^/?]*',
      '(?:%3F)?ved=[^&#]*',
      '[?&]$',
      '\\/$',
      'a',
      '%2e',
      '#.*',
      '^https?:\\/\\/',
      'www\\.'
    ])
    let applied = 0
    fc.assert(
      fc.property(urlish, fc.constantFrom(...presetNames), (input, preset) => {
        const options: CanonicalizeOptions = { preset, rules: ['default', edits] }
        let result
        try {
          result = canonicalize(input, options)
        } catch {
          return
        }
        const again = canonicalize(result.url, options)
        expect(again.url).toBe(result.url)
        expect(again.changes).toEqual([])
        if (result.changes.some((c) => c.type === 'remove-raw-match')) {
          applied++
          const plain = canonicalize(input, { preset })
          expect(new URL(result.url).origin).toBe(new URL(plain.url).origin)
        }
      }),
      { numRuns: Math.min(RUNS, 2000) }
    )
    expect(applied).toBeGreaterThan(0)
  })
})

describe('ClearURLs rawRules indexed by host', () => {
  // Providers whose urlPattern pins a host label are tried only on URLs with that label; the
  // order of the list still decides the order of the removals.
  const pinned = (label: string) => `^https?:\\/\\/(?:[a-z0-9-]+\\.)*?${label}(?:\\.[a-z]{2,}){1,}`
  const many = importRules(
    JSON.stringify({
      providers: {
        one: { urlPattern: pinned('shopone'), rawRules: ['\\/one=[^/?]*'] },
        everywhere: { urlPattern: '.*', rawRules: ['\\/all=[^/?]*'] },
        two: { urlPattern: pinned('shoptwo'), rawRules: ['\\/two=[^/?]*'] },
        ...Object.fromEntries(
          Array.from({ length: 20 }, (_, i) => [
            `p${i}`,
            { urlPattern: pinned(`shop${i}x`), rawRules: ['\\/p=[^/?]*'] }
          ])
        )
      }
    }),
    { format: 'clearurls', name: 'many' }
  )
  const clean = (url: string) => canonicalize(url, { preset: 'minimal', rules: [many] })

  it('apply the rules of each label of the host, in the order of the list', () => {
    const result = clean('https://a.ShopOne.shoptwo.com/two=b/all=c/one=a/p=d')
    expect(result.url).toBe('https://a.ShopOne.shoptwo.com/p=d')
    expect(result.changes.map((c) => c.value)).toEqual(['/one=a', '/all=c', '/two=b'])
  })

  it('apply them after the preset removed a parameter (the labels read from the input)', () => {
    const result = canonicalize('https://www.ShopTwo.com/two=b/x?utm_source=a&id=1', {
      preset: 'minimal',
      rules: ['default', many]
    })
    expect(result.url).toBe('https://www.ShopTwo.com/x?id=1')
    expect(result.changes.map((c) => c.type)).toEqual(['remove-param', 'remove-raw-match'])
  })

  it('apply none of a label the host lacks, and the unpinned ones everywhere', () => {
    expect(clean('https://example.com/one=a/all=c/p=d').url).toBe('https://example.com/one=a/p=d')
    expect(clean('https://www.shop3x.co.uk/p=d/one=a').url).toBe('https://www.shop3x.co.uk/one=a')
    expect(clean('https://shopone.example/one=a').url).toBe('https://shopone.example')
  })
})
