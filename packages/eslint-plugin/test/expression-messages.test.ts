// A message never shows the letter that stands in for an expression: it shows `${…}`.
import plugin from 'eslint-plugin-linkcanon'
import { jsTester } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']

jsTester.run('no-tracking-params (expressions in messages)', rule, {
  valid: [],
  invalid: [
    {
      code: 'const u = `https://example.com/${slug}?id=1&utm_source=x`',
      output: 'const u = `https://example.com/${slug}?id=1`',
      errors: [{ message: 'Remove tracking parameter "utm_source": https://example.com/${…}?id=1' }]
    },
    {
      code: 'const u = `https://example.com/a${b}${c}/?utm_source=x`',
      output: 'const u = `https://example.com/a${b}${c}/`',
      errors: [{ message: 'Remove tracking parameter "utm_source": https://example.com/a${…}${…}/' }]
    },
    {
      code: 'const u = `https://example.com/?q=${q}&gclid=1`',
      output: 'const u = `https://example.com/?q=${q}`',
      errors: [{ message: 'Remove tracking parameter "gclid": https://example.com/?q=${…}' }]
    }
  ]
})
