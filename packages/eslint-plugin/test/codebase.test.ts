import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Linter } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import { describe, expect, it } from 'vitest'

// Real code: every tenth file of ESLint's own lib/ (sorted), with trackers added to each URL.
const root = join(dirname(createRequire(import.meta.url).resolve('eslint/package.json')), 'lib')
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.js'))
  .sort()
  .filter((_, index) => index % 10 === 0)

const parse = [{ languageOptions: { ecmaVersion: 'latest' as const, sourceType: 'commonjs' as const } }]
const config: Linter.Config[] = [
  ...parse,
  { plugins: { linkcanon: plugin }, rules: { 'linkcanon/no-tracking-params': ['error', { checkComments: true }] } }
]
const linter = new Linter()
const fatal = (text: string) => linter.verify(text, parse).filter((message) => message.fatal)

describe('a real codebase with tracked URLs', () => {
  it.each(files)('%s: fixes parse and are stable', (name) => {
    const source = readFileSync(join(root, name), 'utf8').replace(
      /https?:\/\/[\w.-]+(?:\/[\w./-]*)?/g,
      '$&?utm_source=t&a=1&fbclid=x'
    )
    expect(fatal(source)).toEqual([])
    const reports = linter.verify(source, config)
    const first = linter.verifyAndFix(source, config)
    expect(fatal(first.output)).toEqual([])
    expect(linter.verifyAndFix(first.output, config).output).toBe(first.output)
    expect(first.output.includes('utm_source=t')).toBe(
      reports.some((report) => report.ruleId === 'linkcanon/no-tracking-params' && !report.fix)
    )
  })
})
