import plugin from 'eslint-plugin-linkcanon'
import { jsTester } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']

const WHY = {
  escaped: " (not fixed: escapes or character references in the URL's text)",
  dynamic: ' (not fixed: the part to change continues into an expression)'
} as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The core's wording (`inspectUrl`, the same in remark and the CLI): the keys, then the clean URL
 * (which `output` checks), then why there is no fix.
 */
const removed = (keys: string, why?: keyof typeof WHY) => ({
  message: new RegExp(
    `^${escapeRegExp(`Remove tracking parameter${keys.includes(',') ? 's' : ''} ${keys}: `)}\\S+${escapeRegExp(why ? WHY[why] : '')}$`
  )
})

/** Reported, not fixed: the URL's edges are not safe to edit; `editProblem`'s words for why. */
const boundary = (keys: string, reason: string) => ({
  message: new RegExp(
    `^${escapeRegExp(`Remove tracking parameter${keys.includes(',') ? 's' : ''} ${keys}: `)}\\S+${escapeRegExp(` (not fixed: ${reason})`)}$`
  )
})

const suggest = (url: string, output: string) => [{ messageId: 'rewriteUrl', data: { url }, output }]

jsTester.run('no-tracking-params (string literals)', rule, {
  valid: [
    `const a = 'https://example.com/?a=1&b=2'`,
    `const a = 'no link here ?utm_source=1'`,
    `const a = "https://example.com/path"`,
    // (Not on x.com: X/Twitter's `ref_src` is a share tracker of the default `recommended` set.)
    `const a = 'https://e.com/?Ref=1&referrer=2&ref_src=3&UTM_source=4'`,
    `const a = 'https://api.github.com/repos/o/r/contents/f.md?ref=main'`,
    `const a = 'https://x.com:99999/?utm_source=1'`,
    `// https://x.com/?utm_source=1 (comments are off by default)`,
    { code: `const a = 'https://x.com/?utm_source=1'`, options: [{ keep: 'utm_source' }] },
    // `rules: 'default'` is the fixed list alone: `mc_eid` (in the default `recommended` set) stays.
    { code: `const a = 'https://x.com/?mc_eid=1'`, options: [{ rules: 'default' }] },
    `const a = \`https://x.com/?\${'utm'}_source=1\``,
    // Signed URLs are never edited, and not reported either (a report without a fix would be noise).
    `const a = 'https://b.s3.amazonaws.com/k?X-Amz-Signature=abc&utm_source=mail'`,
    `const a = 'https://storage.googleapis.com/b/o?x-goog-signature=0a1b&utm_source=x'`,
    `const a = \`https://d1.cloudfront.net/v.mp4?Policy=eyJ&Signature=abc~&utm_medium=\${m}\``,
    `const a = <a href="https://acct.blob.core.windows.net/c/b?sv=2022-11-02&amp;sig=abc&amp;gclid=1">x</a>`,
    { code: `const a = 'https://cdn.e.com/a?token_sig=1&utm_source=x'`, options: [{ signedParams: ['token_sig'] }] }
  ],
  invalid: [
    {
      code: `const a = 'https://example.com/?utm_source=news&a=1'`,
      output: `const a = 'https://example.com/?a=1'`,
      errors: [{ ...removed('"utm_source"'), line: 1, column: 12, endColumn: 52 }]
    },
    {
      code: `const a = "https://example.com/blog?a=1&fbclid=abc"`,
      output: `const a = "https://example.com/blog?a=1"`,
      errors: [removed('"fbclid"')]
    },
    {
      code: `const a = 'https://example.com/?utm_source=a&utm_medium=b'`,
      output: `const a = 'https://example.com/'`,
      errors: [removed('"utm_source", "utm_medium"')]
    },
    {
      code: `const a = 'see https://a.com/?gclid=1 and https://b.com/?x=1&ref=2.'`,
      output: `const a = 'see https://a.com/ and https://b.com/?x=1.'`,
      errors: [removed('"gclid"'), removed('"ref"')]
    },
    {
      code: `const a = 'https://x.com/?a=1&utm_source=1&b=2&msclkid=3#top'`,
      output: `const a = 'https://x.com/?a=1&b=2#top'`,
      errors: [removed('"utm_source", "msclkid"')]
    },
    // escapes outside the URL stay as written
    {
      code: `const a = 'line\\nnext\\t\\x41\\u0042\\u{43} https://x.com/?utm_source=1&a=2'`,
      output: `const a = 'line\\nnext\\t\\x41\\u0042\\u{43} https://x.com/?a=2'`,
      errors: [removed('"utm_source"')]
    },
    {
      code: `const a = 'it\\'s https://x.com/?utm_source=1 \\'quoted\\''`,
      output: `const a = 'it\\'s https://x.com/ \\'quoted\\''`,
      errors: [removed('"utm_source"')]
    },
    {
      code: `const a = "say \\"https://x.com/?a=1&yclid=2\\""`,
      output: `const a = "say \\"https://x.com/?a=1\\""`,
      errors: [removed('"yclid"')]
    },
    {
      code: `const a = 'first line \\\nhttps://x.com/?a=1&utm_campaign=z \\\\ end'`,
      output: `const a = 'first line \\\nhttps://x.com/?a=1 \\\\ end'`,
      errors: [{ ...removed('"utm_campaign"'), line: 2, column: 1 }]
    },
    {
      code: `var a = '\\101\\0\\8 https://x.com/?utm_source=1'`,
      output: `var a = '\\101\\0\\8 https://x.com/'`,
      languageOptions: { sourceType: 'script' },
      errors: [removed('"utm_source"')]
    },
    // an escape inside the URL but outside the part that changes stays
    {
      code: `const a = 'https://x.com/\\u0061\\x62?c=1&utm_source=1'`,
      output: `const a = 'https://x.com/\\u0061\\x62?c=1'`,
      errors: [removed('"utm_source"')]
    },
    {
      // The URL found ends before `é`, so its end may have been cut short: reported only (issue 14).
      code: `const a = '\\u{1F600}https://x.com/?utm_source=1&a=\\u00e9'`,
      output: null,
      errors: [boundary('"utm_source"', 'the URL runs into "é", so its end may have been cut short')]
    },
    {
      code: `const a = '\\u{1F600}https://x.com/?utm_source=1&a=\\u0062'`,
      output: `const a = '\\u{1F600}https://x.com/?a=\\u0062'`,
      errors: [removed('"utm_source"')]
    },
    // a deletion takes whole escapes along
    {
      code: `const a = 'https://x.com/?utm_\\u0073ource=1&a=2'`,
      output: `const a = 'https://x.com/?a=2'`,
      errors: [removed('"utm_source"')]
    },
    {
      code: `const a = 'https://x.com/?a=\\x31&fbclid=\\x32'`,
      output: `const a = 'https://x.com/?a=\\x31'`,
      errors: [removed('"fbclid"')]
    },
    {
      code: `const a = 'https://x.com/?utm_source=a\\\nb&c=1'`,
      output: `const a = 'https://x.com/?c=1'`,
      errors: [removed('"utm_source"')]
    },
    // a change that would rewrite an escape: report and suggest a rewrite, no fix
    {
      // The escaped `p` is kept as written, the `s` put after it (core's `rewriteInStyle`).
      code: `const a = 'htt\\u0070://x.com/?a=1'`,
      output: `const a = 'htt\\u0070s://x.com/?a=1'`,
      options: [{ forceHttps: true }],
      errors: [{ message: 'Switched http to https: https://x.com/?a=1' }]
    },
    {
      // (A path without its last `/`: in code share's fix leaves that `/`, see code-bases.test.ts.)
      code: `const a = "it's https://\\u0058.com/a?utm_source=1"`,
      output: null,
      options: [{ preset: 'share' }],
      errors: [
        {
          message: `Remove tracking parameter "utm_source"; Lowercased the host "X.com": https://x.com/a${WHY.escaped}`,
          suggestions: suggest('https://x.com/a', `const a = "it's https://x.com/a"`)
        }
      ]
    },
    // concatenation
    {
      code: `const a = 'https://x.com/?utm_source=' + source`,
      output: null,
      errors: [removed('"utm_source"', 'dynamic')]
    },
    {
      code: `const a = 'https://x.com/?a=1&ref=' + ref + '&b=2'`,
      output: null,
      errors: [removed('"ref"', 'dynamic')]
    },
    {
      code: `const a = 'https://x.com/?utm_source=1&a=' + a`,
      output: `const a = 'https://x.com/?a=' + a`,
      errors: [removed('"utm_source"')]
    },
    {
      code: `const a = prefix + 'https://x.com/?utm_source=1'`,
      output: `const a = prefix + 'https://x.com/'`,
      errors: [removed('"utm_source"')]
    }
  ]
})

