import { extractUrls } from '@linkcanon/core'
import { valueUrls } from '@linkcanon/core/grammar'
import { describe, expect, it } from 'vitest'

const urls = (value: string) => valueUrls(value).map(({ url }) => url)

describe('valueUrls: the URLs of a value between delimiters', () => {
  it('a value that is one URL is all of it: what ends a sentence in prose, an unbalanced ) or ] too', () => {
    for (const tail of ['.', ')', ',', ']', "'", '!?', ')b', '.)']) {
      const value = `https://example.com/a?utm_source=x${tail}`
      expect(urls(value), value).toEqual([value])
      expect(extractUrls(value)[0]!.url, value).toBe('https://example.com/a?utm_source=x')
    }
    expect(urls('https://en.wikipedia.org/wiki/Foo_(bar)')).toEqual(['https://en.wikipedia.org/wiki/Foo_(bar)'])
  })

  it('non-ASCII text in the value is the URL too', () => {
    expect(urls('https://e.com/p?utm_campaign=été&id=1')).toEqual(['https://e.com/p?utm_campaign=été&id=1'])
  })

  it('blanks around the value stay out, with offsets into the value', () => {
    expect(valueUrls(' https://e.com/a?b=1. \n')).toEqual([{ url: 'https://e.com/a?b=1.', start: 1, end: 21 }])
  })

  it('is what extractUrls finds in text, for two URLs, or after another syntax ({ } \\ | ^ < > " `)', () => {
    for (const value of [
      'see https://e.com/a?b=1.',
      'https://e.com/a?b=1. see',
      'https://e.com/a)https://e.com/b',
      'https://e.com/p{?utm_source}',
      'https://e.com/p?utm_source={src}&id=1',
      'https://e.com/p?utm_source=x\\u0026id=1',
      'https://e.com/p?utm_source=a|b',
      'https://e.com/p?utm_source=a"b',
      'https://e.com/p?utm_source=a<b>',
      'https://e.com/p?utm_source=a`b',
      'https://e.com/p?utm_source=a^b',
      'no URL.',
      ''
    ]) {
      expect(valueUrls(value), value).toEqual(extractUrls(value))
    }
  })
})
