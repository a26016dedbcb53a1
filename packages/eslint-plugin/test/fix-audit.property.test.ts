// The link-safety audit of the autofix (session 24): generated code holding URLs in string
// literals (every escape), templates with `${…}`, concatenations, object keys, JSX attribute
// values (character references) and JSX text next to expressions. The check runs the code:
// TypeScript's own JSX transform and `new Function` give each string the program builds (a JSX
// element's rendered text is its children joined), before and after the fix. Each must be what
// it was, or that with URLs replaced by their canonical URL; keys never change; the code still
// parses; a second pass fixes nothing. FC_RUNS (default 10,000), at most 1,000 (about 8 s).
import fc from 'fast-check'
import { Linter } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { stringsOf, stringsProblem } from '../../../test/helpers/format-oracle.js'

const numRuns = Math.min(Number(process.env.FC_RUNS ?? 10_000), 1_000)
const config: Linter.Config[] = [
  {
    plugins: { linkcanon: plugin },
    rules: { 'linkcanon/no-tracking-params': 'error' },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } }
  }
]
const linter = new Linter()

const word = fc.stringMatching(/^[a-z0-9]{1,5}$/)
const pair = fc.oneof(
  fc
    .tuple(fc.constantFrom('utm_source', 'fbclid', 'gclid', 'ref', 'id', 'q'), word)
    .map(([key, value]) => `${key}=${value}`),
  fc.constantFrom('utm_medium', 'a=1,2', "t=it's", 'e=%26', 'X-Amz-Signature=ab')
)
const url = fc
  .tuple(
    fc.constantFrom('https://e.com/p', 'http://x.io/', 'HTTPS://a.b.org/c/'),
    fc.array(pair, { minLength: 1, maxLength: 4 }),
    fc.option(word)
  )
  .map(([base, pairs, fragment]) => `${base}?${pairs.join('&')}${fragment === null ? '' : `#${fragment}`}`)
const text = fc.oneof(
  url,
  fc
    .tuple(fc.constantFrom('', 'see ', '(', 'été '), url, fc.constantFrom('', ' now', '.', ')', 'é'))
    .map(([a, link, b]) => `${a}${link}${b}`)
)

const code = (char: string): number => char.codePointAt(0)!
/** Write `value` with a random escape choice per character. */
const written = (way: (char: string, choice: number) => string | undefined) => (value: string) =>
  fc
    .array(fc.nat(7), { minLength: [...value].length, maxLength: [...value].length })
    .map((choices) => [...value].map((char, index) => way(char, choices[index]!) ?? char).join(''))
/** In a '…' literal: `\xXX`, `\uXXXX`, `\u{X}`. */
const single = written((char, choice) =>
  char === "'" || char === '\\'
    ? `\\${char}`
    : code(char) < 256 && choice === 0
      ? `\\x${code(char).toString(16).padStart(2, '0')}`
      : choice === 1
        ? `\\u{${code(char).toString(16)}}`
        : undefined
)
/** In a template: `$` before `{` and backticks escaped, `\u0026`-style escapes now and then. */
const template = written((char, choice) =>
  char === '`' || char === '\\' || char === '$'
    ? `\\${char}`
    : choice === 0 && code(char) < 0x10000
      ? `\\u${code(char).toString(16).padStart(4, '0')}`
      : undefined
)
/** In a JSX attribute value or text: character references; `<`, `>`, `{`, `}` and quotes always. */
const jsx = written((char, choice) =>
  /[<>{}"&]/.test(char)
    ? choice < 4
      ? `&#${code(char)};`
      : char === '&'
        ? '&amp;'
        : `&#x${code(char).toString(16)};`
    : choice === 0
      ? `&#${code(char)};`
      : undefined
)

/**
 * A program `const a = …` holding three generated texts in one of several shapes. A text that
 * follows an expression starts with a word or a space: the rule reads an expression before a
 * scheme as a boundary (see `findTrackedUrls`), a choice this test does not question.
 */
const program = fc
  .tuple(
    text,
    text.map((value) => `and ${value}`),
    text.map((value) => `or ${value}`)
  )
  .chain(([a, b, c]) =>
    fc.oneof(
      fc.tuple(single(a)).map(([x]) => `const a = '${x}'`),
      fc.tuple(template(a), single(b), template(c)).map(([x, y, z]) => `const a = \`${x}\${'${y}'} ${z}\``),
      fc.tuple(single(a), single(b)).map(([x, y]) => `const a = '${x}' + '${y}'`),
      fc.tuple(single(a), single(b)).map(([x, y]) => `const a = { '${x}': 1, k: '${y}' }`),
      fc.tuple(jsx(a), jsx(c), single(b)).map(([x, y, z]) => `const a = <p title="${x}">${y}{'${z}'}</p>`),
      fc.tuple(single(a), jsx(b), jsx(c)).map(([x, y, z]) => `const a = <p>{'${x}'}${y} <b>${z}</b></p>`),
      fc
        .tuple(jsx(a), single(c), jsx(b))
        .map(([x, y, z]) => `const a = (\n  <p>\n    ${x}\n    {'${y}'}\n    ${z}\n  </p>\n)`)
    )
  )

/** What the program builds: its strings (a JSX element as its props and its rendered text). */
function run(source: string): string[] {
  const js = ts.transpileModule(source, {
    compilerOptions: { jsx: ts.JsxEmit.React, target: ts.ScriptTarget.ES2022 }
  }).outputText
  const render = (tag: string, props: Record<string, string> | null, ...children: unknown[]): unknown => ({
    tag,
    props,
    text: children.map((child) => (typeof child === 'string' ? child : JSON.stringify(child))).join('')
  })
  return stringsOf(new Function('React', `${js}; return a`)({ createElement: render }))
}

describe('the autofix on generated code (audit, property)', () => {
  it(`strings only canonicalized, keys kept, still parses, stable (${numRuns} programs)`, { timeout: 600_000 }, () => {
    let fixed = 0
    fc.assert(
      fc.property(program, (source) => {
        const result = linter.verifyAndFix(source, config, 'a.js')
        expect(
          result.messages.filter((message) => message.fatal),
          result.output
        ).toEqual([])
        expect(stringsProblem(run(source), run(result.output)), result.output).toBeUndefined()
        expect(linter.verifyAndFix(result.output, config, 'a.js').output).toBe(result.output)
        if (result.fixed) fixed++
      }),
      { numRuns }
    )
    console.log(`eslint fix audit: ${numRuns} programs, ${fixed} fixed`)
    expect(fixed).toBeGreaterThan(0)
  })
})
