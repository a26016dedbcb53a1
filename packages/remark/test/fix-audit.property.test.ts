// The link-safety audit of remark-linkcanon in fix mode (session 24): generated Markdown
// (links, images, autolinks, GFM literals, definitions, raw HTML, tables, code) processed with
// and without the plugin through remark-stringify. Parsed again, the two outputs must be the
// same tree apart from URLs: each URL (a link's, a definition's, a literal's text, a raw HTML
// `href`) is what it was or that with URLs replaced by their canonical URL; code is untouched;
// processing the output again changes nothing. FC_RUNS (default 10,000), at most 500 (about 6 s).
import { canonicalize } from '@linkcanon/core'
import fc from 'fast-check'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkStringify from 'remark-stringify'
import remarkLinkcanon from 'remark-linkcanon'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { markdownDocument } from '../../../test/helpers/markdown-arbitraries.js'
import { acceptable } from '../../../test/helpers/format-oracle.js'

const numRuns = Math.min(Number(process.env.FC_RUNS ?? 10_000), 500)

const stringify = (source: string, fix: boolean): string => {
  const processor = unified().use(remarkParse).use(remarkGfm)
  if (fix) processor.use(remarkLinkcanon, { images: true })
  return String(processor.use(remarkStringify).processSync(source))
}

interface Node {
  type: string
  value?: string
  url?: string
  children?: Node[]
  [key: string]: unknown
}

const parse = (text: string): Node => unified().use(remarkParse).use(remarkGfm).parse(text) as unknown as Node

const HREF = /href="([^"]*)"/g
/** Raw HTML: each `href` value (read whole) is what it was or its canonical URL; the rest is the same. */
function htmlAcceptable(was: string, now: string): boolean {
  const hrefs = (text: string): string[] => [...text.matchAll(HREF)].map((match) => match[1]!)
  const [before, after] = [hrefs(was), hrefs(now)]
  if (was.replace(HREF, 'href') !== now.replace(HREF, 'href') || before.length !== after.length) return false
  return before.every(
    (url, index) => after[index] === url || after[index] === canonicalize(url, { preset: 'minimal' }).url
  )
}

/** Where the trees differ beyond what a fix may change; `undefined` when they do not. */
function difference(before: Node, after: Node, path: string): string | undefined {
  if (before.type !== after.type) return `${path}: ${before.type} became ${after.type}`
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'position' || key === 'children') continue
    const [was, now] = [before[key], after[key]]
    const urlLike = key === 'url' || (key === 'value' && before.type === 'text')
    const html = key === 'value' && before.type === 'html'
    const ok =
      typeof was === 'string' && typeof now === 'string' && (urlLike || html)
        ? html
          ? htmlAcceptable(was, now)
          : acceptable(was).has(now)
        : JSON.stringify(was) === JSON.stringify(now)
    if (!ok) {
      return `${path}.${key}: ${JSON.stringify(was)} became ${JSON.stringify(now)}`
    }
  }
  const [a, b] = [before.children ?? [], after.children ?? []]
  if (a.length !== b.length) return `${path}: ${a.length} children became ${b.length}`
  for (let index = 0; index < a.length; index++) {
    const found = difference(a[index]!, b[index]!, `${path}/${a[index]!.type}[${index}]`)
    if (found !== undefined) return found
  }
  return undefined
}

describe('remark-linkcanon fix mode on generated Markdown (audit)', () => {
  it(
    `the output is the plain output with URLs canonicalized, code kept, and stable (${numRuns} documents)`,
    { timeout: 600_000 },
    () => {
      let changed = 0
      fc.assert(
        fc.property(markdownDocument, (source) => {
          const plain = stringify(source, false)
          const fixed = stringify(source, true)
          expect(difference(parse(plain), parse(fixed), 'root'), fixed).toBeUndefined()
          expect(stringify(fixed, true)).toBe(fixed)
          if (fixed !== plain) changed++
        }),
        { numRuns }
      )
      console.log(`remark fix audit: ${numRuns} documents, ${changed} changed`)
      expect(changed).toBeGreaterThan(0)
    }
  )
})
