// The WebAssembly fast path (`src/wasm-share.ts`, source `wasm/share.ts`) must give exactly what
// the JavaScript engine gives, URL and changes, or decline; and it must not decline the common URL.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { canonicalize } from '../src/canonicalize.js'
import { engineSettings } from '../src/engine.js'
import { LinkcanonError } from '../src/errors.js'
import { share } from '../src/presets.js'
import { compileRules, resolveRuleSets } from '../src/rules/compile.js'
import { planOf } from '../src/steps/index.js'
import type { CanonicalizeOptions } from '../src/types.js'
import { wasmShare } from '../src/wasm-share.js'
import { RUNS, urlish } from './arbitraries.js'

type Outcome = ReturnType<typeof canonicalize> | string

function run(input: string, options: CanonicalizeOptions, settings: { wasm: boolean; fastPath: boolean }): Outcome {
  Object.assign(engineSettings, settings)
  try {
    // A fresh options object: runners are made (and the fast path chosen) per options object.
    return canonicalize(input, { ...options })
  } catch (error) {
    expect(error).toBeInstanceOf(LinkcanonError)
    return (error as LinkcanonError).code
  } finally {
    Object.assign(engineSettings, { wasm: true, fastPath: true })
  }
}

/** URLs of the shapes the module takes or must decline at the edge. */
const part = <T extends string>(...values: T[]) => fc.constantFrom(...values)
const edgeUrl = fc
  .tuple(
    part('http://', 'https://', 'HTTP://', 'hTTps://', 'http:/', 'http:///', 'https:\\\\', 'ftp://'),
    part('example.com', 'Example.COM', 'a-b.c_d.org', 'a', 'x.0x1f', 'x.0x', 'a.09', 'a.09.', '1.2.3.4', 'a..b', '.a', 'a.', 'xn--bcher-kva.de', 'a.XN--x', 'u@a.com', 'a:b@c', '[::1]', 'a%41.com', '', 'bücher.DE', 'BÜCHER.de.', 'ﬁsh.example', 'xn--a.com', '例え.jp', '0x7f.1', 'a.b.c.d.1', 'bü\tcher.de', 'bü%41.de', 'bü@x.de', 'bü.de:443', 'XN--BCHER-KVA.de', 'a_b.例', 'user:pass@Example.com', 'User:PASS@a.b', 'u@a', 'u:@a', ':p@a', '@a', 'a@b@c', 'u.v-w_x@a', 'u:p:q@a', 'u%41@a', 'u~@a', 'u:p@', 'u@bücher.de', 'u@xn--a.com', 'u@1.2.3.4', 'u..v@a', 'xn--a@b'),
    part('', ':', ':80', ':443', ':8080', ':0', ':00', ':080', ':65535', ':65536', ':123456', ':8a', ':.'),
    part('', '/', '/a', '/a/', '/a//', '//', '///', '/./', '/..', '/a/../b', '/a/./b/.', '/%2e/%2E%2e/x', '/.a/..', '/a/.%2e', '/...', '/a%2', '/a b', '/a"b', '/a<b>', '/a`b', '/{a}', '/a\\b', '/a|b^c[d]', "/!$&'()*+,;=:@~", '/é', '/한국/../x', '/a/\u{1F600}/.', '/\uD800x', '/é"{}/./', '/a\x7f', '/é\\x', '/a\x00b', '/\x00', '/é\x00b', '/a\x1fb/'),
    part('', '?', '?&', '?a', '?a=', '?=a', '?b=2&a=1', '?a=1&utm_source=x&b=2', '?utm_x', '?UTM_x=1', '?ref=main&Ref=1', '?a=%41&b=%7e&c=%7E', '?a=%20+b', '?a=%C3%A9&b=%c3%a9', '?a=%C3&b=%E0%80%80', '?a=%ED%A0%80', '?a=%F0%9F%98%80', '?a=b=c', "?a=!'()~", '?a=x%26y', '?a=%', '?a=%4', '?a=%zz', '?%61=1', '?a+b=1', '?k!=v', '?z&&y&x', '?fbclid=1&gclid=2&msclkid&yclid=&affiliate=x', '?a=1&a=0&A=2', '?_=1&-=2&.=3&*=4', '?a=é', '?é=1', '?a=\x00b', '?\x00'),
    part('', '#', '#top', '#a?b=c&utm_source=1', '#a#b', '#a b', '#"x"', '#`', '#{}|\\^', '#a\x00b')
  )
  .map((parts) => parts.join(''))

const optionSets: CanonicalizeOptions[] = [
  { preset: 'share' },
  { preset: 'share', forceHttps: true },
  { preset: 'share', rules: ['default', 'a', 'b*', { key: 'Z', caseSensitive: false }, { key: 'utm', match: 'prefix', caseSensitive: false }] },
  { preset: 'share', rules: 'cache-key' }
]

