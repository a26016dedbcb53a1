import fc from 'fast-check'
import { findingsOf, type ScanSettings } from 'linkcanon'
import { describe, expect, it } from 'vitest'
import { markdownDocument } from '../../../test/helpers/markdown-arbitraries.js'
import { markdownMix } from '../../../test/helpers/markdown-mix.js'

/**
 * The fast scan (the default) must find what the whole-document parse (`--full-parse`) finds,
 * on every document. FAST_PATH_RUNS documents per property (2,000 by default; `.ci/run` runs this
 * file again as a suite of its own with 50,000, beside the README's test command).
 */
const runs = Number(process.env.FAST_PATH_RUNS ?? 2000)

const fast: ScanSettings = { core: undefined, images: false }
const full: ScanSettings = { core: undefined, images: false, fast: false }
const fastImages: ScanSettings = { core: undefined, images: true }
const fullImages: ScanSettings = { core: undefined, images: true, fast: false }

function same(source: string, images = false): void {
  expect(findingsOf('x.md', source, 'markdown', images ? fastImages : fast)).toEqual(
    findingsOf('x.md', source, 'markdown', images ? fullImages : full)
  )
}

describe('fast scan = full parse', () => {
  // Issue 20: the two cases the report named.
  it.each([
    ['a definition only an image uses', '![i][a]\n\n[a]: https://x.com/?utm_source=1\n'],
    ['a definition an image and a collapsed reference use', '[a]: https://x.com/?utm_source=1\n\n![i][a]\n\n[a][]\n'],
    // Found by the property below (100,000 runs): micromark reads the last line as text, not code.
    [
      'indented code, then a quote with an empty list item and an indented line',
      '    ```\n\n> - \n    [a]: https://x.com/?utm_source=1\n# https://x.com/?utm_source=1\n'
    ],
    ['the same with a bare URL', '    x\n    y\n\n> 1. \n    https://x.com/?utm_source=1\n']
  ])('%s', (_, source) => {
    same(source)
    same(source, true)
  })

  it('on documents mixing references, definitions, images, containers, HTML and code', () => {
    fc.assert(
      fc.property(markdownMix, fc.boolean(), (source, images) => same(source, images)),
      { numRuns: runs }
    )
  }, 1_800_000)

  it('on documents full of URLs in every place Markdown puts them', () => {
    fc.assert(
      fc.property(markdownDocument, (source) => same(source)),
      { numRuns: Math.min(runs, 5000) }
    )
  }, 1_800_000)
})
