// Options are cached by value: equal options share one compiled runner, and an options object
// changed after a call is read again on the next call (it used to be cached by identity).
import { canonicalize, type CanonicalizeOptions, type RuleSet } from '@linkcanon/core'
import { scanText } from '@linkcanon/core/internal'
import { describe, expect, it } from 'vitest'
import { cachedRunner } from '../src/entry/options.js'

describe('options cache', () => {
  it('honours an options object changed after a call', () => {
    const o: CanonicalizeOptions = { preset: 'share' }
    expect(canonicalize('http://example.com/a', o).url).toBe('http://example.com/a')
    o.forceHttps = true
    expect(canonicalize('http://example.com/a', o).url).toBe('https://example.com/a')
    o.preset = 'minimal'
    expect(canonicalize('http://Example.com/a/?utm_source=x', o).url).toBe('https://Example.com/a/')
  })

  it('honours a changed rule object and a changed keep list', () => {
    const rule = { key: 'sid' }
    const o: CanonicalizeOptions = { rules: ['default', rule], keep: [] }
    expect(canonicalize('https://a.com/?sid=1&tok=2', o).url).toBe('https://a.com/?tok=2')
    rule.key = 'tok'
    expect(canonicalize('https://a.com/?sid=1&tok=2', o).url).toBe('https://a.com/?sid=1')
    ;(o.keep as string[]).push('tok')
    expect(canonicalize('https://a.com/?sid=1&tok=2', o).url).toBe('https://a.com/?sid=1&tok=2')
  })

  it('honours a changed rule set', () => {
    const set: RuleSet = { name: 'mine', remove: [{ key: 'a' }] }
    expect(canonicalize('https://x.com/?a=1&b=2', { rules: set }).url).toBe('https://x.com/?b=2')
    set.remove = [{ key: 'b' }]
    expect(canonicalize('https://x.com/?a=1&b=2', { rules: set }).url).toBe('https://x.com/?a=1')
  })

  it('gives value-equal options one runner, different options their own', () => {
    expect(cachedRunner({ preset: 'share' }, 'share')).toBe(cachedRunner({ preset: 'share' }, 'share'))
    expect(cachedRunner({}, 'share')).toBe(cachedRunner(undefined, 'share'))
    expect(cachedRunner({ preset: 'share', forceHttps: true }, 'share')).toBe(
      cachedRunner({ forceHttps: true, preset: 'share' }, 'share')
    )
    expect(cachedRunner({ preset: 'share', forceHttps: true }, 'share')).not.toBe(
      cachedRunner({ preset: 'share' }, 'share')
    )
    expect(cachedRunner({}, 'share')).not.toBe(cachedRunner({}, 'minimal'))
    const rules = () => ({ rules: ['default', { key: 'x', hosts: ['a.com'] }], keep: 'y' })
    expect(cachedRunner(rules(), 'minimal')).toBe(cachedRunner(rules(), 'minimal'))
    expect(cachedRunner({ rules: ['default', { key: 'x', hosts: ['b.com'] }], keep: 'y' }, 'minimal')).not.toBe(
      cachedRunner(rules(), 'minimal')
    )
    // A string and a number that print alike are different values.
    expect(cachedRunner({ rules: ['1'] }, 'share')).not.toBe(cachedRunner({ rules: ['default', '1'] }, 'share'))
  })

  it('does not cache what it cannot compare by value, and still rejects it', () => {
    const bad = { rules: [/utm_/] } as unknown as CanonicalizeOptions
    expect(() => canonicalize('https://a.com/', bad)).toThrow(/rule/)
    expect(() => canonicalize('https://a.com/', bad)).toThrow(/rule/)
    const odd = { rules: ['default', { key: 'x', match: () => 'exact' }] } as unknown as CanonicalizeOptions
    expect(() => canonicalize('https://a.com/', odd)).toThrow(/"match"/)
  })

  it('rejects invalid options on every call, never from a cache', () => {
    expect(() => canonicalize('https://a.com/', { preset: 'tidy' as never })).toThrow(/Unknown preset/)
    expect(() => canonicalize('https://a.com/', { preset: 'tidy' as never })).toThrow(/Unknown preset/)
    const o: CanonicalizeOptions = { preset: 'minimal' }
    canonicalize('https://a.com/', o)
    ;(o as Record<string, unknown>).forceHtps = true
    expect(() => canonicalize('https://a.com/', o)).toThrow(/Unknown option "forceHtps"/)
  })

  it('scanText reads a changed options object again', () => {
    const o: CanonicalizeOptions = { preset: 'minimal' }
    expect(scanText('see https://a.com/?x=1 now', o)).toMatchObject([{ ok: true, canonical: 'https://a.com/?x=1' }])
    o.rules = ['default', 'x']
    expect(scanText('see https://a.com/?x=1 now', o)).toMatchObject([{ ok: true, canonical: 'https://a.com/' }])
    ;(o as Record<string, unknown>).bogus = 1
    expect(() => scanText('see https://a.com/ now', o)).toThrow(/Unknown option/)
  })

  it('stays bounded: many distinct options still work', () => {
    for (let i = 0; i < 200; i++)
      expect(canonicalize(`https://a.com/?k${i}=1&z=2`, { rules: [`k${i}`] }).url).toBe('https://a.com/?z=2')
  })
})
