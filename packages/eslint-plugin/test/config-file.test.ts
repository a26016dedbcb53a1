import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { clearConfigCache } from '@linkcanon/core/config'
import markdown from '@eslint/markdown'
import { ESLint } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import { afterEach, describe, expect, it } from 'vitest'

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'linkcanon-eslint-'))
  mkdirSync(join(dir, '.git'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

async function lint(dir: string, file: string, fix: boolean, options?: object) {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    fix,
    overrideConfig: [
      {
        files: ['**/*.js'],
        plugins: { linkcanon: plugin },
        rules: { 'linkcanon/no-tracking-params': options ? ['error', options] : 'error' }
      }
    ]
  })
  const [result] = await eslint.lintFiles([join(dir, file)])
  return { messages: result!.messages, output: result!.output ?? readFileSync(join(dir, file), 'utf8') }
}

async function fix(dir: string, file: string, options?: object): Promise<string> {
  return (await lint(dir, file, true, options)).output
}

const source = 'export const a = "https://x.com/?cjevent=1&utm_source=2&ref=3&id=4"\n'

afterEach(() => clearConfigCache())

describe('eslint-plugin-linkcanon reads the linkcanon config file', () => {
  it("uses the nearest config from the file's folder up; explicit options win key by key", async () => {
    const dir = project({
      'linkcanon.config.json': JSON.stringify({ rules: ['default', 'extended'] }),
      'src/a.js': source,
      'lib/linkcanon.config.json': JSON.stringify({ keep: ['ref'] }),
      'lib/b.js': source
    })
    expect(await fix(dir, 'src/a.js')).toBe('export const a = "https://x.com/?id=4"\n')
    expect(await fix(dir, 'lib/b.js')).toBe('export const a = "https://x.com/?cjevent=1&ref=3&id=4"\n')
    // The rule's options win over the config's (rules from the config, keep from the options).
    expect(await fix(dir, 'src/a.js', { keep: ['ref'] })).toBe('export const a = "https://x.com/?ref=3&id=4"\n')
    expect(await fix(dir, 'src/a.js', { config: false })).toBe('export const a = "https://x.com/?cjevent=1&id=4"\n')
  })

  it('applies overrides by path', async () => {
    const dir = project({
      'package.json': JSON.stringify({
        name: 'p',
        linkcanon: { overrides: [{ files: 'legacy/**', keep: ['utm_source'] }] }
      }),
      'legacy/a.js': source,
      'b.js': source
    })
    expect(await fix(dir, 'legacy/a.js')).toBe('export const a = "https://x.com/?cjevent=1&utm_source=2&id=4"\n')
    expect(await fix(dir, 'b.js')).toBe('export const a = "https://x.com/?cjevent=1&id=4"\n')
  })
})

// `ruleFiles` reach the ESLint rule: an imported ClearURLs list's keys and raw rules (a removal in
// the path is fixed inside the string), and the config keys unwrap/fragment.
const shopList = JSON.stringify({
  providers: {
    shop: { urlPattern: '^https?://(?:[a-z0-9-]+\\.)*?shop\\.example/', rules: ['sessid'], rawRules: ['/ref=[^/?]*'] }
  }
})

describe('eslint-plugin-linkcanon and ruleFiles', () => {
  it("reports and fixes a custom key of the imported list, and a raw rule's match in the path", async () => {
    const source =
      'export const a = "https://www.shop.example/dp/B01/ref=sr_1?sessid=1&id=2"\nexport const b = `see https://www.shop.example/dp/B02/ref=nav`\n'
    const dir = project({
      'linkcanon.config.json': JSON.stringify({
        ruleFiles: [{ path: 'lists/shop.json', format: 'clearurls', name: 'shop' }]
      }),
      'lists/shop.json': shopList,
      'src/a.js': source
    })
    const reported = await lint(dir, 'src/a.js', false)
    expect(reported.messages.map((message) => [message.line, message.message])).toEqual([
      [
        1,
        'Remove tracking parameter "sessid"; Removed "/ref=sr_1" (a raw rule of the list): https://www.shop.example/dp/B01?id=2'
      ],
      [2, 'Removed "/ref=nav" (a raw rule of the list): https://www.shop.example/dp/B02']
    ])
    expect(await fix(dir, 'src/a.js')).toBe(
      'export const a = "https://www.shop.example/dp/B01?id=2"\nexport const b = `see https://www.shop.example/dp/B02`\n'
    )
  })

  it('honours unwrap and fragment from the config file and from the options', async () => {
    const source =
      'export const a = ["https://www.google.com/amp/s/example.com/a", "https://example.com/b#xtor=RSS-1"]\n'
    const configured = project({
      'linkcanon.config.json': JSON.stringify({ unwrap: true, fragment: true }),
      'a.js': source
    })
    expect(await fix(configured, 'a.js')).toBe('export const a = ["https://example.com/a", "https://example.com/b"]\n')
    const plain = project({ 'a.js': source })
    expect(await fix(plain, 'a.js')).toBe(source)
    expect(await fix(plain, 'a.js', { unwrap: true })).toBe(
      'export const a = ["https://example.com/a", "https://example.com/b#xtor=RSS-1"]\n'
    )
    expect(await fix(plain, 'a.js', { fragment: true })).toBe(
      'export const a = ["https://www.google.com/amp/s/example.com/a", "https://example.com/b"]\n'
    )
  })

  it("honours the config's images in Markdown, as remark-linkcanon and the CLI do; the rule's option wins", async () => {
    const dir = project({
      'linkcanon.config.json': JSON.stringify({ images: true }),
      'a.md': '![a](https://example.com/a.png?utm_source=x)\n'
    })
    const found = async (options?: object) => {
      const eslint = new ESLint({
        cwd: dir,
        overrideConfigFile: true,
        overrideConfig: [
          { files: ['**/*.md'], plugins: { markdown }, language: 'markdown/gfm' },
          {
            ...plugin.configs.markdown,
            ...(options && { rules: { 'linkcanon/no-tracking-params': ['error', options] } })
          }
        ]
      })
      const [result] = await eslint.lintFiles([join(dir, 'a.md')])
      return result!.messages.map((message) => message.message)
    }
    expect(await found()).toEqual(['Remove tracking parameter "utm_source": https://example.com/a.png'])
    expect(await found({ images: false })).toEqual([])
    expect(await found({ config: false })).toEqual([])
  })
})