jsTester.run('no-tracking-params (template literals)', rule, {
  valid: [
    'const a = `https://x.com/${path}?a=${b}`',
    'const a = `${base}?utm_source=1`',
    'const a = `http${s}://x.com/?utm_source=1`'
  ],
  invalid: [
    {
      code: 'const a = `https://x.com/?utm_source=1&a=2`',
      output: 'const a = `https://x.com/?a=2`',
      errors: [removed('"utm_source"')]
    },
    {
      code: 'const a = `https://x.com/${path}?utm_source=1&a=${a}`',
      output: 'const a = `https://x.com/${path}?a=${a}`',
      errors: [removed('"utm_source"')]
    },
    {
      code: 'const a = `${label}: https://x.com/?a=${a}&fbclid=1`',
      output: 'const a = `${label}: https://x.com/?a=${a}`',
      errors: [removed('"fbclid"')]
    },
    {
      code: 'const a = `${x}https://x.com/?gclid=1`',
      output: 'const a = `${x}https://x.com/`',
      errors: [removed('"gclid"')]
    },
    {
      code: 'const a = `\\u0041\\`\\${x}\r\nhttps://x.com/?a=1&utm_source=2\\n`',
      output: 'const a = `\\u0041\\`\\${x}\r\nhttps://x.com/?a=1\\n`',
      errors: [removed('"utm_source"')]
    },
    {
      code: 'const a = `https://x.com/?a=1&utm_source=${source}`',
      output: null,
      errors: [removed('"utm_source"', 'dynamic')]
    },
    {
      code: 'const a = `https://x.com/?utm_\\u0073ource=1`',
      output: 'const a = `https://x.com/`',
      errors: [removed('"utm_source"')]
    },
    {
      code: 'const a = `https://\\u0058.com/`',
      output: null,
      options: [{ preset: 'share' }],
      errors: [
        {
          message: `Lowercased the host "X.com": https://x.com/${WHY.escaped}`,
          suggestions: suggest('https://x.com/', 'const a = `https://x.com/`')
        }
      ]
    },
    {
      code: 'const a = tag`https://x.com/?utm_source=1`',
      output: 'const a = tag`https://x.com/`',
      errors: [removed('"utm_source"')]
    }
  ]
})

