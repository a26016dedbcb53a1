import { locateMarkdownUrls, locateTreeUrls, type LocatedUrl } from 'remark-linkcanon/locate'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'

const U = 'https://example.com/?utm_source=x&a=1'

/** The located URLs with the fields a fix needs, after checking that `raw` is the slice. */
function spans(source: string, options?: { mdx?: boolean; images?: boolean }) {
  return locateMarkdownUrls(source, options).map((found: LocatedUrl) => {
    expect(found.raw).toBe(source.slice(found.start, found.end))
    expect(found.exact).toBe(found.raw === found.url)
    return { kind: found.kind, raw: found.raw, exact: found.exact, url: found.url }
  })
}

function one(source: string, options?: { mdx?: boolean; images?: boolean }) {
  const all = spans(source, options)
  expect(all).toHaveLength(1)
  return all[0]!
}

describe('locateMarkdownUrls: links', () => {
  it.each([
    ['[t](URL)'],
    ['[t](<URL>)'],
    ['[t](URL "title")'],
    ["[t](URL 'title')"],
    ['[t](URL (title))'],
    ['[t](  URL  )'],
    ['[t](\n  URL\n  "title")'],
    ['[a [b] c](URL)'],
    ['[a `]` c](URL)'],
    ['[a \\] c](URL)'],
    ['[*em* **strong**](URL)'],
    ['[](URL)'],
    ['[![i](https://img.example.com/i.png)](URL)'],
    ['> quote [t](URL) end'],
    ['- item\n\n  [t](URL)'],
    ['text ([t](URL)) text']
  ])('%s', (template) => {
    expect(one(template.replace('URL', U))).toEqual({ kind: 'link', raw: U, exact: true, url: U })
  })

  it('balanced parentheses in the destination', () => {
    const url = 'https://en.wikipedia.org/wiki/Foo_(bar)?utm_source=x'
    expect(one(`[w](${url})`).raw).toBe(url)
  })

  it('a destination with spaces inside angle brackets', () => {
    expect(one('[t](<https://example.com/a b?utm_source=x>)')).toEqual({
      kind: 'link',
      raw: 'https://example.com/a b?utm_source=x',
      exact: true,
      url: 'https://example.com/a b?utm_source=x'
    })
  })

  it('backslash escapes make the span inexact', () => {
    expect(one('[t](https://example.com/a\\_b?utm_source=x)')).toEqual({
      kind: 'link',
      raw: 'https://example.com/a\\_b?utm_source=x',
      exact: false,
      url: 'https://example.com/a_b?utm_source=x'
    })
  })

  it('`&amp;` makes the span inexact', () => {
    expect(one('[t](https://example.com/?a=1&amp;utm_source=x)')).toEqual({
      kind: 'link',
      raw: 'https://example.com/?a=1&amp;utm_source=x',
      exact: false,
      url: 'https://example.com/?a=1&utm_source=x'
    })
  })

  it('two links on a line', () => {
    const source = `[a](${U}) and [b](https://b.example/?fbclid=1 "t")`
    expect(spans(source).map((s) => s.raw)).toEqual([U, 'https://b.example/?fbclid=1'])
  })

  it('skips relative, mailto and anchor links', () => {
    expect(spans('[a](./x?utm_source=1) [b](mailto:a@b.c) [c](#top) [d](//cdn.example/?utm_source=1)')).toEqual([])
  })
})

describe('locateMarkdownUrls: definitions, autolinks, literals', () => {
  it.each([
    ['[l]: URL'],
    ['[l]: <URL>'],
    ['[l]: URL "title"'],
    ['[l]:\n  URL\n  (title)'],
    ['   [l]: URL'],
    ['[a\\]b]: URL'],
    ['> [l]: URL']
  ])('definition %s', (template) => {
    expect(one(template.replace('URL', U))).toEqual({ kind: 'definition', raw: U, exact: true, url: U })
  })

  it('autolink', () => {
    expect(one(`a <${U}> b`)).toEqual({ kind: 'autolink', raw: U, exact: true, url: U })
  })

  it('GFM literal, trailing punctuation excluded', () => {
    expect(one(`see ${U}.`)).toEqual({ kind: 'literal', raw: U, exact: true, url: U })
    expect(one(`(${U})`).raw).toBe(U)
  })

  it('GFM www. literal: not exact, with the prefix the parser added', () => {
    const source = 'go to www.example.com/?utm_source=x now'
    const [found] = locateMarkdownUrls(source)
    expect(found).toMatchObject({
      kind: 'literal',
      raw: 'www.example.com/?utm_source=x',
      exact: false,
      prefix: 'http://'
    })
    expect(found!.url).toBe(found!.prefix! + found!.raw)
  })

  it('literal with `&amp;`: the parser keeps the raw text', () => {
    const source = `x https://example.com/?a=1&amp;utm_source=y x`
    for (const found of locateMarkdownUrls(source)) expect(found.raw).toBe(source.slice(found.start, found.end))
  })
})

