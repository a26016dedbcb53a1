// Cases found by the link-safety audit of the autofix (session 24); each failed before its fix.
import plugin from 'eslint-plugin-linkcanon'
import { jsTester, tsTester } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']
const dynamic = {
  message:
    /^Remove tracking parameter "utm_source": \S+ \(not fixed: the part to change continues into an expression\)$/
}
const fixed = { message: /^Remove tracking parameter "utm_source": \S+$/ }

// JSX text runs on into an expression after it: `{'&id=1'}` renders right after the URL, so the
// URL's end is not known and removing `?utm_source=x` would join `&id=1` to the path.
const cases = {
  valid: [],
  invalid: [
    {
      code: `const a = <p>https://e.com/p?utm_source=x{'&id=1'}</p>`,
      output: null,
      errors: [dynamic]
    },
    {
      code: `const a = <p>https://e.com/p?utm_source=x&id={id}</p>`,
      output: `const a = <p>https://e.com/p?id={id}</p>`,
      errors: [fixed]
    },
    {
      code: `const a = <p>https://e.com/p?utm_source=x{/* a comment */}</p>`,
      output: `const a = <p>https://e.com/p{/* a comment */}</p>`,
      errors: [fixed]
    },
    {
      code: `const a = <p>https://e.com/p?utm_source=x\n  {'&id=1'}</p>`,
      output: null,
      errors: [dynamic]
    },
    {
      code: `const a = <p>{'https://e.com/p?utm_source=x'}&amp;id=1</p>`,
      output: null,
      errors: [dynamic]
    },
    {
      code: `const a = <p>{'https://e.com/p?utm_source=x'}\n  and more</p>`,
      output: null,
      errors: [dynamic]
    },
    {
      code: `const a = <p>{\`https://e.com/p?utm_source=x\`}{id}</p>`,
      output: null,
      errors: [dynamic]
    },
    // The stand-in for the expression must not take part in the edit: `?q=px&gclid=3` + `x` read
    // as `?q=p` + `x&gclid=3x` removed, which left `?q=p` in the code.
    {
      code: `const a = <p>{'http://x.io/?q=px&gclid=3'}and</p>`,
      output: null,
      errors: [
        {
          message:
            /^Remove tracking parameter "gclid": \S+ \(not fixed: the part to change continues into an expression\)$/
        }
      ]
    },
    {
      code: `const a = \`http://x.io/?q=px&gclid=3\${s}\``,
      output: null,
      errors: [
        {
          message:
            /^Remove tracking parameter "gclid": \S+ \(not fixed: the part to change continues into an expression\)$/
        }
      ]
    },
    {
      code: `const a = <p>{'https://e.com/p?utm_source=x'} and more</p>`,
      output: `const a = <p>{'https://e.com/p'} and more</p>`,
      errors: [fixed]
    },
    {
      code: `const a = \`https://e.com/p?utm_source=\` + source`,
      output: null,
      errors: [dynamic]
    },
    {
      code: `const a = <p>https://e.com/p?utm_source=x <b>{'&id=1'}</b></p>`,
      output: `const a = <p>https://e.com/p <b>{'&id=1'}</b></p>`,
      errors: [fixed]
    }
  ]
}

jsTester.run('no-tracking-params (audit: JSX text before an expression)', rule, cases)
tsTester.run('no-tracking-params (audit: TSX text before an expression)', rule, cases)

// An object key is looked up, not followed: renamed, it no longer matches the URLs it is looked
// up with, and two keys can become one (`{ 'https://e.com/p?utm_source=x': 1, 'https://e.com/p': 2 }`).
const key = {
  message:
    /^Remove tracking parameter "utm_source": \S+ \(not fixed: the URL is an object key \(renamed, it could merge with another key or stop matching what it is looked up with\)\)$/
}
const keys = {
  valid: [],
  invalid: [
    { code: `const a = { 'https://e.com/p?utm_source=x': 1, 'https://e.com/p': 2 }`, output: null, errors: [key] },
    { code: `const a = { ['https://e.com/p?utm_source=x']: 1 }`, output: null, errors: [key] },
    { code: `class A { 'https://e.com/p?utm_source=x' = 1 }`, output: null, errors: [key] },
    {
      code: `const a = { k: 'https://e.com/p?utm_source=x' }`,
      output: `const a = { k: 'https://e.com/p' }`,
      errors: [fixed]
    }
  ]
}
jsTester.run('no-tracking-params (audit: object keys)', rule, keys)

// A string compared for equality or matched by a switch case is looked up, not followed: edited,
// it no longer matches the URLs the program compares it with.
const compared = {
  message:
    /^Remove tracking parameter "utm_source": \S+ \(not fixed: the URL is compared with other text \(edited, it would stop matching what it is compared with\)\)$/
}
jsTester.run('no-tracking-params (audit: compared strings)', rule, {
  valid: [],
  invalid: [
    { code: `if (location.href === 'https://e.com/p?utm_source=x') go()`, output: null, errors: [compared] },
    { code: `if ('https://e.com/p?utm_source=x' != u) go()`, output: null, errors: [compared] },
    { code: `switch (u) { case 'https://e.com/p?utm_source=x': go() }`, output: null, errors: [compared] },
    { code: `const b = u < 'https://e.com/p?utm_source=x'`, output: `const b = u < 'https://e.com/p'`, errors: [fixed] }
  ]
})

// A format placeholder (`%s`) in the text to remove: the values passed after it would shift.
jsTester.run('no-tracking-params (audit: format placeholders)', rule, {
  valid: [],
  invalid: [
    {
      code: `util.format('https://e.com/p?utm_source=%s&id=%d', source, id)`,
      output: null,
      errors: [
        {
          message:
            /^Remove tracking parameter "utm_source": \S+ \(not fixed: the text to remove holds "%s", no percent-encoding \(a format placeholder: the values put in would shift\)\)$/
        }
      ]
    },
    { code: `f('https://e.com/p?utm_source=%41&id=1')`, output: `f('https://e.com/p?id=1')`, errors: [fixed] }
  ]
})
tsTester.run('no-tracking-params (audit: object keys, TypeScript)', rule, {
  valid: [],
  invalid: [
    ...keys.invalid,
    { code: `interface A { 'https://e.com/p?utm_source=x': number }`, output: null, errors: [key] }
  ]
})
