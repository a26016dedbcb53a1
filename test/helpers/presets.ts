// The option sets every third-party suite runs through. One object each, so the core's
// per-object cache compiles each set once.
import type { CanonicalizeOptions } from '@linkcanon/core'

export interface NamedOptions {
  name: string
  options: CanonicalizeOptions
}

export const share: NamedOptions = { name: 'share', options: { preset: 'share' } }
export const cacheKey: NamedOptions = { name: 'cache-key', options: { preset: 'cache-key' } }
export const minimal: NamedOptions = { name: 'minimal', options: { preset: 'minimal' } }
export const shareHttps: NamedOptions = { name: 'share+forceHttps', options: { preset: 'share', forceHttps: true } }

/** The presets as users pick them (issue 9's list). */
export const presetRuns: readonly NamedOptions[] = [share, cacheKey, minimal, shareHttps]

/** The presets again with the opt-in `extended` rule set: its host and path scopes are code too. */
export const extendedRuns: readonly NamedOptions[] = [
  { name: 'share+extended', options: { preset: 'share', rules: ['default', 'extended'] } },
  { name: 'minimal+extended', options: { preset: 'minimal', rules: ['default', 'extended'] } },
  { name: 'cache-key+extended', options: { preset: 'cache-key', rules: ['cache-key', 'extended'] } }
]
