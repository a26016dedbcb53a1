// A URL whose new text would be read shorter where it stands (`https://e.com/...?utm_source=x` without its query
// ends at `/`, the dots then punctuation) is reported without a fix, as `linkcanon check` reports it and `fix` leaves
// it (found on a copy of withastro/starlight's YAML with trackers added: `placeholder: https://…/...?utm_source=…`).
import json from '@eslint/json'
import markdown from '@eslint/markdown'
import { RuleTester } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import './rule-tester.js'

const rule = plugin.rules['no-tracking-params']
const LEFT =
  'not fixed: the new URL would not read back as itself here (a literal URL whose end would move); edit it by hand'

new RuleTester().run('no-tracking-params (the new URL read back whole: code)', rule, {
  valid: [],
  invalid: [
    {
      code: "const a = 'see https://e.com/...?utm_source=x now'\n// https://e.com/a.?utm_source=x.\n",
      options: [{ checkComments: true }],
      output: null,
      errors: [
        { message: `Remove tracking parameter "utm_source": https://e.com/... (${LEFT})` },
        { message: `Remove tracking parameter "utm_source": https://e.com/a. (${LEFT})` }
      ]
    },
    {
      // A string that is one URL is read whole, whatever it ends with.
      code: "const a = 'https://e.com/...?utm_source=x'\nconst b = 'see https://e.com/a.b?utm_source=x'\n",
      output: "const a = 'https://e.com/...'\nconst b = 'see https://e.com/a.b'\n",
      errors: 2
    }
  ]
})

new RuleTester({ plugins: { json }, language: 'json/json' }).run(
  'no-tracking-params (the new URL read back whole: JSON)',
  rule,
  {
    valid: [],
    invalid: [
      {
        code: '{"a": "see https://e.com/...?utm_source=x now", "b": "https://e.com/...?utm_source=x"}\n',
        output: '{"a": "see https://e.com/...?utm_source=x now", "b": "https://e.com/..."}\n',
        errors: [
          { message: `Remove tracking parameter "utm_source": https://e.com/... (${LEFT})` },
          { message: 'Remove tracking parameter "utm_source": https://e.com/...' }
        ]
      }
    ]
  }
)

new RuleTester({ plugins: { markdown }, language: 'markdown/gfm' }).run(
  'no-tracking-params (the new URL read back whole: a GFM literal)',
  rule,
  {
    valid: [],
    invalid: [
      {
        // GFM leaves a literal's trailing punctuation out of the link; a link's destination keeps it.
        code: 'see https://e.com/...?utm_source=x now\n\n[a](https://e.com/...?utm_source=y)\n',
        output: 'see https://e.com/...?utm_source=x now\n\n[a](https://e.com/...)\n',
        errors: [
          { message: `Remove tracking parameter "utm_source": https://e.com/... (${LEFT})` },
          { message: 'Remove tracking parameter "utm_source": https://e.com/...' }
        ]
      }
    ]
  }
)
