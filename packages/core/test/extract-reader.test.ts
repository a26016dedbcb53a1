// What a reader expects on top of seed 003's grammar: punctuation, brackets, Markdown,
// text in other scripts, IP hosts, offsets.
import { extractUrls, isLinkcanonError } from '@linkcanon/core'
import { describe, expect, it } from 'vitest'

const urls = (text: string) => extractUrls(text).map((f) => f.url)

describe('trailing punctuation', () => {
  it("leaves out each of . , ; : ! ? ' * at the end", () => {
    for (const mark of ['.', ',', ';', ':', '!', '?', "'", '*']) {
      expect(urls(`see https://example.com/a${mark} next`)).toEqual(['https://example.com/a'])
      expect(urls(`https://example.com${mark}`)).toEqual(['https://example.com'])
    }
  })

  it('leaves out runs of it', () => {
    expect(urls('http://example.com/foo_bar...')).toEqual(['http://example.com/foo_bar'])
    expect(urls('http://example.com/123!!!')).toEqual(['http://example.com/123'])
    expect(urls('Really? https://example.com/?q=1?!.')).toEqual(['https://example.com/?q=1'])
    expect(urls('**https://example.com/bold**')).toEqual(['https://example.com/bold'])
  })

  it('keeps the same characters inside the URL', () => {
    expect(urls('http://example.com/123;123 x')).toEqual(['http://example.com/123;123'])
    expect(urls('https://github.com/o/r/compare/360b13a...f580766.')).toEqual([
      'https://github.com/o/r/compare/360b13a...f580766'
    ])
    expect(urls('http://business.timesonline.co.uk/article/0,,9065-2473189,00.html')).toEqual([
      'http://business.timesonline.co.uk/article/0,,9065-2473189,00.html'
    ])
  })

  it('drops a query or port mark left alone at the end', () => {
    expect(urls('http://localhost:8000?')).toEqual(['http://localhost:8000'])
    expect(urls('http://localhost:')).toEqual(['http://localhost'])
  })

  it('keeps a closing quote that pairs with one inside the URL, drops one that closes a quote around it', () => {
    expect(urls("http://foo.com/blah_blah_'singlequoted'")).toEqual(["http://foo.com/blah_blah_'singlequoted'"])
    expect(urls("'http://foo.com/a'")).toEqual(['http://foo.com/a'])
    expect(urls("it's at 'https://foo.com/I'm_king'.")).toEqual(["https://foo.com/I'm_king"])
  })
})

describe('brackets', () => {
  it('keeps balanced parentheses inside (Wikipedia)', () => {
    expect(urls('https://en.wikipedia.org/wiki/Foo_(bar)')).toEqual(['https://en.wikipedia.org/wiki/Foo_(bar)'])
    expect(urls('http://example.com/foo_bar_(wiki).')).toEqual(['http://example.com/foo_bar_(wiki)'])
    expect(
      urls('http://index-of.es/Android/Professional.Android.2.Application.Development.(Wrox,.2010,.0470565527).pdf')
    ).toEqual([
      'http://index-of.es/Android/Professional.Android.2.Application.Development.(Wrox,.2010,.0470565527).pdf'
    ])
  })

  it('leaves out an unbalanced closing parenthesis, at the end or in the middle', () => {
    expect(urls('(see https://example.com/a)')).toEqual(['https://example.com/a'])
    expect(urls('(see https://en.wikipedia.org/wiki/Foo_(bar))')).toEqual(['https://en.wikipedia.org/wiki/Foo_(bar)'])
    expect(urls('(https://example.com/a).')).toEqual(['https://example.com/a'])
    expect(urls('(https://example.com)')).toEqual(['https://example.com'])
    expect(urls('https://example.com/a)b')).toEqual(['https://example.com/a'])
  })

  it('treats [ ] like ( ): balanced pairs stay (query arrays), an unbalanced ] ends the URL', () => {
    expect(urls('http://foo.com/blah_blah_[other]')).toEqual(['http://foo.com/blah_blah_[other]'])
    expect(urls('https://example.com/?a[]=1&filter[name]=x')).toEqual(['https://example.com/?a[]=1&filter[name]=x'])
    expect(urls('[Scoped like http://example.com/foo_bar]')).toEqual(['http://example.com/foo_bar'])
    expect(urls('[https://example.com]')).toEqual(['https://example.com'])
  })

  it('keeps an unclosed opening bracket (nothing to balance)', () => {
    expect(urls('https://example.com/a(b c')).toEqual(['https://example.com/a(b'])
  })
})

