// Issue 9: the laws of `linkcanon fix` on Markdown, on generated documents (fast-check).
// The fix is the CLI's own (`findingsOf` + `planFix`, what `linkcanon fix` writes); the checks
// are independent of it (test/helpers/fix-safety.ts): the fixed text parses to the same tree
// apart from URLs, only URL characters change, each changed URL is the core's canonical URL,
// and fixing twice changes nothing.
//
// Runs: FC_RUNS (10,000 in CI), at most 2,000: each run parses a document about six times
// (the CLI's scan and read-back, the checker's two parses, the second fix), about 15-20 ms.
// The ESLint fix has its own property test: packages/eslint-plugin/test/property.test.ts.
import { canonicalize } from '@linkcanon/core'
import fc from 'fast-check'
import { findingsOf, type ScanSettings } from 'linkcanon'
import { planFix } from 'linkcanon/internal'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runBin, scratchDir } from './helpers/bin.js'
import { checkFix } from './helpers/fix-safety.js'
import { markdownDocument, url } from './helpers/markdown-arbitraries.js'

const numRuns = Math.min(Number(process.env.FC_RUNS ?? 10_000), 2_000)
const settings: ScanSettings = { core: undefined, images: true }
const expected = (value: string): string => canonicalize(value, { preset: 'minimal' }).url

function fix(text: string): { text: string; fixed: number; remaining: number } {
  const plan = planFix('doc.md', text, 'markdown', findingsOf('doc.md', text, 'markdown', settings), settings)
  return { text: plan.text, fixed: plan.fixed.length, remaining: plan.remaining.length }
}

const scratch = scratchDir('markdown-fix')
afterAll(scratch.remove)

describe('linkcanon fix on generated Markdown', () => {
  it(`changes only URL characters, keeps the tree, and is idempotent (${numRuns} documents)`, () => {
    let documents = 0
    let fixedLinks = 0
    let changedUrls = 0
    fc.assert(
      fc.property(markdownDocument, (source) => {
        const once = fix(source)
        const delta = checkFix(source, once.text, expected)
        expect(delta.urls).toBe(once.fixed)
        const twice = fix(once.text)
        expect(twice.fixed).toBe(0)
        expect(twice.text).toBe(once.text)
        expect(twice.remaining).toBe(once.remaining)
        documents++
        fixedLinks += once.fixed
        changedUrls += delta.urls
      }),
      { numRuns }
    )
    console.log(`markdown-fix property: ${documents} documents (last run), ${fixedLinks} links fixed`)
    expect(changedUrls).toBeGreaterThan(0)
  }, 600_000)

  it(`fixes a URL in a link, an autolink and a definition, and not in code (${numRuns} URLs)`, () => {
    const document = (link: string, code: string): string =>
      `[a](${link} "t") <${link}>\n\n[r]: ${link}\n\n\`${code}\`\n\n\`\`\`\n${code}\n\`\`\`\n`
    fc.assert(
      fc.property(url, (value) => {
        const canonical = expected(value)
        const result = fix(document(value, value))
        expect(result.text).toBe(document(canonical, value))
        expect(result.fixed).toBe(canonical === value ? 0 : 3)
      }),
      { numRuns }
    )
  }, 600_000)

  it('leaves a literal whose end would move, and fixes the rest of the file (found by the property; exit 2 and nothing fixed before)', () => {
    const source = '## www.0.com/?a=x!&utm_source=0\n\n[b](https://b.com/?utm_source=1)\n'
    writeFileSync(join(scratch.dir, 'a.md'), source)
    const run = runBin(['fix', 'a.md'], scratch.dir)
    expect(run.code, run.stderr).toBe(1)
    expect(run.stdout).toMatch(/^a\.md:1:4 .*not fixed: the new URL would not read back as itself here/)
    expect(readFileSync(join(scratch.dir, 'a.md'), 'utf8')).toBe(
      '## www.0.com/?a=x!&utm_source=0\n\n[b](https://b.com/)\n'
    )
  })
})
