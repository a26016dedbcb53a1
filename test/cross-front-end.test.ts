// One set of findings from every front end: the same Markdown and JSON documents through ESLint
// (eslint-plugin-linkcanon on @eslint/markdown and @eslint/json), remark (remark-linkcanon) and
// `linkcanon check` / `fix` give the same tracked URLs, where they are, what they become and, fixed, the same bytes.
import json from '@eslint/json'
import markdown from '@eslint/markdown'
import { Linter } from 'eslint'
import linkcanon from 'eslint-plugin-linkcanon'
import { remark } from 'remark'
import remarkGfm from 'remark-gfm'
import remarkLinkcanon from 'remark-linkcanon'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchDir } from './helpers/bin.js'
import { cliAnswer, eslintAnswer } from './helpers/front-ends.js'

/** Markdown as remark-stringify writes it, so that remark's fixed document can be compared byte for byte. */
const MARKDOWN = `# Links

See [the docs](https://example.com/docs?utm_source=news&page=2 "Docs") and
<https://example.com/?fbclid=abc>, or [this](<https://example.com/a b?gclid=1>).

* A reference: [ref][].
* Code stays: \`https://example.com/?utm_source=code\`.

\`\`\`sh
curl https://example.com/?utm_source=fenced
\`\`\`

<p><a href="https://example.com/?a=1&amp;utm_medium=mail&amp;b=2">HTML</a></p>

Kept: [on purpose](https://example.com/?utm_source=kept). <!-- linkcanon-disable-line -->

![image](https://example.com/i.png?utm_source=img)

[ref]: https://example.com/ref?mc_cid=1&utm_campaign=c
`

/**
 * What only the byte-exact front ends read alike: a GFM literal, backslash escapes in a URL (reported, not fixed), a
 * literal ending in punctuation outside ASCII that GFM takes in (left when the edit would take it out of the text).
 */
const MARKDOWN_EXACT = `Visit www.example.org/path?gclid=1 today, or [e](https://example.com/?utm\\_source=x).

（见 https://example.com/?utm_source=a） 见 https://example.com/p?utm_source=a&id=1。
`

/** Directives: two used, one unused, one with an unknown name (remark-linkcanon and the CLI report the last two). */
const MARKDOWN_DIRECTIVES = `<!-- linkcanon-disable-next-line -->
[a](https://example.com/?a=1&utm_source=a)

Kept: [k](https://example.com/?utm_source=kept). <!-- linkcanon-disable-line -->

<!-- linkcanon-disable-next-line fbclid -->
[b](https://example.com/b?gclid=1)

[c](https://example.com/c?utm_medium=m) <!-- linkcanon-disabel-line -->
`

const JSON_DOCUMENT = `{
  "homepage": "https://example.com/?utm_source=npm&a=1",
  "escaped": "https:\\/\\/example.com\\/?b=\\u0031&gclid=2",
  "text": "see https://example.com/a?fbclid=1.",
  "https://example.com/?gclid=3": "a key is reported, never renamed",
  "plain": "https://example.com/?a=1"
}
`

/**
 * Values that are one URL ending in what ends a sentence in prose: every front end reads the whole value
 * (the core's valueUrls), so a fix never turns `…/a?utm_source=x)` into `…/a)`; a `,` or `]` to remove is left.
 */
const JSON_VALUES = `{
  "dot": "https://example.com/a?utm_source=x.",
  "paren": "https://example.com/a?utm_source=x)",
  "comma": "https://example.com/a?utm_source=x,",
  "bracket": "https://example.com/a?utm_source=x]",
  "balanced": "https://en.wikipedia.org/wiki/Foo_(bar)?utm_source=x",
  "kept": "https://example.com/a?b=1&utm_source=x.",
  "text": "see https://example.com/b?gclid=1."
}
`

const dir = scratchDir('cross-front-end')
afterAll(() => dir.remove())

/** `linkcanon check --format json` on the document, and the document after `linkcanon fix`. */
const cli = (name: string, text: string) => cliAnswer(dir.dir, name, text)

/** The rule through ESLint's Linter on `language`, and the document after its fixes. */
function eslint(name: string, text: string, language: string) {
  // The documented configs: the language from its plugin, the rule from linkcanon's config for it.
  const config: Linter.Config[] = language.startsWith('markdown/')
    ? [{ files: ['**/*.md'], plugins: { markdown }, language }, linkcanon.configs.markdown]
    : [{ files: ['**/*.json'], plugins: { json }, language }, linkcanon.configs.json]
  return eslintAnswer(name, text, config)
}

