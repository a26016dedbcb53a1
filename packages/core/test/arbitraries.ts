// fast-check arbitraries for URL-shaped input, shared by the property tests.
import fc from 'fast-check'

export const RUNS = Number(process.env.FC_RUNS ?? 10_000)

/** Keys the default list removes, and keys it keeps (including near misses). */
export const trackerKeys = [
  'utm_source',
  'utm_medium',
  'utm_',
  'utm_X',
  'fbclid',
  'gclid',
  'msclkid',
  'yclid',
  'affiliate',
  'ref',
  'utm%5Fsource',
  'ut%6D_id'
]
export const plainKeys = [
  'a',
  'b',
  'q',
  'Ref',
  'REF',
  'referrer',
  'ref_src',
  'UTM_source',
  'affiliate_id',
  'id',
  'x%20y',
  'k+1',
  '%E2%9C%93',
  ''
]

const valueChars = fc.constantFrom(
  'a',
  'Z',
  '0',
  ' ',
  '+',
  '%20',
  '%',
  '%zz',
  '%2F',
  '%3a',
  '%41',
  '%2B',
  '%3D',
  '%26',
  '%7E',
  '%2A',
  '%7F',
  '%00',
  '%c3%a9',
  '%C3',
  '%C3%A9%',
  '%E0%80%80',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%F4%90%80%80',
  '%C3%28',
  '=',
  '/',
  '?',
  ':',
  '@',
  '~',
  '*',
  '!',
  "'",
  '(',
  'é',
  '✓',
  '%C3%A9',
  '.',
  '-',
  '_'
)
export const value = fc.array(valueChars, { maxLength: 6 }).map((parts) => parts.join(''))

const label = fc.constantFrom(
  'example',
  'Example',
  'EXAMPLE',
  'a',
  'x-y',
  'bücher',
  'xn--bcher-kva',
  'sub',
  'www',
  'WWW',
  '0',
  '1'
)
const tld = fc.constantFrom('com', 'org', 'COM', 'example', 'de', '')
export const host = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld)
      .map(([ls, t]) => (t ? [...ls, t] : ls).join('.'))
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('127.0.0.1', '[::1]', '[2001:DB8::1]', 'example.com.', 'localhost', 'EXAMPLE.com.')
  }
)
const port = fc.constantFrom('', ':80', ':443', ':8080', ':0080', ':')
const segment = fc.constantFrom(
  'a',
  'B',
  '.',
  '..',
  '',
  '%2e',
  '%2E',
  '.%2e',
  '%2E.',
  '%2e%2E',
  '.a',
  '..b',
  '...',
  'x%20y',
  'é',
  'p q',
  'index.html',
  '~u',
  'a;b',
  '%2F'
)
export const path = fc.array(segment, { maxLength: 5 }).map((s) => (s.length ? '/' + s.join('/') : ''))
const scheme = fc.constantFrom('http://', 'https://', 'HTTP://', 'Https://', '')

/** One query segment, with whether the default list removes it. */
export const querySegment = fc.oneof(
  fc
    .tuple(fc.constantFrom(...trackerKeys), fc.option(value, { nil: undefined }))
    .map(([k, v]) => ({ text: v === undefined ? k : `${k}=${v}`, tracker: true })),
  fc
    .tuple(fc.constantFrom(...plainKeys), fc.option(value, { nil: undefined }))
    .map(([k, v]) => ({ text: v === undefined ? k : `${k}=${v}`, tracker: false }))
)
/** Values for the raw property: no `&` and no `#` inside a segment. */
export const rawQuerySegments = fc
  .array(querySegment, { maxLength: 7 })
  .map((segments) => segments.map((s) => ({ ...s, text: s.text.replace(/[&#]/g, '') })))
export const fragment = fc.option(fc.constantFrom('', 'top', 'a?utm_source=x', 'é', '/route?x=1'), { nil: undefined })

/** A URL-shaped string: valid and invalid ones alike. */
export const urlish = fc
  .tuple(scheme, host, port, path, fc.array(querySegment, { maxLength: 6 }), fc.boolean(), fragment)
  .map(([s, h, p, pa, q, hasQuery, f]) => {
    const query = q.length || hasQuery ? '?' + q.map((x) => x.text).join('&') : ''
    return s + h + p + pa + query + (f === undefined ? '' : '#' + f)
  })

/** Anything at all, including lone surrogates and control characters. */
export const junk = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }).map((s) => 'http://' + s),
  urlish.map((u) => u.slice(0, 15) + '\u0000\t\n' + u.slice(15))
)
