import { describe, expect, it } from 'vitest'
import { inspectUrl } from '@linkcanon/core'
import {
  decodeMarkup,
  encodeMarkup,
  joinStandIns,
  locateInPieces,
  showStandIns,
  standIn,
  withStandIns,
  type FormatPiece
} from '@linkcanon/core/source'

/** The pieces of `source` around each `{…}`, joined after it: a template's text as a component reader gives it. */
function around(source: string, piece: Omit<FormatPiece, 'start' | 'end'> = {}): FormatPiece[] {
  const pieces: FormatPiece[] = []
  let at = 0
  for (const expression of source.matchAll(/\{[^}]*\}/g)) {
    pieces.push({ ...piece, start: at, end: expression.index, joined: pieces.length > 0 })
    at = expression.index + expression[0].length
  }
  pieces.push({ ...piece, start: at, end: source.length, joined: pieces.length > 0 })
  return pieces
}

const markup: Omit<FormatPiece, 'start' | 'end'> = {
  decode: (raw) => decodeMarkup(raw, 'html', 'attribute'),
  escape: (text) => encodeMarkup(text, '"', false)
}

describe('stand-ins: a URL read across a template expression', () => {
  it('stands a letter for an expression; a port after `host:`; a space before a scheme', () => {
    expect(standIn('https://e.com/', '?a=1', 'x')).toBe('x')
    expect(standIn('http://localhost:', '/a', 'y')).toBe('2')
    expect(standIn('see ', 'https://e.com', 'x')).toBe(' ')
    // After a port (an expression's or one written), only a path, query or fragment goes on.
    expect(standIn('http://localhost:1', '?utm_source=a', 'x')).toBe('/')
    expect(standIn('http://localhost:8080', '', 'y')).toBe('/')
    expect(standIn('see a:1', '', 'x')).toBe('x')
  })

  it('joins texts with a stand-in for each expression; looks only at the end of the text before it', () => {
    expect(joinStandIns(['see ', null, 'https://e.com/', null, '?a=1'], 'y')).toEqual({
      text: 'see  https://e.com/y?a=1',
      starts: [0, 4, 5, 19, 20, 24]
    })
    expect(joinStandIns(['http://h:', null, null, '?a'], 'x').text).toBe('http://h:1/?a')
    // 100,000 expressions in one text (each stand-in looked at the whole text before it: minutes; now well under 1 s).
    const texts = Array.from({ length: 200_000 }, (_, index) =>
      index % 2 === 1 ? null : `see https://e.com/${index} `
    )
    const joined = joinStandIns(texts, 'x')
    expect([joined.starts.length, joined.text.slice(-26)]).toEqual([200_001, 'see https://e.com/199998 x'])
  })

  it('locates the URL over the pieces, its raw range holding the expression, and rewrites only static text', () => {
    for (const piece of [{}, markup]) {
      const source = 'See https://e.com/{id}?utm_source=a&amp;b=1 now'.replace('&amp;', piece.decode ? '&amp;' : '&')
      const [url] = locateInPieces(source, around(source, piece))
      expect(url?.url).toBe('https://e.com/x?utm_source=a&b=1')
      expect(url?.standIns).toEqual({ other: 'https://e.com/y?utm_source=a&b=1', at: [14] })
      expect(showStandIns(url!.url, url!.standIns!.at)).toBe('https://e.com/${…}?utm_source=a&b=1')
      expect(source.slice(url!.start, url!.end)).toBe(source.slice(4, -4))
      expect(url?.rewrite('https://e.com/x?b=1')).toEqual({ text: 'https://e.com/{id}?b=1' })
      // A change that takes the expression along cannot be written.
      expect(url?.rewrite('https://e.com/?b=1')).toEqual({ reason: 'dynamic' })
    }
  })

  it('a URL that ends in an expression holds it; a URL that is all in one piece is read as before', () => {
    const source = 'https://e.com/a/{id} and https://e.com/?gclid=1'
    const urls = locateInPieces(source, around(source))
    expect(urls.map((url) => [url.url, url.cut ?? false, url.standIns])).toEqual([
      ['https://e.com/a/x', false, { other: 'https://e.com/a/y', at: [16] }],
      ['https://e.com/?gclid=1', false, undefined]
    ])
  })

  it('the finding: shown with ${…}; a change that depends on the expression is dynamic; one all in it is none', () => {
    const read = (url: string, other: string, at: number[], preset: 'minimal' | 'share' = 'minimal') =>
      withStandIns(inspectUrl(url, { options: { preset } })!, inspectUrl(other, { options: { preset } }), at)
    const tracked = read('https://e.com/x?utm_source=x', 'https://e.com/y?utm_source=x', [14])
    expect([tracked?.finding.message, tracked?.shown, tracked?.dynamic]).toEqual([
      'Remove tracking parameter "utm_source": https://e.com/${…}',
      'https://e.com/${…}',
      false
    ])
    const sorted = read('https://e.com/?b=x&a=1', 'https://e.com/?b=y&a=1', [17], 'share')
    expect([sorted?.shown, sorted?.dynamic]).toEqual(['https://e.com/?a=1&b=${…}', true])
    expect(read('https://x', 'https://y', [8], 'share')).toBeUndefined()
    // share's `/` for an empty path, right after an expression read as a letter: the value may hold a path.
    const slash = read('https://e.comx?utm_source=a', 'https://e.comy?utm_source=a', [13], 'share')
    expect([slash?.shown, slash?.dynamic]).toEqual(['https://e.com${…}/', true])
    // After a port it is a port: the path is empty, and the `/` goes in. A `/` standing in after a port is shown so.
    const port = read('http://h:1?utm_source=a', 'http://h:2?utm_source=a', [9], 'share')
    expect([port?.shown, port?.dynamic]).toEqual(['http://h:${…}/', false])
    const path = read('http://h:1/?utm_source=a', 'http://h:2/?utm_source=a', [9, 10])
    expect([path?.shown, path?.dynamic]).toEqual(['http://h:${…}${…}', false])
  })
})
