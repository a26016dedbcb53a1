// The laws of canonicalize, as fast-check properties (FC_RUNS runs each; 10k in CI).
import { canonicalize, LinkcanonError, type CanonicalizeOptions } from '@linkcanon/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasDotSegment } from '../src/parse/dot-segments.js'
import { decodePair, encodeFormComponent } from '../src/parse/form.js'
import { seed000Snippet } from './seed-snippet.js'
import { fragment, junk, path, RUNS, rawQuerySegments, urlish } from './arbitraries.js'

const params = { numRuns: RUNS, verbose: 1 } as const
const allOptions: CanonicalizeOptions[] = [
  { preset: 'share' },
  { preset: 'share', forceHttps: true },
  { preset: 'cache-key' },
  { preset: 'minimal' },
  { preset: 'minimal', rules: 'extended' }
]

function attempt(input: string, options: CanonicalizeOptions) {
  try {
    return canonicalize(input, options)
  } catch (error) {
    if (!(error instanceof LinkcanonError)) throw error
    expect(error.code).toMatch(/^(invalid-url|unsupported-scheme|invalid-port|invalid-host)$/)
    expect(error.message.length).toBeGreaterThan(10)
    return undefined
  }
}

describe('properties', () => {
  for (const options of allOptions) {
    const name = `${options.preset}${options.forceHttps ? ' +forceHttps' : ''}${options.rules ? ' +' + String(options.rules) : ''}`

    it(`${name}: idempotent (a second run returns the same URL with no changes)`, () => {
      fc.assert(
        fc.property(fc.oneof({ weight: 4, arbitrary: urlish }, { weight: 1, arbitrary: junk }), (input) => {
          const first = attempt(input, options)
          if (!first) return
          // Notes (a signed URL left as is, a `ref` kept) are not changes: they may come again.
          const { url, changes } = canonicalize(first.url, options)
          expect({ url, changes }).toEqual({ url: first.url, changes: [] })
        }),
        params
      )
    })

    it(`${name}: throws nothing but LinkcanonError`, () => {
      fc.assert(
        fc.property(junk, (input) => void attempt(input, options)),
        params
      )
    })
  }

  it('minimal: the output is the input less exactly the tracker segments (and a dangling ?)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https://Example.com', 'http://e.com:8080', 'HTTPS://x.org'),
        path,
        rawQuerySegments,
        fragment,
        (base, p, segments, f) => {
          const hash = f === undefined ? '' : '#' + f
          const input = `${base}${p}?${segments.map((s) => s.text).join('&')}${hash}`
          const kept = segments.filter((s) => !s.tracker).map((s) => s.text)
          const removedAny = kept.length < segments.length
          const query = removedAny ? kept.join('&') : segments.map((s) => s.text).join('&')
          const expected = `${base}${p}${removedAny && query === '' ? '' : '?' + query}${hash}`
          // Functional `ref` (a `//` path, a version-like value) is tested in functional.test.ts.
          const { url, changes } = canonicalize(input, { preset: 'minimal', builtinKeep: false })
          expect(url).toBe(expected)
          expect(changes.length).toBe(segments.length - kept.length)
          expect(changes.every((c) => c.type === 'remove-param')).toBe(true)
        }
      ),
      params
    )
  })

  it('minimal: no changes if and only if the URL is returned unchanged', () => {
    fc.assert(
      fc.property(urlish, (input) => {
        const result = attempt(input, { preset: 'minimal' })
        if (!result) return
        expect(result.changes.length === 0).toBe(result.url === input)
      }),
      params
    )
  })

  it('share equals seed 000 snippet (the browser URL API) wherever the snippet works', () => {
    fc.assert(
      fc.property(urlish, (input) => {
        if (!/^https?:\/\//i.test(input)) return
        let expected: string
        try {
          expected = seed000Snippet(input)
        } catch {
          return
        }
        // linkcanon strips a whole run of trailing slashes where the snippet strips one (idempotence).
        if (new URL(expected).pathname.match(/.\/$/)) return
        // Node 20's parser leaves dot segments after a segment that starts with a dot
        // (`/a/.a/..`); the URL Standard and browsers resolve them, and so does linkcanon
        // (tested in presets.test.ts), so Node's snippet is no oracle there.
        if (hasDotSegment(new URL(input).pathname)) return
        // A `ref` kept on a git source (a `//` path) is a documented difference (functional.test.ts).
        const result = canonicalize(input)
        if (result.notes?.some((note) => note.type === 'kept-param')) return
        expect(result.url).toBe(expected)
      }),
      params
    )
  })

  it('form encoding equals URLSearchParams for any string', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.string({ unit: 'binary', maxLength: 30 }),
        (key, val) => {
          expect(encodeFormComponent(key) + '=' + encodeFormComponent(val)).toBe(
            new URLSearchParams([[key, val]]).toString()
          )
        }
      ),
      params
    )
  })

  // The engine decodes the query as the URL parser serialized it: ASCII only, non-ASCII
  // percent-encoded. (Node's URLSearchParams mis-decodes raw non-ASCII next to an invalid
  // sequence, so raw non-ASCII is tested against the standard's expectation instead.)
  it('decodes raw non-ASCII and lone surrogates as the URL Standard says', () => {
    expect(decodePair('é%FF=\uD800')).toEqual(['é\uFFFD', '\uFFFD'])
    expect(decodePair('%C3%A9+x')).toEqual(['é x', ''])
  })

  it('form decoding equals URLSearchParams for any serialized segment', () => {
    const pieces = fc.constantFrom(
      'a',
      '%',
      '%2',
      '%zz',
      '%41',
      '%C3%A9',
      '%C3',
      '%FF',
      '+',
      '=',
      '%ED%A0%80',
      '%E2%9C%93',
      '%20',
      '~'
    )
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 8 }).map((p) => p.join('').replaceAll('&', '')),
        (segment) => {
          const entries = [...new URLSearchParams(segment).entries()]
          if (segment === '') return
          expect(decodePair(segment)).toEqual(entries[0])
        }
      ),
      params
    )
  })
})
