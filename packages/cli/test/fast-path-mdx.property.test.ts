import fc from 'fast-check'
import { findingsOf, type Finding, type ScanSettings } from 'linkcanon'
import { describe, expect, it } from 'vitest'
import { mdxDocument } from '../../../test/helpers/mdx-mix.js'

/**
 * The fast scan of MDX (the default) must find what the whole-document parse (`--full-parse`)
 * finds, on every document the whole parse reads (where it throws, the file fails with either).
 * MDX_FAST_PATH_RUNS documents (500 by default; `.ci/run` sets more).
 */
const runs = Number(process.env.MDX_FAST_PATH_RUNS ?? 500)

const fast: ScanSettings = { core: undefined, images: false }
const full: ScanSettings = { core: undefined, images: false, fast: false }

function attempt(source: string, settings: ScanSettings): Finding[] | 'threw' {
  try {
    return findingsOf('x.mdx', source, 'mdx', settings)
  } catch {
    return 'threw'
  }
}

function same(source: string): void {
  const whole = attempt(source, full)
  if (whole === 'threw') return
  expect(attempt(source, fast)).toEqual(whole)
}

describe('MDX fast scan = full parse', () => {
  it.each([
    ['a tag across a blank line', '<a\n\ntitle="https://x.com/?utm_source=1" />\n'],
    ['an expression across a blank line', '{\n\n"https://x.com/?utm_source=1"\n}\n\nhttps://y.com/?utm_source=1\n'],
    [
      'ESM across a blank line',
      "export const a = [\n\n'https://x.com/?utm_source=1'\n]\n\nhttps://y.com/?utm_source=2\n"
    ],
    ['a brace in a block comment', '{/* } */\n\nhttps://x.com/?utm_source=1\n}\n\nhttps://y.com/?utm_source=2\n'],
    ['a tag closed in a later section', '<Tabs>\n\nhttps://x.com/?utm_source=1\n\n</Tabs>\n\ntext\n'],
    // Found by the property (document 67,861 of a CI run): `export` continues the paragraph, so the tag is text.
    [
      'an export line in a paragraph, then a tag across blank lines',
      'text\nexport const x = 1\n<Tabs\n\nhref="https://r.com/?a=1&amp;utm_source=2"\n\n/>\n[t](https://x.com/?utm_source=1)\n'
    ]
  ])('%s', (_, source) => same(source))

  it('on MDX documents mixing ESM, JSX, expressions, code, containers and links', () => {
    fc.assert(
      fc.property(mdxDocument, (source) => same(source)),
      { numRuns: runs }
    )
  }, 1_800_000)
})
