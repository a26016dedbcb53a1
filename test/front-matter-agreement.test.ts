// Front matter read alike by every front end: the same Markdown documents with YAML and TOML front matter through
// `linkcanon check` / `fix` (as `.md` and as `.mdx`), remark-linkcanon with remark-frontmatter and the ESLint rule
// on @eslint/markdown with its `frontmatter` option give the same findings at the same places and the same fixes.
// All three read front matter with the core's one reader (`frontMatterUrls` of `@linkcanon/core/source`).
import markdown from '@eslint/markdown'
import linkcanon from 'eslint-plugin-linkcanon'
import { remark } from 'remark'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkLinkcanon from 'remark-linkcanon'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchDir } from './helpers/bin.js'
import { cliAnswer, eslintAnswer, type Found } from './helpers/front-ends.js'

/**
 * YAML front matter: a double-quoted value with an escape (`\u0026`), a single-quoted one, a plain one before a
 * comment, and path-end cases (`url: https://jekyllrb.com`, jekyll/jekyll's `shopify_filter_url: …/filters/` with a
 * tracker): under `share` an edit of the `/` that ends the path is reported, not made. A GFM literal in the body.
 */
const YAML_PAGE = [
  '---',
  'title: "A { page <with> braces"',
  'image: "https://e.example/i.png?utm_source=fm\\u0026id=1"',
  "feed: 'https://e.example/feed.xml?gclid=1'",
  'home: https://e.example/?fbclid=1 # a comment',
  'url: https://jekyllrb.com',
  'shopify_filter_url: https://shopify.github.io/liquid/filters/?utm_source=x',
  '---',
  '',
  'Body: https://e.example/b?utm_source=body here.',
  ''
].join('\n')

/** TOML front matter: a basic string with an escape, a literal string, a base URL. */
const TOML_PAGE = [
  '+++',
  'title = "a { b"',
  'url = "https://e.example/?gclid=1\\u0026a=1"',
  "lit = 'https://e.example/l/?utm_medium=m'",
  'base = "https://jekyllrb.com"',
  '+++',
  '',
  'Body: https://e.example/b?utm_source=body here.',
  ''
].join('\n')

/** The presets compared: the front ends' default, and the one that also edits a path's final `/`. */
type Preset = 'minimal' | 'share'

const DOCUMENTS = [
  ['YAML', YAML_PAGE, 'yaml'],
  ['TOML', TOML_PAGE, 'toml']
] as const

const dir = scratchDir('front-matter-agreement')
afterAll(() => dir.remove())

/** `linkcanon check --format json` on the document saved as `name`, and the document after `linkcanon fix`. */
const cli = (name: string, text: string, preset: string) => cliAnswer(dir.dir, name, text, ['--preset', preset])

/** The rule through ESLint's Linter on `markdown/gfm` with `frontmatter`, and the document after its fixes. */
function eslint(text: string, frontmatter: 'yaml' | 'toml', preset: string) {
  return eslintAnswer('doc.md', text, [
    { files: ['**/*.md'], plugins: { markdown }, language: 'markdown/gfm', languageOptions: { frontmatter } },
    linkcanon.configs.markdown,
    { files: ['**/*.md'], rules: { 'linkcanon/no-tracking-params': ['error', { preset }] } }
  ])
}

/** remark-linkcanon with remark-frontmatter and remark-gfm: its messages, and the document it writes. */
async function viaRemark(text: string, preset: Preset): Promise<{ found: Found[]; fixed: string }> {
  const file = await remark()
    .use(remarkGfm)
    .use(remarkFrontmatter, ['yaml', 'toml'])
    .use(remarkLinkcanon, { config: false, preset })
    .process(text)
  const found = file.messages.map((message) => {
    const { start, end } = message.place as { start: { line: number; column: number }; end: typeof start }
    // Fixed: an info message (`fatal: undefined`); left: a warning.
    return { ...place(start, end), expected: message.expected![0]!, fixable: message.fatal === undefined }
  })
  return { found, fixed: String(file) }
}

const place = (start: { line: number; column: number }, end: { line: number; column: number }) => ({
  line: start.line,
  column: start.column,
  endLine: end.line,
  endColumn: end.column
})

/** The front matter of a document, fences included: remark-stringify may write the body in its own way. */
const frontOf = (text: string): string => text.slice(0, text.indexOf('\n', text.indexOf('\n', 4) + 1) + 1)

describe('front matter: the CLI (.md, .mdx), remark-linkcanon and the ESLint rule agree', () => {
  for (const [name, text, format] of DOCUMENTS) {
    for (const preset of ['minimal', 'share'] as const) {
      it(`${name} front matter, ${preset}`, async () => {
        const md = cli('doc.md', text, preset)
        const mdx = cli('doc.mdx', text, preset)
        const fromEslint = eslint(text, format, preset)
        const fromRemark = await viaRemark(text, preset)
        // Front matter findings and the body's literal; under share some are left (the path-end guard).
        expect(md.found.filter((found) => found.line < 7).length).toBeGreaterThanOrEqual(2)
        expect(md.found.filter((found) => found.line > 7).length).toBe(1)
        expect(mdx).toEqual(md)
        expect(fromEslint.found).toEqual(md.found)
        expect(fromRemark.found).toEqual(md.found)
        expect(fromEslint.fixed).toBe(md.fixed)
        // remark-stringify writes the front matter node back as it was but for the edits.
        expect(frontOf(fromRemark.fixed)).toBe(frontOf(md.fixed))
      })
    }
  }

  it('share leaves the / that ends a path in front matter, and minimal removes the trackers there', () => {
    const share = cli('doc.md', YAML_PAGE, 'share')
    expect(share.fixed).toContain('url: https://jekyllrb.com\n')
    expect(share.fixed).toContain('shopify_filter_url: https://shopify.github.io/liquid/filters/?utm_source=x\n')
    expect(share.found.filter((found) => !found.fixable).map((found) => found.line)).toEqual([6, 7])
    const minimal = cli('doc.md', YAML_PAGE, 'minimal')
    expect(minimal.fixed).toBe(
      YAML_PAGE.replace('?utm_source=fm\\u0026id=1', '?id=1')
        .replace('?gclid=1', '')
        .replace('?fbclid=1', '')
        .replace('filters/?utm_source=x', 'filters/')
        .replace('b?utm_source=body', 'b')
    )
  })
})
