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