jsTester.run('no-tracking-params (JSX)', rule, {
  valid: ['const a = <a href="https://x.com/?a=1">https://x.com/?b=2</a>', 'const a = <a href={url}>{"text"}</a>'],
  invalid: [
    {
      code: `const a = <a href='https://x.com/?utm_source=1&a=2'>x</a>`,
      output: `const a = <a href='https://x.com/?a=2'>x</a>`,
      errors: [removed('"utm_source"')]
    },
    {
      code: 'const a = <a title="&quot;x&quot;" href="&lt;https://x.com/&#x61;?a=&amp;&fbclid=1">x</a>',
      output: 'const a = <a title="&quot;x&quot;" href="&lt;https://x.com/&#x61;?a=&amp;">x</a>',
      errors: [removed('"fbclid"')]
    },
    {
      code: 'const a = <a href="https://x.com/?a=1&amp;utm_source=1">x</a>',
      output: 'const a = <a href="https://x.com/?a=1">x</a>',
      errors: [removed('"utm_source"')]
    },
    {
      code: 'const a = <p>Read &amp; see https://x.com/?utm_source=1&amp;a=2 or https://y.com/?ref=x&copy;.</p>',
      // `©` right after the URL: its end may have been cut short (issue 14), so it is only reported.
      output: 'const a = <p>Read &amp; see https://x.com/?a=2 or https://y.com/?ref=x&copy;.</p>',
      errors: [removed('"utm_source"'), boundary('"ref"', 'the URL runs into "©", so its end may have been cut short')]
    },
    {
      code: 'const a = <a href="https://&#x58;.com/">x</a>',
      output: null,
      options: [{ preset: 'share' }],
      errors: [
        {
          message: `Lowercased the host "X.com": https://x.com/${WHY.escaped}`,
          suggestions: suggest('https://x.com/', 'const a = <a href="https://x.com/">x</a>')
        }
      ]
    },
    {
      code: 'const a = <p>\n  See https://x.com/?a=1&gclid=2\n</p>',
      output: 'const a = <p>\n  See https://x.com/?a=1\n</p>',
      errors: [{ ...removed('"gclid"'), line: 2, column: 7 }]
    },
    {
      code: 'const a = <a href={"https://x.com/?utm_source=1"}>x</a>',
      output: 'const a = <a href={"https://x.com/"}>x</a>',
      errors: [removed('"utm_source"')]
    }
  ]
})

