// A list read with `importRules` goes into the rule's `rules` option next to built-in names.
import { importRules } from '@linkcanon/core'
import plugin from 'eslint-plugin-linkcanon'
import { jsTester } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']
const filters = importRules(
  '! sample written for linkcanon\n$removeparam=srcid\n||shop.example^$removeparam=sessid\n',
  { format: 'removeparam', name: 'filters' }
)
const clearurls = importRules(
  '{"providers":{"shop":{"urlPattern":"^https?:\\\\/\\\\/shop\\\\.example\\\\/","rules":["qid"]}}}',
  { format: 'clearurls' }
)

jsTester.run('no-tracking-params (imported lists)', rule, {
  valid: [
    {
      code: `const a = 'https://other.example/?sessid=1&qid=2'`,
      options: [{ rules: ['default', filters, clearurls] }]
    },
    { code: `const a = 'https://example.org/?srcid=1'` }
  ],
  invalid: [
    {
      code: `const a = 'https://shop.example/p?sessid=1&qid=2&id=3&srcid=x'`,
      options: [{ rules: ['default', filters, clearurls] }],
      errors: 1,
      output: `const a = 'https://shop.example/p?id=3'`
    }
  ]
})
