// The per-format scanners of `check` and `fix` (issue 14): what each reads as a URL, how it
// rewrites it, and the config's `formats` table.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validateConfig, ConfigError } from 'linkcanon/config'
import { describe, expect, it } from 'vitest'
import { fileKind } from '../dist/files/kinds.js'
import { readFormat, type Format } from '../dist/scan/formats/index.js'
import { linkcanon, scratch } from './run.js'

/** Each URL found, as `decoded <- raw text`, and what `fix` writes for its minimal form. */
const found = (source: string, format: Format) =>
  readFormat(source, format).located.map((located) => {
    const rewritten = located.rewrite(
      located.url.replace(/[?&](?:utm_\w+|fbclid)=[^&#]*/g, '').replace(/^([^?]*)&/, '$1?')
    )
    return {
      url: located.url,
      raw: source.slice(located.start, located.end),
      fix: 'text' in rewritten ? rewritten.text : rewritten.detail
    }
  })

describe('format scanners', () => {
  it('HTML: every attribute value and text, references decoded; comments as written; script and style skipped', () => {
    const html = `<meta content="https://e.com/?utm_source=a&amp;b=1"><p title=https://e.com/t>https://e.com/x?id=1&#38;fbclid=2</p><!-- https://e.com/c --><style>a{background:url(https://e.com/s)}</style>`
    expect(found(html, 'html')).toEqual([
      { url: 'https://e.com/?utm_source=a&b=1', raw: 'https://e.com/?utm_source=a&amp;b=1', fix: 'https://e.com/?b=1' },
      { url: 'https://e.com/t', raw: 'https://e.com/t', fix: 'https://e.com/t' },
      { url: 'https://e.com/x?id=1&fbclid=2', raw: 'https://e.com/x?id=1&#38;fbclid=2', fix: 'https://e.com/x?id=1' },
      { url: 'https://e.com/c', raw: 'https://e.com/c', fix: 'https://e.com/c' }
    ])
  })

  it('XML: only the predefined names are decoded; another name is kept whole and not cut into', () => {
    expect(found('<link>https://e.com/?a=&nbsp;&amp;utm_source=x</link>', 'xml')).toEqual([
      {
        url: 'https://e.com/?a=&nbsp;&utm_source=x',
        raw: 'https://e.com/?a=&nbsp;&amp;utm_source=x',
        fix: expect.stringMatching(/character reference/) as unknown as string
      }
    ])
  })

  it('JSON: strings, escapes decoded, keys reported and never renamed, comments as written (JSONC/JSON5)', () => {
    const json = `// https://e.com/c?utm_source=c\n{"https://e.com/key?utm_source=k": "https:\\/\\/e.com\\/v?utm_source=x\\u0026a=1", 'b': 'https://e.com/s'}`
    expect(found(json, 'json')).toEqual([
      { url: 'https://e.com/c?utm_source=c', raw: 'https://e.com/c?utm_source=c', fix: 'https://e.com/c' },
      {
        url: 'https://e.com/key?utm_source=k',
        raw: 'https://e.com/key?utm_source=k',
        fix: expect.stringMatching(/mapping key/) as unknown as string
      },
      {
        url: 'https://e.com/v?utm_source=x&a=1',
        raw: 'https:\\/\\/e.com\\/v?utm_source=x\\u0026a=1',
        fix: 'https:\\/\\/e.com\\/v?a=1'
      },
      { url: 'https://e.com/s', raw: 'https://e.com/s', fix: 'https://e.com/s' }
    ])
  })

  it('XML and HTML: a namespace declaration is a name, no link', () => {
    // Found in simple-icons' 3,453 SVG files: `--force-https` rewrote every `xmlns="http://www.w3.org/2000/svg"`.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink='http://www.w3.org/1999/xlink'><a href="http://e.com/a"/></svg>`
    expect(found(svg, 'xml').map((entry) => entry.url)).toEqual(['http://e.com/a'])
    expect(
      found(`<html xmlns=http://www.w3.org/1999/xhtml><p>http://e.com/b</p>`, 'html').map((entry) => entry.url)
    ).toEqual(['http://e.com/b'])
  })

  it('text and components: a namespace declared in markup written in a text is a name, no link', () => {
    // Found in starlight's Search.astro styles and markdown.css: `--force-https` rewrote the `xmlns` of SVG data URLs.
    const css = `a { mask: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3C/svg%3E"); }\nb { c: url(http://e.com/b) } /* xmlns=%22http://www.w3.org/2000/svg%22 */`
    expect(found(css, 'text').map((entry) => entry.url)).toEqual(['http://e.com/b'])
    const astro = `<div />\n<style>\n  a { mask: url("data:image/svg+xml,%3Csvg XMLNS:xlink='http://www.w3.org/1999/xlink'%3E"); }\n</style>\n`
    expect(found(astro, 'astro')).toEqual([])
  })

  it('JSON: the value of $schema, $id, @context and @vocab is a name, no link', () => {
    // Found in mkdocs-material's plugin schemas: `--force-https` rewrote `"$schema": "http://json-schema.org/draft-07/schema"`.
    const json = `{"$schema": "http://json-schema.org/draft-07/schema", "$id": 'http://e.com/s', "@context":\n "http://schema.org", "a": "http://e.com/a", "b": ["http://e.com/b"]}`
    expect(found(json, 'json').map((entry) => entry.url)).toEqual(['http://e.com/a', 'http://e.com/b'])
  })

  it('XML and HTML: a schema location and a microdata type are names, no links', () => {
    // Found in jekyll's sitemap.xml and news layouts: `--force-https` rewrote `xsi:schemaLocation` and `itemtype`.
    const sitemap =
      '<urlset xsi:schemaLocation="http://www.sitemaps.org/schemas/sitemap/0.9 http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd"' +
      ' xsi:noNamespaceSchemaLocation="http://e.com/s.xsd"><loc>http://e.com/a</loc></urlset>'
    expect(found(sitemap, 'xml').map((entry) => entry.url)).toEqual(['http://e.com/a'])
    const html = `<article itemscope ItemType="http://schema.org/Article"><a itemprop=url href="http://e.com/b">b</a></article>`
    expect(found(html, 'html').map((entry) => entry.url)).toEqual(['http://e.com/b'])
  })

  it('JSON: a block comment ends at the first */ after its /* (so /*/ does not close it)', () => {
    const json = `/*/ {"https://e.com/k?utm_source=1": 1} */ {"a": "https://e.com/v"}`
    expect(found(json, 'json')).toEqual([
      { url: 'https://e.com/k?utm_source=1', raw: 'https://e.com/k?utm_source=1', fix: 'https://e.com/k' },
      { url: 'https://e.com/v', raw: 'https://e.com/v', fix: 'https://e.com/v' }
    ])
  })

  it("YAML: quotes open a scalar only where one starts (not in it's), block scalars are text", () => {
    const yaml = `a: it's https://e.com/p?utm_source=x&b=1 'q'\nb: "https://e.com/d?utm_source=x\\x26b=1"\nc: |\n  "https://e.com/blk?utm_source=x"\n`
    expect(found(yaml, 'yaml').map((entry) => [entry.url, entry.fix])).toEqual([
      ['https://e.com/p?utm_source=x&b=1', 'https://e.com/p?b=1'],
      ['https://e.com/d?utm_source=x&b=1', 'https://e.com/d?b=1'],
      ['https://e.com/blk?utm_source=x', 'https://e.com/blk']
    ])
  })

  it('YAML: a URL in a comment is no key, though the comment goes on with `: `', () => {
    // Found in awesome-selfhosted-data's build workflow: `# Paste … to https://github.com/…/keys/new, name: …`.
    const yaml = `# Paste it to https://e.com/keys/new?utm_source=x, name: deploy-key\nrun: a # see https://e.com/b?utm_source=y: here\n`
    expect(found(yaml, 'yaml').map((entry) => [entry.url, entry.fix])).toEqual([
      ['https://e.com/keys/new?utm_source=x', 'https://e.com/keys/new'],
      ['https://e.com/b?utm_source=y', 'https://e.com/b']
    ])
  })

  it('TOML: basic strings with escapes, literal strings as written, multi-line strings', () => {
    const toml = `a = "https://e.com/a?utm_source=x\\u0026b=1"\nb = 'https://e.com/b?utm_source=y&x=\\u0026'\nc = """\nhttps://e.com/c?utm_source=z\n"""\n`
    expect(found(toml, 'toml').map((entry) => [entry.url, entry.fix])).toEqual([
      ['https://e.com/a?utm_source=x&b=1', 'https://e.com/a?b=1'],
      // A literal string's `\\` is text: the URL stops before it, and a backslash next to it means no fix.
      ['https://e.com/b?utm_source=y&x=', expect.stringMatching(/backslash/)],
      ['https://e.com/c?utm_source=z', 'https://e.com/c']
    ])
  })
})

describe('a URL across an escaped line break', () => {
  // Found injecting trackers into YAML, TOML and JSON5 data: `check` called these fixable, `fix` left them, as the
  // line break stayed at the end of the new URL's text, where a reading of the URL does not end.
  const files = {
    'a.yaml': 'u: "https://e.com/b?x=1\\\n  &utm_source=zz"\n',
    'b.toml': 'u = """https://e.com/c?x=1\\\n  &utm_source=zz"""\n',
    'c.json5': "{u: 'https://e.com/d\\\n?utm_source=zz'}\n"
  }

  it('takes the line break along with the tracker after it', () => {
    expect(found(files['a.yaml'], 'yaml').map((entry) => entry.fix)).toEqual(['https://e.com/b?x=1'])
    expect(found(files['b.toml'], 'toml').map((entry) => entry.fix)).toEqual(['https://e.com/c?x=1'])
    expect(found(files['c.json5'], 'json').map((entry) => entry.fix)).toEqual(['https://e.com/d'])
  })

  it('fix writes what check reported as fixable', () => {
    const dir = scratch(files)
    expect(linkcanon(['fix', '--no-config', '.'], { cwd: dir }).code).toBe(0)
    expect(readFileSync(join(dir, 'a.yaml'), 'utf8')).toBe('u: "https://e.com/b?x=1"\n')
    expect(readFileSync(join(dir, 'b.toml'), 'utf8')).toBe('u = """https://e.com/c?x=1"""\n')
    expect(readFileSync(join(dir, 'c.json5'), 'utf8')).toBe("{u: 'https://e.com/d'}\n")
  })
})

describe('CSV and TSV (RFC 4180 fields)', () => {
  it('reads each field on its own: a URL ends with its field; quoted fields with doubled quotes and separators', () => {
    const csv = 'a,https://e.com/p?utm_source=1,https://e.com/q?id=1\r\n"x, ""y"" https://e.com/r?fbclid=2","z"\n'
    expect(found(csv, 'csv')).toEqual([
      { url: 'https://e.com/p?utm_source=1', raw: 'https://e.com/p?utm_source=1', fix: 'https://e.com/p' },
      { url: 'https://e.com/q?id=1', raw: 'https://e.com/q?id=1', fix: 'https://e.com/q?id=1' },
      { url: 'https://e.com/r?fbclid=2', raw: 'https://e.com/r?fbclid=2', fix: 'https://e.com/r' }
    ])
    // Text reads the comma as part of the URL.
    expect(found('a,https://e.com/p?utm_source=1,next\n', 'text')[0]!.url).toBe('https://e.com/p?utm_source=1,next')
    expect(found('https://e.com/p?utm_source=1,next\thttps://e.com/t\n', 'tsv').map((entry) => entry.url)).toEqual([
      'https://e.com/p?utm_source=1,next',
      'https://e.com/t'
    ])
  })

  it('stops at a quote that never closes (read-stopped), keeping the fields before it', () => {
    const dir = scratch({ 'a.csv': 'https://e.com/?utm_source=1,"https://e.com/?utm_source=2\n' })
    const run = linkcanon(['check', '--format', 'json', 'a.csv'], { cwd: dir })
    expect(
      JSON.parse(run.stdout).map((finding: { ruleId: string; column: number }) => [finding.ruleId, finding.column])
    ).toEqual([
      ['no-tracking-params', 1],
      ['read-stopped', 29]
    ])
  })
})

describe('the formats table', () => {
  it('text: a URL is read across `${…}` (a shell variable, a template literal), the expression kept as written', () => {
    const shell =
      'curl "https://e.com/dl/${VERSION}/t.tgz?utm_source=sh"\necho https://e.com/${A:-${B}}?fbclid=1 ${X}\n'
    expect(found(shell, 'text')).toEqual([
      {
        url: 'https://e.com/dl/x/t.tgz?utm_source=sh',
        raw: 'https://e.com/dl/${VERSION}/t.tgz?utm_source=sh',
        fix: 'https://e.com/dl/${VERSION}/t.tgz'
      },
      { url: 'https://e.com/x?fbclid=1', raw: 'https://e.com/${A:-${B}}?fbclid=1', fix: 'https://e.com/${A:-${B}}' }
    ])
    // Nested `${…}` are read 32 levels deep, the text inside as it is (each level scanned its expression again:
    // 20,000 nested ones took 25 s).
    const nested =
      'echo "https://e.com/${a}${b${c}}?utm_source=x ' + '${'.repeat(20_000) + 'x' + '}'.repeat(20_000) + '"'
    expect(found(nested, 'text').map((url) => url.raw)).toEqual(['https://e.com/${a}${b${c}}?utm_source=x'])
    // A `${` that never closes is text, as before.
    expect(found('https://e.com/${a?utm_source=x', 'text').map((url) => url.url)).toEqual(['https://e.com/$'])
    // A template literal type (`${string}`) stands for many strings: no URL is read across it, and a URL that runs
    // into it is not changed at its end, as the ESLint rule (which reads values only) finds nothing; `${s}` is a value.
    const types =
      'type A = `https://${string}?utm_source=x`\n' +
      'let b: `https://e.com/p/${ number }/?fbclid=1` = `https://e.com/${s}?fbclid=2`\n'
    expect(found(types, 'text').map((url) => [url.raw, url.fix])).toEqual([
      ['https://e.com/p/$', 'the URL runs into "{", so its end may have been cut short'],
      ['https://e.com/${s}?fbclid=2', 'https://e.com/${s}']
    ])
  })

  it('knows the formats by extension, and the config overrides it', () => {
    expect(
      [
        'a.html',
        'b.SVG',
        'c.rss',
        'd.webmanifest',
        'e.jsonc',
        'f.yml',
        'g.toml',
        'h.tpl',
        'package.json',
        'i.CSV',
        'j.tsv'
      ].map((path) => fileKind(path))
    ).toEqual(['html', 'xml', 'xml', 'json', 'json', 'yaml', 'toml', 'text', 'json', 'csv', 'tsv'])
    expect(fileKind('h.tpl', { '.tpl': 'html' })).toBe('html')
    expect(fileKind('x.json', { '.json': 'text' })).toBe('text')
  })

  it('checks the config key', () => {
    expect(validateConfig({ formats: { '.tpl': 'html' } }, '/x/linkcanon.config.json')).toEqual({
      formats: { '.tpl': 'html' }
    })
    expect(() => validateConfig({ formats: { tpl: 'html' } }, '/x/c.json')).toThrow(ConfigError)
    expect(() => validateConfig({ formats: { '.tpl': 'jinja' } }, '/x/c.json')).toThrow(/unknown format "jinja"/)
    expect(() => validateConfig({ formats: ['html'] }, '/x/c.json')).toThrow(/"formats"/)
  })

  it('fix reads a file by the config formats', () => {
    const dir = scratch({
      'linkcanon.config.json': JSON.stringify({ formats: { '.tpl': 'html' } }),
      'page.tpl': '<a href="https://e.com/p?utm_source=x&amp;id=1">x</a>\n',
      'page.txt': '<a href="https://e.com/p?utm_source=x&amp;id=1">x</a>\n'
    })
    const run = linkcanon(['fix', '.'], { cwd: dir })
    expect(readFileSync(join(dir, 'page.tpl'), 'utf8')).toBe('<a href="https://e.com/p?id=1">x</a>\n')
    expect(readFileSync(join(dir, 'page.txt'), 'utf8')).toBe('<a href="https://e.com/p?utm_source=x&amp;id=1">x</a>\n')
    expect(run.stdout).toMatch(/page\.txt:1:10 .*not fixed: a character reference/)
    // The JSON report names the core's reason, and the scanner's words for this case.
    const json = JSON.parse(linkcanon(['check', '--format', 'json', 'page.txt'], { cwd: dir }).stdout) as unknown[]
    expect(json).toMatchObject([
      { fixable: false, reason: 'escaped', detail: expect.stringMatching(/^a character reference/) as unknown }
    ])
  })
})
