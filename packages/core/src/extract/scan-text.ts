import { cachedRunner } from '../entry/options.js'
import { isLinkcanonError, type LinkcanonError } from '../errors.js'
import type { CanonicalizeOptions, Change } from '../types.js'
import { checkExtractArguments } from './extract-urls.js'
import { scanUrls, type FoundUrl } from './scan.js'

/** A URL found by `scanText` that canonicalizes: its canonical form and the changes. */
export interface ScannedUrl extends FoundUrl {
  ok: true
  /** The URL under the chosen preset; equal to `url` when `changes` is empty. */
  canonical: string
  changes: Change[]
}

/** A URL found by `scanText` that `canonicalize` rejects under the chosen options. */
export interface RejectedUrl extends FoundUrl {
  ok: false
  error: LinkcanonError
}

/** What `scanText` reports for each URL found: tell the two kinds apart by `ok`. */
export type ScanResult = ScannedUrl | RejectedUrl

/**
 * Find every URL in `text` (exactly as `extractUrls` does) and canonicalize each under
 * `options` (preset `minimal` unless given, as in the front ends). A URL that `canonicalize`
 * rejects comes back with `ok: false` and the error, never dropped. Invalid options throw
 * `LinkcanonError('invalid-options')` before anything is scanned.
 */
export function scanText(text: string, options?: CanonicalizeOptions): ScanResult[] {
  checkExtractArguments(text, undefined)
  const canonicalize = cachedRunner(options, 'minimal') // checks the options once, before the scan
  return scanUrls(text).map(({ url, start, end }): ScanResult => {
    try {
      const { url: canonical, changes } = canonicalize(url)
      return { url, start, end, ok: true, canonical, changes }
    } catch (error) {
      if (!isLinkcanonError(error)) throw error
      return { url, start, end, ok: false, error }
    }
  })
}
