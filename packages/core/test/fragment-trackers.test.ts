// Fragment trackers (`fragment: true`): `k=v&k=v` fragments lose their tracker pairs; routes stay.
import { canonicalize, LinkcanonError, type CanonicalizeOptions, type PresetName } from '@linkcanon/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RUNS, urlish } from './arbitraries.js'

const on = (preset: PresetName) => ({ preset, fragment: true }) as const

describe('fragment: true', () => {
  it.each(['minimal', 'share'] as const)('%s: removes tracker pairs, keeps the others as written', (preset) => {
    expect(canonicalize('https://example.com/a#xtor=RSS-1', on(preset)).url).toBe('https://example.com/a')
    expect(canonicalize('https://example.com/a#utm_source=feed&Page=%7e2', on(preset)).url).toBe(
      'https://example.com/a#Page=%7e2'
    )
    const { changes } = canonicalize('https://example.com/a#xtor=RSS-1&utm_medium=x', on(preset))
    expect(changes.map((c) => [c.type, c.key, c.rule?.set])).toEqual([
      ['remove-param', 'xtor', 'fragment'],
      ['remove-param', 'utm_medium', 'default']
    ])
  })

  it.each([
    'https://example.com/#/route?utm_source=x',
    'https://example.com/#!/r?utm_source=x',
    'https://example.com/#top',
    'https://example.com/#utm_source',
    'https://example.com/#a=1&utm_source',
    'https://example.com/#path/utm_source=x'
  ])('leaves %s alone', (input) => {
    expect(canonicalize(input, on('minimal'))).toEqual({ url: input, changes: [] })
  })

  it('is off by default, and cache-key drops the fragment anyway', () => {
    expect(canonicalize('https://example.com/a#xtor=RSS-1', { preset: 'minimal' }).url).toBe(
      'https://example.com/a#xtor=RSS-1'
    )
    expect(canonicalize('https://example.com/a#xtor=RSS-1', on('cache-key')).url).toBe('https://example.com/a')
  })

  it('uses the same rules and exceptions as the query', () => {
    expect(canonicalize('https://example.com/#utm_id=1&utm_source=2', { ...on('minimal'), keep: ['utm_id'] }).url).toBe(
      'https://example.com/#utm_id=1'
    )
    expect(canonicalize('https://example.com/#sid=1', { ...on('minimal'), rules: ['default', 'sid'] }).url).toBe(
      'https://example.com/'
    )
  })

  it('is idempotent', () => {
    const fragments = fc.constantFrom(
      'xtor=RSS-1',
      'utm_source=a&b=2',
      'b=2&utm_medium=x&c=',
      '/r?utm_source=x',
      'a=1',
      'x',
      'ref=1&ref=2'
    )
    fc.assert(
      fc.property(
        fc.oneof(
          urlish,
          fc.tuple(urlish, fragments).map(([u, f]) => u.split('#')[0] + '#' + f)
        ),
        fc.constantFrom<PresetName>('minimal', 'share', 'cache-key'),
        (input, preset) => {
          const options: CanonicalizeOptions = on(preset)
          let once
          try {
            once = canonicalize(input, options)
          } catch (error) {
            if (error instanceof LinkcanonError) return
            throw error
          }
          const twice = canonicalize(once.url, options)
          expect({ url: twice.url, changes: twice.changes }).toEqual({ url: once.url, changes: [] })
        }
      ),
      { numRuns: RUNS }
    )
  })
})
