import { remark } from 'remark'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkLinkcanon, { type Options } from 'remark-linkcanon'
import { describe, expect, it } from 'vitest'

// A Jekyll or Hugo page: its front matter is data that the site's templates read (jekyll/jekyll's docs hold
// `shopify_filter_url: https://shopify.github.io/liquid/filters/`). remark-frontmatter makes it a `yaml` or
// `toml` node, which the plugin reads with the core's front matter reader, the one `linkcanon check` uses.
const yamlPage = [
  '---',
  'title: "A { page"',
  'image: "https://e.example/i.png?utm_source=fm\\u0026id=1"',
  "feed: 'https://e.example/feed.xml?gclid=1'",
  'url: https://jekyllrb.com',
  'shopify_filter_url: https://shopify.github.io/liquid/filters/',
  'home: https://e.example/?fbclid=1 # a comment',
  '---',
  '',
  'See [a](https://e.example/a?utm_source=body).',
  ''
].join('\n')

const tomlPage = '+++\ntitle = "a"\nurl = "https://e.example/?gclid=1\\u0026a=1"\n+++\n\nText.\n'

async function run(value: string, options: Options, frontmatter = true) {
  const processor = remark()
    .use(remarkGfm)
    .use(remarkLinkcanon, { config: false, ...options })
  const file = await (frontmatter ? processor.use(remarkFrontmatter, ['yaml', 'toml']) : processor).process(value)
  const messages = file.messages.map((message) => {
    const { start, end } = message.place as { start: { offset: number }; end: { offset: number } }
    return [value.slice(start.offset, end.offset), message.expected?.[0], message.fatal]
  })
  return { text: String(file), messages }
}

describe('front matter (remark-frontmatter `yaml` and `toml` nodes)', () => {
  it('is read as YAML data: each URL reported at its raw text, through its quotes and escapes', async () => {
    const { messages } = await run(yamlPage, { fix: false })
    expect(messages).toEqual([
      ['https://e.example/i.png?utm_source=fm\\u0026id=1', 'https://e.example/i.png?id=1', false],
      ['https://e.example/feed.xml?gclid=1', 'https://e.example/feed.xml', false],
      ['https://e.example/?fbclid=1', 'https://e.example/', false],
      ['[a](https://e.example/a?utm_source=body)', 'https://e.example/a', false]
    ])
  })

  it('is fixed byte for byte: remark-stringify writes back the value with the exact edits', async () => {
    const { text } = await run(yamlPage, {})
    expect(text).toBe(
      yamlPage
        .replace('?utm_source=fm\\u0026id=1', '?id=1')
        .replace('?gclid=1', '')
        .replace('?fbclid=1', '')
        .replace('?utm_source=body', '')
    )
  })

  it('is data under share: an edit of the / that ends a path is reported, not made', async () => {
    const { text, messages } = await run(yamlPage, { preset: 'share' })
    expect(text).toContain('url: https://jekyllrb.com\n')
    expect(text).toContain('shopify_filter_url: https://shopify.github.io/liquid/filters/\n')
    const left = messages.filter(([, , fatal]) => fatal === false).map(([raw]) => raw)
    expect(left).toEqual(['https://jekyllrb.com', 'https://shopify.github.io/liquid/filters/'])
  })

  it('under share, a value that runs into a placeholder and changes only at its end is no finding (as in the CLI)', async () => {
    const page =
      '---\nimage: https://e.example/img/{{ page.slug }}\nfeed: https://e.example/f/?utm_source=x{{ y }}\n---\n'
    const { text, messages } = await run(page, { preset: 'share' })
    expect(text).toBe(page)
    expect(messages.map(([raw]) => raw)).toEqual(['https://e.example/f/?utm_source=x'])
  })

  it('is read as TOML between +++ fences, through its escapes', async () => {
    const { text, messages } = await run(tomlPage, {})
    expect(messages).toEqual([['https://e.example/?gclid=1\\u0026a=1', 'https://e.example/?a=1', undefined]])
    expect(text).toBe(tomlPage.replace('?gclid=1\\u0026a=1', '?a=1'))
  })

  it('without remark-frontmatter is Markdown to the parser, read as before (a literal link)', async () => {
    const { messages } = await run(yamlPage, { fix: false }, false)
    expect(messages.map(([raw]) => raw)).toContain('https://e.example/?fbclid=1')
    expect(messages.map(([raw]) => raw)).toContain('https://e.example/i.png?utm_source=fm\\u0026id=1')
  })
})
