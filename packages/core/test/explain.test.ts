// Explain: each `remove-param` change names the rule that removed it.
import { canonicalize, type Change, type PresetName } from '@linkcanon/core'
import { describe, expect, it } from 'vitest'

const rulesOf = (changes: Change[]) => changes.filter((c) => c.type === 'remove-param').map((c) => c.rule)
const presetNames: PresetName[] = ['minimal', 'share', 'cache-key']

describe('explain: the rule of each removal', () => {
  it.each(presetNames)('%s: built-in sets, custom keys and patterns', (preset) => {
    const url = 'https://www.youtube.com/watch?v=1&si=abc&utm_source=x&sessionid=2&fbclid=3&trk_a=4&GA_12=5'
    const { changes } = canonicalize(url, { preset, rules: ['extended', 'sessionid', 'trk_*', '/^ga_\\d+$/i'] })
    expect(rulesOf(changes)).toEqual([
      { set: 'extended', key: 'si' },
      { set: 'extended', key: 'utm_*' },
      { set: 'custom', key: 'sessionid' },
      { set: 'extended', key: 'fbclid' },
      { set: 'custom', key: 'trk_*' },
      { set: 'custom', key: '/^ga_\\d+$/i' }
    ])
  })

  it("the default set of share, and cache-key's own set", () => {
    expect(rulesOf(canonicalize('https://e.com/?ref=1&utm_medium=2').changes)).toEqual([
      { set: 'default', key: 'ref' },
      { set: 'default', key: 'utm_*' }
    ])
    expect(rulesOf(canonicalize('https://e.com/?UTM_Source=1&gclid_x=2', { preset: 'cache-key' }).changes)).toEqual([
      { set: 'cache-key', key: 'utm_*' },
      { set: 'cache-key', key: 'gclid*' }
    ])
  })

  it('names the first rule that applies where it is scoped (host, then the unscoped one)', () => {
    const { changes } = canonicalize('https://example.com/blog/a?src=1', {
      preset: 'minimal',
      rules: [
        { key: 'src', hosts: ['other.org'], note: 'x' },
        { key: 'src', hosts: ['example.com'], paths: ['/blog/**'], source: 'my list, line 2' }
      ]
    })
    expect(rulesOf(changes)).toEqual([{ set: 'custom', key: 'src', source: 'my list, line 2' }])
  })

  it('a rule set given as an object is named by its name', () => {
    const mine = { name: 'team-list', remove: [{ key: 'campaign', source: 'team.txt:3' }] }
    const { changes } = canonicalize('https://e.com/?campaign=1&a=2', { preset: 'minimal', rules: ['default', mine] })
    expect(rulesOf(changes)).toEqual([{ set: 'team-list', key: 'campaign', source: 'team.txt:3' }])
  })
})
