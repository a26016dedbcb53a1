// The two routes must agree: simple URLs skip the platform parser (`share`, `cache-key`);
// URLs without a tracker skip the steps (`minimal`). `fastPath: false` (an option of the
// internal factory) turns both shortcuts off, so each property compares a URL's two routes.
import { importRules, isLinkcanonError, type CanonicalizeOptions, type PresetName } from '@linkcanon/core'
import { createRunner } from '@linkcanon/core/internal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RUNS, urlish } from './arbitraries.js'

function routes(options: CanonicalizeOptions) {
  const run = (fastPath: boolean) => {
    const runner = createRunner(options, 'share' satisfies PresetName, { fastPath })
    return (input: string) => {
      try {
        return runner(input)
      } catch (error) {
        if (!isLinkcanonError(error)) throw error
        return error.code
      }
    }
  }
  const fast = run(true)
  const slow = run(false)
  return (input: string) => [fast(input), slow(input)] as const
}

const simpleish = fc
  .tuple(
    fc.constantFrom('http://', 'HTTPS://', 'https://'),
    fc.constantFrom(
      'example.com',
      'EXAMPLE.com.',
      'a-b.c_d.org',
      '1.2.3.4',
      'x.0x1f',
      'a..b',
      '.a.com',
      'xn--bcher-kva.de',
      'xn--a.com',
      'localhost',
      'bücher.de',
      '例え.jp',
      'u:p@a.com',
      'a b.com',
      'api.github.com'
    ),
    fc.constantFrom('', ':80', ':443', ':8080', ':0', ':00080', ':65535', ':65536', ':99999', ':123456', ':'),
    fc.constantFrom(
      '',
      '/',
      '/a/b/',
      '/a//',
      '/./a',
      '/a/%2E%2e/b',
      '/~u/(x)*',
      "/a'b|c^d[e]",
      '/a b',
      '/é',
      '/a\\b',
      '/{x}',
      '/repos/o/r/contents/f'
    ),
    fc.constantFrom(
      '',
      '?',
      '?a=1&utm_source=x',
      '?b&a=%20',
      "?q=it's",
      '?x=<y>',
      '?é=1',
      '?a=1\t',
      '?ref=main',
      '?ref_src=1&referrer',
      '?utm%5Fsource=x',
      '?+ref=1',
      '?a&&si=1',
      '?gclidx=1&GCLID=2',
      '?a=1;ref=2&utm_source=x',
      '?x=1&ref=1;a=2&ref=3',
      '?Ref=1&x=%F0&sid=2&id=3',
      // Signed URLs: the query step notes whether a key is a signature's own; the slow route always searches.
      '?X-Amz-Signature=1&utm_source=x',
      '?sig=1&sv=2&se=3&b=1&a=2',
      '?a=1&%58-amz-signature=x&ref=1',
      '?Signature=s&Key-Pair-Id=k&b=1&a=1',
      '?SIG=1&Sv=2&a=%20'
    ),
    fc.constantFrom(
      '',
      '#',
      '#top',
      '#a b',
      '#é',
      '#x`y',
      '#/r?utm_source=1',
      '#/r?X-Amz-Signature=1',
      '#a&utm_source=1'
    )
  )
  .map((parts) => parts.join(''))

describe('fast route = full route', () => {
  for (const preset of ['share', 'cache-key'] as const) {
    it(`${preset}: equals the platform parser's result on simple-looking URLs`, () => {
      const both = routes({ preset })
      fc.assert(
        fc.property(fc.oneof(simpleish, urlish), (input) => {
          const [fast, slow] = both(input)
          expect(fast).toEqual(slow)
        }),
        { numRuns: RUNS }
      )
    })
  }

  // An imported list: scoped exact keys, patterns, exceptions, a provider every URL matches.
  const imported = importRules(
    JSON.stringify({
      providers: {
        global: {
          urlPattern: '.*',
          rules: ['(?:%3F)?utm(?:_[a-z_]*)?', 'ref_?', 'referrer'],
          exceptions: ['^https?:\\/\\/[^/]+\\/repos\\/']
        },
        example: {
          urlPattern: '^https?:\\/\\/(?:[a-z0-9-]+\\.)*?example(?:\\.[a-z]{2,}){1,}',
          rules: ['sid', 'x', 'a'],
          rawRules: ['\\/~u']
        }
      }
    }),
    { format: 'clearurls', name: 'list' }
  )
  const writtenOptions: Array<[string, CanonicalizeOptions]> = [
    ['default', { preset: 'minimal' }],
    ['default + extended', { preset: 'minimal', rules: ['default', 'extended'] }],
    ['cache-key rules', { preset: 'minimal', rules: 'cache-key' }],
    ['forceHttps', { preset: 'minimal', forceHttps: true }],
    ['default + an imported list', { preset: 'minimal', rules: ['default', imported] }]
  ]
  for (const [name, options] of writtenOptions) {
    it(`minimal (${name}): a URL the tracker check passes over gives what the steps give`, () => {
      const both = routes(options)
      fc.assert(
        fc.property(fc.oneof(simpleish, urlish), (input) => {
          const [fast, slow] = both(input)
          expect(fast).toEqual(slow)
        }),
        { numRuns: RUNS }
      )
    })
  }
})
