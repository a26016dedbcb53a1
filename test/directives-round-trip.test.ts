// A kept link must survive any number of rounds of remark (which writes a blank line after an
// HTML comment or an MDX expression) and `linkcanon fix`, one after the other.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import remarkLinkcanon from 'remark-linkcanon'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { afterEach, describe, expect, it } from 'vitest'
import { runBin, scratchDir } from './helpers/bin.js'

const removers: Array<() => void> = []
afterEach(() => {
  for (const remove of removers.splice(0)) remove()
})

const markdown = [
  '# Partners',
  '<!-- linkcanon-disable-next-line -->',
  '[a](https://x.com/?utm_source=partner)',
  '<!-- linkcanon-disable-next-line utm_source -->',
  '* <https://x.com/?utm_source=partner>',
  '',
  '<!-- linkcanon-disable-next-line utm_source -->',
  '<!-- linkcanon-disable-next-line gclid -->',
  'Both kept: [b](https://x.com/?utm_source=partner&gclid=1).',
  '[gone](https://x.com/?utm_source=pasted)',
  ''
].join('\n')

const mdx = [
  '{/* linkcanon-disable-next-line */}',
  '[a](https://x.com/?utm_source=partner)',
  '{/* linkcanon-disable-next-line utm_source */}',
  '<X href="https://x.com/?utm_source=partner" />',
  '[gone](https://x.com/?utm_source=pasted)',
  ''
].join('\n')

function kept(text: string): number {
  return text.split('utm_source=partner').length - 1
}

describe('directives survive remark and linkcanon fix, round after round', () => {
  for (const [name, source, withMdx] of [
    ['a.md', markdown, false],
    ['a.mdx', mdx, true]
  ] as const) {
    it(`${name}: remark formats (and fixes), then linkcanon fix and check, three times`, async () => {
      const { dir, remove } = scratchDir('round-trip')
      removers.push(remove)
      const file = join(dir, name)
      let text = source
      for (let round = 1; round <= 3; round++) {
        const processor = unified().use(remarkParse)
        if (withMdx) processor.use(remarkMdx)
        // Odd rounds: remark formats only; even rounds: remark-linkcanon fixes too.
        if (round % 2 === 0) processor.use(remarkLinkcanon, { config: false })
        text = String(await processor.use(remarkStringify).process(text))
        expect(kept(text), `round ${round}, remark`).toBe(kept(source))
        writeFileSync(file, text)
        const fix = runBin(['fix', '--no-config', name], dir)
        expect(fix.code, fix.stderr).toBe(0)
        text = readFileSync(file, 'utf8')
        expect(kept(text), `round ${round}, fix`).toBe(kept(source))
        expect(text).not.toContain('utm_source=pasted')
        const check = runBin(['check', '--no-config', '--format', 'json', name], dir)
        expect(check.code).toBe(0)
        // No directive reported unused: each still covers its link.
        expect(JSON.parse(check.stdout)).toEqual([])
      }
    })
  }
})
