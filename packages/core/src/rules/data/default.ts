import type { RuleSet } from '../types.js'

/**
 * The fixed tracker list, case-sensitive: every key starting with `utm_`, and the
 * keys exactly equal to `fbclid`, `gclid`, `msclkid`, `yclid`, `affiliate`, `ref`.
 */
export const defaultRules: RuleSet = {
  name: 'default',
  remove: [
    { key: 'utm_', match: 'prefix', note: 'Urchin/Google Analytics campaign parameters' },
    { key: 'fbclid', note: 'Facebook click id' },
    { key: 'gclid', note: 'Google Ads click id' },
    { key: 'msclkid', note: 'Microsoft Advertising click id' },
    { key: 'yclid', note: 'Yandex click id' },
    { key: 'affiliate', note: 'affiliate attribution' },
    { key: 'ref', note: 'referral attribution' }
  ]
}
