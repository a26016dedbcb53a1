// Sort each IDNA test entry by how the data, the platform's URL parser and linkcanon's
// cache-key preset treat its host.
import type { IdnaEntry } from './corpora.js'
import type { Outcome } from './outcome.js'

/** cache-key's host rules on top of the parser's host: lower case, no trailing dots. */
export function cacheKeyHost(host: string): string {
  let out = host.toLowerCase()
  while (out.endsWith('.')) out = out.slice(0, -1)
  return out
}

/** The host the platform's URL parser gives `http://<input>/`, or `null` when it throws. */
export function platformHost(url: string): string | null {
  try {
    return new URL(url).hostname
  } catch {
    return null
  }
}

const ASCII = /^[\x00-\x7f]*$/

/**
 * Where and why an entry's data expectation and our result may part. Every category but
 * `agree` is a documented difference, asserted as such in idna.test.ts.
 */
export const categories = {
  agree: "the data and the platform agree; linkcanon gives the data's host (or rejects where it expects an error)",
  'dots-only-host':
    'the data expects an empty or dots-only host ("" / "." / "。"); cache-key requires a host name and throws invalid-host',
  'platform-rejects-ascii':
    'the data lower-cases an ASCII input as it stands (xn-- labels whose Punycode decodes to a label UTS 46 flags: ' +
    "V6, V7, C1, C2, invalid Punycode); Node's URL parser decodes and validates xn-- labels and throws",
  'platform-rejects-unicode':
    "the data (UTS 46 tables of a newer Unicode) maps a non-ASCII input; Node's URL parser (older tables) rejects a " +
    'code point in it',
  'platform-maps-differently':
    'both give a host but differ: a mapping changed between UTS 46 versions (U+1E9E ẞ maps to "ss" in the platform, ' +
    'to ß in the data since Unicode 15.1)',
  'platform-accepts-error': "the data expects an error; Node's URL parser gives a host"
} as const

export type Category = keyof typeof categories

export function categorize(entry: IdnaEntry, platform: string | null): Category {
  const expected = entry.output
  if (expected !== null && cacheKeyHost(expected) === '') return 'dots-only-host'
  if (expected === null) return platform === null ? 'agree' : 'platform-accepts-error'
  if (platform === null) return ASCII.test(entry.input) ? 'platform-rejects-ascii' : 'platform-rejects-unicode'
  return platform === expected ? 'agree' : 'platform-maps-differently'
}

/**
 * What linkcanon's cache-key must give, judged against the platform's parse (linkcanon
 * uses it for hosts): a failure description, or `null`.
 */
export function mismatchWithPlatform(platform: string | null, got: Outcome): string | null {
  if (got.kind === 'foreign') return `threw something other than a LinkcanonError: ${String(got.error)}`
  const wanted = platform === null ? null : cacheKeyHost(platform)
  if (wanted === null || wanted === '') {
    if (got.kind === 'error' && (got.code === 'invalid-host' || got.code === 'invalid-url')) return null
    return `expected invalid-host or invalid-url, got ${got.kind === 'url' ? got.url : got.code}`
  }
  if (got.kind !== 'url') return `expected host ${wanted}, got LinkcanonError(${got.code})`
  const host = platformHost(got.url)
  return host === wanted ? null : `expected host ${wanted}, got ${JSON.stringify(got.url)}`
}
