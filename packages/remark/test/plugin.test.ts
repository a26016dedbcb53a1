import { LinkcanonError } from '@linkcanon/core'
import type { Root } from 'mdast'
import rehypeStringify from 'rehype-stringify'
import { remark } from 'remark'
import remarkGfm from 'remark-gfm'
import remarkLinkcanon, { remarkLintNoTrackingParams } from 'remark-linkcanon'
import { ruleUrl } from 'remark-linkcanon/locate'
import remarkLint from 'remark-linkcanon/lint'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'

const tracked = 'https://example.com/?utm_source=a&utm_medium=b&id=1'

describe('remark-linkcanon', () => {
  it('reports one message a URL with the fields the rule promises', async () => {
    const file = await remark().use(remarkLinkcanon).process(`[t](${tracked})`)
    expect(String(file)).toBe('[t](https://example.com/?id=1)\n')
    expect(file.messages).toHaveLength(1)
    const [message] = file.messages
    expect(message).toMatchObject({
      source: 'linkcanon',
      ruleId: 'no-tracking-params',
      reason: 'Remove tracking parameters "utm_source", "utm_medium": https://example.com/?id=1',
      expected: ['https://example.com/?id=1'],
      url: ruleUrl,
      // Rewritten: an info message, not a warning.
      fatal: undefined,
      place: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 57, offset: 56 } }
    })
  })

  it('fix: false reports without changing the document', async () => {
    const source = `[t](${tracked}) <a href="${tracked}">x</a> <${tracked}>\n`
    const file = await remark().use(remarkLinkcanon, { fix: false }).process(source)
    expect(String(file)).toBe(String(await remark().process(source)))
    expect(file.messages.map((m) => m.ruleId)).toEqual([
      'no-tracking-params',
      'no-tracking-params',
      'no-tracking-params'
    ])
  })

  it('fix: false leaves every url in the tree as it was', async () => {
    const processor = unified().use(remarkParse).use(remarkGfm).use(remarkLinkcanon, { fix: false })
    const tree = processor.parse(`[t](${tracked}) ${tracked}`)
    const before = structuredClone(tree)
    await processor.run(tree, new VFile(`[t](${tracked}) ${tracked}`))
    expect(tree).toEqual(before)
  })

  it('is idempotent: a second run finds nothing', async () => {
    const first = await remark().use(remarkGfm).use(remarkLinkcanon).process(`[t](${tracked}) ${tracked} <${tracked}>`)
    const second = await remark().use(remarkGfm).use(remarkLinkcanon).process(String(first))
    expect(first.messages).toHaveLength(3)
    expect(second.messages).toEqual([])
    expect(String(second)).toBe(String(first))
  })

  it('keeps the rendered text of literals and autolinks in step with the URL', async () => {
    const file = await unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkLinkcanon)
      .use(remarkRehype)
      .use(rehypeStringify)
      .process(`${tracked} and <${tracked}> and www.example.com/?utm_source=x and [keep my text](${tracked})`)
    expect(String(file)).toBe(
      '<p><a href="https://example.com/?id=1">https://example.com/?id=1</a> and ' +
        '<a href="https://example.com/?id=1">https://example.com/?id=1</a> and ' +
        '<a href="http://www.example.com/">www.example.com/</a> and ' +
        '<a href="https://example.com/?id=1">keep my text</a></p>'
    )
  })

  it('works on a tree without source text (nodes made in code)', async () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'link', url: tracked, children: [{ type: 'text', value: 'x' }] }] }
      ]
    }
    const file = new VFile()
    await unified().use(remarkLinkcanon).run(tree, file)
    expect(tree.children[0]).toMatchObject({
      children: [{ url: 'https://example.com/?id=1', children: [{ value: 'x' }] }]
    })
    expect(file.messages[0]!.place).toBeUndefined()
  })

  it('reads a file given as bytes', async () => {
    const file = await remark()
      .use(remarkLinkcanon)
      .process(new VFile({ value: new TextEncoder().encode(`<${tracked}>`) }))
    expect(String(file)).toBe('<https://example.com/?id=1>\n')
  })

  it('places html and jsx messages on the attribute value', async () => {
    const file = await remark().use(remarkLinkcanon).process(`\uFEFFx <a href="${tracked}">y</a>`)
    expect(file.messages[0]!.place).toEqual({
      start: { line: 1, column: 12, offset: 11 },
      end: { line: 1, column: 12 + tracked.length, offset: 11 + tracked.length }
    })
  })

  it('reports an http(s) URL the core rejects as a warning and leaves it', async () => {
    const source = '[t](http://example.com:70000/?utm_source=x)'
    const file = await remark().use(remarkLinkcanon).process(source)
    expect(String(file)).toBe(`${source}\n`)
    expect(file.messages).toHaveLength(1)
    expect(file.messages[0]).toMatchObject({ ruleId: 'invalid-url', source: 'linkcanon', fatal: false })
    expect(file.messages[0]!.cause).toBeInstanceOf(LinkcanonError)
  })

  it('words an invalid URL once, with the cause kept but no stack trace to print', async () => {
    const url = 'http://exa mple.com/?utm_source=x'
    const file = await remark().use(remarkLinkcanon).process(`[t](<${url}>)`)
    expect(file.messages).toHaveLength(1)
    const message = file.messages[0]!
    expect(message.reason).toBe(
      `Cannot read the URL: "${url}" is not a valid URL: the host "exa mple.com" is not valid`
    )
    const cause = message.cause as LinkcanonError
    expect(cause).toBeInstanceOf(LinkcanonError)
    expect(cause.code).toBe('invalid-host')
    expect(cause.stack).toBe('LinkcanonError (invalid-host)')
    expect(message.stack ?? '').not.toMatch(/\bat /)
  })

  it('names changes other than removals in the reason', async () => {
    const file = await remark().use(remarkLinkcanon, { forceHttps: true }).process('<http://example.com/>')
    expect(String(file)).toBe('<https://example.com/>\n')
    expect(file.messages[0]!.reason).toBe('Switched http to https: https://example.com/')
  })

  it('checks every http URL, even one without a query, under another preset', async () => {
    const file = await remark().use(remarkLinkcanon, { preset: 'share' }).process('<http://Example.com/a/>')
    expect(String(file)).toBe('<http://example.com/a>\n')
  })

  it.each([
    [{ preset: 'nope' }],
    [{ fix: 'yes' }],
    [{ images: 1 }],
    [{ unknown: true }],
    [{ forceHttps: 'no' }],
    [{ rules: 42 }],
    [[]],
    ['minimal']
  ])('throws invalid-options when attached with %j', (options) => {
    const attach = () =>
      unified()
        .use(remarkLinkcanon, options as never)
        .freeze()
    expect(attach).toThrow(LinkcanonError)
    try {
      attach()
    } catch (error) {
      expect((error as LinkcanonError).code).toBe('invalid-options')
    }
  })

  it('words a bad flag of its own (fix, images, config) as the core words its flags (forceHttps)', () => {
    const attach = (options: object) => () =>
      unified()
        .use(remarkLinkcanon, options as never)
        .freeze()
    expect(attach({ forceHttps: 'yes' })).toThrow('"forceHttps" must be true or false; got "yes"')
    expect(attach({ fix: 'yes' })).toThrow('"fix" must be true or false; got "yes"')
    expect(attach({ images: 1 })).toThrow('"images" must be true or false; got 1')
    expect(attach({ config: [] })).toThrow('"config" must be true or false; got []')
  })

  it("throws the core's invalid-options for an unknown property of a rule, naming its path", () => {
    const attach = (options: unknown) => () =>
      unified()
        .use(remarkLinkcanon, options as never)
        .freeze()
    expect(attach({ keep: [{ key: 'id', check: true }] })).toThrow(
      /^keep\[0\]\.check: unknown property of a rule; a rule has key, match/
    )
    expect(attach({ rules: ['default', { name: 's', remove: [{ key: 'x', test: () => true }] }] })).toThrow(
      /^rules\[1\]\.remove\[0\]\.test: unknown property of a rule;/
    )
  })

  it('accepts null and undefined options', () => {
    expect(() => unified().use(remarkLinkcanon, null).freeze()).not.toThrow()
    expect(() => unified().use(remarkLinkcanon).freeze()).not.toThrow()
  })
})

