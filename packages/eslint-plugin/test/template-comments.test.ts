// HTML comments in Vue, Svelte and Astro markup with `checkComments`: read as written (HTML reads no references in a
// comment), as the CLI reads comments (found on nuxt/nuxt.com: a banner commented out in a layout, with
// `to="https://masteringnuxt.com/?utm_source=nuxt.com&…"`, was read by `linkcanon check` and not by the rule).
import * as astroParser from 'astro-eslint-parser'
import { RuleTester } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import svelteParser from 'svelte-eslint-parser'
import vueParser from 'vue-eslint-parser'
import { trackedMessage } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']
const options = [{ checkComments: true }]
const markup = '<p>x</p>\n<!-- <a href="https://e.com/a?utm_source=x&id=1">a</a> -->\n'
const fixed = '<p>x</p>\n<!-- <a href="https://e.com/a?id=1">a</a> -->\n'
const AMP = 'a character reference ("&amp;") in the URL (the text may be markup)'
const escaped = '<!-- https://e.com/?utm_source=x&amp;id=1 -->\n'
const errors = [trackedMessage('"utm_source"', 'https://e.com/a?id=1')]
const escapedErrors = [trackedMessage('"utm_source"', 'https://e.com/?amp;id=1', AMP)]

const cases = (filename: string, wrap: (markup: string) => string) => ({
  valid: [{ filename, code: wrap(markup) }],
  invalid: [
    { filename, code: wrap(markup), options, output: wrap(fixed), errors },
    { filename, code: wrap(escaped), options, output: null, errors: escapedErrors }
  ]
})

new RuleTester({ files: ['**/*.vue'], languageOptions: { parser: vueParser, sourceType: 'module' } }).run(
  'no-tracking-params (checkComments: Vue template comments)',
  rule,
  cases('a.vue', (text) => `<template>\n${text}</template>\n`)
)

new RuleTester({ files: ['**/*.svelte'], languageOptions: { parser: svelteParser } }).run(
  'no-tracking-params (checkComments: Svelte markup comments)',
  rule,
  cases('a.svelte', (text) => text)
)

new RuleTester({ files: ['**/*.astro'], languageOptions: { parser: astroParser, sourceType: 'module' } }).run(
  'no-tracking-params (checkComments: Astro markup comments)',
  rule,
  cases('a.astro', (text) => text)
)
