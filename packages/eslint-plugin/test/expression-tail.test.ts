// A URL whose every change lies in the text its last expression gives is not reported: with the
// `share` preset `'https://' + host` reads as `https://x`, which serializes as `https://x/`, but
// the expression may hold the rest of the URL. (Seen on real repositories: a minified script, a
// Vite config, a Vue template.) A change in the static text before it is still reported.
import { RuleTester } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import vueParser from 'vue-eslint-parser'
import { jsTester } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']
const share = [{ preset: 'share' as const }]
const dynamic = ' (not fixed: the part to change continues into an expression)'

jsTester.run('no-tracking-params (changes only in a last expression)', rule, {
  valid: [
    { code: `const u = 'https://' + host`, options: share },
    { code: 'const u = `https://${process.env.HOST}`', options: share },
    { code: `const u = 'https://v3.example.com' + route.fullPath`, options: share },
    { code: `var t = "https://" + id(16) + "." + domain`, options: share },
    { code: `const u = 'https://example.com' + path`, options: [{ preset: 'cache-key' as const }] }
  ],
  invalid: [
    {
      // The tracker is in the static text: reported, not fixed (its value is the expression).
      code: `const u = 'https://Example.com/?utm_source=' + source`,
      output: null,
      options: share,
      errors: [
        {
          message: `Remove tracking parameter "utm_source"; Lowercased the host "Example.com": https://example.com/${dynamic}`
        }
      ]
    },
    {
      // The static text changes before the expression: reported and fixed there.
      code: 'const u = `https://Example.com/${path}`',
      output: 'const u = `https://example.com/${path}`',
      options: share,
      errors: [{ message: 'Lowercased the host "Example.com": https://example.com/${…}' }]
    },
    {
      // Sorting moves the static parameter after the expression's: reported without a fix.
      code: 'const u = `https://example.com/?z=1&${key}=2`',
      output: null,
      options: share,
      errors: [{ message: `Sorted the parameters by key: https://example.com/?\${…}=2&z=1${dynamic}` }]
    }
  ]
})

const vueTester = new RuleTester({ files: ['**/*.vue'], languageOptions: { parser: vueParser, sourceType: 'module' } })

vueTester.run('no-tracking-params (changes only in a last expression, Vue)', rule, {
  valid: [
    {
      filename: 'not-found.vue',
      code: `<template>\n  <a :href="'https://v3.example.com' + route.fullPath">v3</a>\n</template>\n`,
      options: share
    }
  ],
  invalid: []
})