describe('Markdown', () => {
  it('leaves the `)` of [text](url) out', () => {
    expect(urls('[docs](https://example.com/docs?utm_source=x)')).toEqual(['https://example.com/docs?utm_source=x'])
    expect(urls('[wiki](https://en.wikipedia.org/wiki/Foo_(bar))')).toEqual(['https://en.wikipedia.org/wiki/Foo_(bar)'])
    expect(urls('![logo](https://example.com/logo.png "Logo")')).toEqual(['https://example.com/logo.png'])
    expect(urls('[https](https://www.ibm.com)[mailto](mailto:someone@ibm.com)')).toEqual(['https://www.ibm.com'])
  })

  it('finds both URLs of [url](url)', () => {
    const text = '[https://example.com/a](https://example.com/a)'
    expect(extractUrls(text)).toEqual([
      { url: 'https://example.com/a', start: 1, end: 22 },
      { url: 'https://example.com/a', start: 24, end: 45 }
    ])
  })

  it('leaves the `>` of <url> out', () => {
    expect(urls('<http://domain.com>')).toEqual(['http://domain.com'])
    expect(urls('<http://domain.com/foo>.')).toEqual(['http://domain.com/foo'])
  })

  it('finds the URL of a reference definition and of emphasis', () => {
    expect(urls('[id]: https://example.com/a?b=1 "title"')).toEqual(['https://example.com/a?b=1'])
    expect(urls('*https://example.com/a* and __https://example.com/b__')).toEqual([
      'https://example.com/a',
      'https://example.com/b'
    ])
  })

  it('stops at a backtick (inline code)', () => {
    expect(urls('`https://example.com/a`')).toEqual(['https://example.com/a'])
  })
})

describe('text in other scripts and white space', () => {
  it('does not swallow Korean text glued to a URL', () => {
    expect(urls('자세한 내용은 https://example.com/docs에서 확인하세요')).toEqual(['https://example.com/docs'])
    expect(urls('http://example.com에서')).toEqual(['http://example.com'])
  })

  it('does not swallow Chinese text glued to a URL', () => {
    expect(urls('请访问https://example.com/a?q=1获取更多信息')).toEqual(['https://example.com/a?q=1'])
    expect(urls('链接：https://example.com。')).toEqual(['https://example.com'])
  })

  it("finds nothing in a host written in Unicode (not seed 003's grammar) but finds its punycode form", () => {
    expect(urls('http://bücher.example/')).toEqual([])
    expect(urls('http://한국.kr/')).toEqual([])
    expect(urls('http://xn--bcher-kva.example/')).toEqual(['http://xn--bcher-kva.example/'])
  })

  it('stops at any white space', () => {
    expect(urls('https://a.com/x\u2028y https://b.com/\u200by')).toEqual(['https://a.com/x', 'https://b.com/'])
  })
})

