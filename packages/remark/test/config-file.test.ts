import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { clearConfigCache } from '@linkcanon/core/config'
import { remark } from 'remark'
import remarkLinkcanon from 'remark-linkcanon'
import remarkLint from 'remark-linkcanon/lint'
import { VFile } from 'vfile'
import { afterEach, describe, expect, it } from 'vitest'

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'linkcanon-remark-'))
  mkdirSync(join(dir, '.git'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

const source = '[a](https://x.com/?cjevent=1&utm_source=2&ref=3&id=4)\n'

async function run(dir: string, path: string | undefined, options?: object): Promise<string> {
  const file =
    path === undefined ? new VFile({ value: source, cwd: dir }) : new VFile({ value: source, cwd: dir, path })
  // remark-stringify escapes `&` in a URL the plugin leaves alone.
  return String(await remark().use(remarkLinkcanon, options).process(file)).replaceAll('\\&', '&')
}

afterEach(() => clearConfigCache())

describe('remark-linkcanon reads the linkcanon config file', () => {
  it("uses the nearest config from the file's folder up; explicit options win key by key", async () => {
    const dir = project({
      'linkcanon.config.json': JSON.stringify({ rules: ['default', 'extended'] }),
      'docs/linkcanon.config.mjs': 'export default { keep: ["ref"] }\n'
    })
    expect(await run(dir, 'a.md')).toBe('[a](https://x.com/?id=4)\n')
    expect(await run(dir, 'docs/b.md')).toBe('[a](https://x.com/?cjevent=1&ref=3&id=4)\n')
    expect(await run(dir, join(dir, 'a.md'), { keep: ['ref'] })).toBe('[a](https://x.com/?ref=3&id=4)\n')
    expect(await run(dir, 'a.md', { config: false })).toBe('[a](https://x.com/?cjevent=1&id=4)\n')
    // A file without a path reads no config (and works with processSync).
    expect(String(remark().use(remarkLinkcanon).processSync(source)).replaceAll('\\&', '&')).toBe(
      '[a](https://x.com/?cjevent=1&id=4)\n'
    )
    // A file with a path reads its config synchronously: processSync works too.
    const synced = remark()
      .use(remarkLinkcanon)
      .processSync(new VFile({ value: source, cwd: dir, path: 'a.md' }))
    expect(String(synced).replaceAll('\\&', '&')).toBe('[a](https://x.com/?id=4)\n')
  })

  it('applies overrides by path, and the lint rule reads the same config', async () => {
    const dir = project({
      'package.json': JSON.stringify({
        name: 'p',
        linkcanon: { overrides: [{ files: ['legacy/**'], keep: 'utm_source' }] }
      })
    })
    expect(await run(dir, 'legacy/a.md')).toBe('[a](https://x.com/?cjevent=1&utm_source=2&id=4)\n')
    expect(await run(dir, 'b.md')).toBe('[a](https://x.com/?cjevent=1&id=4)\n')
    const linted = await remark()
      .use(remarkLint)
      .process(new VFile({ value: source, cwd: dir, path: 'legacy/a.md' }))
    expect(linted.messages).toHaveLength(1)
    expect(linted.messages[0]!.reason).toMatch(/\bref\b/)
    expect(linted.messages[0]!.reason).not.toMatch(/"utm_source"/)
  })

  it('reports a bad config file as an error of the run', async () => {
    const dir = project({ 'linkcanon.config.json': '{"preset":"nope"}' })
    await expect(run(dir, 'a.md')).rejects.toThrow(/linkcanon\.config\.json: "preset"/)
  })

  it('reports a bad config file as an error of the run through the lint rule too, whatever its severity', async () => {
    const dir = project({ 'linkcanon.config.json': '{"kep":["ref"]}' })
    for (const config of [undefined, ['warn'], [2, {}]]) {
      const file = new VFile({ value: source, cwd: dir, path: 'a.md' })
      // unified-lint-rule made it a warning of the rule's severity, and the file was not checked.
      await expect(
        remark()
          .use(remarkLint, config as never)
          .process(file)
      ).rejects.toThrow(/linkcanon\.config\.json: "kep": unknown key/)
    }
  })
})

describe('remark-linkcanon in a browser bundle', () => {
  it('resolves #config-loader to a stub without Node imports (any condition but node)', async () => {
    const { readFileSync } = await import('node:fs')
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      imports: Record<string, Record<string, string>>
    }
    const target = pkg.imports['#config-loader']!
    expect(Object.keys(target)).toEqual(['types', 'node', 'default'])
    const stub = readFileSync(new URL(`.${target.default!.slice(1)}`, new URL('../', import.meta.url)), 'utf8')
    expect(stub).not.toMatch(/from ['"](?:node:|@linkcanon\/core\/config)/)
    const { nearestConfig } = (await import(
      new URL(`.${target.default!.slice(1)}`, new URL('../', import.meta.url)).href
    )) as {
      nearestConfig: (cwd: string, path: string) => unknown
    }
    expect(nearestConfig('/', 'a.md')).toBeUndefined()
  })
})

// `ruleFiles` reach remark: an imported ClearURLs list's keys and raw rules (a removal in the
// path maps onto the link's text), and the config keys unwrap/fragment.
const shopList = JSON.stringify({
  providers: {
    shop: { urlPattern: '^https?://(?:[a-z0-9-]+\\.)*?shop\\.example/', rules: ['sessid'], rawRules: ['/ref=[^/?]*'] }
  }
})

/** Process `source` as `docs/a.md` of the project `dir`. */
async function runText(dir: string, source: string, options?: object): Promise<string> {
  const file = new VFile({ value: source, cwd: dir, path: 'docs/a.md' })
  return String(await remark().use(remarkLinkcanon, options).process(file)).replaceAll('\\&', '&')
}

describe('remark-linkcanon and ruleFiles', () => {
  it("removes a custom key of the imported list, and a raw rule's match in the path", async () => {
    const dir = project({
      'linkcanon.config.json': JSON.stringify({
        ruleFiles: [{ path: 'lists/shop.json', format: 'clearurls', name: 'shop' }]
      }),
      'lists/shop.json': shopList
    })
    const source =
      '[a](https://www.shop.example/dp/B01/ref=sr_1?sessid=1&id=2) and <https://www.shop.example/dp/B02/ref=nav>\n'
    expect(await runText(dir, source)).toBe(
      '[a](https://www.shop.example/dp/B01?id=2) and <https://www.shop.example/dp/B02>\n'
    )
    // Elsewhere the list does nothing.
    expect(await runText(dir, '[a](https://example.org/dp/ref=x?sessid=1)\n')).toBe(
      '[a](https://example.org/dp/ref=x?sessid=1)\n'
    )
    const linted = await remark()
      .use(remarkLint)
      .process(new VFile({ value: source, cwd: dir, path: 'docs/a.md' }))
    expect(linted.messages.map((message) => message.reason)).toEqual([
      'Remove tracking parameter "sessid"; Removed "/ref=sr_1" (a raw rule of the list): https://www.shop.example/dp/B01?id=2',
      'Removed "/ref=nav" (a raw rule of the list): https://www.shop.example/dp/B02'
    ])
  })

  it('honours unwrap and fragment from the config file and from the options', async () => {
    const source = '<https://www.google.com/amp/s/example.com/a> and [b](https://example.com/b#xtor=RSS-1)\n'
    const configured = project({ 'linkcanon.config.json': JSON.stringify({ unwrap: true, fragment: true }) })
    expect(await runText(configured, source)).toBe('<https://example.com/a> and [b](https://example.com/b)\n')
    const plain = project({})
    expect(await runText(plain, source)).toBe(source)
    expect(await runText(plain, source, { unwrap: true })).toBe(
      '<https://example.com/a> and [b](https://example.com/b#xtor=RSS-1)\n'
    )
    expect(await runText(plain, source, { fragment: true })).toBe(
      '<https://www.google.com/amp/s/example.com/a> and [b](https://example.com/b)\n'
    )
  })

  it("honours the config's include and exclude (globs relative to the config's folder), in the plugin and the lint rule", async () => {
    const dir = project({
      'linkcanon.config.json': JSON.stringify({ include: ['docs/**'], exclude: ['**/CHANGELOG.md', 'docs/vendor/**'] })
    })
    const tracked = '[a](https://x.com/?utm_source=2&id=4)\n'
    const outcome = async (cwd: string, path: string) => {
      const fixed = await remark()
        .use(remarkLinkcanon)
        .process(new VFile({ value: tracked, cwd, path }))
      const linted = await remark()
        .use(remarkLint, [2, {}])
        .process(new VFile({ value: tracked, cwd, path }))
      return [String(fixed).replaceAll('\\&', '&') === tracked, fixed.messages.length, linted.messages.length]
    }
    expect(await outcome(dir, 'docs/guide.md')).toEqual([false, 1, 1])
    // Paths are taken relative to the file's cwd, then to the config's folder.
    expect(await outcome(join(dir, 'docs'), 'guide/a.md')).toEqual([false, 1, 1])
    expect(await outcome(join(dir, 'docs'), 'guide/CHANGELOG.md')).toEqual([true, 0, 0])
    expect(await outcome(dir, 'docs/CHANGELOG.md')).toEqual([true, 0, 0])
    expect(await outcome(dir, 'docs/vendor/x.md')).toEqual([true, 0, 0])
    expect(await outcome(dir, 'README.md')).toEqual([true, 0, 0])
    // `config: false` reads no config, so nothing is left out.
    const own = await remark()
      .use(remarkLinkcanon, { config: false })
      .process(new VFile({ value: tracked, cwd: dir, path: 'README.md' }))
    expect(own.messages).toHaveLength(1)
  })
})
