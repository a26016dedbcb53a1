// The fast paths must give exactly what the full paths give: simple URLs skip the platform
// parser (`share`, `cache-key`); URLs with a plain authority and no tracker skip the scan (`minimal`).
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { canonicalize } from '../src/canonicalize.js'
import { engineSettings } from '../src/engine.js'
import { LinkcanonError } from '../src/errors.js'
import type { CanonicalizeOptions } from '../src/types.js'
import { RUNS, urlish } from './arbitraries.js'

function both(input: string, options: CanonicalizeOptions) {
  const run = (fastPath: boolean) => {
    engineSettings.fastPath = fastPath
    try {
      return canonicalize(input, options)
    } catch (error) {
      expect(error).toBeInstanceOf(LinkcanonError)
      return (error as LinkcanonError).code
    }
  }
  return [run(true), run(false)] as const
}

const simpleish = fc
  .tuple(
    fc.constantFrom('http://', 'HTTPS://', 'https://'),
    fc.constantFrom('example.com', 'EXAMPLE.com.', 'a-b.c_d.org', '1.2.3.4', 'x.0x1f', 'a..b', '.a.com', 'xn--bcher-kva.de', 'xn--a.com', 'localhost', 'bücher.de', '例え.jp', 'u:p@a.com', 'a b.com', 'api.github.com'),
    fc.constantFrom('', ':80', ':443', ':8080', ':0', ':00080', ':65535', ':65536', ':99999', ':123456', ':'),
    fc.constantFrom('', '/', '/a/b/', '/a//', '/./a', '/a/%2E%2e/b', '/~u/(x)*', "/a'b|c^d[e]", '/a b', '/é', '/a\\b', '/{x}', '/repos/o/r/contents/f'),
    fc.constantFrom('', '?', '?a=1&utm_source=x', '?b&a=%20', "?q=it's", '?x=<y>', '?é=1', '?a=1\t', '?ref=main', '?ref_src=1&referrer', '?utm%5Fsource=x', '?+ref=1', '?a&&si=1', '?gclidx=1&GCLID=2'),
    fc.constantFrom('', '#', '#top', '#a b', '#é', '#x`y', '#/r?utm_source=1')
  )
  .map((parts) => parts.join(''))

describe('fast path', () => {
  afterEach(() => {
    engineSettings.fastPath = true
  })

  for (const preset of ['share', 'cache-key'] as const) {
    it(`${preset}: equals the platform parser's result on simple-looking URLs`, () => {
      fc.assert(
        fc.property(fc.oneof(simpleish, urlish), (input) => {
          const [fast, slow] = both(input, { preset })
          expect(fast).toEqual(slow)
        }),
        { numRuns: RUNS }
      )
    })
  }

  const rawOptions: CanonicalizeOptions[] = [
    { preset: 'minimal' },
    { preset: 'minimal', rules: ['default', 'extended'] },
    { preset: 'minimal', rules: 'cache-key' },
    { preset: 'minimal', forceHttps: true }
  ]
  for (const options of rawOptions) {
    it(`minimal ${JSON.stringify(options)}: a plain authority skips the scan and gives what the scan gives`, () => {
      fc.assert(
        fc.property(fc.oneof(simpleish, urlish), (input) => {
          const [fast, slow] = both(input, options)
          expect(fast).toEqual(slow)
        }),
        { numRuns: RUNS }
      )
    })
  }
})
