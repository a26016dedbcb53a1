import { canonicalize } from '@linkcanon/core'
import fc from 'fast-check'
import { locateMarkdownUrls } from 'remark-linkcanon/locate'
import { describe, expect, it } from 'vitest'

/**
 * FC_RUNS runs (10k in CI), at most 1,000: each run parses a Markdown document, which costs
 * a thousand times what one canonicalization does.
 */
const numRuns = Math.min(Number(process.env.FC_RUNS ?? 10_000), 1_000)

const word = fc.stringMatching(/^[a-z0-9]{1,8}$/)
const param = fc
  .tuple(fc.constantFrom('utm_source', 'utm_medium', 'fbclid', 'page', 'q', 'ref', 'id'), word)
  .map(([k, v]) => `${k}=${v}`)
const url = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTPS'),
    word,
    fc.array(word, { maxLength: 3 }),
    fc.array(param, { maxLength: 4 })
  )
  .map(
    ([scheme, host, path, params]) =>
      `${scheme}://${host}.example/${path.join('/')}${params.length > 0 ? `?${params.join('&')}` : ''}`
  )

/** Ways to write a URL in Markdown such that its raw text is exactly the URL. */
const forms: ((u: string, n: number) => string)[] = [
  (u) => `[text](${u})`,
  (u) => `[a [nested] *label*](<${u}>)`,
  (u) => `[t](${u} "title")`,
  (u) => `[t](\n${u}\n'title')`,
  (u) => `<${u}>`,
  (u) => `see ${u} here`,
  (u) => `<a class="c" href="${u}">x</a>`,
  (u, n) => `\n\n[def${n}]: ${u} (title)\n\n`
]

const doc = fc.array(fc.tuple(fc.nat({ max: forms.length - 1 }), url, fc.constantFrom(' ', '\n', ' text ')), {
  minLength: 1,
  maxLength: 8
})

function build(parts: [number, string, string][], lineEnding: string, bom: boolean) {
  let source = bom ? '\uFEFF' : ''
  const starts: number[] = []
  parts.forEach(([form, u, gap], n) => {
    const text = forms[form]!(u, n).replaceAll('\n', lineEnding)
    starts.push(source.length + text.indexOf(u))
    source += text + gap.replaceAll('\n', lineEnding)
  })
  return { source, starts }
}

describe('locateMarkdownUrls (properties)', () => {
  it('finds every URL written in a simple form, exactly where it was written', () => {
    fc.assert(
      fc.property(doc, fc.constantFrom('\n', '\r\n'), fc.boolean(), (parts, lineEnding, bom) => {
        const { source, starts } = build(parts, lineEnding, bom)
        const found = locateMarkdownUrls(source)
        expect(found.map((f) => f.start)).toEqual(starts)
        for (const f of found) {
          expect(f.exact).toBe(true)
          expect(source.slice(f.start, f.end)).toBe(f.url)
        }
      }),
      { numRuns }
    )
  })

  it('replacing exact spans with the clean URL changes only those URLs', () => {
    fc.assert(
      fc.property(doc, fc.constantFrom('\n', '\r\n'), (parts, lineEnding) => {
        const { source } = build(parts, lineEnding, false)
        const found = locateMarkdownUrls(source)
        let fixed = source
        const expected: string[] = []
        for (const f of [...found].reverse()) {
          const clean = canonicalize(f.url, { preset: 'minimal' }).url
          expected.unshift(clean)
          fixed = fixed.slice(0, f.start) + clean + fixed.slice(f.end)
        }
        expect(locateMarkdownUrls(fixed).map((f) => f.url)).toEqual(expected)
      }),
      { numRuns }
    )
  })
})
