// The run-time check of regular expressions read from imported lists.
import { describe, expect, it } from 'vitest'
import { unsafeReason } from '../src/rules/import/regexp-safety.js'
import { firstCharsOfSource } from '../src/rules/first-chars.js'
import { requiredLiteral } from '../src/rules/list-regexp.js'

describe('unsafeReason', () => {
  it.each([
    ['(a+)+$', 'nested quantifier'],
    ['(?:\\w*x?)*', 'nested quantifier'],
    ['((ab)*)*', 'nested quantifier'],
    ['(x+x+)+y', 'nested quantifier'],
    ['(?:a[a-z]+)+', 'nested quantifier'],
    ['(a|ab)*', 'alternatives that overlap'],
    ['(\\w|\\d)+', 'alternatives that overlap'],
    ['(.|x)*', 'alternatives that overlap'],
    // A named group after other text: its body was skipped (the name's end was added to the offset, not taken as it).
    ['a(?<n>b+)+', 'nested quantifier'],
    ['utm_(?<k>[a-z]+)(?<v>(x|xy)*)', 'alternatives that overlap']
  ])('rejects %s (%s)', (source, reason) => {
    expect(unsafeReason(source)).toContain(reason)
  })

  it.each([
    '^https?:\\/\\/(?:[a-z0-9-]+\\.)*?shopexample(?:\\.[a-z]{2,}){1,}',
    '(?:foo|bar)+',
    '^(a|b|c)*$',
    '([a-z]+\\.)+com',
    'utm_[a-z]+',
    '(?:%3F)?utm(?:_[a-z_]*)?',
    '\\d+\\d+'
  ])('accepts %s', (source) => {
    expect(unsafeReason(source)).toBeNull()
  })
})

describe('helpers of imported patterns', () => {
  it('first characters of anchored patterns', () => {
    expect(firstCharsOfSource('^(?:(?:%3F)?utm(?:_[a-z_]*)?)$')).toEqual(
      new Set(['%', 'u'].map((c) => c.charCodeAt(0)))
    )
    expect(firstCharsOfSource('^ga_\\d+$')).toEqual(new Set([0x67]))
    expect(firstCharsOfSource('ga_')).toBeNull()
    expect(firstCharsOfSource('^(?:.*x)$')).toBeNull()
    expect(firstCharsOfSource('^(?:a?)$')).toBeNull()
  })

  it('the literal a provider pattern requires', () => {
    expect(requiredLiteral('^https?:\\/\\/(?:[a-z0-9-]+\\.)*?Amazon(?:\\.[a-z]{2,}){1,}')).toBe('amazon')
    expect(requiredLiteral('.*')).toBeNull()
    expect(requiredLiteral('abc|def')).toBeNull()
    // `http`/`https` begin every URL: the next longest literal rules more URLs out.
    expect(requiredLiteral('^https?:\\/\\/[^/]+\\/api\\/')).toBe('api')
    expect(requiredLiteral('^https:\\/\\/x')).toBeNull()
  })
})