describe('locateMarkdownUrls: html, jsx, images', () => {
  it.each([
    ['<a href="URL">x</a>', 'html'],
    ["<a href='URL'>x</a>", 'html'],
    ['<div>\n<a href=URL>x</a>\n</div>', 'html'],
    ['<div>\n<img alt="a" src="URL">\n</div>', 'html'],
    ['> <a href="URL">\n> x</a>', 'html'],
    ['- <div>\n  <a href="URL">x</a>\n  </div>', 'html'],
    ['text <a title="t" href="URL">x</a> text', 'html']
  ])('%s', (template, kind) => {
    expect(one(template.replace('URL', U))).toEqual({ kind, raw: U, exact: true, url: U })
  })

  it('html with `&amp;` is not exact, and the url is decoded', () => {
    expect(one('<a href="https://example.com/?a=1&amp;utm_source=x">x</a>')).toEqual({
      kind: 'html',
      raw: 'https://example.com/?a=1&amp;utm_source=x',
      exact: false,
      url: 'https://example.com/?a=1&utm_source=x'
    })
  })

  it('html comments are skipped', () => {
    expect(spans(`<!-- <a href="${U}"> -->`)).toEqual([])
  })

  it('jsx string attributes', () => {
    expect(one(`<Card href="${U}" />`, { mdx: true })).toEqual({ kind: 'jsx', raw: U, exact: true, url: U })
    expect(one(`<Card\n  src='${U}'\n/>`, { mdx: true })).toEqual({ kind: 'jsx', raw: U, exact: true, url: U })
    expect(one(`a <b href = "${U}">x</b> c`, { mdx: true })).toEqual({ kind: 'jsx', raw: U, exact: true, url: U })
    expect(spans(`<Card href={"${U}"} />`, { mdx: true })).toEqual([])
    expect(one('<Card href="https://example.com/?a=1&amp;utm_source=x" />', { mdx: true })).toEqual({
      kind: 'jsx',
      raw: 'https://example.com/?a=1&amp;utm_source=x',
      exact: false,
      url: 'https://example.com/?a=1&utm_source=x'
    })
  })

  it('images only when asked', () => {
    const source = `![alt [x]](${U} "t")`
    expect(spans(source)).toEqual([])
    expect(one(source, { images: true })).toEqual({ kind: 'image', raw: U, exact: true, url: U })
  })

  it('a definition only images use is an image URL', () => {
    const source = `![a][img] [b][both] ![c][both]\n\n[img]: ${U}\n[both]: ${U}\n[none]: ${U}`
    expect(locateMarkdownUrls(source).map((f) => f.line)).toEqual([4, 5])
    expect(locateMarkdownUrls(source, { images: true }).map((f) => f.line)).toEqual([3, 4, 5])
  })

  it('code is never looked at', () => {
    expect(spans(`\`${U}\`\n\n\`\`\`\n[t](${U})\n\`\`\`\n\n    <${U}>`)).toEqual([])
  })
})

describe('locateMarkdownUrls: offsets', () => {
  it('CRLF input', () => {
    const source = `# T\r\n\r\n[a](${U}\r\n"title")\r\n\r\n[l]: ${U}\r\n\r\n<${U}>\r\n`
    const found = locateMarkdownUrls(source)
    expect(found.map((f) => [f.kind, f.raw, f.exact, f.line, f.column])).toEqual([
      ['link', U, true, 3, 5],
      ['definition', U, true, 6, 6],
      ['autolink', U, true, 8, 2]
    ])
  })

  it('BOM at the start: offsets count it, columns do not', () => {
    const source = `\uFEFF[a](${U}) <a href="${U}">`
    const found = locateMarkdownUrls(source)
    expect(found.map((f) => [f.kind, f.start, f.raw, f.line, f.column])).toEqual([
      ['link', 5, U, 1, 5],
      ['html', 5 + U.length + 11, U, 1, 5 + U.length + 11]
    ])
  })

  it('UTF-16 offsets after astral characters', () => {
    const source = `😀 ünïcode [a](${U})`
    const [found] = locateMarkdownUrls(source)
    expect(source.slice(found!.start, found!.end)).toBe(U)
  })

  it('line and column of each URL', () => {
    const source = `x\n\n  para [a](${U})`
    expect(locateMarkdownUrls(source)[0]).toMatchObject({ line: 3, column: 12 })
  })
})

describe('locateTreeUrls', () => {
  it('takes a tree parsed elsewhere and the source', () => {
    const source = `[a](${U}) and ${U}`
    const tree = unified().use(remarkParse).use(remarkGfm).parse(source)
    const found = locateTreeUrls(tree, source)
    expect(found.map((f) => f.kind)).toEqual(['link', 'literal'])
    expect(found[0]!.node.type).toBe('link')
  })

  it('leaves out nodes without a position', () => {
    const tree = unified().use(remarkParse).parse(`[a](${U})`)
    delete tree.children[0]!.position
    const paragraph = tree.children[0] as { children: { position?: unknown }[] }
    delete paragraph.children[0]!.position
    expect(locateTreeUrls(tree, `[a](${U})`)).toEqual([])
  })
})
