import { frontEndPreset } from '../presets.js'
import { cachedRunner } from '../entry/options.js'
import { isLinkcanonError, type LinkcanonError } from '../errors.js'
import { findingOf, outcomeOf, type Finding } from '../finding.js'
import type { Note } from '../notes.js'
import type { CanonicalizeOptions, Change } from '../types.js'
import { checkExtractArguments } from './extract-urls.js'
import { scanUrls, type LocatedUrl } from './scan.js'

/** A URL found by `scanText` that canonicalizes: its canonical form and the changes. */
export interface ScannedUrl extends LocatedUrl {
  ok: true
  /** The URL under the chosen preset; equal to `url` when `changes` is empty. */
  canonical: string
  changes: Change[]
  /** The notes of `canonicalize` (a signed URL left as is…), when there are some. */
  notes?: Note[]
  /** What a front end reports about it (see `inspectUrl`); absent when there is nothing to say. */
  finding?: Finding
}

/** A URL found by `scanText` that `canonicalize` rejects under the chosen options. */
export interface RejectedUrl extends LocatedUrl {
  ok: false
  error: LinkcanonError
  /** The `invalid` finding (see `inspectUrl`). */
  finding: Finding
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
  const canonicalize = cachedRunner(options, frontEndPreset) // checks the options once, before the scan
  return scanUrls(text).map(({ url, start, end }): ScanResult => {
    const outcome = outcomeOf(canonicalize, url)
    const finding = findingOf(url, outcome)
    if (isLinkcanonError(outcome)) return { url, start, end, ok: false, error: outcome, finding: finding! }
    const scanned: ScannedUrl = { url, start, end, ok: true, canonical: outcome.url, changes: outcome.changes }
    if (outcome.notes !== undefined) scanned.notes = outcome.notes
    if (finding !== undefined) scanned.finding = finding
    return scanned
  })
}
