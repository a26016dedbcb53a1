import { blankFrontMatter, frontMatterOf, frontMatterUrls } from '@linkcanon/core/source'
import { describe, expect, it } from 'vitest'

/** Each URL of the front matter, its raw text and what `expected` rewrites it to. */
function read(content: string, format: 'yaml' | 'toml', expected: string): Array<[string, string, unknown]> {
  return frontMatterUrls(content, format).map((entry) => [
    entry.url,
    content.slice(entry.start, entry.end),
    entry.rewrite(expected)
  ])
}

describe('front matter, the one reader of the CLI, remark-linkcanon and the ESLint rule', () => {
  it('finds front matter at the top, after a byte order mark, with CRLF; none without a closing fence', () => {
    const text = '\uFEFF+++\r\nurl = "https://e.example/"\r\n+++\r\n\r\nText.\r\n'
    const front = frontMatterOf(text)!
    expect(front).toEqual({ format: 'toml', start: 1, contentStart: 6, contentEnd: 34, end: 37 })
    expect(blankFrontMatter(text, front)).toBe('\uFEFF   \r\n' + ' '.repeat(26) + '\r\n   \r\n\r\nText.\r\n')
    expect(frontMatterOf('---\ntitle: x\n')).toBeUndefined()
    expect(frontMatterOf('Intro.\n---\na: 1\n---\n')).toBeUndefined()
  })

  it('reads a YAML value through its escapes and writes the edit back through them', () => {
    const content = 'image: "https://e.example/i.png?utm_source=x\\u0026id=1"\n'
    expect(read(content, 'yaml', 'https://e.example/i.png?id=1')).toEqual([
      [
        'https://e.example/i.png?utm_source=x&id=1',
        'https://e.example/i.png?utm_source=x\\u0026id=1',
        { text: 'https://e.example/i.png?id=1' }
      ]
    ])
  })

  it('leaves an edit of the / that ends a path: front matter is data a site joins paths to', () => {
    const content = 'shopify_filter_url: https://shopify.github.io/liquid/filters/\n'
    const [[, , rewrite]] = read(content, 'yaml', 'https://shopify.github.io/liquid/filters') as [
      [string, string, { reason?: string }]
    ]
    expect(rewrite.reason).toBe('boundary')
  })

  it('reads TOML whose quote never closes as plain text, so its links are still found', () => {
    const content = 'title = "never closed\nurl = https://e.example/?gclid=1\n'
    expect(read(content, 'toml', 'https://e.example/').map(([url]) => url)).toEqual(['https://e.example/?gclid=1'])
  })
})
