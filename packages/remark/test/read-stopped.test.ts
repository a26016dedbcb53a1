// Raw HTML read only up to an attribute quote that never closes: a `read-stopped` warning at
// that quote, worded as the CLI words it for a file; the links before it are fixed, the rest of
// that HTML is left as it is, and the Markdown after it is checked as usual.
import { readStoppedMessage } from '@linkcanon/core/messages'
import { remark } from 'remark'
import remarkGfm from 'remark-gfm'
import remarkLinkcanon, { remarkLintNoTrackingParams } from 'remark-linkcanon'
import { locateMarkdownUrls, type LocatedStop } from 'remark-linkcanon/locate'
import type { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'

const source = [
  'Intro https://a.example/?utm_source=1',
  '',
  '<div>',
  '<a href="https://b.example/?utm_source=2">b</a>',
  '<a title=\'oops href="https://c.example/?utm_source=3">c</a>',
  '</div>',
  '',
  '> <p><a href="https://d.example/?utm_source=4">d</a> <a href=\'https://e.example/?utm_source=5>e</a></p>',
  '',
  'End https://f.example/?utm_source=6',
  ''
].join('\n')

/** `line:column ruleId reason` of each message, in the order the plugin added them. */
function messagesOf(file: VFile): string[] {
  return file.messages.map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.reason}`)
}

const stopped =
  'skipped from here on, an attribute value whose quote opens here is not closed; the rest of the HTML is not checked'

describe('raw HTML read only up to a quote that never closes', () => {
  it('warns at the quote (also inside a block quote, in document order), fixes the links before it and leaves the rest of that HTML', async () => {
    const file = await remark().use(remarkGfm).use(remarkLinkcanon).process(source)
    expect(messagesOf(file)).toEqual([
      '1:7 no-tracking-params Remove tracking parameter "utm_source": https://a.example/',
      '4:10 no-tracking-params Remove tracking parameter "utm_source": https://b.example/',
      `5:10 read-stopped ${stopped}`,
      '8:15 no-tracking-params Remove tracking parameter "utm_source": https://d.example/',
      `8:62 read-stopped ${stopped}`,
      '10:5 no-tracking-params Remove tracking parameter "utm_source": https://f.example/'
    ])
    const fixed = String(file)
    for (const host of ['a', 'b', 'd', 'f']) expect(fixed).toContain(`https://${host}.example/`)
    for (const [host, n] of [
      ['c', 3],
      ['e', 5]
    ] as const)
      expect(fixed).toContain(`https://${host}.example/?utm_source=${n}`)
    expect(fixed.split('\n')[4]).toBe(source.split('\n')[4])
  })

  it("is a warning from the core's message table, with its own rule and docs", async () => {
    const file = await remark().use(remarkLinkcanon).process('<p><a href="https://e.example/?utm_source=x>e</a></p>\n')
    expect(file.messages).toHaveLength(1)
    expect(file.messages[0]).toMatchObject({
      ruleId: 'read-stopped',
      source: 'linkcanon',
      fatal: false,
      reason: readStoppedMessage('unclosed-attribute', 'html'),
      url: 'https://github.com/linkcanon/linkcanon/blob/main/packages/remark/readme.md#read-stopped',
      place: { line: 1, column: 12, offset: 11 }
    })
    expect(file.messages[0]!.expected).toBeUndefined()
  })

  it('the lint rule reports it too (under its own rule id, as every message of a lint rule), and changes nothing', async () => {
    const file = await remark().use(remarkGfm).use(remarkLintNoTrackingParams).process(source)
    expect(String(file)).toBe(String(await remark().use(remarkGfm).process(source)))
    expect(
      file.messages
        .filter((message) => message.reason === stopped)
        .map((message) => `${message.line}:${message.column}`)
    ).toEqual(['5:10', '8:62'])
  })

  it('locateMarkdownUrls tells where (onStop), in document order, a BOM counted in offsets only', () => {
    for (const bom of ['', '\uFEFF']) {
      const text = bom + source
      const order: string[] = []
      const stops: LocatedStop[] = []
      const urls = locateMarkdownUrls(text, {
        onStop(stop) {
          stops.push(stop)
          order.push(`stop ${stop.line}:${stop.column}`)
        }
      })
      expect(urls.map((url) => url.url.slice(8, 9))).toEqual(['a', 'b', 'd', 'f'])
      expect(order).toEqual(['stop 5:10', 'stop 8:62'])
      expect(stops.map(({ reason, start, node }) => [reason, text[start], node.type])).toEqual([
        ['unclosed-attribute', "'", 'html'],
        ['unclosed-attribute', "'", 'html']
      ])
      expect(stops.map((stop) => stop.start)).toEqual([text.indexOf("'oops"), text.indexOf("'https://e.")])
    }
    // Without `onStop`, nothing changes.
    expect(locateMarkdownUrls(source).map((url) => url.start)).toEqual(
      locateMarkdownUrls(source, { onStop: () => {} }).map((url) => url.start)
    )
  })
})