describe('WebAssembly fast path', () => {
  afterEach(() => {
    Object.assign(engineSettings, { wasm: true, fastPath: true })
  })

  for (const options of optionSets) {
    it(`${JSON.stringify(options)}: gives what the JavaScript engine and the platform parser give`, () => {
      fc.assert(
        fc.property(fc.oneof(edgeUrl, urlish), (input) => {
          const wasm = run(input, options, { wasm: true, fastPath: true })
          expect(wasm).toEqual(run(input, options, { wasm: false, fastPath: true }))
          expect(wasm).toEqual(run(input, options, { wasm: false, fastPath: false }))
        }),
        { numRuns: RUNS }
      )
    })
  }

  const fast = wasmShare(share, compileRules(resolveRuleSets('default'), []).plainRules, planOf(share.steps))

  it('is available in Node and takes the common URL, with its changes', () => {
    expect(fast).not.toBeNull()
    const input = 'HTTPS://Example.COM:443/a/./b/?utm_source=x&b=1&a=%20&flag#top'
    expect(fast!(input)).toEqual(run(input, { preset: 'share' }, { wasm: false, fastPath: true }))
    expect(fast!(input)!.url).toBe('https://example.com/a/b?a=+&b=1&flag=#top')
    expect(fast!(input)!.changes.map((change) => change.type)).toEqual([
      'lowercase-scheme',
      'lowercase-host',
      'remove-default-port',
      'remove-param',
      'reencode-query',
      'sort-params',
      'resolve-dot-segments',
      'remove-trailing-slash'
    ])
  })

  it('slices the input when the output is its start, and only then', () => {
    for (const input of ['https://a.com/p/?x=1&utm_source=2', 'https://a.com/p/', 'https://a.com/?b=1&utm_source=2#']) {
      expect(fast!(input)).toEqual(run(input, { preset: 'share' }, { wasm: false, fastPath: false }))
    }
    // A longer URL first leaves bytes past the end of the next, shorter one in the module's memory.
    fast!('https://a.com/?k=1&k=2&k=3&k=4')
    expect(fast!('https://a.com/?k')!.url).toBe('https://a.com/?k=')
  })

  it('returns the input itself when nothing changes', () => {
    const input = 'https://example.com/a?a=1&b=2#x'
    expect(fast!(input)).toEqual({ url: input, changes: [] })
  })

  it('takes a path with characters to percent-encode, and reports positions in UTF-16 code units', () => {
    const input = 'https://a.com/한국/\u{1F600}/../x?utm_source=%C3%A9&b=1'
    expect(fast!(input)).toEqual(run(input, { preset: 'share' }, { wasm: false, fastPath: true }))
    expect(fast!(input)!.url).toBe('https://a.com/%ED%95%9C%EA%B5%AD/x?b=1')
    expect(fast!(input)!.changes[1]).toMatchObject({ type: 'resolve-dot-segments', from: '/한국/\u{1F600}/../x' })
    expect(fast!(input)!.changes[0]).toMatchObject({ type: 'remove-param', key: 'utm_source', value: 'é' })
  })

  it('takes a host that only the URL parser can read, once the parser has read it', () => {
    for (const input of ['https://BÜCHER.de:443/?utm_source=1&b=2&a=1', 'http://XN--BCHER-KVA.de/', 'http://0x7f.1/a/../b']) {
      expect(fast!(input)).not.toBeNull()
      expect(fast!(input)).toEqual(run(input, { preset: 'share' }, { wasm: false, fastPath: false }))
    }
    expect(fast!('https://BÜCHER.de/')!.changes).toMatchObject([{ type: 'punycode-host', from: 'BÜCHER.de', to: 'xn--bcher-kva.de' }])
    expect(fast!('https://xn--bcher-kva.de/a')).toEqual({ url: 'https://xn--bcher-kva.de/a', changes: [] })
  })

  it('takes user info of plain characters, and keeps it as written', () => {
    const input = 'HTTP://User:PASS@Example.COM:80/a/?utm_source=1'
    expect(fast!(input)).toEqual(run(input, { preset: 'share' }, { wasm: false, fastPath: false }))
    expect(fast!(input)!.url).toBe('http://User:PASS@example.com/a')
    expect(fast!(input)!.changes[1]).toMatchObject({ type: 'lowercase-host', from: 'Example.COM' })
  })

  it('takes user info before a host the URL parser reads first', () => {
    for (const input of ['https://user:pass@BÜCHER.de/a?utm_source=1', 'https://u@xn--bcher-kva.de/', 'https://u@1.2.3.4/']) {
      expect(fast!(input)).not.toBeNull()
      expect(fast!(input)).toEqual(run(input, { preset: 'share' }, { wasm: false, fastPath: false }))
    }
  })

  for (const input of ['https://xn--a.com/', 'https://b@ü@x.de/', 'https://u:@a.com/', 'https://@a.com/', 'https://a@b@c.com/', 'https://bü cher.de/', 'https://a.com/?a=é', 'https://a.com/a b', 'https://u!@a.com/', 'https://a.com/?%75tm_source=1', 'example.com/', ' https://a.com/', 'https://a.com/?a=%C3']) {
    it(`declines ${JSON.stringify(input)} for the JavaScript engine`, () => {
      expect(fast!(input)).toBeNull()
    })
  }

  it('is not used for rules it cannot test (patterns, scopes, exceptions) or presets it does not follow', () => {
    const plain = (options: Parameters<typeof resolveRuleSets>[0], keep: Parameters<typeof compileRules>[1] = []) => compileRules(resolveRuleSets(options), keep).plainRules
    expect(plain(['default', '/^x/'])).toBeNull()
    expect(plain(['default', 'extended'])).toBeNull()
    expect(plain('default', [{ key: 'ref' }])).toBeNull()
    expect(plain(['default', 'é'])).toBeNull()
    expect(plain(['default', 'x'])).toEqual(expect.arrayContaining([{ key: 'x', prefix: false, folded: false, first: [0x78] }]))
    expect(plain([{ key: 'UTM_', match: 'prefix', caseSensitive: false }])).toEqual([{ key: 'utm_', prefix: true, folded: true, first: [0x75, 0x55] }])
    const cacheKey = { ...share, name: 'cache-key' as const, sort: 'key-value' as const, removeTrailingDot: true }
    expect(wasmShare(cacheKey, plain('cache-key'), planOf(cacheKey.steps))).toBeNull()
  })

  it('is built from its source: the committed module is what wasm/share.ts compiles to', () => {
    const script = fileURLToPath(new URL('../scripts/build-wasm.mjs', import.meta.url))
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toMatch(/up to date/)
  }, 60_000)
})
