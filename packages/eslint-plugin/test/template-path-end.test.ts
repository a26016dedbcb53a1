// `share` in component markup: a static attribute value or text is HTML, as in a Markdown file, and its links are
// fixed whole, the `/` that ends a path too; in a component's script or expression a URL may be a base that more
// is joined to, and a change of that `/` is reported without a fix (found on withastro/starlight: Astro's
// `<Card href="https://knip.dev">` was left, Vue's and Svelte's same markup fixed).
import * as astroParser from 'astro-eslint-parser'
import { RuleTester } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import svelteParser from 'svelte-eslint-parser'
import vueParser from 'vue-eslint-parser'
import './rule-tester.js'

const rule = plugin.rules['no-tracking-params']
const options = [{ preset: 'share' as const }]
const ADDS =
  'the edit adds a "/" to the end of the path (in code or data the URL may be a base: a path joined to it would read "//")'
const markup = '<Card href="https://knip.dev" />\n<a href="https://e.com/docs/">see https://e.com/a/ now</a>\n'
const fixed = '<Card href="https://knip.dev/" />\n<a href="https://e.com/docs">see https://e.com/a now</a>\n'
const errors = [
  { message: 'Rewrite as: https://knip.dev/' },
  { message: 'Removed the trailing slash: https://e.com/docs' },
  { message: 'Removed the trailing slash: https://e.com/a' }
]

new RuleTester({ files: ['**/*.astro'], languageOptions: { parser: astroParser, sourceType: 'module' } }).run(
  "no-tracking-params (share: a path's last / in Astro markup and script)",
  rule,
  {
    valid: [],
    invalid: [
      { filename: 'a.astro', code: markup, options, output: fixed, errors },
      {
        filename: 'a.astro',
        code: "---\nconst base = 'https://knip.dev'\n---\n<a href={base} title={'https://e.com'}>x</a>\n",
        options,
        output: null,
        errors: [
          { message: `Rewrite as: https://knip.dev/ (not fixed: ${ADDS})` },
          { message: `Rewrite as: https://e.com/ (not fixed: ${ADDS})` }
        ]
      }
    ]
  }
)

new RuleTester({ files: ['**/*.svelte'], languageOptions: { parser: svelteParser } }).run(
  "no-tracking-params (share: a path's last / in Svelte markup)",
  rule,
  { valid: [], invalid: [{ filename: 'a.svelte', code: markup, options, output: fixed, errors }] }
)

new RuleTester({ files: ['**/*.vue'], languageOptions: { parser: vueParser, sourceType: 'module' } }).run(
  "no-tracking-params (share: a path's last / in Vue markup)",
  rule,
  {
    valid: [],
    invalid: [
      {
        filename: 'a.vue',
        code: `<template>\n${markup}</template>\n`,
        options,
        output: `<template>\n${fixed}</template>\n`,
        errors
      }
    ]
  }
)
