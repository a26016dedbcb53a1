// An imported list's providers are indexed by the host label their URL pattern pins (a
// performance index): a URL must still get exactly the providers whose pattern matches it.
import { canonicalize, importRules } from '@linkcanon/core'
import { describe, expect, it } from 'vitest'

const COUNT = 12
const pattern = (name: string): string => `^https?:\\/\\/(?:[a-z0-9-]+\\.)*?${name}(?:\\.[a-z]{2,}){1,}`

/** Providers `shop0`…`shop11`, each removing `sid` and `trk_…`; a global one removing `g_…` (enough pattern rules for the prefilter). */
function list(): string {
  const providers: Record<string, unknown> = {
    global: { urlPattern: '.*', rules: Array.from({ length: 20 }, (_, i) => `g${i}_[a-z]+`) }
  }
  for (let i = 0; i < COUNT; i++)
    providers[`shop${i}`] = { urlPattern: pattern(`shop${i}`), rules: ['sid', 'trk_[a-z]+'] }
  providers.other = { urlPattern: '^https?:\\/\\/[^/]*shop5[^/]*\\/deals', rules: ['sid'] }
  return JSON.stringify({ providers })
}

const HOSTS = [
  'www.shop3.com',
  'shop3.co.uk',
  'SHOP3.COM',
  'a.b.shop11.de:8080',
  'shop3x.com',
  'xshop3.com',
  'shop3.com.evil.io',
  'u@shop3.com',
  'shop3.com@evil.io',
  'evil.io',
  'shop5x.io',
  'shop5.io'
]
const PATHS = ['/p', '/deals']

describe('imported providers indexed by host', () => {
  const rules = ['default' as const, importRules(list(), { format: 'clearurls', name: 'shops' })]
  const expected = (url: string): boolean =>
    Array.from({ length: COUNT }, (_, i) => new RegExp(pattern(`shop${i}`), 'i')).some((re) => re.test(url)) ||
    /^https?:\/\/[^/]*shop5[^/]*\/deals/i.test(url)

  for (const host of HOSTS) {
    for (const path of PATHS) {
      const url = `https://${host}${path}?sid=1&trk_a=2&g3_x=3&id=4`
      it(`${url}: removes sid and trk_a exactly where a provider's pattern matches`, () => {
        const result = canonicalize(url, { preset: 'minimal', rules })
        const removed = result.changes.filter((change) => change.type === 'remove-param').map((change) => change.key)
        const sid = expected(url)
        const trk = Array.from({ length: COUNT }, (_, i) => new RegExp(pattern(`shop${i}`), 'i')).some((re) =>
          re.test(url)
        )
        expect(removed).toEqual([...(sid ? ['sid'] : []), ...(trk ? ['trk_a'] : []), 'g3_x'])
      })
    }
  }
})

describe('host labels read once a URL', () => {
  // Labels no compiled list pins are skipped by their first character and length; a list
  // compiled later, between two calls with the same URL, must still see its label.
  it('a list compiled after a URL was read still sees that URL’s labels', () => {
    // (Eight providers or more name `sid`: its scopes are indexed by host label.)
    const providers = (label: string) =>
      JSON.stringify({
        providers: Object.fromEntries(
          Array.from({ length: 8 }, (_, i) => [
            `p${i}`,
            { urlPattern: pattern(i === 0 ? label : `other${i}`), rules: ['sid'] }
          ])
        )
      })
    const url = 'https://www.quite-unusual-label.example/x?sid=1&id=2'
    const first = importRules(providers('other-label'), { format: 'clearurls', name: 'first' })
    expect(canonicalize(url, { preset: 'minimal', rules: [first] }).url).toBe(url)
    const second = importRules(providers('quite-unusual-label'), { format: 'clearurls', name: 'second' })
    expect(canonicalize(url, { preset: 'minimal', rules: [second] }).url).toBe(
      'https://www.quite-unusual-label.example/x?id=2'
    )
  })
})