jsTester.run('no-tracking-params (comments and options)', rule, {
  valid: [{ code: 'const a = "https://x.com/a/"', options: [{ preset: 'minimal' }] }],
  invalid: [
    {
      code: '// see https://x.com/?utm_source=1&a=2\n/* and https://y.com/?fbclid=1 */ const a = 1',
      output: '// see https://x.com/?a=2\n/* and https://y.com/ */ const a = 1',
      options: [{ checkComments: true }],
      errors: [removed('"utm_source"'), removed('"fbclid"')]
    },
    {
      code: 'const a = "https://X.com/a?utm_source=1&b=2&a=1"',
      output: 'const a = "https://x.com/a?a=1&b=2"',
      options: [{ preset: 'share' }],
      errors: [
        {
          message:
            'Remove tracking parameter "utm_source"; Lowercased the host "X.com"; Sorted the parameters by key: https://x.com/a?a=1&b=2'
        }
      ]
    },
    {
      code: 'const a = "http://x.com/a/"',
      output: 'const a = "https://x.com/a/"',
      options: [{ forceHttps: true }],
      errors: [{ message: 'Switched http to https: https://x.com/a/' }]
    },
    {
      code: 'const a = "https://x.com/?mc_eid=1&a=2&gclid=3"',
      output: 'const a = "https://x.com/?a=2"',
      options: [{ rules: 'extended' }],
      errors: [removed('"mc_eid", "gclid"')]
    },
    {
      code: 'const a = "https://x.com/?pk_campaign=1&a=2&utm_source=1"',
      output: 'const a = "https://x.com/?a=2"',
      options: [{ rules: ['default', 'pk_*'] }],
      errors: [removed('"pk_campaign", "utm_source"')]
    },
    {
      code: 'const a = "https://api.github.com/repos/o/r/contents/f.md?ref=main"',
      output: 'const a = "https://api.github.com/repos/o/r/contents/f.md"',
      options: [{ builtinKeep: false }],
      errors: [removed('"ref"')]
    }
  ]
})

