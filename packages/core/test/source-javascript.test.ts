// JavaScript's literals through the one reader: what may not stand bare, template line feeds, a range of the text.
import { describe, expect, it } from 'vitest'
import { JS_STRING_ESCAPES, JS_TEMPLATE_ESCAPES, readQuoted, readReference } from '../src/exports/source.js'

const string = (quote: string) => ({ escapes: JS_STRING_ESCAPES, forbidden: [quote, '\n', '\r'] })
const template = { escapes: JS_TEMPLATE_ESCAPES, forbidden: ['`', '${'], lineFeeds: true }

describe('readQuoted for JavaScript', () => {
  it('reads a range of the text, offsets in the whole text', () => {
    const map = readQuoted(`'a\\x62'`, string("'"), 1, 6)!
    expect(map.cooked).toBe('ab')
    expect([map.rawStart, map.rawEnd]).toEqual([
      [1, 2],
      [2, 6]
    ])
  })
  it('refuses what may not stand bare, and an escape that runs past the range', () => {
    expect(readQuoted(`'a'b'`, string("'"), 1, 4)).toBeUndefined()
    expect(readQuoted('a\nb', string('"'))).toBeUndefined()
    expect(readQuoted(`'\\'`, string("'"), 1, 2)).toBeUndefined()
    expect(readQuoted('a${b', template)).toBeUndefined()
    expect(readQuoted('a`b', template)).toBeUndefined()
    expect(readQuoted('a$b{', template)?.cooked).toBe('a$b{')
  })
  it('reads a bare CR or CRLF in a template as a line feed, the escape not verbatim', () => {
    const map = readQuoted('a\r\nb\rc', template)!
    expect(map.cooked).toBe('a\nb\nc')
    expect(map.verbatim).toEqual([true, false, true, false, true])
    expect(readQuoted('a\rb', string('"'))).toBeUndefined()
  })
})

describe('readReference', () => {
  it('reads one reference, no further than the end it is given', () => {
    expect(readReference('a&amp;b', 1, 7, 'xml', 'text')).toEqual({ value: '&', end: 6 })
    expect(readReference('&copy;', 0, 6, 'xml', 'text')).toEqual({ value: '&copy;', end: 6 })
    expect(readReference('&#x1F600;', 0, 9, 'xml', 'text')).toEqual({ value: '\u{1F600}', end: 9 })
    expect(readReference('&amp;', 0, 4, 'xml', 'text')).toBeUndefined()
    expect(readReference('&copy', 0, 5, 'html', 'text')).toEqual({ value: '\u00a9', end: 5 })
  })
})
