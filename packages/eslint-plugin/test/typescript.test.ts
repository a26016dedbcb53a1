import plugin from 'eslint-plugin-linkcanon'
import { tsTester } from './rule-tester.js'

const rule = plugin.rules['no-tracking-params']
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The core's wording: the keys, then the clean URL (which `output` checks). */
const removed = (keys: string) => ({
  message: new RegExp(`^${escapeRegExp(`Remove tracking parameter${keys.includes(',') ? 's' : ''} ${keys}: `)}\\S+$`)
})

tsTester.run('no-tracking-params (TypeScript)', rule, {
  valid: [
    { code: `type Url = 'https://x.com/?a=1'`, filename: 'file.ts' },
    { code: `const a: string = \`https://x.com/\${path as string}\``, filename: 'file.ts' }
  ],
  invalid: [
    {
      code: `type Url = 'https://x.com/?utm_source=1'\nenum E { A = "https://x.com/?a=1&fbclid=2" }`,
      output: `type Url = 'https://x.com/'\nenum E { A = "https://x.com/?a=1" }`,
      filename: 'file.ts',
      errors: [removed('"utm_source"'), removed('"fbclid"')]
    },
    {
      code: `const a = ('https://x.com/?ref=1&\\u0061=2' as const) satisfies string`,
      output: `const a = ('https://x.com/?\\u0061=2' as const) satisfies string`,
      filename: 'file.ts',
      errors: [removed('"ref"')]
    },
    {
      code: 'const a = `https://x.com/${id satisfies string}?gclid=1&a=2`',
      output: 'const a = `https://x.com/${id satisfies string}?a=2`',
      filename: 'file.ts',
      errors: [removed('"gclid"')]
    }
  ]
})

tsTester.run('no-tracking-params (TSX)', rule, {
  valid: [{ code: 'const a = <a href="https://x.com/">x</a>', filename: 'file.tsx' }],
  invalid: [
    {
      code: 'const A = (p: { u: string }) => <a href="https://x.com/?utm_source=1&amp;x=2" title={`https://y.com/?a=${p.u}&gclid=1`}>see https://z.com/&#x61;?yclid=1</a>',
      output:
        'const A = (p: { u: string }) => <a href="https://x.com/?x=2" title={`https://y.com/?a=${p.u}`}>see https://z.com/&#x61;</a>',
      filename: 'file.tsx',
      errors: [removed('"utm_source"'), removed('"gclid"'), removed('"yclid"')]
    }
  ]
})
