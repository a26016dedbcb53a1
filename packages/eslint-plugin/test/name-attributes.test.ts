// Attributes whose value is a name written as a URL (core's `isNameAttribute`: `xmlns`, `xmlns:xlink`,
// `xsi:schemaLocation`, `itemtype`) are not read in Vue, Svelte, Astro and JSX markup, as the CLI's markup reader
// passes over them. With `forceHttps`, the rule switched vuejs/docs' `<svg xmlns="http://www.w3.org/2000/svg">` in
// 4 components (the CLI did not): an SVG whose namespace is `https://www.w3.org/2000/svg` is no SVG.
import * as astroParser from 'astro-eslint-parser'
import { RuleTester } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import svelteParser from 'svelte-eslint-parser'
import vueParser from 'vue-eslint-parser'
import { json5Tester, jsonTester, jsTester } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']
const options = [{ forceHttps: true }]
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a href="http://e.com/a">x</a></svg>'
const fixedSvg = svg.replace('http://e.com/a', 'https://e.com/a')
const microdata = '<article itemscope itemtype="http://schema.org/Article"></article>'
const switched = { message: 'Switched http to https: https://e.com/a' }

new RuleTester({ files: ['**/*.vue'], languageOptions: { parser: vueParser, sourceType: 'module' } }).run(
  'no-tracking-params (Vue): names are no links',
  rule,
  {
    valid: [{ filename: 'a.vue', code: `<template>\n  ${microdata}\n</template>\n`, options }],
    invalid: [
      {
        filename: 'a.vue',
        code: `<template>\n  ${svg}\n</template>\n`,
        output: `<template>\n  ${fixedSvg}\n</template>\n`,
        options,
        errors: [switched]
      }
    ]
  }
)

new RuleTester({ files: ['**/*.svelte'], languageOptions: { parser: svelteParser } }).run(
  'no-tracking-params (Svelte): names are no links',
  rule,
  {
    valid: [{ filename: 'a.svelte', code: `${microdata}\n`, options }],
    invalid: [{ filename: 'a.svelte', code: `${svg}\n`, output: `${fixedSvg}\n`, options, errors: [switched] }]
  }
)

new RuleTester({ files: ['**/*.astro'], languageOptions: { parser: astroParser, sourceType: 'module' } }).run(
  'no-tracking-params (Astro): names are no links',
  rule,
  {
    valid: [{ filename: 'a.astro', code: `---\n---\n${microdata}\n`, options }],
    invalid: [
      {
        filename: 'a.astro',
        code: `---\n---\n${svg}\n`,
        output: `---\n---\n${fixedSvg}\n`,
        options,
        errors: [switched]
      }
    ]
  }
)

jsTester.run('no-tracking-params (JSX): names are no links', rule, {
  valid: [
    { code: `const a = <article itemType="http://schema.org/Article" />`, options },
    // A namespace declared in markup or a data URL written in a string (core's `isNamespaceInText`).
    { code: `const a = '<svg xmlns="http://www.w3.org/2000/svg"></svg>'`, options },
    { code: 'const a = `url("data:image/svg+xml,%3Csvg xmlns=\'http://www.w3.org/2000/svg\'%3E")`', options },
    // A namespace name, wherever it is written (core's `isNameUrl`; withastro/astro's dev toolbar).
    { code: `document.createElementNS('http://www.w3.org/2000/svg', 'svg')`, options }
  ],
  invalid: [{ code: `const a = ${svg}`, output: `const a = ${fixedSvg}`, options, errors: [switched] }]
})

// mkdocs-material's plugin schemas: `"$schema": "http://json-schema.org/draft-07/schema"` was switched by `forceHttps`
// in the CLI and the rule alike (a validator knows no such meta-schema). JSON-LD's `@context` is a name too.
jsonTester.run('no-tracking-params (JSON): names are no links', rule, {
  valid: [
    { code: '{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "http://e.com/s.json"}', options },
    { code: '{"@context": "http://schema.org", "@vocab": "http://e.com/v#"}', options }
  ],
  invalid: [
    {
      code: '{"$schema": "http://json-schema.org/draft-07/schema", "homepage": "http://e.com/a"}',
      output: '{"$schema": "http://json-schema.org/draft-07/schema", "homepage": "https://e.com/a"}',
      options,
      errors: [switched]
    }
  ]
})

json5Tester.run('no-tracking-params (JSON5): names are no links', rule, {
  valid: [{ code: "{$schema: 'http://json-schema.org/draft-07/schema'}", options }],
  invalid: []
})
