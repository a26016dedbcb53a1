#!/usr/bin/env node
// Canonicalize the examples of seeds 000 and 004 and print each change list.
import { canonicalize, isLinkcanonError } from '@linkcanon/core'

const examples = [
  ['seed 000', 'https://example.com/blog/?utm_source=news&ref=xyz&b=2&a=1', {}],
  ['seed 000', 'example.com/foo?ref=a&Ref=b&referrer=c', {}],
  ['seed 000', 'http://Example.COM:80/news/?fbclid=x&id=7', { forceHttps: true }],
  ['seed 004', 'HTTPS://Example.COM.:443/Path/../Docs?b=2&a=1&utm_source=news#top', { preset: 'cache-key' }],
  ['seed 004', 'http://example.com', { preset: 'cache-key' }],
  ['seed 004', 'https://bücher.example/straße?q=a b', { preset: 'cache-key' }],
  ['seed 004', 'ftp://example.com/file', { preset: 'cache-key' }],
  ['minimal', 'https://Example.com/a/?flag&utm_source=x&q=%20#top', { preset: 'minimal' }]
]

for (const [seed, input, options] of examples) {
  const label = `[${seed}] ${options.preset ?? 'share'}${options.forceHttps ? ' +forceHttps' : ''}`
  console.log(`${label}\n  in:  ${input}`)
  try {
    const { url, changes } = canonicalize(input, options)
    console.log(`  out: ${url}`)
    for (const change of changes) console.log(`    - ${change.type}: ${change.message}`)
    if (changes.length === 0) console.log('    (no changes)')
  } catch (error) {
    if (!isLinkcanonError(error)) throw error
    console.log(`  error ${error.code}: ${error.message}`)
  }
  console.log('')
}
