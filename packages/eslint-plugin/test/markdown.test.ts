// The rule on Markdown through @eslint/markdown: the URLs remark-linkcanon's locator finds, fixed byte for byte.
import plugin from 'eslint-plugin-linkcanon'
import { commonmarkTester, markdownTester, trackedMessage } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']

markdownTester.run('no-tracking-params (Markdown, GFM)', rule, {
  valid: [
    '[a](https://example.com/?a=1)\n',
    // Code is never read, as remark-linkcanon and the CLI skip it.
    '`https://example.com/?utm_source=x`\n\n```\nhttps://example.com/?utm_source=x\n```\n',
    // Images only with `images`.
    '![i](https://example.com/i.png?utm_source=x)\n',
    // A definition only images use is an image URL.
    '![i][d]\n\n[d]: https://example.com/i.png?utm_source=x\n',
    // Directives, as in remark-linkcanon and the CLI; a used one is not reported.
    '<!-- linkcanon-disable-next-line -->\n[k](https://example.com/?utm_source=kept)\n',
    '<!-- linkcanon-disable -->\n[k](https://example.com/?gclid=1)\n<!-- linkcanon-enable -->\n',
    // remark-linkcanon reports an invalid URL, so a directive on its line is used there, and here.
    '[x](http://[bad/) <!-- linkcanon-disable-line -->\n',
    // Signed URLs are not this rule's business.
    '[s](https://b.s3.amazonaws.com/k?X-Amz-Signature=abc&utm_source=mail)\n',
    { code: '[a](https://example.com/?utm_source=x)\n', options: [{ keep: 'utm_source' }] }
  ],
  invalid: [
    {
      code: '# T\n\n[a](https://example.com/?utm_source=x&id=1 "t")\n',
      output: '# T\n\n[a](https://example.com/?id=1 "t")\n',
      errors: [{ ...trackedMessage('"utm_source"', 'https://example.com/?id=1'), line: 3, column: 5, endColumn: 43 }]
    },
    {
      code: '<https://example.com/?fbclid=2> and www.example.org/?gclid=1\n',
      output: '<https://example.com/> and www.example.org/\n',
      errors: [trackedMessage('"fbclid"', 'https://example.com/'), trackedMessage('"gclid"', 'http://www.example.org/')]
    },
    {
      code: 'See https://example.com/a?utm_medium=m.\n',
      output: 'See https://example.com/a.\n',
      errors: [trackedMessage('"utm_medium"', 'https://example.com/a')]
    },
    {
      code: '[d]\n\n[d]: <https://example.com/d?utm_medium=m>\n',
      output: '[d]\n\n[d]: <https://example.com/d>\n',
      errors: [{ ...trackedMessage('"utm_medium"', 'https://example.com/d'), line: 3, column: 7 }]
    },
    {
      // Raw HTML: only the changed part, character references around it kept as written.
      code: '<a href="https://example.com/?a=1&amp;utm_source=x&amp;b=2">x</a>\n',
      output: '<a href="https://example.com/?a=1&amp;b=2">x</a>\n',
      errors: [trackedMessage('"utm_source"', 'https://example.com/?a=1&b=2')]
    },
    {
      code: '![i](https://example.com/i.png?utm_source=x)\n',
      output: '![i](https://example.com/i.png)\n',
      options: [{ images: true }],
      errors: [trackedMessage('"utm_source"', 'https://example.com/i.png')]
    },
    {
      // A backslash escape in the URL's text: reported, not fixed (the CLI does the same).
      code: '[e](https://example.com/?utm\\_source=x)\n',
      output: null,
      errors: [
        trackedMessage('"utm_source"', 'https://example.com/', "escapes or character references in the URL's text")
      ]
    },
    {
      // The directive keeps the key it names; the fix would remove it with the others.
      code: '<!-- linkcanon-disable-next-line utm_source -->\n[k](https://example.com/?utm_source=a&gclid=1)\n',
      output: null,
      errors: [{ messageId: 'trackingParams', line: 2 }]
    },
    {
      // An unused directive: remark-linkcanon's and the CLI's words, on the comment, never fixed.
      code: '<!-- linkcanon-disable-next-line utm_source -->\n[a](https://example.com/?a=1)\n',
      output: null,
      errors: [
        {
          messageId: 'directive',
          data: { message: 'Unused directive "linkcanon-disable-next-line utm_source": nothing here needs it' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 48
        }
      ]
    },
    {
      // An unknown name is said to be one, beside the finding it did not cover.
      code: 'See [a](https://example.com/?gclid=1) <!-- linkcanon-disabel-line -->\n',
      output: 'See [a](https://example.com/) <!-- linkcanon-disabel-line -->\n',
      errors: [
        trackedMessage('"gclid"', 'https://example.com/'),
        {
          messageId: 'directive',
          data: {
            message:
              'Unknown directive "linkcanon-disabel-line"; known: linkcanon-disable, linkcanon-enable, linkcanon-disable-next-line, linkcanon-disable-line'
          },
          line: 1,
          column: 39,
          endColumn: 70
        }
      ]
    },
    {
      // Raw HTML read only up to a quote that never closes: said where, as remark-linkcanon and the CLI do.
      code: '<p><a href="https://d.example/?utm_source=4">d</a> <a href=\'https://e.example/?utm_source=5>e</a></p>\n',
      output: '<p><a href="https://d.example/">d</a> <a href=\'https://e.example/?utm_source=5>e</a></p>\n',
      errors: [trackedMessage('"utm_source"', 'https://d.example/'), { messageId: 'readStopped', line: 1, column: 60 }]
    },
    {
      // A GFM literal takes in the CJK text glued to it: left when the fix would take that text out, as in the CLI.
      code: 'https://example.com/?utm_source=a에서 확인, https://example.com/?utm_source=a&q=中文，然后\n',
      output: 'https://example.com/?utm_source=a에서 확인, https://example.com/?q=中文，然后\n',
      errors: [
        trackedMessage(
          '"utm_source"',
          'https://example.com/',
          'the URL ends with "에서", which the literal link takes in: the edit would take it out of the text'
        ),
        trackedMessage('"utm_source"', 'https://example.com/?q=中文，然后')
      ]
    },
    {
      // An autolink typed in CJK prose may take in the punctuation after the URL: left too.
      code: '地址：<https://example.com/?utm_source=a。>\n',
      output: null,
      errors: [
        trackedMessage(
          '"utm_source"',
          'https://example.com/',
          'the URL ends with "。", which the autolink takes in: the edit would take it out of the text'
        )
      ]
    },
    {
      // A BOM is no part of the text ESLint gives rules; it stays in the output.
      code: '\uFEFF[a](https://example.com/?gclid=1)\n',
      output: '\uFEFF[a](https://example.com/)\n',
      errors: [{ messageId: 'trackingParams', line: 1, column: 5 }]
    }
  ]
})

commonmarkTester.run('no-tracking-params (Markdown, CommonMark)', rule, {
  valid: [
    // No GFM: a bare URL is text, not a link.
    'See https://example.com/a?utm_medium=m.\n'
  ],
  invalid: [
    {
      code: '[a](https://example.com/?utm_source=x)\n',
      output: '[a](https://example.com/)\n',
      errors: [trackedMessage('"utm_source"', 'https://example.com/')]
    }
  ]
})

// Front matter with @eslint/markdown's `frontmatter` option: a `yaml` or `toml` node, read as data by the core's
// front matter reader, the one remark-linkcanon and the CLI use.
const page = [
  '---',
  'image: "https://example.com/i.png?utm_source=fm\\u0026id=1"',
  'url: https://jekyllrb.com',
  '---',
  '',
  '[a](https://example.com/?utm_source=x)',
  ''
].join('\n')

markdownTester.run('no-tracking-params (Markdown front matter)', rule, {
  valid: [
    // Data under share: an edit of the / that ends a path is reported, never made (see the invalid case below);
    // without a tracker, a URL whose path ends in / is fine.
    { code: '---\nurl: https://shopify.github.io/liquid/filters/\n---\n', languageOptions: { frontmatter: 'yaml' } },
    // A value that runs into a placeholder, changed only at its end under share: no finding, as in `linkcanon check`.
    {
      code: '---\nimage: https://e.com/img/{{ page.slug }}\n---\n',
      options: [{ preset: 'share' }],
      languageOptions: { frontmatter: 'yaml' }
    }
  ],
  invalid: [
    {
      code: page,
      output: page.replace('?utm_source=fm\\u0026id=1', '?id=1').replace('?utm_source=x', ''),
      languageOptions: { frontmatter: 'yaml' },
      errors: [
        { ...trackedMessage('"utm_source"', 'https://example.com/i.png?id=1'), line: 2, column: 9, endColumn: 58 },
        { ...trackedMessage('"utm_source"', 'https://example.com/'), line: 6, column: 5 }
      ]
    },
    {
      code: '+++\ntitle = "a { b"\nurl = "https://example.com/?gclid=1\\u0026a=1"\n+++\n\nText.\n',
      output: '+++\ntitle = "a { b"\nurl = "https://example.com/?a=1"\n+++\n\nText.\n',
      languageOptions: { frontmatter: 'toml' },
      errors: [{ ...trackedMessage('"gclid"', 'https://example.com/?a=1'), line: 3, column: 8 }]
    },
    {
      code: '---\nurl: https://jekyllrb.com\nfeed: https://e.example/f/?utm_source=x\n---\n',
      output: null,
      options: [{ preset: 'share' }],
      languageOptions: { frontmatter: 'yaml' },
      errors: [
        {
          message:
            'Rewrite as: https://jekyllrb.com/ (not fixed: the edit adds a "/" to the end of the path (in code or data ' +
            'the URL may be a base: a path joined to it would read "//"))'
        },
        { messageId: 'trackingParams', line: 3 }
      ]
    },
    {
      // JSON front matter (`---` fences) is read as YAML, whose flow syntax it is, as `linkcanon check` reads it;
      // a key is reported, never renamed. Without this the rule read nothing in it.
      code: '---\n{\n  "image": "https://example.com/i.png?utm_source=fm\\u0026id=1",\n  "https://e.com/?gclid=1": 2\n}\n---\n',
      output: '---\n{\n  "image": "https://example.com/i.png?id=1",\n  "https://e.com/?gclid=1": 2\n}\n---\n',
      languageOptions: { frontmatter: 'json' },
      errors: [
        { ...trackedMessage('"utm_source"', 'https://example.com/i.png?id=1'), line: 3, column: 13 },
        { messageId: 'trackingParams', line: 4, column: 4 }
      ]
    },
    {
      // Without the option, the front matter is Markdown to @eslint/markdown: a GFM literal, its `\u0026` read in.
      code: page,
      output: page.replace('?utm_source=x', ''),
      errors: [
        { messageId: 'trackingParams', line: 2 },
        { messageId: 'trackingParams', line: 6 }
      ]
    }
  ]
})
