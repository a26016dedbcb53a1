import type { Blockquote, Link, Paragraph, Root, RootContent } from 'mdast'
import remarkLinkcanon from 'remark-linkcanon'
import { locateMarkdownUrls, locateTreeUrls } from 'remark-linkcanon/locate'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'

const tracked = 'https://example.com/?utm_source=a&id=1'

/** `depth` block quotes one inside the other around `[t](tracked)`, built in code (no parse). */
function nested(depth: number): { tree: Root; link: Link } {
  const link: Link = { type: 'link', url: tracked, children: [{ type: 'text', value: 't' }] }
  let node: RootContent = { type: 'paragraph', children: [link] } satisfies Paragraph
  for (let level = 0; level < depth; level++) node = { type: 'blockquote', children: [node] } satisfies Blockquote
  return { tree: { type: 'root', children: [node] }, link }
}

// Issue 20: the walk was recursive, and `'> '.repeat(5000)` + a URL overflowed the call stack.
describe('deep and wide documents', () => {
  it('finds and fixes a link 50,000 block quotes deep', async () => {
    const { tree, link } = nested(50_000)
    expect(locateTreeUrls(tree, '').length).toBe(0) // no positions: nothing to locate in the text
    const file = new VFile()
    await unified().use(remarkLinkcanon).run(tree, file)
    expect(file.messages).toHaveLength(1)
    expect(link.url).toBe('https://example.com/?id=1')
  })

  it('locates a link 5,000 block quotes deep in Markdown (the parser itself handles that depth)', () => {
    const source = `${'> '.repeat(5000)}${tracked}\n`
    const [located] = locateMarkdownUrls(source)
    expect(located).toMatchObject({ url: tracked, start: 10_000, end: 10_000 + tracked.length })
  })

  it('fixes 1,000,000 links in one tree', async () => {
    const links: Link[] = []
    const children: Paragraph[] = []
    for (let index = 0; index < 1_000_000; index++) {
      const link: Link = { type: 'link', url: `https://example.com/${index}?utm_source=a`, children: [] }
      links.push(link)
      children.push({ type: 'paragraph', children: [link] })
    }
    const file = new VFile()
    await unified().use(remarkLinkcanon).run({ type: 'root', children }, file)
    expect(file.messages).toHaveLength(1_000_000)
    expect(links[999_999]!.url).toBe('https://example.com/999999')
  })
})
