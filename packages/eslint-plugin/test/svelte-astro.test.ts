// The rule on Svelte (svelte-eslint-parser) and Astro (astro-eslint-parser) components: script,
// attributes, `{…}` expressions and text.
import * as astroParser from 'astro-eslint-parser'
import { RuleTester } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import svelteParser from 'svelte-eslint-parser'
import { trackedMessage } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']

const DYNAMIC = 'the part to change continues into an expression'

new RuleTester({ files: ['**/*.svelte'], languageOptions: { parser: svelteParser } }).run(
  'no-tracking-params (Svelte)',
  rule,
  {
    valid: [{ filename: 'a.svelte', code: '<a href="https://example.com/?a=1">x</a>\n' }],
    invalid: [
      {
        filename: 'a.svelte',
        code: "<script>\n  let u = 'https://example.com/?utm_source=s'\n</script>\n",
        output: "<script>\n  let u = 'https://example.com/'\n</script>\n",
        errors: [trackedMessage('"utm_source"', 'https://example.com/')]
      },
      {
        filename: 'a.svelte',
        code: '<a href="https://example.com/?a=1&amp;utm_source=x">x</a>\n',
        output: '<a href="https://example.com/?a=1">x</a>\n',
        errors: [{ ...trackedMessage('"utm_source"', 'https://example.com/?a=1'), line: 1, column: 10 }]
      },
      {
        filename: 'a.svelte',
        code: `<a title={'https://example.com/?gclid=1'}>see https://example.com/b?fbclid=1 &amp; more</a>\n`,
        output: `<a title={'https://example.com/'}>see https://example.com/b &amp; more</a>\n`,
        errors: [trackedMessage('"gclid"', 'https://example.com/'), trackedMessage('"fbclid"', 'https://example.com/b')]
      },
      {
        // An attribute with an expression inside: shown as ${…}; fixed where the fix does not touch it.
        filename: 'a.svelte',
        code: '<a href="https://example.com/{path}?id=1&utm_source=y">x</a>\n',
        output: '<a href="https://example.com/{path}?id=1">x</a>\n',
        errors: [trackedMessage('"utm_source"', 'https://example.com/${…}?id=1')]
      },
      {
        // share's `/` for an empty path right after an expression: wrong for a value that holds a path.
        filename: 'a.svelte',
        code: '<a href="https://example.com{path}?utm_source=y">x</a>\n',
        options: [{ preset: 'share' }],
        output: null,
        errors: [trackedMessage('"utm_source"', 'https://example.com${…}/', DYNAMIC)]
      },
      {
        // Across an expression: two hunks around `&amp;`, and a sorted query in its escaping, as `linkcanon fix`.
        filename: 'a.svelte',
        code:
          '<a href="https://e.com/{id}?utm_source=a&amp;b=1&amp;utm_medium=c" ' +
          'title="https://e.com/{id}?b=1&amp;a=2&amp;gclid=3">x</a>\n',
        options: [{ preset: 'share' }],
        output: '<a href="https://e.com/{id}?b=1" title="https://e.com/{id}?a=2&amp;b=1">x</a>\n',
        errors: [
          trackedMessage('"utm_source", "utm_medium"', 'https://e.com/${…}?b=1'),
          { message: 'Remove tracking parameter "gclid"; Sorted the parameters by key: https://e.com/${…}?a=2&b=1' }
        ]
      },
      {
        // After a port only a path goes on; a port's path is empty, and share's `/` goes in.
        filename: 'a.svelte',
        code: '<a href="http://localhost:{port}{path}?utm_source=y" title="http://h:{port}?gclid=1">x</a>\n',
        options: [{ preset: 'share' }],
        output: '<a href="http://localhost:{port}{path}" title="http://h:{port}/">x</a>\n',
        errors: [
          trackedMessage('"utm_source"', 'http://localhost:${…}${…}'),
          trackedMessage('"gclid"', 'http://h:${…}/')
        ]
      },
      {
        filename: 'a.svelte',
        code: '<p>https://example.com/?utm_source={source}</p>\n',
        output: null,
        errors: [trackedMessage('"utm_source"', 'https://example.com/', DYNAMIC)]
      },
      {
        // A literal in `{…}` renders glued to the text after it (`…?utm_source=atext`): no fix that
        // reaches its end, as for a JSX child; one that does not is made.
        filename: 'a.svelte',
        code: "<p>{'https://example.com/?utm_source=a'}text {'https://example.com/?utm_source=b&id=1'}text</p>\n",
        output: "<p>{'https://example.com/?utm_source=a'}text {'https://example.com/?id=1'}text</p>\n",
        errors: [
          trackedMessage('"utm_source"', 'https://example.com/', DYNAMIC),
          trackedMessage('"utm_source"', 'https://example.com/?id=1${…}')
        ]
      },
      {
        // In an attribute value the text after it is part of the same value.
        filename: 'a.svelte',
        code: `<a href="{'https://example.com/?utm_source=a'}more">x</a>\n`,
        output: null,
        errors: [trackedMessage('"utm_source"', 'https://example.com/', DYNAMIC)]
      },
      {
        // After a blank the rendered URL ends: the literal is its own value.
        filename: 'a.svelte',
        code: "<p>{'https://example.com/?utm_source=a'} text {a + 'https://example.com/?gclid=1'}</p>\n",
        output: "<p>{'https://example.com/'} text {a + 'https://example.com/'}</p>\n",
        errors: [
          trackedMessage('"utm_source"', 'https://example.com/'),
          trackedMessage('"gclid"', 'https://example.com/')
        ]
      }
    ]
  }
)

new RuleTester({ files: ['**/*.astro'], languageOptions: { parser: astroParser, sourceType: 'module' } }).run(
  'no-tracking-params (Astro)',
  rule,
  {
    valid: [{ filename: 'a.astro', code: '<a href="https://example.com/?a=1">x</a>\n' }],
    invalid: [
      {
        filename: 'a.astro',
        code: "---\nconst u = 'https://example.com/?utm_source=s'\n---\n<p>{u}</p>\n",
        output: "---\nconst u = 'https://example.com/'\n---\n<p>{u}</p>\n",
        errors: [trackedMessage('"utm_source"', 'https://example.com/')]
      },
      {
        filename: 'a.astro',
        code: '<a href="https://example.com/?a=1&amp;utm_source=x" data-u=https://example.com/?gclid=3>x</a>\n',
        output: '<a href="https://example.com/?a=1" data-u=https://example.com/>x</a>\n',
        errors: [
          trackedMessage('"utm_source"', 'https://example.com/?a=1'),
          trackedMessage('"gclid"', 'https://example.com/')
        ]
      },
      {
        filename: 'a.astro',
        code: `<a title={'https://example.com/?gclid=1'}>see https://example.com/b?fbclid=1 &amp; {more}</a>\n`,
        output: `<a title={'https://example.com/'}>see https://example.com/b &amp; {more}</a>\n`,
        errors: [trackedMessage('"gclid"', 'https://example.com/'), trackedMessage('"fbclid"', 'https://example.com/b')]
      },
      {
        filename: 'a.astro',
        code: '<p>https://example.com/?utm_source={source}</p>\n',
        output: null,
        errors: [trackedMessage('"utm_source"', 'https://example.com/', DYNAMIC)]
      }
    ]
  }
)