describe('where the scheme may start', () => {
  it('needs no letter or digit right before the scheme', () => {
    expect(urls('xhttp://example.com 1https://example.com Zhttps://example.com')).toEqual([])
  })

  it('takes Markdown emphasis and strike-through around a URL (`_url_`, `~~url~~`)', () => {
    expect(urls('_http://127.0.0.1:7878_ and _http://127.0.0.1:7878/sleep_.')).toEqual([
      'http://127.0.0.1:7878',
      'http://127.0.0.1:7878/sleep'
    ])
    expect(urls('~~https://example.com/old~~')).toEqual(['https://example.com/old'])
    expect(urls('_https://example.com/a_b_')).toEqual(['https://example.com/a_b'])
  })

  it('keeps `_` and `~` at the end of a path when nothing opens them', () => {
    expect(urls('https://example.com/a_ https://example.com/~')).toEqual([
      'https://example.com/a_',
      'https://example.com/~'
    ])
  })

  it('still refuses a host glued to `_` (no emphasis, or the host goes on)', () => {
    expect(urls('http://example.com_ _http://foo_bar.com_')).toEqual([])
  })

  it('takes any other character before it', () => {
    expect(
      urls('text:http://example.com/ >>http://a.com (http://b.com "http://c.com" test.example@http://vk.com')
    ).toEqual(['http://example.com/', 'http://a.com', 'http://b.com', 'http://c.com', 'http://vk.com'])
  })

  it("keeps a URL inside another URL's query as part of it", () => {
    expect(urls('https://a.com/?next=https://b.com/x')).toEqual(['https://a.com/?next=https://b.com/x'])
  })

  it('finds URLs one after another', () => {
    expect(urls('http://a.com http://b.com\nhttps://c.com/x, https://d.com/y.')).toEqual([
      'http://a.com',
      'http://b.com',
      'https://c.com/x',
      'https://d.com/y'
    ])
  })
})

describe('IP hosts', () => {
  it('finds IPv4 hosts, with ports and paths', () => {
    expect(urls('http://192.168.0.1:8080/x and http://172.26.142.48/viewerjs/#../0529/slides.pdf')).toEqual([
      'http://192.168.0.1:8080/x',
      'http://172.26.142.48/viewerjs/#../0529/slides.pdf'
    ])
    expect(urls('http://999 http://0x7f.1/')).toEqual(['http://999', 'http://0x7f.1/'])
  })

  it('finds nothing where a host ends in a number but is no IPv4 address', () => {
    for (const host of ['1.2.3.400', '1.2.3.4.5', '1000.2.3.4', '4294967296', '1.2.3.09', 'example.0x1f']) {
      expect(urls(`http://${host}/`)).toEqual([])
    }
  })

  it('finds bracketed IPv6 hosts', () => {
    expect(urls('http://[::1]/ https://[2001:db8::1]:8443/a?b http://[::ffff:192.168.0.1]/')).toEqual([
      'http://[::1]/',
      'https://[2001:db8::1]:8443/a?b',
      'http://[::ffff:192.168.0.1]/'
    ])
  })

  it('finds nothing in a malformed IPv6 literal', () => {
    for (const host of [
      '[1:::2]',
      '[12345::]',
      '[::1',
      '[1:2:3:4:5:6:7:8:9]',
      '[::1.2.3.256]',
      '[fe80::1%25eth0]',
      '[]'
    ]) {
      expect(urls(`http://${host}/`)).toEqual([])
    }
  })
})

describe('user info', () => {
  it('keeps user:password@ before the host', () => {
    expect(urls('http://user:pass@example.com:8080/x')).toEqual(['http://user:pass@example.com:8080/x'])
    expect(urls('http://user@example.com')).toEqual(['http://user@example.com'])
  })
})

describe('offsets', () => {
  it('counts UTF-16 units (a surrogate pair is two)', () => {
    const text = '😀 https://example.com/a 😀'
    const [first] = extractUrls(text)
    expect(first).toEqual({ url: 'https://example.com/a', start: 3, end: 24 })
    expect(text.slice(first!.start, first!.end)).toBe(first!.url)
  })
})

describe('arguments', () => {
  it('takes no options yet and says so for unknown ones', () => {
    expect(extractUrls('http://a.com', {})).toHaveLength(1)
    const error = (() => {
      try {
        extractUrls('http://a.com', { schemes: ['ftp'] } as never)
      } catch (e) {
        return e
      }
    })()
    expect(isLinkcanonError(error) && error.code).toBe('invalid-options')
  })

  it('refuses text that is not a string with a typed error', () => {
    expect(() => extractUrls(42 as never)).toThrow(/string; got number/)
    expect(() => extractUrls(null as never)).toThrow(expect.objectContaining({ code: 'invalid-options' }))
  })
})
