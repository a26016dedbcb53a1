// Seed 003's grammar for URLs in text, case by case (Korean seed: RFC 1034/1123 labels,
// optional port, RFC 3986 path characters).
import { extractUrls } from '@linkcanon/core'
import { describe, expect, it } from 'vitest'

const urls = (text: string) => extractUrls(text).map((f) => f.url)
/** The URL alone, in prose: found exactly, at its place. */
const found = (url: string) => {
  const text = `see ${url} now`
  expect(extractUrls(text)).toEqual([{ url, start: 4, end: 4 + url.length }])
}
const none = (text: string) => expect(urls(text)).toEqual([])

describe('seed 003: scheme', () => {
  it('takes http and https in any case', () => {
    for (const scheme of ['http', 'https', 'HTTP', 'HTTPS', 'Http', 'hTtPs']) found(`${scheme}://example.com/a`)
  })

  it('takes no other scheme', () => {
    for (const text of [
      'ftp://example.com',
      'httpx://example.com',
      'htp://example.com',
      'hppt://example.com',
      'file:///etc/passwd',
      'mailto:a@example.com',
      'http:/example.com',
      'http:example.com'
    ])
      none(text)
  })

  it('needs a host after the slashes', () => {
    for (const text of ['http://', 'http:///a', 'http://.', 'http://..', 'http://#', 'http://?', 'http://:80'])
      none(text)
  })
})

describe('seed 003: host labels (RFC 1034/1123)', () => {
  const label = (size: number) => 'a'.repeat(size)

  it('takes a label of 63 characters and refuses one of 64', () => {
    found(`http://${label(63)}.com/`)
    found(`http://x.${label(63)}`)
    none(`http://${label(64)}.com/`)
    none(`http://x.${label(64)}`)
  })

  it('takes a one-character label', () => {
    found('http://a.b.c/')
    found('http://a/')
  })

  it('takes inner hyphens, even several in a row, and refuses a label that starts or ends with one', () => {
    found('http://host-name/')
    found('http://a--b.com/')
    found('http://5b0ee223b312746c1659db3f--thelounge-chat.netlify.com/docs/')
    none('http://-example.com')
    none('http://example-.com')
    none('http://example.-com')
    none('http://example.com-/x')
  })

  it('takes a digit as the first character (RFC 1123, unlike RFC 952)', () => {
    found('http://3com.com/')
    found('http://1password.com/x')
    found('http://inrgess2/')
  })

  it('takes letters of both cases', () => {
    found('http://GOOGLE.COM/')
    found('https://Example.Org/Path')
  })

  it('joins labels by single dots; an empty label is no host', () => {
    found('http://a.b.c.d.e.example.com/')
    none('http://.example.com')
  })

  it('refuses characters no label may hold (underscore, percent, user info without a host)', () => {
    none('http://foo_bar.com/')
    none('http://example.com_')
    none('http://ex%41mple.com/')
    none('http://a@b@c.com/')
  })
})

describe('seed 003: port', () => {
  it('keeps a port', () => {
    found('http://example.com:8080')
    found('http://example.com:8080/a')
    found('http://localhost:3000/?q=1')
    found('http://example.com:0/')
    found('http://example.com:65535/')
  })

  it('keeps an empty port before a path (the seed allows `:` with no digits)', () => {
    found('http://example.com:/a')
  })

  it('ends the URL before a `:` that starts no port', () => {
    expect(urls('at http://example.com: see')).toEqual(['http://example.com'])
    expect(urls('http://example.com:abc')).toEqual(['http://example.com'])
  })

  it('refuses a port above 65535 or glued to letters', () => {
    none('http://example.com:65536/')
    none('http://example.com:99999999999999999999/')
    none('http://example.com:80abc/')
  })
})

describe('seed 003: path, query and fragment characters', () => {
  // `[\w@;:%.,+~#=/?&-]` and the sub-delims `! $ ' ( ) *`, each between two letters.
  const characters = [..."ABCXYZabcxyz0189_@;:%.,+~#=/?&-!$'*"]

  for (const character of characters) {
    it(`keeps ${JSON.stringify(character)} inside a path`, () => {
      found(`https://example.com/a${character}b`)
      found(`https://example.com/?q=a${character}b`)
      found(`https://example.com/#a${character}b`)
    })
  }

  it('keeps balanced parentheses (seed sub-delims)', () => {
    found('https://example.com/a(b)c')
  })

  it('starts the path with `/`, `?` or `#` right after the host or port', () => {
    found('http://example.com?foo=bar')
    found('http://example.com#foo=bar')
    found('http://example.com:8080?a=1#b')
  })

  it('keeps percent-encoding, query and fragment as written', () => {
    found(
      'https://www.google.com/search?sxsrf=ACYBGNTJFmX-GjNJ8fM-2LCkqyNyxGU1Ng%3A1575534146332&ei=Qr7oXf7rE4rRrgSEgrmoAw&q=clover'
    )
    found(
      'https://www.google.com/maps/place/New+York,+NY,+USA/@40.702271,-73.9968471,11z/data=!4m2!3m1!1s0x89c24fa5d33f083b:0xc80b8f06e177fe62?hl=en'
    )
  })

  it('ends at a character outside the grammar', () => {
    for (const stop of [' ', '\t', '\n', '\r', '<', '>', '"', '`', '{', '}', '|', '\\', '^', '\u00a0', '\u3000']) {
      expect(urls(`https://example.com/a${stop}b`)).toEqual(['https://example.com/a'])
    }
  })
})

describe('seed 003: the seed snippet URLs', () => {
  it('finds the RFC links the seed lists', () => {
    const text =
      '• RFC 952 - https://datatracker.ietf.org/doc/html/rfc952\n• RFC 1034 - https://datatracker.ietf.org/doc/html/rfc1034\n'
    expect(urls(text)).toEqual([
      'https://datatracker.ietf.org/doc/html/rfc952',
      'https://datatracker.ietf.org/doc/html/rfc1034'
    ])
  })

  it("finds the seed's query example", () => {
    found('http://example.com/?key1=value&key2=value')
  })
})