describe('the same findings from ESLint, remark and linkcanon check', () => {
  it('Markdown: ESLint (@eslint/markdown, gfm) and the CLI agree on every finding and on the fixed bytes', () => {
    for (const text of [MARKDOWN, MARKDOWN_EXACT, MARKDOWN_DIRECTIVES]) {
      const fromCli = cli('doc.md', text)
      const fromEslint = eslint('doc.md', text, 'markdown/gfm')
      expect(fromCli.found.length).toBeGreaterThan(0)
      expect(fromEslint.found).toEqual(fromCli.found)
      expect(fromEslint.notes).toEqual(fromCli.notes)
      expect(fromEslint.fixed).toBe(fromCli.fixed)
    }
  })

  it('Markdown: remark-linkcanon finds the same URLs on the same lines, and fixes to the same bytes', async () => {
    const file = await remark().use(remarkGfm).use(remarkLinkcanon).process(MARKDOWN)
    const fromRemark = file.messages
      .filter((message) => message.ruleId === 'no-tracking-params')
      .map((message) => ({ line: message.line, expected: message.expected![0] }))
    const fromCli = cli('doc.md', MARKDOWN)
    // remark places a link's message on the link node; the others on the URL: the lines agree.
    expect(fromRemark).toEqual(fromCli.found.map(({ line, expected }) => ({ line, expected })))
    expect(String(file)).toBe(fromCli.fixed)
  })

  it('Markdown: unused and unknown directives are reported alike by ESLint, remark-linkcanon and the CLI', async () => {
    const file = await remark().use(remarkGfm).use(remarkLinkcanon).process(MARKDOWN_DIRECTIVES)
    const fromRemark = file.messages
      .filter((message) => message.ruleId === 'linkcanon-directive')
      .map((message) => ({
        line: message.place && 'start' in message.place ? message.place.start.line : undefined,
        column: message.place && 'start' in message.place ? message.place.start.column : undefined,
        endLine: message.place && 'end' in message.place ? message.place.end.line : undefined,
        endColumn: message.place && 'end' in message.place ? message.place.end.column : undefined,
        message: message.reason
      }))
    const fromCli = cli('doc.md', MARKDOWN_DIRECTIVES)
    expect(fromCli.notes.map((note) => note.message)).toEqual([
      'Unused directive "linkcanon-disable-next-line fbclid": nothing here needs it',
      expect.stringMatching(/^Unknown directive "linkcanon-disabel-line"/)
    ])
    expect(fromRemark).toEqual(fromCli.notes)
    expect(eslint('doc.md', MARKDOWN_DIRECTIVES, 'markdown/gfm').notes).toEqual(fromCli.notes)
  })

  it('JSON (@eslint/json): ESLint and the CLI agree on every finding and on the fixed bytes', () => {
    const fromCli = cli('doc.json', JSON_DOCUMENT)
    const fromEslint = eslint('doc.json', JSON_DOCUMENT, 'json/json')
    expect(fromCli.found.map((finding) => finding.fixable)).toEqual([true, true, true, false])
    expect(fromEslint.found).toEqual(fromCli.found)
    expect(fromEslint.fixed).toBe(fromCli.fixed)
  })

  it('JSON (@eslint/json): a value that is one URL is all of it, a trailing . or ) included, in ESLint and the CLI', () => {
    const fromCli = cli('values.json', JSON_VALUES)
    const fromEslint = eslint('values.json', JSON_VALUES, 'json/json')
    expect(fromCli.found.map((finding) => [finding.line, finding.endColumn, finding.fixable])).toEqual([
      [2, 46, true],
      [3, 48, true],
      [4, 48, false],
      [5, 50, false],
      [6, 68, true],
      [7, 51, true],
      [8, 45, true]
    ])
    expect(fromEslint.found).toEqual(fromCli.found)
    expect(fromEslint.fixed).toBe(fromCli.fixed)
    expect(fromCli.fixed).toBe(`{
  "dot": "https://example.com/a",
  "paren": "https://example.com/a",
  "comma": "https://example.com/a?utm_source=x,",
  "bracket": "https://example.com/a?utm_source=x]",
  "balanced": "https://en.wikipedia.org/wiki/Foo_(bar)",
  "kept": "https://example.com/a?b=1",
  "text": "see https://example.com/b."
}
`)
  })
})
