// The rule on Vue single-file components through vue-eslint-parser: script, and the template's
// static attributes, bound expressions, text and mustaches.
import { RuleTester } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import vueParser from 'vue-eslint-parser'
import { trackedMessage } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']
const vueTester = new RuleTester({ files: ['**/*.vue'], languageOptions: { parser: vueParser, sourceType: 'module' } })

const sfc = (template: string, script = '') =>
  `<template>\n  ${template}\n</template>\n${script ? `<script>\n${script}\n</script>\n` : ''}`
const filename = 'component.vue'

vueTester.run('no-tracking-params (Vue)', rule, {
  valid: [
    { filename, code: sfc('<a href="https://example.com/?a=1">x</a>') },
    { filename, code: sfc('<p>no link ?utm_source=1</p>') }
  ],
  invalid: [
    {
      // A static attribute: only the changed part, the references around it as written.
      filename,
      code: sfc('<a href="https://example.com/?a=1&amp;utm_source=x">x</a>'),
      output: sfc('<a href="https://example.com/?a=1">x</a>'),
      errors: [{ ...trackedMessage('"utm_source"', 'https://example.com/?a=1'), line: 2, column: 12 }]
    },
    {
      // A bound attribute and a mustache: string literals.
      filename,
      code: sfc(`<a :href="'https://example.com/?gclid=1'">{{ 'https://example.com/b?fbclid=2' }}</a>`),
      output: sfc(`<a :href="'https://example.com/'">{{ 'https://example.com/b' }}</a>`),
      errors: [trackedMessage('"gclid"', 'https://example.com/'), trackedMessage('"fbclid"', 'https://example.com/b')]
    },
    {
      // A directive's value and a mustache are read through HTML's references first, as Vue reads them: the `&amp;`
      // between pairs stays as written (the rule left these, with the quotes in the range; `linkcanon check` fixed them).
      filename,
      code: sfc(
        `<a :href="'https://example.com/?utm_source=x&amp;a=1'" :src="\`https://example.com/\${p}?a=1&amp;gclid=2\`">` +
          `{{ 'https://example.com/b?fbclid=2&amp;b=1' }}</a>`
      ),
      output: sfc(
        `<a :href="'https://example.com/?a=1'" :src="\`https://example.com/\${p}?a=1\`">` +
          `{{ 'https://example.com/b?b=1' }}</a>`
      ),
      errors: [
        { ...trackedMessage('"utm_source"', 'https://example.com/?a=1'), line: 2, column: 14 },
        trackedMessage('"gclid"', 'https://example.com/${…}?a=1'),
        trackedMessage('"fbclid"', 'https://example.com/b?b=1')
      ]
    },
    {
      // Trackers on both sides of a kept pair, `&amp;` between them: two hunks, the kept pair and its `&amp;` as written
      // (core's `rewriteAround`; one hunk would cut into the references, and the rule left it).
      filename,
      code: sfc('<a href="https://example.com/x?utm_source=a&amp;b=1&amp;utm_medium=c">x</a>'),
      output: sfc('<a href="https://example.com/x?b=1">x</a>'),
      errors: [trackedMessage('"utm_source", "utm_medium"', 'https://example.com/x?b=1')]
    },
    {
      // Text, found with the core's URL grammar (the CLI's).
      filename,
      code: sfc('<p>See https://example.com/?utm_medium=m &amp; more.</p>'),
      output: sfc('<p>See https://example.com/ &amp; more.</p>'),
      errors: [trackedMessage('"utm_medium"', 'https://example.com/')]
    },
    {
      // Text that runs into a mustache: the expression is shown as ${…}, the fix is where it is safe.
      filename,
      code: sfc('<p>https://example.com/{{ path }}?id=1&utm_source=x</p>'),
      output: sfc('<p>https://example.com/{{ path }}?id=1</p>'),
      errors: [trackedMessage('"utm_source"', 'https://example.com/${…}?id=1')]
    },
    {
      filename,
      code: sfc('<p>https://example.com/?utm_source={{ source }}</p>'),
      output: null,
      errors: [
        trackedMessage('"utm_source"', 'https://example.com/', 'the part to change continues into an expression')
      ]
    },
    {
      // A mustache's literal renders glued to the text or mustache after it (`…?utm_source=amore`):
      // no fix that reaches its end, as for a JSX child `{'…'}more`; one that does not is made.
      filename,
      code: sfc(
        `<p>{{ 'https://example.com/?utm_source=a' }}more {{ \`https://example.com/?gclid=1&id=2\` }}{{ x }}</p>`
      ),
      output: sfc(`<p>{{ 'https://example.com/?utm_source=a' }}more {{ \`https://example.com/?id=2\` }}{{ x }}</p>`),
      errors: [
        trackedMessage('"utm_source"', 'https://example.com/', 'the part to change continues into an expression'),
        trackedMessage('"gclid"', 'https://example.com/?id=2${…}')
      ]
    },
    {
      // After a blank (Vue condenses it to one space) the rendered URL ends: the literal is its own value.
      filename,
      code: sfc(`<p>{{ 'https://example.com/?utm_source=a' }} more {{ x + 'https://example.com/?gclid=1' }}</p>`),
      output: sfc(`<p>{{ 'https://example.com/' }} more {{ x + 'https://example.com/' }}</p>`),
      errors: [
        trackedMessage('"utm_source"', 'https://example.com/'),
        trackedMessage('"gclid"', 'https://example.com/')
      ]
    },
    {
      // The script block as in any JavaScript file.
      filename,
      code: sfc('<p>x</p>', "export default { data: () => ({ u: 'https://example.com/?utm_source=s' }) }"),
      output: sfc('<p>x</p>', "export default { data: () => ({ u: 'https://example.com/' }) }"),
      errors: [trackedMessage('"utm_source"', 'https://example.com/')]
    }
  ]
})
