// A language the rule cannot read gets one clear message a file, never silence.
import css from '@eslint/css'
import { RuleTester } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import './rule-tester.js'

const rule = plugin.rules['no-tracking-params']

new RuleTester({ plugins: { css }, language: 'css/css' }).run('no-tracking-params (CSS: not read)', rule, {
  valid: [],
  invalid: [
    {
      code: 'a { background: url("https://example.com/a.png?utm_source=x") }\nb { color: red }\n',
      errors: [
        {
          messageId: 'unreadableLanguage',
          data: {
            root: 'StyleSheet',
            reads:
              'JavaScript and TypeScript (JSX, Vue, Svelte and Astro components too), Markdown (@eslint/markdown) and JSON (@eslint/json)'
          },
          line: 1,
          column: 1
        }
      ]
    }
  ]
})
