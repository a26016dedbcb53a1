// `ruleFiles` of a config file reach remark-linkcanon: an imported ClearURLs list's keys and raw
// rules (a removal in the path maps onto the link's text), and the config keys unwrap/fragment.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { clearConfigCache } from '@linkcanon/core/config'
import { remark } from 'remark'
import remarkLinkcanon from 'remark-linkcanon'
import remarkLint from 'remark-linkcanon/lint'
import { VFile } from 'vfile'
import { afterEach, describe, expect, it } from 'vitest'

const shopList = JSON.stringify({ providers: { shop: { urlPattern: '^https?://(?:[a-z0-9-]+\\.)*?shop\\.example/', rules: ['sessid'], rawRules: ['/ref=[^/?]*'] } } })

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'linkcanon-remark-rules-'))
  mkdirSync(join(dir, '.git'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

async function run(dir: string, source: string, options?: object): Promise<string> {
  const file = new VFile({ value: source, cwd: dir, path: 'docs/a.md' })
  return String(await remark().use(remarkLinkcanon, options).process(file)).replaceAll('\\&', '&')
}

afterEach(() => clearConfigCache())

describe('remark-linkcanon and ruleFiles', () => {
  it('removes a custom key of the imported list, and a raw rule\'s match in the path', async () => {
    const dir = project({
      'linkcanon.config.json': JSON.stringify({ ruleFiles: [{ path: 'lists/shop.json', format: 'clearurls', name: 'shop' }] }),
      'lists/shop.json': shopList
    })
    const source = '[a](https://www.shop.example/dp/B01/ref=sr_1?sessid=1&id=2) and <https://www.shop.example/dp/B02/ref=nav>\n'
    expect(await run(dir, source)).toBe('[a](https://www.shop.example/dp/B01?id=2) and <https://www.shop.example/dp/B02>\n')
    // Elsewhere the list does nothing.
    expect(await run(dir, '[a](https://example.org/dp/ref=x?sessid=1)\n')).toBe('[a](https://example.org/dp/ref=x?sessid=1)\n')
    const linted = await remark().use(remarkLint).process(new VFile({ value: source, cwd: dir, path: 'docs/a.md' }))
    expect(linted.messages.map((message) => message.reason)).toEqual([
      'Remove tracking parameter "sessid"; Removed "/ref=sr_1" (a raw rule of the list): https://www.shop.example/dp/B01?id=2',
      'Removed "/ref=nav" (a raw rule of the list): https://www.shop.example/dp/B02'
    ])
  })

  it('honours unwrap and fragment from the config file and from the options', async () => {
    const source = '<https://www.google.com/amp/s/example.com/a> and [b](https://example.com/b#xtor=RSS-1)\n'
    const configured = project({ 'linkcanon.config.json': JSON.stringify({ unwrap: true, fragment: true }) })
    expect(await run(configured, source)).toBe('<https://example.com/a> and [b](https://example.com/b)\n')
    const plain = project({})
    expect(await run(plain, source)).toBe(source)
    expect(await run(plain, source, { unwrap: true })).toBe('<https://example.com/a> and [b](https://example.com/b#xtor=RSS-1)\n')
    expect(await run(plain, source, { fragment: true })).toBe('<https://www.google.com/amp/s/example.com/a> and [b](https://example.com/b)\n')
  })
})