describe('remark-linkcanon/lint', () => {
  it('is the same rule as the named export', () => {
    expect(remarkLint).toBe(remarkLintNoTrackingParams)
  })

  it('reports like the plugin and changes nothing', async () => {
    const source = `[t](${tracked})\n`
    const file = await remark().use(remarkLint).process(source)
    expect(String(file)).toBe(source.replaceAll('&', '\\&'))
    expect(file.messages).toHaveLength(1)
    expect(file.messages[0]).toMatchObject({
      source: 'remark-lint',
      ruleId: 'no-tracking-params',
      fatal: false,
      url: ruleUrl,
      expected: ['https://example.com/?id=1'],
      reason: 'Remove tracking parameters "utm_source", "utm_medium": https://example.com/?id=1'
    })
  })

  it('takes a severity and options the remark-lint way', async () => {
    const file = await remark()
      .use(remarkLint, [2, { keep: ['utm_source'] }])
      .process(`[t](${tracked})`)
    expect(file.messages[0]).toMatchObject({ fatal: true, expected: ['https://example.com/?utm_source=a&id=1'] })
    const off = await remark().use(remarkLint, ['off']).process(`[t](${tracked})`)
    expect(off.messages).toEqual([])
  })

  it('throws invalid-options for `fix` and bad options when attached', () => {
    for (const options of [{ fix: true }, { preset: 'nope' }, { images: 'yes' }]) {
      expect(() =>
        remark()
          .use(remarkLint, [1, options as never])
          .freeze()
      ).toThrow(LinkcanonError)
      expect(() =>
        remark()
          .use(remarkLint, options as never)
          .freeze()
      ).toThrow(LinkcanonError)
    }
    // A severity alone is the options to unified-lint-rule (the rule then ran at `warn` and checked nothing).
    for (const severity of ['warn', 'error', 'off', 2]) {
      expect(() =>
        remark()
          .use(remarkLint, severity as never)
          .freeze()
      ).toThrow(`A severity alone (${JSON.stringify(severity)}) is read as options by remark-lint`)
    }
    expect(() => remark().use(remarkLint, ['warn']).freeze()).not.toThrow()
    expect(() =>
      remark()
        .use(remarkLint, 'nope' as never)
        .freeze()
    ).toThrow('Options must be an object; got string')
  })
})

