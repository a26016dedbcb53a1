import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { findingsOf, splitChunks, type ScanSettings } from 'linkcanon'
import { glob } from 'tinyglobby'
import { describe, expect, it } from 'vitest'

const corpus = new URL('../../../../shared/corpora/markdown/', import.meta.url).pathname
const fast: ScanSettings = { core: undefined, images: false }
const full: ScanSettings = { core: undefined, images: false, fast: false }

function same(source: string, settings: { fast: ScanSettings; full: ScanSettings } = { fast, full }): void {
  expect(findingsOf('x.md', source, 'markdown', settings.fast)).toEqual(findingsOf('x.md', source, 'markdown', settings.full))
}

describe('fast path (parse only the parts that can hold a finding)', () => {
  it('cuts only where a part starts in column 1 after a blank line, outside fences and raw HTML blocks', () => {
    const source = 'a\n\n```\nx\n\ny\n```\n\n<!--\n\nz -->\n\nb\n\n  ```\n\nc\n'
    const starts = splitChunks(source).map((chunk) => source.slice(chunk.start, chunk.start + 4))
    // The indented fence is at the top level (no list item is open), so it runs to the end.
    expect(starts).toEqual(['a\n\n`', '```\n', '<!--', 'b\n\n '])
  })

  it.each([
    ['fence over a blank line', 'x\n\n```\n[a](https://x.com/?utm_source=1)\n\nmore\n```\n\n[b](https://y.com/?utm_source=2)\n'],
    ['raw HTML over a blank line', '<pre>\n\nhttps://x.com/?utm_source=1\n\n</pre>\n\nhttps://y.com/?utm_source=2\n'],
    ['fence in a list item', '- a\n\n  ```\n  x\n\n  https://x.com/?utm_source=1\n  ```\n\nhttps://y.com/?fbclid=1\n'],
    ['fence inside an HTML block', '<div>\n```\n\n[a](https://x.com/?utm_source=1)\n\n```\n'],
    ['reference definitions in another part', '[a [b][r] c](https://x.com/?utm_source=1)\n\nplain\n\n[r]: https://r.com/\n'],
    ['literal inside a reference', '[see https://x.com/?utm_source=1][r]\n\n[r]: /x\n'],
    ['escaped key', '[a](https://x.com/?utm\\_source=1)\n'],
    ['entity key', '[a](https://x.com/?utm&#95;source=1)\n'],
    ['invalid hosts and ports', '<http://a b>\n\n[x](<http://x.com foo:99999>)\n\n<a href="http://x y">a</a>\n\nhttp://x.com:99999/ and http:/x\n'],
    ['BOM and CRLF', '\uFEFF```\r\n\r\n[a](https://x.com/?utm_source=1)\r\n```\r\n\r\n[b](https://y.com/?utm_source=1)\r\n'],
    ['percent-encoded key', '[a](https://x.com/?%75tm_source=1)\n']
  ])('finds the same as the whole-document parse: %s', (_, source) => {
    same(source)
  })

  it('finds the same on random documents made of Markdown pieces', () => {
    const pieces = [
      '```', '~~~', '    ```', '  ```', '- item', '1. item', '> quote', '<div>', '</div>', '<pre>', '</pre>', '<!--', '-->', '<?', '?>',
      '', '', '', 'text', '[a](https://x.com/?utm_source=1)', '<https://y.com/?fbclid=2>', 'https://z.com/?gclid=3&x=1',
      '[r]: https://d.com/?ref=1', '[t][r]', '[a [b][r] c](https://w.com/?utm_medium=1)', 'www.q.com/?utm_source=1',
      '<a href="https://h.com/?utm_source=1">x</a>', '[x](http://bad:99999/)', '`https://code.com/?utm_source=1`', '\t```', '| a |', '| - |'
    ]
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), fc.constantFrom('\n', '\r\n'), (lines, ending) => {
        same(lines.join(ending))
      }),
      { numRuns: 400 }
    )
  })

  it('gives exactly the findings of the whole-document parse on the Markdown corpus', async () => {
    const files = (await glob('**/*.md', { cwd: corpus, absolute: true })).sort()
    expect(files.length).toBeGreaterThan(1000)
    let count = 0
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      const quick = findingsOf(file, source, 'markdown', fast)
      expect(quick, file).toEqual(findingsOf(file, source, 'markdown', full))
      count += quick.length
    }
    expect(count).toBeGreaterThan(15_000)
  }, 900_000)
})
