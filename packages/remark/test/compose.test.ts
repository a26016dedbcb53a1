import rehypeStringify from 'rehype-stringify'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkLinkcanon, { type Options } from 'remark-linkcanon'
import remarkMath from 'remark-math'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import remarkStringify from 'remark-stringify'
import { unified, type Pluggable } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'

// The plugin among the syntax extensions that docs sites use (Docusaurus, Starlight: front matter,
// `:::note` admonitions, math), found running it on real sites' pages; the cases are written by hand.
const document = [
  '---',
  'description: https://e.com/fm?utm_source=a',
  '---',
  '',
  ':::note[See [docs](https://e.com/label?utm_source=a)]{href="https://e.com/attribute?utm_source=a"}',
  'In a note: [guide](https://e.com/guide?utm_source=a&id=1).',
  ':::',
  '',
  'Read :link[more]{href="https://e.com/text?utm_source=a"} or <https://e.com/auto?gclid=1>.',
  '',
  '::video[Demo]{src="https://e.com/leaf?utm_source=a"}',
  '',
  'Math $https://e.com/math?utm_source=a$ and https://e.com/literal?fbclid=1 here.',
  ''
].join('\n')

const extensions: Pluggable[] = [[remarkFrontmatter, ['yaml', 'toml']], remarkDirective, remarkMath, remarkGfm]

/** Process `value` with the syntax extensions and the plugin first or last among them, to `to`. */
async function build(value: string, to: 'html' | 'markdown', where: 'first' | 'last' | 'none', options?: Options) {
  const ours: Pluggable[] = where === 'none' ? [] : [[remarkLinkcanon, { config: false, ...options }]]
  const processor = unified()
    .use(remarkParse)
    .use(where === 'first' ? [...ours, ...extensions] : [...extensions, ...ours])
  const file =
    to === 'html'
      ? await processor
          .use(remarkRehype, { allowDangerousHtml: true })
          .use(rehypeStringify, { allowDangerousHtml: true })
          .process(new VFile(value))
      : await processor.use(remarkStringify).process(new VFile(value))
  return { text: String(file), messages: file.messages.map((message) => `${message.line}:${message.column}`) }
}

describe('remark-linkcanon with remark-frontmatter, remark-directive and remark-math', () => {
  it('reads front matter as data, links in directive labels and content, not directive attributes or math', async () => {
    const { messages } = await build(document, 'html', 'last', { fix: false })
    // The front matter's URL, the label's link, the note's link, the autolink, the literal.
    expect(messages).toEqual(['2:14', '5:13', '6:12', '9:61', '13:44'])
  })

  it('gives the same output and messages wherever it stands among them', async () => {
    for (const to of ['html', 'markdown'] as const) {
      expect(await build(document, to, 'first')).toEqual(await build(document, to, 'last'))
    }
  })

  it('changes the HTML only in the URLs it fixes', async () => {
    const before = await build(document, 'html', 'none')
    const after = await build(document, 'html', 'last')
    const fixes: Array<[string, string]> = [
      ['https://e.com/label?utm_source=a', 'https://e.com/label'],
      ['https://e.com/guide?utm_source=a&#x26;id=1', 'https://e.com/guide?id=1'],
      ['https://e.com/auto?gclid=1', 'https://e.com/auto'],
      ['https://e.com/literal?fbclid=1', 'https://e.com/literal']
    ]
    const expected = fixes.reduce((text, [from, to]) => text.replaceAll(from, to), before.text)
    expect(expected).not.toBe(before.text)
    expect(after.text).toBe(expected)
  })

  it('changes the Markdown (remark-stringify) only in the URLs it fixes', async () => {
    const before = await build(document, 'markdown', 'none')
    const after = await build(document, 'markdown', 'last')
    const expected = before.text
      .replace('https://e.com/fm?utm_source=a', 'https://e.com/fm')
      .replace('https://e.com/label?utm_source=a', 'https://e.com/label')
      .replace('https://e.com/guide?utm_source=a\\&id=1', 'https://e.com/guide?id=1')
      .replace('https://e.com/auto?gclid=1', 'https://e.com/auto')
      .replace('https://e.com/literal?fbclid=1', 'https://e.com/literal')
    expect(after.text).toBe(expected)
  })

  it('reads only string JSX attributes in MDX, not expressions', async () => {
    const file = await unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkDirective)
      .use(remarkLinkcanon, { config: false, fix: false })
      .use(remarkStringify)
      .process(
        '<Card href="https://e.com/a?utm_source=a" link={"https://e.com/b?utm_source=a"} />\n\n{"https://e.com/c?utm_source=a"}\n'
      )
    expect(file.messages.map((message) => message.expected)).toEqual([['https://e.com/a']])
  })

  it('without remark-math, leaves a literal link in inline math when the edit would take the closing $', async () => {
    const file = await unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkLinkcanon, { config: false })
      .use(remarkStringify)
      .process('Math $https://e.com/m?utm_source=a$ and $https://e.com/n?utm_source=a&id=1$.\n')
    expect(String(file)).toBe('Math $<https://e.com/m?utm_source=a$> and $<https://e.com/n?id=1$>.\n')
    expect(file.messages.map((message) => message.fatal)).toEqual([false, undefined])
  })
})
