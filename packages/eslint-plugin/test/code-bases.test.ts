import plugin from 'eslint-plugin-linkcanon'
import { jsTester, trackedMessage } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']

/** Reduced cases from running the rule over large JavaScript and TypeScript code bases. */
jsTester.run('no-tracking-params (HTML written in a string)', rule, {
  valid: [],
  invalid: [
    {
      // A test's expected markup: read as written, `amp;utm_medium` is a key, and the fix kept the tracker in it
      // (`?amp;utm_medium=c`, a link with a broken key; found on GoogleChrome/lighthouse).
      code: `expect(html).toBe('<a href="https://e.com/d?utm_source=l&amp;utm_medium=c">x</a>')`,
      output: null,
      errors: [
        trackedMessage(
          '"utm_source"',
          'https://e.com/d?amp;utm_medium=c',
          `a character reference ("&amp;") in the URL (the text may be markup)`
        )
      ]
    }
  ]
})

jsTester.run('no-tracking-params (JSX reads its references)', rule, {
  valid: [],
  invalid: [
    {
      // JSX decodes `&amp;`: the URL's parameters are the HTML's, and the fix is made.
      code: `const a = <a href="https://e.com/d?id=1&amp;utm_source=l&amp;utm_medium=c">x</a>`,
      output: `const a = <a href="https://e.com/d?id=1">x</a>`,
      errors: [trackedMessage('"utm_source", "utm_medium"', 'https://e.com/d?id=1')]
    }
  ]
})

jsTester.run('no-tracking-params (a URL that starts with an expression)', rule, {
  valid: [
    // An app's own promotion links: scheme and host come from the environment (found on excalidraw/excalidraw).
    'const a = `${import.meta.env.VITE_PLUS_URL}/plus?utm_source=app&utm_medium=app#redirect`',
    "const a = origin + '/plus?utm_source=app'",
    // The tracker belongs to the outer URL, whose start is an expression (found on GoogleChrome/lighthouse).
    'const a = `${viewerUrl}?psiurl=https://www.example.com&utm_source=utm&locale=es`'
  ],
  invalid: []
})

const share = [{ preset: 'share' as const }]
const ADDS =
  'the edit adds a "/" to the end of the path (in code or data the URL may be a base: a path joined to it would read "//")'
const REMOVES =
  'the edit removes the "/" that ends the path (in code or data the URL may be a base: what is resolved against it would change)'

jsTester.run("no-tracking-params (share: a path's last / in code)", rule, {
  valid: [{ code: "const base = 'http://localhost:4444'" }],
  invalid: [
    {
      // A test server's base: `${base}/path` would read `//path` (found on axios/axios, nodejs/undici, got).
      code: "const base = 'http://localhost:4444'",
      options: share,
      output: null,
      errors: [{ message: `Rewrite as: http://localhost:4444/ (not fixed: ${ADDS})` }]
    },
    {
      // A base for `new URL(file, base)`: without its `/` the fonts resolve one folder up (found on excalidraw).
      code: 'const fonts = `https://esm.sh/${pkg}/dist/prod/`',
      options: share,
      output: null,
      errors: [{ message: `Removed the trailing slash: https://esm.sh/\${…}/dist/prod (not fixed: ${REMOVES})` }]
    },
    {
      // got's socket syntax `unix:/socket:/path`: the `/` after the last `:` is the request's path (found on got).
      code: "got('http://unix/tmp/test.sock:/')",
      options: share,
      output: null,
      errors: [{ message: `Removed the trailing slash: http://unix/tmp/test.sock: (not fixed: ${REMOVES})` }]
    },
    {
      // A comment is text, not a value a program joins to: its links are fixed as in Markdown.
      code: '// see https://e.com/docs/',
      options: [{ preset: 'share', checkComments: true }],
      output: '// see https://e.com/docs',
      errors: [{ message: 'Removed the trailing slash: https://e.com/docs' }]
    },
    {
      // Other changes of share are made; the path's end is as written.
      code: "const a = 'http://localhost:4444/a?b=1&a=2&utm_source=x'",
      options: share,
      output: "const a = 'http://localhost:4444/a?a=2&b=1'",
      errors: [{ message: /^Remove tracking parameter "utm_source"; Sorted the parameters by key: / }]
    }
  ]
})
