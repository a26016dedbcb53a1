import { describe, expect, it } from 'vitest'
import { coveringRawRange, exactRawRange } from '@linkcanon/core/source'
import { referenceAcross, walkJsxAttribute, walkJsxText } from '../src/source/entities.js'
import { walkStringLiteral, walkTemplateChars } from '../src/source/pieces.js'

const evaluate = (literal: string): string => new Function(`return ${literal}`)() as string

describe('walkStringLiteral', () => {
  const literals = [
    `'plain'`,
    `"a\\nb\\tc\\\\d\\'e\\"f"`,
    `'\\x41\\u0042\\u{43}\\u{1F600}'`,
    `'a\\\nb\\\r\nc\\\u2028d'`,
    `'\\0\\8\\9'`,
    `'\\q\\é\\😀'`,
    `'\u2028\u2029'`
  ]
  it.each(literals)('reads %s as JavaScript does', (literal) => {
    expect(walkStringLiteral(literal)?.cooked).toBe(evaluate(literal))
  })

  it('reads legacy octal escapes (sloppy mode)', () => {
    expect(walkStringLiteral(`'\\1\\12\\123\\1234\\4\\45\\456\\08'`)?.cooked).toBe(
      '\x01\x0a\x53\x534\x04\x25\x256\x008'
    )
  })

  it('maps each unit to its raw text', () => {
    const map = walkStringLiteral(`'a\\x62c\\\nd'`)!
    expect(map.cooked).toBe('abcd')
    expect(map.rawStart).toEqual([1, 2, 6, 9])
    expect(map.rawEnd).toEqual([2, 6, 7, 10])
    expect(map.verbatim).toEqual([true, false, true, true])
    expect(exactRawRange(map, 0, 1)).toEqual([1, 2])
    expect(exactRawRange(map, 0, 2)).toBeUndefined()
    expect(exactRawRange(map, 2, 4)).toBeUndefined()
    expect(coveringRawRange(map, 1, 3)).toEqual([2, 7])
  })

  it('refuses the edge of a unit pair written as one escape', () => {
    const map = walkStringLiteral(`'\\u{1F600}'`)!
    expect(coveringRawRange(map, 0, 1)).toBeUndefined()
    expect(coveringRawRange(map, 0, 2)).toEqual([1, 10])
  })

  it.each([`'a'b'`, `'a\nb'`, `'a\\'`, `'\\x4'`, `'\\u{110000}'`, `"a'`, `a`])('rejects %s', (literal) => {
    expect(walkStringLiteral(literal)).toBeUndefined()
  })
})

describe('walkTemplateChars', () => {
  it('reads template escapes and line endings', () => {
    expect(walkTemplateChars('a\\`\\${\\u0041\r\nb\rc\\0')?.cooked).toBe('a`${A\nb\nc\0')
  })
  it.each(['a`b', 'a${b', '\\1', '\\08', '\\8'])('rejects %s', (raw) => {
    expect(walkTemplateChars(raw)).toBeUndefined()
  })
})

describe('JSX walkers', () => {
  it('follow what the parser decoded', () => {
    expect(walkJsxAttribute('"a&amp;b&colon;&#x1F600;"', 'a&b&colon;\u{1F600}')?.cooked).toBe('a&b&colon;\u{1F600}')
    expect(walkJsxAttribute('"&#x1F600;"', '\uF600')?.cooked).toBe('\uF600')
    expect(walkJsxText('x &copy; y', 'x \u00a9 y')?.verbatim).toEqual([true, true, false, true, true])
    expect(walkJsxText('a\r\nb', 'a\nb')?.cooked).toBe('a\nb')
  })
  it('reject text that disagrees or may not stand bare', () => {
    expect(walkJsxText('a{b', 'a{b')).toBeUndefined()
    expect(walkJsxAttribute('"a"b"', 'a"b')).toBeUndefined()
    expect(walkJsxText('abc', 'abd')).toBeUndefined()
  })
  it('see a reference made across an edit', () => {
    expect(referenceAcross('a&amp;b', 3)).toBe(true)
    expect(referenceAcross('a&amp;b', 1)).toBe(false)
    expect(referenceAcross('a&amp;b', 6)).toBe(false)
    expect(referenceAcross('a&b c;', 3)).toBe(false)
  })
})
