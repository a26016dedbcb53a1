// `ruleFiles` in the config (paths relative to it) and `linkcanon rules import`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { main } from '../dist/index.js'
import { linkcanon, scratch } from './run.js'

const lists = new URL('../../core/test/fixtures/lists/', import.meta.url)
const clearurls = readFileSync(new URL('clearurls.json', lists), 'utf8')
const removeparam = readFileSync(new URL('removeparam.txt', lists), 'utf8')

describe('ruleFiles in the config', () => {
  it("check and fix use the imported lists next to the preset's own set", () => {
    const dir = scratch({
      'linkcanon.config.json': JSON.stringify({
        ruleFiles: [
          { path: 'lists/data.json', format: 'clearurls', name: 'cu' },
          { path: 'lists/filters.txt', format: 'removeparam' }
        ]
      }),
      'lists/data.json': clearurls,
      'lists/filters.txt': removeparam,
      'docs/a.md':
        'See [shop](https://www.shopexample.com/dp/1?qid=2&id=3) and <https://example.org/?gclsrc=x&utm_source=y&q=1>.\n'
    })
    const check = linkcanon(['check', '--format', 'json', 'docs'], { cwd: dir })
    expect(check.code).toBe(1)
    expect(check.stdout).toContain('qid')
    expect(check.stdout).toContain('gclsrc')
    const fix = linkcanon(['fix', 'docs'], { cwd: dir })
    expect(fix.code).toBe(0)
    expect(readFileSync(join(dir, 'docs/a.md'), 'utf8')).toBe(
      'See [shop](https://www.shopexample.com/dp/1?id=3) and <https://example.org/?q=1>.\n'
    )
  })

  it("fix removes a raw rule's match in the path, in Markdown and in text, bytes around it untouched", () => {
    const shop = {
      providers: {
        shop: {
          urlPattern: '^https?://(?:[a-z0-9-]+\\.)*?shop\\.example/',
          rules: ['sessid'],
          rawRules: ['/ref=[^/?]*']
        }
      }
    }
    const dir = scratch({
      'linkcanon.config.json': JSON.stringify({ ruleFiles: [{ path: 'shop.json', format: 'clearurls' }] }),
      'shop.json': JSON.stringify(shop),
      // No `?` in the second and third links: only the raw rule changes them.
      'a.md':
        'A [link](https://www.shop.example/dp/B01/ref=sr_1?sessid=1&id=2 "t"),\r\n<https://www.shop.example/dp/B02/ref=nav> and [ref]\r\n\r\n[ref]: https://www.shop.example/x/ref=y\r\n',
      'b.txt': 'see https://www.shop.example/dp/B03/ref=z.\n'
    })
    const check = linkcanon(['check', '--format', 'json', '.'], { cwd: dir })
    expect(check.code).toBe(1)
    expect(JSON.parse(check.stdout).map((finding: { message: string }) => finding.message)).toHaveLength(4)
    expect(linkcanon(['fix', '--quiet', '.'], { cwd: dir }).code).toBe(0)
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(
      'A [link](https://www.shop.example/dp/B01?id=2 "t"),\r\n<https://www.shop.example/dp/B02> and [ref]\r\n\r\n[ref]: https://www.shop.example/x\r\n'
    )
    expect(readFileSync(join(dir, 'b.txt'), 'utf8')).toBe('see https://www.shop.example/dp/B03.\n')
  })

  it('--unwrap and --fragment, and the config keys unwrap and fragment, for check and fix', () => {
    const text = 'See <https://www.google.com/amp/s/example.com/a> and [b](https://example.com/b#xtor=RSS-1).\n'
    const plain = scratch({ 'a.md': text })
    expect(linkcanon(['check', 'a.md'], { cwd: plain }).code).toBe(0)
    const flagged = linkcanon(['check', '--unwrap', '--fragment', 'a.md'], { cwd: plain })
    expect(flagged.code).toBe(1)
    expect(flagged.stdout).toBe(
      'a.md:1:6  Replaced the redirect link by its target "https://example.com/a": https://example.com/a\na.md:1:58  Remove tracking parameter "xtor": https://example.com/b\n'
    )
    expect(linkcanon(['fix', '--quiet', '--fragment', 'a.md'], { cwd: plain }).code).toBe(0)
    expect(readFileSync(join(plain, 'a.md'), 'utf8')).toBe(
      'See <https://www.google.com/amp/s/example.com/a> and [b](https://example.com/b).\n'
    )
    const configured = scratch({
      'linkcanon.config.json': JSON.stringify({ unwrap: true, fragment: true }),
      'a.md': text
    })
    expect(linkcanon(['fix', '--quiet', 'a.md'], { cwd: configured }).code).toBe(0)
    expect(readFileSync(join(configured, 'a.md'), 'utf8')).toBe(
      'See <https://example.com/a> and [b](https://example.com/b).\n'
    )
    const bad = scratch({ 'linkcanon.config.json': JSON.stringify({ unwrap: 'yes' }), 'a.md': text })
    expect(linkcanon(['check', 'a.md'], { cwd: bad }).stderr).toMatch(
      /linkcanon\.config\.json: "unwrap": must be true or false/
    )
  })

  it('url takes --fragment next to --unwrap', () => {
    const run = linkcanon([
      'url',
      '--preset',
      'minimal',
      '--unwrap',
      '--fragment',
      'https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.com%2Fa%23xtor%3DRSS-1&h=x'
    ])
    expect(run.stdout).toBe('https://example.com/a\n')
  })

  it('a broken list is a config error naming the config, the entry and the line', () => {
    const dir = scratch({
      'linkcanon.config.json': JSON.stringify({ ruleFiles: [{ path: 'f.txt', format: 'removeparam' }] }),
      'f.txt': '! ok\n$removeparam=/(a+)+/\n',
      'a.md': 'x\n'
    })
    const run = linkcanon(['check', 'a.md'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(
      /linkcanon\.config\.json: "ruleFiles": \[0\]: .*f\.txt: invalid-rules: line 2: unsafe regular expression/
    )
  })

  it('a bad ruleFiles entry is a config error', () => {
    const dir = scratch({
      'linkcanon.config.json': JSON.stringify({ ruleFiles: [{ path: 'x', format: 'adblock' }] }),
      'a.md': 'x\n'
    })
    const run = linkcanon(['check', 'a.md'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/"ruleFiles": \[0\]\.format must be one of clearurls, removeparam, brave/)
  })
})

describe('linkcanon rules import', () => {
  it('prints counts per kind and each skipped line', () => {
    const dir = scratch({ 'filters.txt': removeparam })
    const run = linkcanon(['rules', 'import', 'filters.txt', '--format', 'removeparam'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('filters.txt: removeparam list "removeparam"\n  filters: 6\n  exceptions: 1\n')
    expect(run.stdout).toContain('    line 11: not a $removeparam filter\n')
  })

  it('reads the file from the working folder main() is given, not from the process working folder', async () => {
    const dir = scratch({ 'filters.txt': removeparam })
    const [stdout, stderr] = [new PassThrough(), new PassThrough()]
    let out = ''
    stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    const io = { stdin: new PassThrough(), stdout, stderr, cwd: dir }
    const code = await main(['rules', 'import', 'filters.txt', '--format', 'removeparam', '--json'], io)
    expect(code).toBe(0)
    expect(JSON.parse(out)).toMatchObject({ file: 'filters.txt', rules: 6 })
  })

  it('--json gives the report as one object', () => {
    const dir = scratch({ 'data.json': clearurls })
    const run = linkcanon(['rules', 'import', 'data.json', '--format', 'clearurls', '--name', 'cu', '--json'], {
      cwd: dir
    })
    const report = JSON.parse(run.stdout)
    expect(report).toMatchObject({
      file: 'data.json',
      name: 'cu',
      format: 'clearurls',
      completeProviders: ['adnetwork']
    })
    expect(report.counts.providers).toBe(4)
  })

  it('usage errors and broken lists exit 2', () => {
    // Without --format the message said `got undefined`.
    expect(linkcanon(['rules', 'import', 'x'])).toMatchObject({
      code: 2,
      stderr: 'linkcanon: rules: --format is required: clearurls, removeparam or brave; see "linkcanon rules --help"\n'
    })
    expect(linkcanon(['rules', 'list']).code).toBe(2)
    const dir = scratch({ 'bad.json': '{"providers":{"a":{}}}' })
    const run = linkcanon(['rules', 'import', 'bad.json', '--format', 'clearurls'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('$.providers["a"].urlPattern')
  })
})

describe('linkcanon url --config', () => {
  it('takes the config file it is given (ruleFiles too): --explain names the imported rule; without --config no file is read', () => {
    const dir = scratch({
      'linkcanon.config.json': JSON.stringify({
        preset: 'minimal',
        ruleFiles: [{ path: 'lists/data.json', format: 'clearurls', name: 'cu' }]
      }),
      'lists/data.json': clearurls
    })
    const url = 'https://www.shopexample.com/dp/1?qid=2&id=3'
    const explained = linkcanon(['url', '--config', 'linkcanon.config.json', '--explain', url], { cwd: dir })
    expect(explained.code).toBe(0)
    expect(explained.stdout).toMatch(
      /^https:\/\/www\.shopexample\.com\/dp\/1\?id=3\n {2}remove-param: Removed tracking parameter "qid" \(rule "qid" of set "cu"/
    )
    // Flags override the file; without --config the file beside it is not read.
    expect(
      linkcanon(['url', '--config', 'linkcanon.config.json', '--preset', 'share', 'HTTPS://Example.com/?b=1&a=2'], {
        cwd: dir
      }).stdout
    ).toBe('https://example.com/?a=2&b=1\n')
    expect(linkcanon(['url', '--preset', 'minimal', url], { cwd: dir }).stdout).toBe(`${url}\n`)
    const missing = linkcanon(['url', '--config', 'nope.json', url], { cwd: dir })
    expect(missing.code).toBe(2)
    expect(missing.stdout).toBe('')
    expect(missing.stderr).toContain('nope.json')
  })
})
