import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findingsOf, type ScanSettings } from 'linkcanon'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const fast: ScanSettings = { core: undefined, images: false }
const full: ScanSettings = { core: undefined, images: false, fast: false }

/** The lines and URLs of the findings, the same whether the file is parsed in parts or whole. */
function found(source: string): Array<[number, string]> {
  const quick = findingsOf('x.mdx', source, 'mdx', fast)
  expect(quick).toEqual(findingsOf('x.mdx', source, 'mdx', full))
  return quick.map((finding) => [finding.line, finding.url])
}

// A docs page's YAML front matter with a flow mapping, a `head` entry holding CSS and a `<`: read as
// MDX, each of these is an expression or a tag that fails the parse.
const page = [
  '---',
  'title: Use <Card> here',
  'sidebar: { badge: { text: New, variant: tip } }',
  'head:',
  '  - tag: style',
  '    content: |',
  '      body { --width: 60rem; }',
  'image: "https://e.example/i.png?utm_source=fm\\u0026id=1"',
  '---',
  '',
  '<Card href="https://e.example/c?fbclid=1" />',
  ''
].join('\n')

describe('MDX front matter', () => {
  it('is read as YAML, not as MDX: braces and angle brackets in it do not fail the file', () => {
    expect(found(page)).toEqual([
      [8, 'https://e.example/i.png?utm_source=fm&id=1'],
      [11, 'https://e.example/c?fbclid=1']
    ])
  })

  it('is read as TOML between +++ fences, after a byte order mark, with CRLF line endings', () => {
    const source = '\uFEFF+++\r\ntitle = "a { b"\r\nurl = "https://e.example/?gclid=1"\r\n+++\r\n\r\nText {1}.\r\n'
    expect(found(source)).toEqual([[3, 'https://e.example/?gclid=1']])
  })

  it('is read as plain text when a quote in it never closes, so its links are still found', () => {
    const source = '---\ntitle: "never closed\nurl: https://e.example/?gclid=1\n---\n\nText.\n'
    expect(found(source)).toEqual([[3, 'https://e.example/?gclid=1']])
  })

  it('is none without a closing fence, or when the fence is not on the first line', () => {
    const unclosed = '---\n\n[a](https://e.example/?utm_source=1)\n'
    expect(found(unclosed)).toEqual([[3, 'https://e.example/?utm_source=1']])
    const later = 'Intro.\n\n---\n\n[a](https://e.example/?utm_source=1)\n\n---\n'
    expect(found(later)).toEqual([[5, 'https://e.example/?utm_source=1']])
  })

  it('is fixed through its YAML escapes, every other byte of the file unchanged', () => {
    const dir = scratch({ 'page.mdx': page })
    const run = linkcanon(['fix', '--full-parse', 'page.mdx'], { cwd: dir })
    expect(run).toMatchObject({ code: 0, stdout: '' })
    expect(readFileSync(join(dir, 'page.mdx'), 'utf8')).toBe(
      page.replace('?utm_source=fm\\u0026id=1', '?id=1').replace('https://e.example/c?fbclid=1', 'https://e.example/c')
    )
  })

  it('is fixed where check reports it, in a file whose MDX does not parse in a part neither of them needs', () => {
    // Found by wrapping shadcn-ui/ui's docs in block quotes: `fix`, reading its edit back, parsed the part after the
    // front matter (it may hold a definition: `]:`), which `check` leaves, and failed the file (exit 2, no edit).
    const source = '---\nurl: https://e.example/?utm_source=fm\n---\n\nA <b>tag never closed, and [a note]: here.\n'
    const dir = scratch({ 'page.mdx': source })
    expect(linkcanon(['check', '--format', 'json', 'page.mdx'], { cwd: dir })).toMatchObject({ code: 1 })
    const run = linkcanon(['fix', 'page.mdx'], { cwd: dir })
    expect(run).toMatchObject({ code: 0, stdout: '' })
    expect(readFileSync(join(dir, 'page.mdx'), 'utf8')).toBe(source.replace('?utm_source=fm', ''))
  })
})

/** The findings of a `.md` file, the same whether it is parsed in parts or whole. */
function markdownFindings(source: string): ReturnType<typeof findingsOf> {
  const quick = findingsOf('x.md', source, 'markdown', fast)
  expect(quick).toEqual(findingsOf('x.md', source, 'markdown', full))
  return quick
}

// jekyll/jekyll's docs (docs/_docs/…): a `.md` page's front matter holds a URL that Jekyll reads as
// YAML data; read as Markdown, `share` wrote it without its `/`.
const jekyllPage = [
  '---',
  'title: Liquid',
  'shopify_filter_url: https://shopify.github.io/liquid/filters/',
  'url: https://jekyllrb.com',
  'feed: "https://e.example/feed.xml?utm_source=fm\\u0026x=1"',
  '---',
  '',
  'See [filters](https://e.example/f?utm_source=body).',
  ''
].join('\n')

describe('Markdown front matter', () => {
  it('is read as YAML, as in an MDX file: its URLs are values, through their quotes', () => {
    const findings = markdownFindings(jekyllPage)
    expect(findings.map((finding) => [finding.line, finding.url, finding.replacement])).toEqual([
      [5, 'https://e.example/feed.xml?utm_source=fm&x=1', 'https://e.example/feed.xml?x=1'],
      [8, 'https://e.example/f?utm_source=body', 'https://e.example/f']
    ])
    const mdx = findingsOf('x.mdx', jekyllPage, 'mdx', fast).map((finding) => ({ ...finding, file: 'x.md' }))
    expect(findings).toEqual(mdx)
  })

  it('is read as TOML between +++ fences, a quoted value through its escapes', () => {
    const source = '+++\ntitle = "a { b"\nurl = "https://e.example/?gclid=1\\u0026a=1"\n+++\n\nText.\n'
    const findings = markdownFindings(source)
    expect(findings.map((finding) => [finding.line, finding.url, finding.replacement])).toEqual([
      [3, 'https://e.example/?gclid=1&a=1', 'https://e.example/?a=1']
    ])
  })

  it('is fixed as data: share leaves the / that ends a path, minimal removes utm_* there', () => {
    const dir = scratch({ 'page.md': jekyllPage })
    const share = linkcanon(['check', '--preset', 'share', '--format', 'json', 'page.md'], { cwd: dir })
    const reported = (JSON.parse(share.stdout) as Array<{ url: string; replacement?: string; reason?: string }>).filter(
      (finding) => finding.url.includes('jekyllrb') || finding.url.includes('shopify')
    )
    expect(reported.map((finding) => [finding.url, finding.replacement, finding.reason])).toEqual([
      ['https://shopify.github.io/liquid/filters/', undefined, 'boundary'],
      ['https://jekyllrb.com', undefined, 'boundary']
    ])
    linkcanon(['fix', '--preset', 'share', 'page.md'], { cwd: dir })
    const afterShare = readFileSync(join(dir, 'page.md'), 'utf8')
    expect(afterShare).toContain('shopify_filter_url: https://shopify.github.io/liquid/filters/\n')
    expect(afterShare).toContain('url: https://jekyllrb.com\n')
    const minimal = scratch({ 'page.md': jekyllPage })
    expect(linkcanon(['fix', 'page.md'], { cwd: minimal })).toMatchObject({ code: 0, stdout: '' })
    expect(readFileSync(join(minimal, 'page.md'), 'utf8')).toBe(
      jekyllPage.replace('?utm_source=fm\\u0026x=1', '?x=1').replace('?utm_source=body', '')
    )
  })
})
