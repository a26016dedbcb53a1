// Rule sets: default, cache-key, extended (host scopes, conditional exceptions), custom rules, keep.
import { readFileSync } from 'node:fs'
import { canonicalize, LinkcanonError, type CanonicalizeOptions, type RulesOption } from '@linkcanon/core'
import {
  compileRules,
  defaultRules,
  extendedRules,
  recommendedRules,
  resolveKeep,
  resolveRuleSets,
  type ParamContext
} from '@linkcanon/core/rules'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RUNS } from './arbitraries.js'

const min = (input: string, options: CanonicalizeOptions = {}) =>
  canonicalize(input, { preset: 'minimal', ...options }).url

describe('recommended rule set (the default of minimal and share)', () => {
  it('is the default of minimal and share: the fixed list plus the identifiers people paste', () => {
    const pasted =
      'https://e.com/a?utm_source=x&fbclid=1&mc_eid=2&mc_cid=3&_hsenc=4&_hsmi=5&mkt_tok=6&igshid=7&srsltid=8' +
      '&ttclid=9&twclid=10&li_fat_id=11&gbraid=12&WT.mc_id=academic-1&q=kept'
    expect(min(pasted)).toBe('https://e.com/a?q=kept')
    expect(canonicalize(pasted).url).toBe('https://e.com/a?q=kept')
    expect(min(pasted, { rules: 'recommended' })).toBe('https://e.com/a?q=kept')
  })

  it('scopes short share keys to the hosts that add them', () => {
    expect(min('https://youtu.be/abc?si=XyZ&t=42')).toBe('https://youtu.be/abc?t=42')
    expect(min('https://open.spotify.com/track/1?si=abc')).toBe('https://open.spotify.com/track/1')
    expect(min('https://www.instagram.com/p/x/?igsh=abc&img_index=2')).toBe(
      'https://www.instagram.com/p/x/?img_index=2'
    )
    expect(min('https://x.com/u/status/1?s=20&t=abc')).toBe('https://x.com/u/status/1')
    // Elsewhere the same keys do work: a search, a time, a session.
    for (const url of ['https://e.com/search?s=term', 'https://e.com/v?t=42', 'https://e.com/?si=1'])
      expect(min(url)).toBe(url)
  })

  it('keeps the conditional exceptions: tokens on unsubscribe and preferences pages', () => {
    expect(min('https://e.com/unsubscribe?mkt_tok=abc')).toBe('https://e.com/unsubscribe?mkt_tok=abc')
    expect(min('https://us1.list-manage.com/profile?mc_eid=1')).toBe('https://us1.list-manage.com/profile?mc_eid=1')
  })

  it('leaves marketplace, network and search keys to extended', () => {
    for (const url of [
      'https://www.amazon.com/dp/1?tag=x',
      'https://www.google.com/search?q=a&ved=1',
      'https://e.com/?cjevent=1'
    ])
      expect(min(url)).toBe(url)
  })

  it('names the set of each removal: default for the fixed list, recommended for what it adds', () => {
    const { changes } = canonicalize('https://e.com/?utm_source=x&mc_eid=1', { preset: 'minimal' })
    expect(changes.map((change) => change.rule?.set)).toEqual(['default', 'recommended'])
  })

  it("rules: 'default' is still the fixed list exactly", () => {
    expect(min('https://e.com/?mc_eid=1&utm_source=x&igshid=2', { rules: 'default' })).toBe(
      'https://e.com/?mc_eid=1&igshid=2'
    )
    expect(resolveRuleSets('default')).toEqual([defaultRules])
  })

  it('is part of extended', () => {
    for (const pattern of recommendedRules.remove) expect(extendedRules.remove).toContainEqual(pattern)
    expect(extendedRules.keep).toEqual(recommendedRules.keep)
  })
})

