import { canonicalize } from '@linkcanon/core'
import { valueUrls } from '@linkcanon/core/grammar'
import { Linter } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const numRuns = Number(process.env.FC_RUNS ?? 10_000)
const config: Linter.Config[] = [{ plugins: { linkcanon: plugin }, rules: { 'linkcanon/no-tracking-params': 'error' } }]
const linter = new Linter()

/** Text written plainly or through an escape; `value` is what it reads as. */
interface Written {
  raw: string
  value: string
}

const plain = (text: string): Written => ({ raw: text, value: text })
const plainText = fc.stringMatching(/^[a-z0-9 .,:-]{0,6}$/).map(plain)
const escape = fc.constantFrom<Written>(
  { raw: '\\n', value: '\n' },
  { raw: '\\t', value: '\t' },
  { raw: '\\x41', value: 'A' },
  { raw: '\\u0062', value: 'b' },
  { raw: '\\u{1F600}', value: '\u{1F600}' },
  { raw: '\\\\', value: '\\' },
  { raw: "\\'", value: "'" },
  { raw: '\\"', value: '"' },
  { raw: '\\\n', value: '' },
  { raw: '\\0-', value: '\0-' },
  { raw: '\\q', value: 'q' }
)
/** Inside a URL an escape must read as a URL character. */
const urlEscape = fc.constantFrom<Written>(
  { raw: '\\x61', value: 'a' },
  { raw: '\\u0062', value: 'b' },
  { raw: '\\u{63}', value: 'c' },
  { raw: '\\d', value: 'd' }
)
const join = (parts: readonly Written[]): Written => ({
  raw: parts.map((part) => part.raw).join(''),
  value: parts.map((part) => part.value).join('')
})

const word = fc.stringMatching(/^[a-z0-9]{1,5}$/)
const urlWord = fc
  .array(fc.oneof({ weight: 5, arbitrary: word.map(plain) }, { weight: 1, arbitrary: urlEscape }), {
    minLength: 1,
    maxLength: 3
  })
  .map(join)
const trackerKey = fc.constantFrom(
  'utm_source',
  'utm_medium',
  'fbclid',
  'gclid',
  'ref',
  'yclid',
  'msclkid',
  'affiliate'
)
const param = fc.oneof(
  fc.tuple(trackerKey, urlWord).map(([key, value]) => join([plain(`${key}=`), value])),
  fc.tuple(urlWord, urlWord).map(([key, value]) => join([key, plain('='), value])),
  urlWord
)
const url = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTPS'),
    fc.array(word, { minLength: 1, maxLength: 3 }),
    fc.array(urlWord, { maxLength: 2 }),
    fc.array(param, { minLength: 1, maxLength: 4 }),
    fc.option(urlWord)
  )
  .map(([scheme, labels, segments, params, fragment]) =>
    join([
      plain(`${scheme}://${labels.join('.')}.com/`),
      ...segments.flatMap((segment) => [segment, plain('/')]),
      plain('?'),
      ...params.flatMap((part, index) => (index === 0 ? [part] : [plain('&'), part])),
      ...(fragment ? [plain('#'), fragment] : [])
    ])
  )
const around = fc.array(fc.oneof(plainText, escape), { maxLength: 4 }).map(join)
const literal = fc
  .tuple(fc.constantFrom("'", '"'), around, url, around, fc.option(url.map((second) => join([plain(' '), second]))))
  .map(([quote, before, link, after, more]) => {
    const body = join([before, link, after, ...(more ? [more] : [])])
    // A quote of the literal's own kind must be escaped.
    const raw = body.raw.replace(new RegExp(`(?<!\\\\)${quote}`, 'g'), `\\${quote}`)
    return { source: `const a = ${quote}${raw}${quote}\n`, value: body.value }
  })

const valueOf = (source: string): string => new Function(`${source}; return a`)() as string
/** The literal's value with each URL in it canonical: a value that is one URL is read whole (the core's `valueUrls`). */
const canonicalAll = (text: string): string => {
  let out = ''
  let at = 0
  for (const found of valueUrls(text)) {
    out += text.slice(at, found.start) + canonicalize(found.url, { preset: 'minimal' }).url
    at = found.end
  }
  return out + text.slice(at)
}

/** Apply the reports' fixes as one ESLint fix pass does (this rule's fixes never overlap). */
const applyFixes = (source: string, reports: readonly Linter.LintMessage[]): string => {
  let out = source
  for (const { fix } of [...reports].sort((a, b) => (b.fix?.range[0] ?? 0) - (a.fix?.range[0] ?? 0))) {
    if (fix) out = out.slice(0, fix.range[0]) + fix.text + out.slice(fix.range[1])
  }
  return out
}

describe('fixing string literals (property)', () => {
  it(
    'keeps the source parseable, changes only the URLs, and is stable',
    { timeout: Math.max(60_000, numRuns * 20) },
    () => {
      fc.assert(
        fc.property(literal, ({ source, value }) => {
          expect(valueOf(source)).toBe(value)
          const reports = linter.verify(source, config)
          const output = applyFixes(source, reports)
          const again = linter.verify(output, config)
          expect(again.filter((message) => message.fatal)).toEqual([])
          // A second fix pass changes nothing; what was left unfixed is still reported.
          expect(again.filter((message) => message.fix)).toEqual([])
          expect(again.length).toBe(reports.filter((report) => !report.fix).length)
          if (reports.every((report) => report.fix)) expect(valueOf(output)).toBe(canonicalAll(value))
        }),
        { numRuns }
      )
    }
  )

  // The short literal has a word on each side, as the long one has text: neither is a value that is one URL.
  it(
    'fixes a URL in a long literal as in a short one (text far from it is not read again)',
    { timeout: Math.max(60_000, numRuns * 40) },
    () => {
      const filler = fc.array(fc.oneof(plainText, escape), { minLength: 40, maxLength: 80 }).map(join)
      fc.assert(
        fc.property(literal, filler, filler, ({ source }, before, after) => {
          const quote = source[10]!
          const pad = (text: Written): string => text.raw.replace(new RegExp(`(?<!\\\\)${quote}`, 'g'), `\\${quote}`)
          const body = source.slice(11, source.lastIndexOf(quote))
          const long = `const a = ${quote}${pad(before)} ${body} ${pad(after)}${quote}\n`
          const fixes = (text: string, shift: number): string[] =>
            linter
              .verify(text, config)
              .map((report) =>
                report.fix ? `${report.fix.range[0] - shift} ${report.fix.range[1] - shift} ${report.fix.text}` : 'none'
              )
          const short = `const a = ${quote}x ${body} x${quote}\n`
          expect(fixes(long, pad(before).length + 1)).toEqual(fixes(short, 2))
        }),
        { numRuns: Math.ceil(numRuns / 4) }
      )
    }
  )

  it('fixes every URL of a literal holding thousands (each edit is checked near itself: 2,000 took 31 s)', () => {
    const urls = Array.from({ length: 2000 }, (_, index) => `https://x${index}.com/p?utm_source=a&id=${index}`)
    const source = `const a = '${urls.join(' \\x41 ')}'\n`
    const output = applyFixes(source, linter.verify(source, config))
    expect(valueOf(output)).toBe(urls.map((link) => link.replace('utm_source=a&', '')).join(' A '))
  })

  it('agrees with ESLint fixing the file', () => {
    const source = `const a = '\\x41 https://x.com/?utm_source=\\u0061&b=1 and https://y.com/?a=1&fbclid=2'`
    expect(linter.verifyAndFix(source, config).output).toBe(applyFixes(source, linter.verify(source, config)))
  })
})
