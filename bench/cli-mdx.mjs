// `linkcanon check` over an MDX docs site against one full MDX parse (remark-parse + remark-mdx +
// remark-gfm) of the same files, and against the CLI's own whole-document path (the findings must
// be equal). The site is generated (deterministic: mostly pages with no candidate, some with
// tracked links in text, JSX attributes and ESM) unless `--mdx-site <dir>` names a real one.
// CPU time in this process. Run: node bench/cli-mdx.mjs [--quick] [--mdx-site <dir>]. Never asserts on time.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { target } from './harness.mjs'
import { prng } from './inputs.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const cliDir = join(here, '../packages/cli')
// The parser the CLI uses is remark-linkcanon's (remark-linkcanon/locate): the peer runs the same copies.
const modules = join(here, '../packages/remark/node_modules')
const { unified } = await import(join(modules, 'unified/index.js'))
const { default: remarkParse } = await import(join(modules, 'remark-parse/index.js'))
const { default: remarkGfm } = await import(join(modules, 'remark-gfm/index.js'))
const { default: remarkMdx } = await import(join(modules, 'remark-mdx/index.js'))
const { findingsOf } = await import(join(cliDir, 'dist/index.js'))

const PROSE = [
  'Configure the integration in your project and restart the development server.',
  'The `build` command writes static files to `dist/`; see [the guide](/en/guides/deploy/).',
  'Components can take **props**, and _slots_ hold the rest of the markup.',
  'Use `getCollection()` to query entries; each entry has `id`, `slug` and `data`.'
]
const CODE =
  '```js\nimport { defineConfig } from "astro/config"\nexport default defineConfig({ site: "https://example.com" })\n```'
const LINKS = [
  'Read [the announcement](https://blog.example.com/post?utm_source=docs&utm_medium=link).',
  '<LinkCard title="Video" href="https://www.youtube.com/watch?v=abc&utm_campaign=docs" />',
  'See https://github.com/org/repo/issues?q=is%3Aopen&fbclid=x1 for the list.'
]

/** A deterministic MDX docs site: `count` pages, about one in five with a tracked link. */
export function generateMdxSite(count = 2400, seed = 0x6d6478) {
  const random = prng(seed)
  const pick = (list) => list[Math.floor(random() * list.length)]
  const pages = []
  for (let index = 0; index < count; index++) {
    const parts = [`---\ntitle: Page ${index}\ndescription: About page ${index}.\n---`]
    parts.push("import { Tabs, TabItem, LinkCard } from '@astrojs/starlight/components'")
    const sections = 4 + Math.floor(random() * 12)
    for (let s = 0; s < sections; s++) {
      parts.push(`## Section ${s}`, pick(PROSE) + ' ' + pick(PROSE))
      const roll = random()
      if (roll < 0.25) parts.push(CODE)
      else if (roll < 0.4) parts.push(`<Tabs>\n<TabItem label="npm">\n\n${pick(PROSE)}\n\n</TabItem>\n</Tabs>`)
      else if (roll < 0.45) parts.push(`{/* ${pick(PROSE)} */}`)
    }
    if (random() < 0.2) parts.splice(2 + Math.floor(random() * (parts.length - 2)), 0, pick(LINKS))
    pages.push({ file: `page-${index}.mdx`, text: parts.join('\n\n') + '\n' })
  }
  return pages
}

function mdxFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

function cpu(fn) {
  const start = process.cpuUsage()
  const value = fn()
  const used = process.cpuUsage(start)
  return { ms: (used.user + used.system) / 1000, value }
}

/** Findings of every page, or the message of the error a page throws (equal errors compare equal). */
function scan(pages, settings) {
  return pages.map((page) => {
    try {
      return findingsOf(page.file, page.text, 'mdx', settings)
    } catch (error) {
      return String(error)
    }
  })
}

export async function benchCliMdx({ quick = false } = {}) {
  const flag = process.argv.indexOf('--mdx-site')
  const dir = flag > 0 ? process.argv[flag + 1] : undefined
  let pages = dir
    ? mdxFiles(dir).map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    : generateMdxSite(quick ? 400 : 2400)
  const bytes = pages.reduce((sum, page) => sum + Buffer.byteLength(page.text), 0)
  const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze()
  const fast = { core: undefined, images: false }
  const full = { core: undefined, images: false, fast: false }
  scan(pages.slice(0, 200), fast) // warm up
  scan(pages.slice(0, 200), full)
  const baseline = cpu(() =>
    pages.forEach((page) => {
      try {
        parser.parse(page.text)
      } catch {
        // A page the parser rejects counts with the time it took.
      }
    })
  )
  const whole = cpu(() => scan(pages, full))
  const check = cpu(() => scan(pages, fast))
  const differ = pages.filter((_, i) => JSON.stringify(whole.value[i]) !== JSON.stringify(check.value[i]))
  const findings = check.value.reduce((sum, list) => sum + (Array.isArray(list) ? list.length : 0), 0)
  const failed = whole.value.filter((list) => !Array.isArray(list)).length
  const speedup = baseline.ms / check.ms
  return {
    title: `linkcanon check on an MDX docs site (${dir ? 'real: ' + dir : 'generated'})`,
    files: pages.length,
    megabytes: Number((bytes / 1e6).toFixed(2)),
    fullMdxParseMs: Math.round(baseline.ms),
    wholeDocumentCheckMs: Math.round(whole.ms),
    checkMs: Math.round(check.ms),
    speedupOverFullMdxParse: Number(speedup.toFixed(2)),
    speedupOverWholeDocumentCheck: Number((whole.ms / check.ms).toFixed(2)),
    findings,
    filesTheWholeParseFails: failed,
    filesWithOtherResultsThanWholeDocument: differ.map((page) => page.file),
    targets: [
      target({
        id: 'cli-check-mdx',
        label: 'linkcanon check vs one full MDX parse',
        value: speedup,
        goal: 10,
        floor: 5
      })
    ],
    notes: [
      'CPU time in one process, one round each. The full MDX parse is remark-parse + remark-mdx + remark-gfm.',
      'A page that cannot hold a finding costs one search; the others are parsed by sections (see packages/cli/src/scan/mdx-sections.ts).'
    ]
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchCliMdx({ quick: process.argv.includes('--quick') })
  console.log(JSON.stringify(result, null, 2))
}
