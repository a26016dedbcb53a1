// An expression after `scheme://host:` is a port: the URL runs on through it. (Seen on a real
// repository: `fetch(\`http://localhost:${port}/a\`)` and `href="http://localhost:{port}/a/"`, read up to
// `localhost` and fixed with the `share` preset into `http://localhost/:${port}/a`, a broken link.)
import { RuleTester } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import svelteParser from 'svelte-eslint-parser'
import { jsTester, trackedMessage } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']
const share = [{ preset: 'share' as const }]
const dynamic = ' (not fixed: the part to change continues into an expression)'

jsTester.run('no-tracking-params (an expression as the port)', rule, {
  valid: [
    { code: 'fetch(`http://localhost:${port}/nothing`)', options: share },
    { code: 'fetch(`http://localhost:${port}`)', options: share },
    { code: 'const u = `http://[::1]:${port}/a?b=1`', options: share },
    { code: `const u = 'http://localhost:' + port + '/wow'`, options: share },
    { code: 'const u = `https://${user}:${password}@example.com/a`', options: share }
  ],
  invalid: [
    {
      // The tracker after the port is found, and fixed in the static text.
      code: 'fetch(`http://localhost:${port}/a?utm_source=x`)',
      output: 'fetch(`http://localhost:${port}/a`)',
      errors: [trackedMessage('"utm_source"', 'http://localhost:${…}/a')]
    },
    {
      // In code the path's last `/` is left (the URL may be a base; see code-bases.test.ts); the port is read.
      code: 'fetch(`http://localhost:${port}/with-slash/`)',
      output: null,
      options: share,
      errors: [
        {
          message:
            'Removed the trailing slash: http://localhost:${…}/with-slash (not fixed: the edit removes the "/" that ends ' +
            'the path (in code or data the URL may be a base: what is resolved against it would change))'
        }
      ]
    },
    {
      // Where the port ends the URL nothing is known about what follows it.
      code: `const u = 'http://Localhost:' + port`,
      output: null,
      options: share,
      errors: [{ message: `Lowercased the host "Localhost": http://localhost:\${…}/${dynamic}` }]
    }
  ]
})

const svelteTester = new RuleTester({ files: ['**/*.svelte'], languageOptions: { parser: svelteParser } })

svelteTester.run('no-tracking-params (an expression as the port, Svelte)', rule, {
  valid: [
    {
      filename: 'page.svelte',
      code: `<a href="http://localhost:{page.url.searchParams.get('port')}">elsewhere</a>\n`,
      options: share
    }
  ],
  invalid: [
    {
      filename: 'page.svelte',
      code: `<a href="http://localhost:{port}/with-slash/">external</a>\n`,
      output: `<a href="http://localhost:{port}/with-slash">external</a>\n`,
      options: share,
      errors: [{ message: 'Removed the trailing slash: http://localhost:${…}/with-slash' }]
    }
  ]
})

jsTester.run('no-tracking-params (the range of a URL across expressions)', rule, {
  valid: [],
  invalid: [
    {
      // Reported from the URL's first character to its last, not from the start of the text around it.
      code: 'page.locator(`a[href="http://localhost:${port}/a?utm_source=x"]`)',
      output: 'page.locator(`a[href="http://localhost:${port}/a"]`)',
      errors: [{ ...trackedMessage('"utm_source"', 'http://localhost:${…}/a'), column: 23, endColumn: 62 }]
    },
    {
      code: 'const u = `see: https://example.com/${path}?id=1&gclid=2 (now)`',
      output: 'const u = `see: https://example.com/${path}?id=1 (now)`',
      errors: [{ ...trackedMessage('"gclid"', 'https://example.com/${…}?id=1'), column: 17, endColumn: 57 }]
    }
  ]
})
