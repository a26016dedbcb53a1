// The law of `fix` in files read through escapes (issue 14), on generated HTML attribute values (in HTML files
// and Vue, Svelte and Astro components) and JSON strings holding tracked URLs: the fixed file reads (decoded by
// the format's own rules, independently of linkcanon) as exactly the canonical URL, or is left byte for byte
// with a reason; a second `fix` changes nothing. FC_RUNS sets the number of runs (10k in CI).
import { canonicalize } from '@linkcanon/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FileKind } from '../dist/files/kinds.js'
import { planFix } from '../dist/fix/plan.js'
import { findingsOf, type ScanSettings } from '../dist/scan/file.js'

const numRuns = Number(process.env.FC_RUNS ?? 10_000)
const settings: ScanSettings = { core: undefined, images: false }

const key = fc.constantFrom('a', 'b', 'id', 'q', 'page', 'utm_source', 'utm_medium', 'fbclid', 'gclid', 'ref')
const value = fc.stringMatching(/^[\w.~%-]{0,6}$/)
/** A URL with a query of one to five pairs, some of them trackers. */
const url = fc
  .tuple(
    fc.constantFrom('https://e.com/p', 'https://www.example.org/a/b/', 'http://x.io'),
    fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 5 })
  )
  .map(([base, pairs]) => `${base}?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`)

/** How a character may be written in an HTML attribute value. */
const htmlChar = (char: string): fc.Arbitrary<string> => {
  const code = char.codePointAt(0)!
  const ways: Array<fc.Arbitrary<string>> = [
    fc.constant(`&#${code};`),
    fc.constant(`&#x${code.toString(16)};`),
    fc.constant(`&#X${code.toString(16).toUpperCase()};`)
  ]
  if (char === '&') ways.push(fc.constant('&amp;'), fc.constant('&AMP;'), fc.constant('&amp;'))
  else
    ways.push(
      fc.constant(char),
      fc.constant(char),
      fc.constant(char),
      fc.constant(char),
      fc.constant(char),
      fc.constant(char)
    )
  return fc.oneof(...ways)
}

/** How a character may be written in a JSON string. */
const jsonChar = (char: string): fc.Arbitrary<string> => {
  const hex = char.charCodeAt(0).toString(16).padStart(4, '0')
  const ways: Array<fc.Arbitrary<string>> = [fc.constant(`\\u${hex}`), fc.constant(`\\u${hex.toUpperCase()}`)]
  if (char === '/') ways.push(fc.constant('\\/'))
  ways.push(fc.constant(char), fc.constant(char), fc.constant(char), fc.constant(char), fc.constant(char))
  return fc.oneof(...ways)
}

const written = (text: string, way: (char: string) => fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(...[...text].map(way)).map((parts) => parts.join(''))

/** Decode the references the generator writes, as HTML does (independent of the core). */
function decodeHtml(raw: string): string {
  return raw.replace(/&(?:#(\d+)|#[xX]([\da-fA-F]+)|(amp|AMP));/g, (_, decimal?: string, hex?: string) =>
    decimal !== undefined
      ? String.fromCodePoint(Number(decimal))
      : hex !== undefined
        ? String.fromCodePoint(Number.parseInt(hex, 16))
        : '&'
  )
}

function fix(text: string, kind: FileKind): { text: string; fixed: number; reasons: number } {
  const findings = findingsOf(`file.${kind}`, text, kind, settings)
  const plan = planFix(`file.${kind}`, text, kind, findings, settings)
  return { text: plan.text, fixed: plan.fixed.length, reasons: plan.remaining.length }
}

const minimal = (input: string): string => canonicalize(input, { preset: 'minimal' }).url

/**
 * The law for one generated file holding `input`: fixed, it reads (by `read`) as the canonical
 * URL, or it is left as it is with one reason; fixing it again changes nothing. True when fixed.
 */
function law(input: string, file: string, kind: FileKind, read: (text: string) => string): boolean {
  const first = fix(file, kind)
  const canonical = minimal(input)
  let fixed = false
  if (canonical === input) expect(first.text).toBe(file)
  else if (first.fixed === 0) expect([first.text, first.reasons]).toEqual([file, 1])
  else {
    expect(read(first.text)).toBe(canonical)
    fixed = true
  }
  expect(fix(first.text, kind).text).toBe(first.text)
  return fixed
}

const timeout = Math.max(60_000, numRuns * 10)

/** What stands before the link in each kind of file: a component's code and a template expression too. */
const BEFORE = {
  html: '',
  vue: '<script setup>\nconst n = { a: 1 }\n</script>\n<b :title="n.a > 0">{{ n.a }}</b>\n',
  svelte: "<script>\nlet n = { a: '}' }\n</script>\n<b title={n.a > 0}>{n.a}</b>\n",
  astro: "---\nconst n = { a: '}' }\n---\n<b title={n.a > 0}>{n.a}</b>\n"
} as const

describe('fix: escaped formats (property)', () => {
  it(
    'HTML attribute values (in HTML and in components): the fixed value decodes to the canonical URL, or is left with a reason; fixing twice changes nothing',
    { timeout },
    () => {
      let fixedCount = 0
      const arbitrary = url.chain((input) =>
        fc.tuple(
          fc.constant(input),
          written(input, htmlChar),
          fc.constantFrom('"', "'"),
          fc.constantFrom(...(Object.keys(BEFORE) as Array<keyof typeof BEFORE>))
        )
      )
      fc.assert(
        fc.property(arbitrary, ([input, raw, quote, kind]) => {
          const before = `${BEFORE[kind]}<p>\n  <a class="x" href=${quote}`
          const after = `${quote}>link</a>\n</p>\n`
          // Read independently of linkcanon: the value between the unchanged text around it, decoded.
          const read = (text: string): string => {
            expect([text.startsWith(before), text.endsWith(after)]).toEqual([true, true])
            return decodeHtml(text.slice(before.length, text.length - after.length))
          }
          if (law(input, before + raw + after, kind, read)) fixedCount++
        }),
        { numRuns }
      )
      expect(fixedCount).toBeGreaterThan(0)
    }
  )

  it(
    'JSON strings: the file still parses, the fixed string is the canonical URL or is left with a reason; fixing twice changes nothing',
    { timeout },
    () => {
      let fixedCount = 0
      fc.assert(
        fc.property(
          url.chain((input) => fc.tuple(fc.constant(input), written(input, jsonChar))),
          ([input, raw]) => {
            const json = `{\n  "name": "x",\n  "links": ["${raw}", 1]\n}\n`
            const read = (text: string): string => (JSON.parse(text) as { links: string[] }).links[0]!
            expect(read(json)).toBe(input)
            if (law(input, json, 'json', read)) fixedCount++
          }
        ),
        { numRuns }
      )
      expect(fixedCount).toBeGreaterThan(0)
    }
  )
})