/**
 * A value that is one URL (a string, a template without expressions, an attribute value) is that
 * URL: what the grammar leaves out of a URL in prose (a trailing `.`, `,`, `)` or `]`) is part of
 * it, so a fix never turns `…/a?utm_source=x)` into `…/a)`, a link to another page. The CLI reads a
 * JSON string or an HTML attribute value the same way (the core's `valueUrls`).
 */
jsTester.run('no-tracking-params (a value that is one URL)', rule, {
  valid: ["const a = 'https://en.wikipedia.org/wiki/Foo_(bar).'"],
  invalid: [
    {
      code: "const a = 'https://example.com/a?utm_source=x)'",
      output: "const a = 'https://example.com/a'",
      errors: [removed('"utm_source"')]
    },
    {
      code: 'const a = `https://example.com/a?b=1&utm_source=x.`',
      output: 'const a = `https://example.com/a?b=1`',
      errors: [removed('"utm_source"')]
    },
    {
      code: 'const a = <a href="https://example.com/a?utm_source=x.">x</a>',
      output: 'const a = <a href="https://example.com/a">x</a>',
      errors: [removed('"utm_source"')]
    },
    {
      // Balanced parentheses in the path were always the URL's.
      code: "const a = 'https://en.wikipedia.org/wiki/Foo_(bar)?utm_source=x'",
      output: "const a = 'https://en.wikipedia.org/wiki/Foo_(bar)'",
      errors: [removed('"utm_source"')]
    },
    {
      // The text to remove holds the `,` or `]`: reported, not fixed (it was fixed to `…/a,`).
      code: "const a = 'https://example.com/a?utm_source=x,'",
      output: null,
      errors: [boundary('"utm_source"', 'the text to remove holds "," (the URL may run on into the text after it)')]
    },
    {
      code: "const a = 'https://example.com/a?utm_source=x]'",
      output: null,
      errors: [boundary('"utm_source"', 'the text to remove holds "]" (the URL may run on into the text after it)')]
    },
    {
      // In text, or with more text after it, what ends a sentence is no part of the URL.
      code: "const a = 'see https://example.com/a?b=1&utm_source=x.'",
      output: "const a = 'see https://example.com/a?b=1.'",
      errors: [removed('"utm_source"')]
    },
    {
      code: "const a = 'https://example.com/a?b=1&utm_source=x. See'",
      output: "const a = 'https://example.com/a?b=1. See'",
      errors: [removed('"utm_source"')]
    }
  ]
})

jsTester.run('no-tracking-params (URL boundaries and String.raw, issue 14)', rule, {
  valid: [],
  invalid: [
    {
      // In text the URL found stops before `é`: removing `utm_campaign=` would leave `…/pété&id=1`.
      code: `const a = 'see https://e.com/p?utm_campaign=été&id=1'`,
      output: null,
      errors: [boundary('"utm_campaign"', 'the URL runs into "é", so its end may have been cut short')]
    },
    {
      // A string that is one URL is that URL, its non-ASCII text included (the core's valueUrls).
      code: `const a = 'https://e.com/p?utm_campaign=été&id=1'`,
      output: `const a = 'https://e.com/p?id=1'`,
      errors: [removed('"utm_campaign"')]
    },
    {
      code: 'const a = `https://e.com/p?utm_source={src}&id=1`',
      output: null,
      errors: [boundary('"utm_source"', 'the URL runs into "{", so its end may have been cut short')]
    },
    {
      // String.raw: the raw text is the value. Read as cooked, `\u0026` was `&` and the fix
      // removed `utm_source=x\u0026`, changing the string's real value.
      code: 'const a = String.raw`https://e.com/p?utm_source=x\\u0026id=1`',
      output: null,
      errors: [boundary('"utm_source"', 'the URL runs into "\\", so its end may have been cut short')]
    },
    {
      code: 'const a = String.raw`C:\\dir https://e.com/p?id=1&utm_source=x ${b}`',
      output: 'const a = String.raw`C:\\dir https://e.com/p?id=1 ${b}`',
      errors: [removed('"utm_source"')]
    }
  ]
})
