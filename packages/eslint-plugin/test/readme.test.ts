// The examples of README.md and docs/rules/no-tracking-params.md, run through ESLint's Linter
// with the configs they show: each documented verdict, message and fix is checked here.
import { readFileSync } from 'node:fs'
import { Linter } from 'eslint'
import linkcanon from 'eslint-plugin-linkcanon'
import { describe, expect, it } from 'vitest'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const doc = readFileSync(new URL('../docs/rules/no-tracking-params.md', import.meta.url), 'utf8')

/** The fenced blocks of `text` in the section under `heading`, in order. */
function blocksUnder(text: string, heading: string): string[] {
  const start = text.indexOf(`\n${heading}\n`)
  if (start < 0) throw new Error(`No section "${heading}"`)
  const level = heading.split(' ')[0]!
  const rest = text.slice(start + heading.length + 2)
  const next = rest.search(new RegExp(`^#{1,${level.length}} `, 'm'))
  const section = next < 0 ? rest : rest.slice(0, next)
  return [...section.matchAll(/^```\w*\n([\s\S]*?)^```$/gm)].map((match) => match[1]!)
}

/** A config module of the docs (`import linkcanon …; export default [...]`), evaluated with the plugin. */
function configOf(block: string): Linter.Config[] {
  const body = block
    .replace(/^\/\/ eslint\.config\.js\n/, '')
    .replace(/^import linkcanon from 'eslint-plugin-linkcanon'\n/m, '')
    .replace('export default', 'return')
  return new Function('linkcanon', body)(linkcanon) as Linter.Config[]
}

const jsx: Linter.Config = {
  languageOptions: { ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } }
}
const recommended = configOf(blocksUnder(readme, '## Use')[0]!)
const linter = new Linter()

function lint(code: string, config: Linter.Config[] = recommended): Linter.LintMessage[] {
  return linter.verify(code, [jsx, ...config])
}

function fix(code: string, config: Linter.Config[] = recommended): string {
  return linter.verifyAndFix(code, [jsx, ...config]).output
}

describe('README and rule docs examples', () => {
  it('README: the recommended config turns the rule on as an error', () => {
    expect(recommended).toEqual([linkcanon.configs.recommended])
    expect(lint("const a = 'https://example.com/?utm_source=x'").map((m) => [m.ruleId, m.severity])).toEqual([
      ['linkcanon/no-tracking-params', 2]
    ])
  })

  it('docs: each "Fail" line is reported, the "Pass" lines are not', () => {
    const [fail] = blocksUnder(doc, '## Fail')
    for (const line of fail!.trim().split('\n')) expect(lint(line), line).toHaveLength(1)
    const [pass] = blocksUnder(doc, '## Pass')
    expect(lint(pass!)).toEqual([])
  })

  it('docs: the message of the first "Fail" line is the one shown', () => {
    const [fail] = blocksUnder(doc, '## Fail')
    const [messages] = blocksUnder(doc, '## The message')
    expect(lint(fail!.trim().split('\n')[0]!)[0]!.message).toBe(messages!.split('\n')[0])
  })

  it('docs: the fixes shown (before → after)', () => {
    const [literal, template] = blocksUnder(doc, '## The fix')
    const [before, after] = literal!
      .trim()
      .split('\n')
      .map((line) => line.replace(/\s*\/\/ (?:before|after)$/, ''))
    expect(fix(`const s = ${before}`)).toBe(`const s = ${after}`)
    const [from, to] = template!.trim().split(' // → ')
    expect(fix(`const s = ${from}`)).toBe(`const s = ${to}`)
  })

  it('docs: the URL-edge examples are reported without a fix', () => {
    const [edges] = blocksUnder(doc, '### URL edges and `String.raw`')
    for (const line of edges!.trim().split('\n')) {
      const code = `const s = ${line.replace(/\s*\/\/ .*$/, '')}`
      expect(lint(code), line).toHaveLength(1)
      expect(fix(code), line).toBe(code)
    }
  })

  it('docs: tracked URLs kept on purpose, by a disable comment, by file and by value', () => {
    const [line, configBlock] = blocksUnder(doc, '## Tracked URLs kept on purpose')
    expect(lint(line!)).toEqual([])
    expect(lint(line!.split('\n')[1]!)).toHaveLength(1)
    const config = [jsx, ...configOf(configBlock!)]
    const tracked = "const a = 'https://example.com/?utm_source=x'"
    expect(linter.verify(tracked, config, 'test/links.js')).toEqual([])
    expect(linter.verify(tracked, config, 'src/links.test.js')).toEqual([])
    expect(linter.verify(tracked, config, 'src/links.js')).toHaveLength(1)
    expect(linter.verify("const a = 'https://example.com/?utm_source=our-app'", config, 'src/links.js')).toEqual([])
  })

  it("docs: in code, share reports a URL that it writes differently, and leaves its path's last /", () => {
    const share: Linter.Config[] = [
      ...recommended,
      { rules: { 'linkcanon/no-tracking-params': ['error', { preset: 'share' }] } }
    ]
    const [examples] = blocksUnder(doc, '## Presets in code')
    for (const line of examples!.trim().split('\n')) {
      const code = line.replace(/\s*\/\/ .*$/, '')
      const [message] = lint(code, share).map((m) => m.message)
      expect(message, line).toMatch(/ \(not fixed: the edit (adds|removes) /)
      expect(
        message!.startsWith(
          line
            .split('// share: ')[1]!
            .replace(/ \(not fixed: …\)$/, '')
            .replace(/…$/, '')
        ),
        line
      ).toBe(true)
      expect(fix(code, share), line).toBe(code)
      expect(lint(code), line).toEqual([])
    }
  })

  it('docs: the options example config is valid and applies its rules', () => {
    const blocks = blocksUnder(doc, '## Options')
    const config = configOf(blocks[blocks.length - 1]!)
    expect(lint("const a = 'https://example.com/?pk_campaign=x&ref=y'", config).map((m) => m.message)).toEqual([
      'Remove tracking parameter "pk_campaign": https://example.com/?ref=y'
    ])
    expect(lint('// https://example.com/?utm_source=x', config)).toHaveLength(1)
  })
})
