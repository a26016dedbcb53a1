// Thousands of URLs in one HTML text node, attribute value or JSON string: each one's rewrite is
// checked by reading the text again only near it (reading it all again for each URL took
// 46–52 s for 2,000 URLs in `check`), and is the one it has in a small text of its own.
import { describe, expect, it } from 'vitest'
import { readFormat, type Format } from '../dist/scan/formats/index.js'

const minimal = (url: string): string => url.replace(/[?&](?:utm_\w+|fbclid)=[^&#]*/g, '').replace(/^([^?]*)&/, '$1?')

/** What `fix` writes for each URL found, or why it cannot. */
const fixes = (source: string, format: Format): string[] =>
  readFormat(source, format).located.map((located) => {
    const rewritten = located.rewrite(minimal(located.url))
    return 'text' in rewritten ? rewritten.text : (rewritten.detail ?? '')
  })

const links = (count: number, write: (index: number) => string): string[] =>
  Array.from({ length: count }, (_, index) => write(index))

describe('formats with thousands of URLs in one value', () => {
  const urls = links(
    2000,
    (index) =>
      [
        'https://x.com/p?utm_source=a&amp;id=',
        'https://y.com/?id=1&#38;fbclid=',
        'https://z.com/a?x=1&amp;utm_medium=m&amp;q='
      ][index % 3]! + index
  )

  it.each([
    ['HTML text', 'html', (parts: readonly string[]) => `<p>${parts.join(' &amp; and ')}</p>`],
    ['an HTML attribute', 'html', (parts: readonly string[]) => `<a title="${parts.join(' &lt; ')}">x</a>`],
    [
      'a JSON string',
      'json',
      (parts: readonly string[]) =>
        `{"a": "${parts.map((url) => url.replaceAll('&amp;', '\\u0026').replaceAll('&#38;', '&')).join(' \\n ')}"}`
    ]
  ] as const)('%s: every URL is fixed as it is alone', (_, format, write) => {
    const all = fixes(write(urls), format)
    expect(all).toHaveLength(urls.length)
    expect(all).toEqual(urls.map((url) => fixes(write([url]), format)[0]))
    expect(all.filter((fix) => fix.startsWith('https://'))).toHaveLength(urls.length)
  })
})
