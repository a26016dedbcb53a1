// The rule on JSON, JSONC and JSON5 through @eslint/json: values fixed in JSON's escaping, keys reported and never renamed.
import plugin from 'eslint-plugin-linkcanon'
import { json5Tester, jsoncTester, jsonTester, trackedMessage } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']

const KEY = 'the URL is a mapping key (renamed, it could merge with another key)'

jsonTester.run('no-tracking-params (JSON)', rule, {
  valid: ['{"a": "https://example.com/?a=1"}', '["no link ?utm_source=1", 1, true, null]'],
  invalid: [
    {
      code: '{"homepage": "https://example.com/?utm_source=npm&a=1"}',
      output: '{"homepage": "https://example.com/?a=1"}',
      errors: [{ ...trackedMessage('"utm_source"', 'https://example.com/?a=1'), line: 1, column: 15, endColumn: 54 }]
    },
    {
      // Escapes stay as written; only the tracker goes.
      code: '{"a": "https:\\/\\/example.com\\/?b=\\u0031&gclid=1"}',
      output: '{"a": "https:\\/\\/example.com\\/?b=\\u0031"}',
      errors: [trackedMessage('"gclid"', 'https://example.com/?b=1')]
    },
    {
      code: '["see https://example.com/a?fbclid=1."]',
      output: '["see https://example.com/a."]',
      errors: [trackedMessage('"fbclid"', 'https://example.com/a')]
    },
    {
      // A key names data: reported, never renamed (the CLI does the same).
      code: '{"https://example.com/?gclid=1": 1}',
      output: null,
      errors: [trackedMessage('"gclid"', 'https://example.com/', KEY)]
    },
    {
      // A tracker written with an escape goes whole, escape and all.
      code: '{"a": "https://example.com/?\\u0075tm_source=x"}',
      output: '{"a": "https://example.com/"}',
      errors: [trackedMessage('"utm_source"', 'https://example.com/')]
    }
  ]
})

jsoncTester.run('no-tracking-params (JSONC)', rule, {
  valid: ['// https://example.com/?utm_source=1 (comments are off by default)\n{}'],
  invalid: [
    {
      code: '{\n  // a comment\n  "a": "https://example.com/?utm_medium=m"\n}',
      output: '{\n  // a comment\n  "a": "https://example.com/"\n}',
      errors: [{ ...trackedMessage('"utm_medium"', 'https://example.com/'), line: 3 }]
    },
    {
      // Comments with `checkComments`, as in JavaScript.
      code: '// see https://example.com/?utm_source=c\n{/* https://example.com/b?gclid=1 */ "a": 1}',
      output: '// see https://example.com/\n{/* https://example.com/b */ "a": 1}',
      options: [{ checkComments: true }],
      errors: [
        trackedMessage('"utm_source"', 'https://example.com/'),
        trackedMessage('"gclid"', 'https://example.com/b')
      ]
    }
  ]
})

json5Tester.run('no-tracking-params (JSON5)', rule, {
  valid: [],
  invalid: [
    {
      code: "{a: 'https://example.com/?it\\'s=1&utm_source=x', https: 1}",
      output: "{a: 'https://example.com/?it\\'s=1', https: 1}",
      errors: [trackedMessage('"utm_source"', "https://example.com/?it's=1")]
    },
    {
      code: "{'https://example.com/?gclid=1': 1}",
      output: null,
      errors: [trackedMessage('"gclid"', 'https://example.com/', KEY)]
    }
  ]
})

jsonTester.run("no-tracking-params (JSON, share: a path's last / in data)", rule, {
  valid: [
    // A URL that runs into a placeholder, changed only at its end: the text goes on there, so no finding (as
    // `linkcanon check` finds); it was reported as "Removed the trailing slash", unfixable (schemastore: 167 such).
    {
      code: '["https://e.com/a/{id}", "https://e.com/b${x}", "http://localhost:{port}/c"]',
      options: [{ preset: 'share' }]
    }
  ],
  invalid: [
    {
      // A config's base URL: a program joins paths to it (`${baseUrl}/docs` would read `//docs`); `linkcanon check`
      // leaves it too (found on jekyll/jekyll's `_config.yml` and a spelling workflow's dictionary URL by the CLI).
      code: '{"baseUrl": "http://localhost:4444", "dictionaries": "https://e.com/dict/"}',
      options: [{ preset: 'share' }],
      output: null,
      errors: [
        {
          message:
            'Rewrite as: http://localhost:4444/ (not fixed: the edit adds a "/" to the end of the path (in code or ' +
            'data the URL may be a base: a path joined to it would read "//"))'
        },
        {
          message:
            'Removed the trailing slash: https://e.com/dict (not fixed: the edit removes the "/" that ends the path ' +
            '(in code or data the URL may be a base: what is resolved against it would change))'
        }
      ]
    },
    {
      // A URL with more than one reason to be left: the path's end is the reason given, as `linkcanon check` gives it
      // (found on SchemaStore/schemastore: 202 of 5,245 findings under share gave another reason than the CLI, such
      // as pantsbuild's "https://github.com/coursier/coursier/releases/download/{version}/…", which, changed only at
      // the placeholder it runs into, is no finding now). A tracker before the placeholder makes one.
      code: '{"url": "https://e.com/download/?utm_source=x{version}/cs", "doc": "https://e.com/v3/?expanded=a,b#users"}',
      options: [{ preset: 'share' }],
      output: null,
      errors: [
        {
          message:
            'Remove tracking parameter "utm_source"; Removed the trailing slash: https://e.com/download (not fixed: ' +
            'the edit removes the "/" that ends the path (in code or data the URL may be a base: what is resolved ' +
            'against it would change))'
        },
        {
          message:
            'Re-encoded the query as form data; Removed the trailing slash: https://e.com/v3?expanded=a%2Cb#users ' +
            '(not fixed: the edit ' +
            'removes the "/" that ends the path (in code or data the URL may be a base: what is resolved against it ' +
            'would change))'
        }
      ]
    }
  ]
})
