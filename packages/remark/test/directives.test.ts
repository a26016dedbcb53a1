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
})
