import type { RuleSet } from '../types.js'

/**
 * The cache key function's list: keys whose lower-cased form starts with `utm_`, `gclid` or `fbclid`.
 */
export const cacheKeyRules: RuleSet = {
  name: 'cache-key',
  remove: [
    { key: 'utm_', match: 'prefix', caseSensitive: false },
    { key: 'gclid', match: 'prefix', caseSensitive: false },
    { key: 'fbclid', match: 'prefix', caseSensitive: false }
  ]
}
