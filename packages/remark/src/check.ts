import { canonicalizeWith, isLinkcanonError, type Change, type LinkcanonError } from '@linkcanon/core'
import { defaultPreset, type Settings } from './options.js'

/** What the core says about one URL that needs attention. */
export type Finding = { type: 'fix'; url: string; changes: Change[] } | { type: 'invalid'; error: LinkcanonError }

/**
 * Ask the core about `url`; `undefined` when it stays as it is. A URL the core rejects comes
 * back as `invalid` (never thrown); anything else the core throws is a bug and propagates.
 *
 * Every http(s) URL goes to the core, also those without a `?` that `minimal` cannot change:
 * skipping them would hide invalid URLs, and the core answers them in well under a
 * microsecond (bench/remark.mjs).
 */
export function inspectUrl(url: string, settings: Settings): Finding | undefined {
  try {
    const result = canonicalizeWith(url, settings.core, defaultPreset)
    if (result.changes.length === 0 || result.url === url) return undefined
    return { type: 'fix', url: result.url, changes: result.changes }
  } catch (error) {
    if (isLinkcanonError(error)) return { type: 'invalid', error }
    throw error
  }
}
