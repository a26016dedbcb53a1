import { remark } from 'remark'
import remarkLinkcanon from 'remark-linkcanon'
import remarkMdx from 'remark-mdx'
import { describe, expect, it } from 'vitest'

describe('remark-linkcanon honours linkcanon directives', () => {
  it('in Markdown: next line, same line with keys, and disable … enable', async () => {
    const source = [
      '<!-- linkcanon-disable-next-line -->',
      '[a](https://x.com/?utm_source=1)',
      '',
      '[b](https://x.com/?utm_source=2) <!-- linkcanon-disable-line utm_source -->',
      '',
      '<!-- linkcanon-disable-next-line utm_source -->',
      '[c](https://x.com/?utm_source=3&gclid=4)',
      '',
      '<!-- linkcanon-disable -->',
      '',
      '[d](https://x.com/?fbclid=5)',
      '',
      '<!-- linkcanon-enable -->',
      '',
      '[e](https://x.com/?fbclid=6)',
      ''
    ].join('\n')
    const file = await remark().use(remarkLinkcanon).process(source)
    const out = String(file).replaceAll('\\&', '&')
    expect(out).toContain('[a](https://x.com/?utm_source=1)')
    expect(out).toContain('[b](https://x.com/?utm_source=2)')
    expect(out).toContain('[c](https://x.com/?utm_source=3&gclid=4)')
    expect(out).toContain('[d](https://x.com/?fbclid=5)')
    expect(out).toContain('[e](https://x.com/)')
    expect(file.messages.map((message) => [message.line, message.ruleId])).toEqual([
      [7, 'no-tracking-params'],
      [15, 'no-tracking-params']
    ])
    expect(file.messages[0]!.reason).toMatch(/not fixed: a linkcanon directive keeps "utm_source"/)
  })

  it('in MDX, and reports unused and unknown directives', async () => {
    const source =
      '{/* linkcanon-disable-next-line */}\n[a](https://x.com/?utm_source=1)\n\n{/* linkcanon-disable-next-line */}\nplain\n\n{/* linkcanon-nope */}\n'
    const file = await remark().use(remarkMdx).use(remarkLinkcanon).process(source)
    expect(String(file)).toContain('[a](https://x.com/?utm_source=1)')
    expect(file.messages.map((message) => [message.line, message.ruleId, message.reason.split(':')[0]])).toEqual([
      [4, 'linkcanon-directive', 'Unused directive "linkcanon-disable-next-line"'],
      [7, 'linkcanon-directive', 'Unknown directive "linkcanon-nope"; known']
    ])
  })

  it('keeps every kept link through three rounds of fix mode (remark-stringify puts a blank line after a comment)', async () => {
    const markdown = [
      '<!-- linkcanon-disable-next-line -->',
      '[a](https://x.com/?utm_source=partner)',
      '',
      '<!-- linkcanon-disable-next-line utm_source -->',
      '<https://x.com/?utm_source=partner>',
      '',
      '<!-- linkcanon-disable-next-line utm_source -->',
      '',
      '<!-- linkcanon-disable-next-line gclid -->',
      '',
      'Both kept: [b](https://x.com/?utm_source=partner&gclid=1).',
      '',
      '* <!-- linkcanon-disable-next-line -->',
      '  [c](https://x.com/?fbclid=kept)',
      '',
      '[gone](https://x.com/?utm_source=pasted)',
      ''
    ].join('\n')
    const mdx = [
      '{/* linkcanon-disable-next-line */}',
      '[a](https://x.com/?utm_source=partner)',
      '',
      '{/* linkcanon-disable-next-line utm_source */}',
      '<X href="https://x.com/?utm_source=partner" />',
      '',
      '[gone](https://x.com/?utm_source=pasted)',
      ''
    ].join('\n')
    for (const [source, mdxToo] of [
      [markdown, false],
      [mdx, true]
    ] as const) {
      let text = source
      for (let round = 1; round <= 3; round++) {
        const processor = mdxToo ? remark().use(remarkMdx) : remark()
        const file = await processor.use(remarkLinkcanon).process(text)
        text = String(file)
        const out = text.replaceAll('\\&', '&')
        expect(out, `round ${round}`).toContain('https://x.com/?utm_source=partner')
        expect(out.split('utm_source=partner').length - 1, `round ${round}`).toBe(mdxToo ? 2 : 3)
        if (!mdxToo) {
          expect(out, `round ${round}`).toContain('https://x.com/?utm_source=partner&gclid=1')
          expect(out, `round ${round}`).toContain('https://x.com/?fbclid=kept')
        }
        expect(out, `round ${round}`).toContain('[gone](https://x.com/)')
        expect(
          file.messages.filter((message) => message.ruleId === 'linkcanon-directive'),
          `round ${round}`
        ).toEqual([])
      }
    }
  })
})