describe('extended rule set (opt-in)', () => {
  const ext = (input: string) => min(input, { rules: 'extended' })

  it('keeps the default list', () => {
    for (const pattern of defaultRules.remove) expect(extendedRules.remove).toContainEqual(pattern)
    expect(ext('https://e.com/?utm_source=a&ref=b&x=1')).toBe('https://e.com/?x=1')
  })

  it('removes click ids and mail/analytics keys everywhere', () => {
    const keys = [
      'dclid',
      'gbraid',
      'wbraid',
      'twclid',
      'igshid',
      'mc_eid',
      'mc_cid',
      '_hsenc',
      '_hsmi',
      'mkt_tok',
      'oly_anon_id',
      'vero_id',
      'wickedid',
      'srsltid',
      '_gl',
      'ttclid',
      'li_fat_id'
    ]
    const input = 'https://e.com/p?' + keys.map((k, i) => `${k}=${i}`).join('&') + '&id=7'
    expect(ext(input)).toBe('https://e.com/p?id=7')
  })

  it('removes WT.mc_id in any case, and Matomo pk_/mtm_ prefixes', () => {
    expect(ext('https://learn.microsoft.com/a?WT.mc_id=academic-77998-cacaste')).toBe('https://learn.microsoft.com/a')
    expect(ext('https://e.com/?pk_campaign=x&mtm_source=y&pkg=1')).toBe('https://e.com/?pkg=1')
  })

  it('scopes si to YouTube and Spotify, ref_src to X/Twitter, igsh to Instagram, pd_rd_* to Amazon', () => {
    expect(ext('https://youtu.be/abc?si=xyz&t=30')).toBe('https://youtu.be/abc?t=30')
    expect(ext('https://www.youtube.com/watch?v=abc&si=xyz')).toBe('https://www.youtube.com/watch?v=abc')
    expect(ext('https://open.spotify.com/track/1?si=abc')).toBe('https://open.spotify.com/track/1')
    expect(ext('https://example.com/?si=unit')).toBe('https://example.com/?si=unit')
    expect(ext('https://twitter.com/u/status/1?ref_src=twsrc')).toBe('https://twitter.com/u/status/1')
    expect(ext('https://example.com/?ref_src=docs')).toBe('https://example.com/?ref_src=docs')
    expect(ext('https://www.instagram.com/p/x/?igsh=abc')).toBe('https://www.instagram.com/p/x/')
    expect(ext('https://www.amazon.de/dp/B0?pd_rd_w=1&pd_rd_r=2&th=1')).toBe('https://www.amazon.de/dp/B0?th=1')
    expect(ext('https://shop.example/?pd_rd_w=1')).toBe('https://shop.example/?pd_rd_w=1')
  })

  it('matches google.* hosts for search tracking', () => {
    expect(ext('https://www.google.co.uk/search?q=cat&ei=abc&ved=1')).toBe('https://www.google.co.uk/search?q=cat')
    expect(ext('https://google.example.org/?ei=1')).toBe('https://google.example.org/?ei=1')
  })

  it('keeps mkt_tok on unsubscribe links (conditional exception) and removes it elsewhere', () => {
    expect(ext('https://pages.example.com/UnsubscribePage.html?mkt_tok=abc')).toBe(
      'https://pages.example.com/UnsubscribePage.html?mkt_tok=abc'
    )
    expect(ext('https://www.example.com/blog/post?mkt_tok=abc')).toBe('https://www.example.com/blog/post')
  })

  it('shortens the real tracked URLs of the tidy-url corpus and breaks none', () => {
    const corpus = JSON.parse(
      readFileSync(new URL('../../../test/fixtures/third-party/tidy-url/tidy-url-cases.json', import.meta.url), 'utf8')
    ) as {
      cases: Array<{ input: string }>
    }
    let shortened = 0
    for (const { input } of corpus.cases) {
      const { url, changes } = canonicalize(input, { preset: 'minimal', rules: 'extended' })
      expect(url.length).toBeLessThanOrEqual(input.length)
      expect(changes.every((c) => c.type === 'remove-param')).toBe(true)
      expect(canonicalize(url, { preset: 'minimal', rules: 'extended' })).toEqual({ url, changes: [] })
      expect(() => new URL(url)).not.toThrow()
      if (url !== input) shortened++
    }
    // 81 inputs; 25 carry no tracker linkcanon knows: redirect wrappers and AMP links (linkcanon never unwraps
    // or fetches), search pages whose keys are the query itself, and plain URLs.
    expect(shortened).toBeGreaterThanOrEqual(56)
  })
})

