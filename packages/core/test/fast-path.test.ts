// The fast path (simple URLs skip the platform parser) must give exactly what the parser gives.
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
    fc.constantFrom('example.com', 'EXAMPLE.com.', 'a-b.c_d.org', '1.2.3.4', 'x.0x1f', 'a..b', '.a.com', 'xn--bcher-kva.de', 'xn--a.com', 'localhost'),
    fc.constantFrom('', ':80', ':443', ':8080', ':0', ':00080', ':65536', ':'),
    fc.constantFrom('', '/', '/a/b/', '/a//', '/./a', '/a/%2E%2e/b', '/~u/(x)*', "/a'b|c^d[e]", '/a b', '/é', '/a\\b', '/{x}'),
    fc.constantFrom('', '?', '?a=1&utm_source=x', '?b&a=%20', "?q=it's", '?x=<y>', '?é=1', '?a=1\t'),
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
})
