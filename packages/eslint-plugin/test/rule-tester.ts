import json from '@eslint/json'
import markdown from '@eslint/markdown'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

/** JavaScript modules (espree), JSX on. */
export const jsTester = new RuleTester({
  languageOptions: { ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } }
})

/** TypeScript and TSX through typescript-eslint's parser. */
export const tsTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } }
})

/** Markdown through `@eslint/markdown`, with GFM (its `markdown/gfm` language). */
export const markdownTester = new RuleTester({ plugins: { markdown }, language: 'markdown/gfm' })

/** Markdown through `@eslint/markdown`, CommonMark only. */
export const commonmarkTester = new RuleTester({ plugins: { markdown }, language: 'markdown/commonmark' })

/** JSON, JSONC and JSON5 through `@eslint/json`. */
export const jsonTester = new RuleTester({ plugins: { json }, language: 'json/json' })
export const jsoncTester = new RuleTester({ plugins: { json }, language: 'json/jsonc' })
export const json5Tester = new RuleTester({ plugins: { json }, language: 'json/json5' })

/** The core's message for a tracked URL, with why it is not fixed when it is not. */
export const trackedMessage = (keys: string, url: string, why?: string) => ({
  message: `Remove tracking parameter${keys.includes(',') ? 's' : ''} ${keys}: ${url}${why ? ` (not fixed: ${why})` : ''}`
})