describe('custom rules and keep', () => {
  it('takes exact, prefix (`k*`) and pattern (`/re/flags`) keys, adding to a named set', () => {
    const options: CanonicalizeOptions = { rules: ['default', 'sessionid', 'trk_*', '/^ga_\\d+$/i'] }
    expect(min('https://e.com/?sessionid=1&trk_a=2&GA_12=3&ga_x=4&ref=5', options)).toBe('https://e.com/?ga_x=4')
  })

  it('replaces the preset list when given alone', () => {
    expect(min('https://e.com/?utm_source=1&foo=2', { rules: 'foo' })).toBe('https://e.com/?utm_source=1')
  })

  it('scopes custom rules by host and path', () => {
    const options: CanonicalizeOptions = {
      rules: ['default', { key: 'src', hosts: ['example.com'], paths: ['/blog/**'] }]
    }
    expect(min('https://www.example.com/blog/a/b?src=nl', options)).toBe('https://www.example.com/blog/a/b')
    expect(min('https://www.example.com/img?src=a.png', options)).toBe('https://www.example.com/img?src=a.png')
    expect(min('https://other.org/blog/a?src=nl', options)).toBe('https://other.org/blog/a?src=nl')
  })

  it('keeps what `keep` names, with the same shorthand and scopes', () => {
    expect(min('https://e.com/?ref=main&utm_source=x', { keep: 'ref' })).toBe('https://e.com/?ref=main')
    expect(min('https://e.com/?utm_id=1&utm_source=x', { keep: ['utm_id'] })).toBe('https://e.com/?utm_id=1')
    expect(min('https://docs.e.com/?ref=v2', { keep: [{ key: 'ref', hosts: ['docs.e.com'] }] })).toBe(
      'https://docs.e.com/?ref=v2'
    )
    expect(canonicalize('https://e.com/?ref=main&b=1&a=2', { keep: 'ref' }).url).toBe('https://e.com/?a=2&b=1&ref=main')
  })

  it('rejects malformed rules with invalid-options', () => {
    for (const rules of [[{ key: 'a', match: 'glob' }], [{ key: 'a', hosts: 'x' }], [42], [{}]] as unknown[]) {
      expect(() => canonicalize('https://e.com/', { rules } as CanonicalizeOptions)).toThrow(LinkcanonError)
    }
    expect(() => canonicalize('https://e.com/', { keep: [{ key: 1 }] } as unknown as CanonicalizeOptions)).toThrow(
      /key/
    )
  })
})

describe('compiled rules: the in-place key test agrees with the decoded one', () => {
  // `trackerAt` answers for keys as written (no escape) without slicing them; where it
  // answers (0 or 1) it must say what `isTracker` says of the same key.
  const ruleChoices: RulesOption[] = [
    'default',
    'cache-key',
    'extended',
    ['default', 'mc_eid', 'pk_*', { key: 'Ab', caseSensitive: false }, { key: 'x', hosts: ['e.com'] }],
    ['default', '/^ga_\\d+$/i'],
    // A scoped rule before unscoped ones of the same first character: only the context can tell which rule removes `ref`.
    [
      {
        name: 'scoped',
        remove: [
          { key: 'ref', hosts: ['e.com'] },
          { key: 'r', match: 'prefix' }
        ]
      },
      'default',
      { key: 'Fb*', caseSensitive: false }
    ]
  ]
  const keyChars = fc.constantFrom(...'aAbBfFgGmMrRuUyYtTcClLiIdDkKsS_.-*0123456789é'.split(''))
  const key = fc.oneof(
    fc.array(keyChars, { minLength: 1, maxLength: 12 }).map((chars) => chars.join('')),
    fc.constantFrom(
      'utm_',
      'utm_source',
      'UTM_Source',
      'fbclid',
      'fbclidx',
      'gclid',
      'GCLID',
      'ref',
      'Ref',
      'ref_src',
      'affiliate',
      'si',
      'mc_eid',
      'pk_x',
      'ab',
      'AB',
      'x',
      'ga_12',
      'WT.mc_id'
    )
  )
  // Where a scoped rule could apply: `removalAt` names a rule only when no context could change which one.
  const atScopedHost = (): ParamContext => ({ host: 'e.com', path: '/', url: 'https://e.com/' })

  for (const [rules, keep] of ruleChoices.flatMap(
    (r) =>
      [
        [r, []],
        [r, ['keep_me']],
        [r, [{ key: 'utm_source', value: 'v' }]]
      ] as const
  )) {
    it(`rules ${JSON.stringify(rules)}, keep ${JSON.stringify(keep)}`, () => {
      const compiled = compileRules(resolveRuleSets(rules), resolveKeep([...keep]))
      fc.assert(
        fc.property(key, fc.constantFrom('', 'pre&'), fc.constantFrom('', '=v', '&next'), (k, before, after) => {
          const text = before + k + after
          const verdict = compiled.trackerAt(text, before.length, before.length + k.length)
          if (verdict >= 0) expect(verdict === 1).toBe(compiled.isTracker(k, atScopedHost))
          // `removalAt`: the same verdict, and for a tracker the rule `ruleOf` names.
          const rule = compiled.removalAt(text, before.length, before.length + k.length)
          if (rule === null) expect(verdict).toBe(0)
          else if (rule !== undefined) {
            expect(verdict).toBe(1)
            expect(rule).toEqual(compiled.ruleOf(k, atScopedHost))
          }
        }),
        { numRuns: RUNS }
      )
    })
  }
})
