// The laws of extractUrls, checked on generated text (fast-check). FC_RUNS sets the number of
// runs (default 10000); FC_SEED replays a failure (fast-check prints the seed when one fails).
import { canonicalize, extractUrls } from '@linkcanon/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const numRuns = Number(process.env.FC_RUNS ?? 10_000)
const seed = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED)
const settings = { numRuns, ...(seed === undefined ? {} : { seed }) }
const TIMEOUT = 300_000

/** Pieces that make URL-like text likely: schemes, labels, IP parts, every special character, other scripts. */
const pieces = fc.constantFrom(
  'http://',
  'https://',
  'HTTP://',
  'hTTps://',
  'http:',
  '//',
  'x',
  'http',
  'a',
  'Z',
  'b-c',
  'xn--',
  '0',
  '9',
  '255',
  '256',
  '0x',
  'ff',
  'example',
  'com',
  'a'.repeat(63),
  'a'.repeat(64),
  '-',
  '.',
  '..',
  ':',
  '::',
  '/',
  '?',
  '#',
  '@',
  '_',
  '%',
  '%20',
  '~',
  '=',
  '&',
  '+',
  '$',
  '!',
  '*',
  ',',
  ';',
  "'",
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '<',
  '>',
  '"',
  '`',
  '|',
  '\\',
  '^',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u3000',
  '\u2028',
  '가',
  '한국',
  '中文',
  'é',
  'ü',
  'ж',
  '😀',
  '\ud800',
  '\u0000',
  '\u007f'
)
/** Text shaped like a URL in prose: words, a scheme, a host of labels, a port, path pieces, more words. */
const label = fc.constantFrom(
  'a',
  'example',
  'com',
  'b-c',
  'a--b',
  '-a',
  'a-',
  'xn--a',
  '0',
  '255',
  '256',
  '0x',
  'ff',
  'a'.repeat(63),
  'a'.repeat(64),
  '',
  '[::1]',
  '[1::',
  '가'
)
const urlish = fc
  .tuple(
    fc.array(pieces, { maxLength: 4 }),
    fc.constantFrom('http://', 'https://', 'HTTPS://'),
    fc.option(fc.constantFrom('user@', 'u:p@', '@', 'a_b@'), { nil: '' }),
    fc.array(label, { minLength: 1, maxLength: 4 }),
    fc.option(fc.constantFrom(':', ':80', ':65535', ':65536', ':0', ':8x'), { nil: '' }),
    fc.array(pieces, { maxLength: 20 })
  )
  .map(
    ([before, scheme, user, labels, port, rest]) =>
      before.join('') + scheme + user + labels.join('.') + port + rest.join('')
  )
const text = fc.oneof(
  { weight: 4, arbitrary: urlish },
  { weight: 2, arbitrary: fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
        fc.constantFrom('http://', 'https://'),
        fc.string({ unit: 'grapheme-ascii', maxLength: 60 })
      )
      .map((p) => p.join(''))
  }
)

/** Allowed in a found URL: printable ASCII except white space and `< > " \``. */
const URL_CHARACTERS = /^[!#-;=?-_a-~]+$/

describe('extractUrls laws (fast-check)', () => {
  it('every span is exact, non-empty and in order; no two overlap', { timeout: TIMEOUT }, () => {
    fc.assert(
      fc.property(text, (input) => {
        let last = 0
        for (const { url, start, end } of extractUrls(input)) {
          expect(start).toBeGreaterThanOrEqual(last)
          expect(end).toBeGreaterThan(start)
          expect(input.slice(start, end)).toBe(url)
          last = end
        }
      }),
      settings
    )
  })

  it(
    'every URL found is accepted by canonicalize(url, {preset: "minimal"}) and comes back unchanged unless it has a tracker',
    { timeout: TIMEOUT },
    () => {
      const minimal = { preset: 'minimal' } as const
      fc.assert(
        fc.property(text, (input) => {
          for (const { url } of extractUrls(input)) {
            const result = canonicalize(url, minimal)
            if (result.changes.length === 0) expect(result.url).toBe(url)
          }
        }),
        settings
      )
    }
  )

  it(
    'no URL found holds white space, non-ASCII, < > " or a backtick; each starts with http(s)://',
    { timeout: TIMEOUT },
    () => {
      fc.assert(
        fc.property(text, (input) => {
          for (const { url } of extractUrls(input)) {
            expect(url).toMatch(URL_CHARACTERS)
            expect(url).toMatch(/^https?:\/\/./i)
          }
        }),
        settings
      )
    }
  )

  it(
    'every URL found parses with the platform URL parser (unless it has an xn-- label, which only punycode decoding can judge)',
    { timeout: TIMEOUT },
    () => {
      fc.assert(
        fc.property(text, (input) => {
          for (const { url } of extractUrls(input)) {
            if (/xn--/i.test(url)) continue
            expect(() => new URL(url)).not.toThrow()
          }
        }),
        settings
      )
    }
  )

  it('a URL found, searched alone, is found again whole', { timeout: TIMEOUT }, () => {
    fc.assert(
      fc.property(text, (input) => {
        for (const { url } of extractUrls(input)) expect(extractUrls(url)).toEqual([{ url, start: 0, end: url.length }])
      }),
      settings
    )
  })
})

describe('IP hosts agree with the platform URL parser (fast-check)', () => {
  const parses = (url: string) => URL.canParse(url)
  const whole = (url: string) => {
    const found = extractUrls(url)
    return found.length === 1 && found[0]!.url === url
  }

  it('an IPv6 literal is found exactly when the URL parser accepts it', { timeout: TIMEOUT }, () => {
    const literal = fc
      .array(fc.constantFrom('0', '1', 'f', 'F', 'ab', 'ffff', '12345', ':', ':', '::', '.', '255', '256', '01'), {
        maxLength: 16
      })
      .map((p) => p.join(''))
    fc.assert(
      fc.property(literal, (inside) => {
        const url = `http://[${inside}]/`
        expect(whole(url)).toBe(parses(url))
      }),
      settings
    )
  })

  it('a host of number-like labels is found exactly when the URL parser accepts it', { timeout: TIMEOUT }, () => {
    const label = fc
      .array(fc.constantFrom('0', '1', '7', '8', '9', '255', '256', '4294967295', '4294967296', '0x', 'ff', 'a', 'g'), {
        minLength: 1,
        maxLength: 3
      })
      .map((p) => p.join(''))
    const host = fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 6 }), fc.boolean())
      .map(([labels, dot]) => labels.join('.') + (dot ? '.' : ''))
    fc.assert(
      fc.property(host, (name) => {
        const url = `http://${name}/`
        expect(whole(url)).toBe(parses(url))
      }),
      settings
    )
  })
})
