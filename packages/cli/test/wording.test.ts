import { describe, expect, it } from 'vitest'
import { looksLikeUtf16 } from '../src/io/read-text.js'
import { linkcanon, scratch } from './run.js'

const utf16le = (text: string): Buffer => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])

describe('linkcanon url: blank and comment lines', () => {
  it('copies blank lines and # comments through in text, lined up with the input, exit 0', () => {
    const run = linkcanon(['url'], {
      input: '# links\nhttps://a.example/?fbclid=1\n\n   \n  # indented\nhttps://b.example/\n\n'
    })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('# links\nhttps://a.example/\n\n   \n  # indented\nhttps://b.example/\n\n')
  })

  it('skips them with --json', () => {
    const run = linkcanon(['url', '--json'], { input: '\n# c\nhttps://a.example/?fbclid=1\n\n' })
    expect(run.code).toBe(0)
    const rows = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { url: string })
    expect(rows.map((row) => row.url)).toEqual(['https://a.example/'])
  })

  it('still rejects an empty URL argument', () => {
    expect(linkcanon(['url', '']).code).toBe(1)
  })
})

describe('file wording', () => {
  it('extract names a non-UTF-8 file once', () => {
    const dir = scratch({ 'x.bin': Buffer.from([0x61, 0xc3, 0x28, 0x0a]) })
    const run = linkcanon(['extract', 'x.bin'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toBe('linkcanon: x.bin is not UTF-8 text\n')
  })

  it('names a UTF-16 file as UTF-16, not binary, in check and extract', () => {
    const dir = scratch({
      'le.txt': utf16le('see https://a.example/?fbclid=1\n'),
      'nobom.md': Buffer.from('hello https://a.example/\n', 'utf16le')
    })
    const check = linkcanon(['check', '.'], { cwd: dir })
    expect(check.stderr).toMatch(/le\.txt: skipped, UTF-16 text/)
    expect(check.stderr).toMatch(/nobom\.md: skipped, UTF-16 text/)
    expect(check.stderr).not.toMatch(/binary/)
    const extract = linkcanon(['extract', 'le.txt'], { cwd: dir })
    expect(extract.code).toBe(2)
    expect(extract.stderr).toMatch(/^linkcanon: le\.txt is UTF-16 text/)
  })

  it('tells UTF-16 from binary and from UTF-8', () => {
    expect(looksLikeUtf16(Buffer.from('plain text', 'utf8'))).toBe(false)
    expect(looksLikeUtf16(Buffer.from('plain text', 'utf16le'))).toBe(true)
    expect(looksLikeUtf16(Buffer.from([0, 0, 0, 0, 1, 2]))).toBe(false)
    expect(looksLikeUtf16(Buffer.from([0xfe, 0xff, 0, 0x61]))).toBe(true)
  })

  it('a glob that matches nothing gives one error, also when its folder is missing', () => {
    const dir = scratch({ 'a.md': 'x\n' })
    for (const glob of ['nope/*.md', '*.zz']) {
      const run = linkcanon(['check', glob], { cwd: dir })
      expect(run.code).toBe(2)
      expect(
        run.stderr
          .trim()
          .split('\n')
          .filter((line) => line.includes(glob))
      ).toEqual([`linkcanon: ${glob}: no files match this glob`])
      expect(run.stderr).not.toMatch(/cannot read this folder/)
    }
  })
})
