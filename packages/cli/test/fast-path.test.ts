import { readFileSync } from 'node:fs'
import { importRules, type CanonicalizeOptions } from '@linkcanon/core'
import fc from 'fast-check'
import { findingsOf, type ScanSettings } from 'linkcanon'
import { canHoldFinding, createPrefilter, splitSections } from 'linkcanon/internal'
import { glob } from 'tinyglobby'
import { describe, expect, it } from 'vitest'
import { markdownCorpus as corpus, wholeCorpus } from '../../../test/helpers/corpora.js'

const fast: ScanSettings = { core: undefined, images: false }
const full: ScanSettings = { core: undefined, images: false, fast: false }

function same(source: string, settings: { fast: ScanSettings; full: ScanSettings } = { fast, full }): void {
  expect(findingsOf('x.md', source, 'markdown', settings.fast)).toEqual(
    findingsOf('x.md', source, 'markdown', settings.full)
  )
}

describe('fast path (parse only the parts that can hold a finding)', () => {
  it('cuts only where a part starts in column 1 after a blank line, outside fences and raw HTML blocks', () => {
    const source = 'a\n\n```\nx\n\ny\n```\n\n<!--\n\nz -->\n\nb\n\n  ```\n\nc\n'
    const starts = splitSections(source).map((section) => source.slice(section.start, section.start + 4))
    // The indented fence is at the top level (no list item is open), so it runs to the end.
    expect(starts).toEqual(['a\n\n`', '```\n', '<!--', 'b\n\n '])
  })

  it('cuts a text at the same lines whichever line endings it uses (\\n, \\r\\n, \\r, mixed), after a byte order mark too', () => {
    const lines = ['a', '', '```', 'x', '', '```', '', '- b', '', 'c', '']
    const cuts = (ending: (index: number) => string, bom = ''): number[] => {
      const source = bom + lines.map((line, index) => line + ending(index)).join('')
      return splitSections(source).map((section) => source.slice(0, section.start).split(/\r\n|\r|\n/).length)
    }
    const expected = [1, 3, 8, 10]
    expect(cuts(() => '\n')).toEqual(expected)
    expect(cuts(() => '\r\n')).toEqual(expected)
    expect(cuts(() => '\r')).toEqual(expected)
    expect(cuts((index) => ['\n', '\r', '\r\n'][index % 3]!)).toEqual(expected)
    expect(cuts(() => '\r', '\uFEFF')).toEqual(expected)
  })

  it.each([
    [
      'fence over a blank line',
      'x\n\n```\n[a](https://x.com/?utm_source=1)\n\nmore\n```\n\n[b](https://y.com/?utm_source=2)\n'
    ],
    ['raw HTML over a blank line', '<pre>\n\nhttps://x.com/?utm_source=1\n\n</pre>\n\nhttps://y.com/?utm_source=2\n'],
    ['fence in a list item', '- a\n\n  ```\n  x\n\n  https://x.com/?utm_source=1\n  ```\n\nhttps://y.com/?fbclid=1\n'],
    ['fence inside an HTML block', '<div>\n```\n\n[a](https://x.com/?utm_source=1)\n\n```\n'],
    [
      'reference definitions in another part',
      '[a [b][r] c](https://x.com/?utm_source=1)\n\nplain\n\n[r]: https://r.com/\n'
    ],
    ['literal inside a reference', '[see https://x.com/?utm_source=1][r]\n\n[r]: /x\n'],
    ['escaped key', '[a](https://x.com/?utm\\_source=1)\n'],
    ['escaped question mark', '[a](https://x.com/\\?utm_source=1) and <https://y.com/p\\?fbclid=2>\n'],
    [
      'escapes beside links without a question mark',
      '- \\[[`abc`](https://x.com/c/abc)] - **x\\_y**: fix [#1](https://x.com/p/1)\n\n[b](http://x.com\\:99999/)\n'
    ],
    ['entity key', '[a](https://x.com/?utm&#95;source=1)\n'],
    [
      'invalid hosts and ports',
      '<http://a b>\n\n[x](<http://x.com foo:99999>)\n\n<a href="http://x y">a</a>\n\nhttp://x.com:99999/ and http:/x\n'
    ],
    [
      'ports with leading zeros (the core takes them) and past 65535',
      'http://x.com:000080/a\n\nhttp://y.com:0065536/b and <http://z.com:/c>\n'
    ],
    [
      'BOM and CRLF',
      '\uFEFF```\r\n\r\n[a](https://x.com/?utm_source=1)\r\n```\r\n\r\n[b](https://y.com/?utm_source=1)\r\n'
    ],
    ['percent-encoded key', '[a](https://x.com/?%75tm_source=1)\n'],
    [
      'table cells',
      '# T\n| a | b |\n|---|---|\n| [x](https://x.com/?utm_source=1) | text |\n| y | <https://y.com/?fbclid=2> |\n\nafter\n'
    ],
    [
      'table after a paragraph and a comment',
      '<!-- c -->\n**[top](#top)**\n| a | b |\n| --- | :-: |\n| [x](https://x.com/?utm_source=1) | z |\n'
    ],
    [
      'a link in a cell past the head',
      '| a |\n|---|\n| b | [x](https://x.com/?utm_source=1) | https://y.com/?gclid=1 |\n'
    ],
    [
      'escaped pipes and pipes in code',
      '| a | b |\n|---|---|\n| `x|y` | [q\\|r](https://x.com/?utm_source=1) |\n| [s|t](https://y.com/?utm_source=1) | u |\n'
    ],
    ['a table head that is not one', '| a | b |\n|---|\n| [x\n| y](https://x.com/?utm_source=1) |\n'],
    [
      'rows then a line that is no row',
      '| a |\n|---|\n| https://x.com/?utm_source=1 |\nmore https://y.com/?utm_source=1\n'
    ],
    ['a table in a list item', '- item\n  | a |\n  |---|\n  | https://x.com/?utm_source=1 |\n'],
    [
      'references from cells',
      '| a |\n|---|\n| [x][r] [^n] |\n\n[r]: https://r.com/?utm_source=1\n[^n]: https://n.com/?utm_source=1\n'
    ],
    ['a table at the end without a line ending', 'x\n\n| a |\n|---|\n| https://x.com/?utm_source=1 |']
  ])('finds the same as the whole-document parse: %s', (_, source) => {
    same(source)
  })

  it('skips a section whose only escapes are beside links without a question mark', () => {
    const prefilter = createPrefilter(undefined)!
    // A release-notes line: escaped brackets and underscores on every line, links without a query.
    const line = '- \\[[`abc`](https://x.com/c/abc)] - **x\\_y**: fix [#1](https://x.com/p/1)\n'
    expect(canHoldFinding(line.repeat(3), prefilter)).toBe(false)
    expect(canHoldFinding(line + '[a](https://x.com/?utm\\_source=1)\n', prefilter)).toBe(true)
    expect(canHoldFinding(line + '[a](https://x.com/\\?utm_source=1)\n', prefilter)).toBe(true)
    expect(canHoldFinding(line + '[a](https://x.com/&#63;utm_source=1)\n', prefilter)).toBe(true)
  })

  const rawList = importRules(
    JSON.stringify({ providers: { shop: { urlPattern: '^https?://x\\.com/', rawRules: ['/ref=[^/?]*'] } } }),
    { format: 'clearurls', name: 'shop' }
  )
  it.each<[string, CanonicalizeOptions, string]>([
    ['fragment', { fragment: true }, '[a](https://x.com/p#utm_source=feed&b=1)'],
    ['unwrap', { unwrap: true }, '[a](https://l.facebook.com/l.php?u=https://x.com/a&h=A1)'],
    ['forceHttps', { forceHttps: true }, '<http://x.com/a>'],
    ['a raw rule', { rules: ['recommended', rawList] }, '[a](https://x.com/dp/ref=sr_1)']
  ])('parses every section whole when %s changes more than the query', (_, core, link) => {
    const source = `# T\n\ntext\n\n${link}\n`
    const settings = { fast: { core, images: false }, full: { core, images: false, fast: false } }
    expect(findingsOf('x.md', source, 'markdown', settings.full)).not.toEqual([])
    same(source, settings)
  })

  it('finds the same on random documents made of Markdown pieces', () => {
    const pieces = [
      '```',
      '~~~',
      '    ```',
      '  ```',
      '- item',
      '1. item',
      '> quote',
      '<div>',
      '</div>',
      '<pre>',
      '</pre>',
      '<!--',
      '-->',
      '<?',
      '?>',
      '',
      '',
      '',
      'text',
      '[a](https://x.com/?utm_source=1)',
      '<https://y.com/?fbclid=2>',
      'https://z.com/?gclid=3&x=1',
      '[r]: https://d.com/?ref=1',
      '[t][r]',
      '[a [b][r] c](https://w.com/?utm_medium=1)',
      'www.q.com/?utm_source=1',
      '<a href="https://h.com/?utm_source=1">x</a>',
      '[x](http://bad:99999/)',
      '`https://code.com/?utm_source=1`',
      '\t```',
      '| a |',
      '| - |',
      '| a | b |',
      '|---|---|',
      '| --- |',
      '# h',
      '<!-- c -->',
      '| [a](https://t.com/?utm_source=1) | b |',
      '| x | y | https://t.com/?fbclid=1 |',
      '| `p|q` | <https://t.com/?gclid=1> |',
      '| a \\| [b](https://t.com/?utm_source=1) |',
      '| [s|t](https://t.com/?utm_medium=1) |',
      '  | a |'
    ]
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 40 }),
        fc.constantFrom('\n', '\r\n'),
        (lines, ending) => {
          same(lines.join(ending))
        }
      ),
      { numRuns: 1000 }
    )
  })

  it('finds the same on random tables (cells are parsed apart)', () => {
    const cell = fc.constantFrom(
      '',
      ' ',
      'text',
      '[a](https://x.com/?utm_source=1)',
      '<https://y.com/?fbclid=2>',
      'https://z.com/?gclid=3',
      'www.w.com/?utm_medium=4',
      '`p|q`',
      '\\|',
      'a \\| [b](https://e.com/?utm_source=5)',
      '[s',
      't](https://t.com/?utm_source=6)',
      '[r][d]',
      '![i](https://i.com/?utm_source=7)',
      '<a href="https://h.com/?utm_source=8">',
      '&amp;',
      '<https://u.com/?a\\|b&utm_source=1>',
      'https://bad:99999/?utm_source=9',
      '\\'
    )
    const row = fc
      .array(cell, { minLength: 0, maxLength: 5 })
      .map((cells) => `|${cells.join('|')}${cells.length % 2 === 0 ? '|' : ''}`)
    const lead = fc.constantFrom('', '# Title\n', 'para\n', '<!-- c -->\n', '> q\n', '- i\n', 'text\n\n')
    const delimiter = fc.constantFrom('|---|', '|---|---|', '| :-- | --: | :-: |', '---|---', '|-|-|-|-|')
    const tail = fc.constantFrom(
      '',
      '\n',
      '\n\n[d]: https://d.com/?utm_source=1\n',
      '\nnot a row\n',
      '\n\n| a |\n|---|\n| https://n.com/?utm_source=1 |\n',
      '\n\n[x\ny](<https://p.com/a b?utm_source=1>)\n'
    )
    fc.assert(
      fc.property(lead, row, delimiter, fc.array(row, { maxLength: 6 }), tail, (before, header, line, rows, after) => {
        same(`${before}${header}\n${line}\n${rows.join('\n')}${after}`)
      }),
      { numRuns: 1500 }
    )
  })

  it('gives exactly the findings of the whole-document parse on the Markdown corpus', async () => {
    const files = (await glob('**/*.md', { cwd: corpus, absolute: true })).sort()
    // The whole corpus (`pnpm test:corpus`): 1255 files; the vendored slice: 149 files, 2,143 findings.
    expect(files.length).toBeGreaterThan(wholeCorpus ? 1000 : 100)
    let count = 0
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      const quick = findingsOf(file, source, 'markdown', fast)
      expect(quick, file).toEqual(findingsOf(file, source, 'markdown', full))
      count += quick.length
    }
    console.log(`fast-path: ${files.length} files, ${count} findings`)
    expect(count).toBeGreaterThan(wholeCorpus ? 15_000 : 2_000)
  }, 900_000)
})