describe('remark-linkcanon: a GFM literal that runs on into characters no URL holds', () => {
  // Without remark-directive, GFM reads `{href="https://…"}` as a literal link up to and with the `"}`.
  it('is reported and left when the edit would remove them, fixed when they stay', async () => {
    const file = await remark()
      .use(remarkGfm)
      .use(remarkLinkcanon, { fix: true })
      .process('::link[a]{href="https://e.com/?utm_source=a"} :b[c]{href=https://e.com/p?utm_source=a&id=1"}\n')
    expect(String(file)).toBe(
      '::link\\[a]{href="<https://e.com/?utm_source=a"}> :b\\[c]{href=<https://e.com/p?id=1"}>\n'
    )
    expect(file.messages.map((message) => [message.reason, message.fatal])).toEqual([
      [
        'Remove tracking parameter "utm_source": https://e.com/ (not fixed: the literal link runs on into """, which no URL holds: the edit would take it out of the text)',
        false
      ],
      ['Remove tracking parameter "utm_source": https://e.com/p?id=1"}', undefined]
    ])
  })
})

describe('remark-linkcanon: a GFM literal ending in punctuation outside ASCII', () => {
  it('is reported and left when the fix would take the punctuation out of the text (as the CLI and ESLint do)', async () => {
    const file = await remark()
      .use(remarkGfm)
      .use(remarkLinkcanon, { fix: true })
      .process('（见 https://e.com/?utm_source=a）\n')
    expect(String(file)).toContain('https://e.com/?utm_source=a）')
    expect(file.messages.map((message) => [message.reason, message.fatal])).toEqual([
      [
        'Remove tracking parameter "utm_source": https://e.com/ (not fixed: the URL ends with "）", which the literal link takes in: the edit would take it out of the text)',
        false
      ]
    ])
  })

  it('is left when the literal takes in CJK text glued to the URL that the fix would take out', async () => {
    const file = await remark()
      .use(remarkGfm)
      .use(remarkLinkcanon, { fix: true })
      .process('https://e.com/?utm_source=a에서 확인\n')
    expect(String(file)).toContain('https://e.com/?utm_source=a에서')
    expect(file.messages.map((message) => message.reason)).toEqual([
      'Remove tracking parameter "utm_source": https://e.com/ (not fixed: the URL ends with "에서", which the literal link takes in: the edit would take it out of the text)'
    ])
  })

  it('is left when an autolink took in the punctuation after the URL', async () => {
    const file = await remark()
      .use(remarkGfm)
      .use(remarkLinkcanon, { fix: true })
      .process('地址：<https://e.com/?utm_source=a。>\n')
    expect(String(file)).toContain('<https://e.com/?utm_source=a。>')
    expect(file.messages.map((message) => message.reason)).toEqual([
      'Remove tracking parameter "utm_source": https://e.com/ (not fixed: the URL ends with "。", which the autolink takes in: the edit would take it out of the text)'
    ])
  })
})
