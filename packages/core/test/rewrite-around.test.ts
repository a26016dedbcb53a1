import { describe, expect, it } from 'vitest'
import {
  decodeMarkup,
  encodeMarkup,
  JSON_ESCAPES,
  readQuoted,
  rewriteAround,
  rewriteInStyle,
  rewritePiece,
  type DecodedPiece
} from '@linkcanon/core/source'

/** An HTML attribute value, read through its character references. */
function attribute(raw: string): DecodedPiece {
  const decode = (text: string) => decodeMarkup(text, 'html', 'attribute')
  return { raw, map: decode(raw), decode, escape: (text) => encodeMarkup(text, '"', false) }
}

/** A JSON string, quotes included, read through its escapes. */
function jsonString(raw: string): DecodedPiece {
  const decode = (text: string) => readQuoted(text, { escapes: JSON_ESCAPES, forbidden: ['"'] }, 1, text.length - 1)
  return { raw, map: decode(raw)!, decode, escape: (text) => text, quote: '"' }
}

/** The raw text once `edit` is made. */
const edited = (raw: string, edit: { start: number; end: number; text: string }) =>
  raw.slice(0, edit.start) + edit.text + raw.slice(edit.end)

describe('rewriteAround: an edit in two hunks around the text both sides keep', () => {
  it('removes trackers on both sides of a kept pair, each with its reference, where one hunk would cut into them', () => {
    const piece = attribute('https://e.com/x?utm_source=a&amp;b=1&amp;utm_medium=c')
    const url = piece.map.cooked
    // One hunk over `utm_source=a&b=1&utm_medium=c` -> `b=1` cuts into the references: rewritePiece used to refuse it.
    const edit = rewritePiece(piece, 0, url.length, 'https://e.com/x?b=1')
    expect(edit.ok && edited(piece.raw, edit)).toBe('https://e.com/x?b=1')
    const start = url.indexOf('utm_source')
    const around = rewriteAround(piece, start, url.length, 'b=1')
    expect(around && edited(piece.raw, around)).toBe('https://e.com/x?b=1')
  })

  it("share's `/` after the host and a removed pair: an insertion and a removal, the references between kept", () => {
    const piece = attribute('https://e.com?a=1&amp;utm_source=zz&amp;b=2')
    const edit = rewritePiece(piece, 0, piece.map.cooked.length, 'https://e.com/?a=1&b=2')
    expect(edit.ok && edited(piece.raw, edit)).toBe('https://e.com/?a=1&amp;b=2')
  })

  it("share's `/` where the whole query goes: the span's references go with it", () => {
    // Found in awesome-rss-feeds' OPML, injected: `title="https://www.rp.pl?utm_source=zz&amp;utm_medium=yy"`.
    const piece = attribute('https://e.com?utm_source=zz&amp;utm_medium=yy')
    const edit = rewritePiece(piece, 0, piece.map.cooked.length, 'https://e.com/')
    expect(edit.ok && edited(piece.raw, edit)).toBe('https://e.com/')
  })

  it('a JSON string with \\u0026 between the pairs', () => {
    const raw = '"https://e.com/x?utm_source=a\\u0026b=1\\u0026utm_medium=c"'
    const piece = jsonString(raw)
    const edit = rewritePiece(piece, 0, piece.map.cooked.length, 'https://e.com/x?b=1')
    expect(edit.ok && edited(raw, edit)).toBe('"https://e.com/x?b=1"')
  })

  it('none when nothing is shared, or a hunk itself would cut into a reference', () => {
    const piece = attribute('https://e.com/?a&amp;b')
    expect(rewriteAround(piece, 15, 18, 'z')).toBeUndefined()
    expect(rewriteAround(piece, 16, 18, 'xb')).toBeUndefined()
    // rewritePiece then writes the span anew in its escaping (`rewriteInStyle`): a `&` separator goes whole.
    expect(edited(piece.raw, rewriteInStyle(piece, 15, 18, 'z')!)).toBe('https://e.com/?z')
    expect(edited(piece.raw, rewriteInStyle(piece, 16, 18, 'xb')!)).toBe('https://e.com/?axb')
    expect(edited(piece.raw, rewriteInStyle(piece, 15, 18, 'z"')!)).toBe('https://e.com/?z&quot;')
  })
})

describe('rewriteInStyle: the changed span written whole, in its own escaping', () => {
  it("share's sorted query: each `&` written as the span wrote it, where no one or two hunks can write it", () => {
    const piece = attribute('https://e.com/?b=1&amp;a=2&amp;utm_source=x')
    const edit = rewritePiece(piece, 0, piece.map.cooked.length, 'https://e.com/?a=2&b=1')
    expect(edit.ok && edited(piece.raw, edit)).toBe('https://e.com/?a=2&amp;b=1')
    // A numeric reference is kept as written too; a character the span wrote plainly stays plain.
    const numeric = attribute('https://e.com/?b=1&#38;a=2&utm_source=x')
    const from = numeric.map.cooked.indexOf('b=1')
    const sorted = rewriteInStyle(numeric, from, numeric.map.cooked.length, 'a=2&b=1')
    expect(sorted && edited(numeric.raw, sorted)).toBe('https://e.com/?a=2&#38;b=1')
  })

  it('in a JSON string, `\\u0026` stays; none when an edge of the span cuts into an escape', () => {
    const raw = '"https://e.com/?b=1\\u0026a=2\\u0026gclid=3"'
    const piece = jsonString(raw)
    const edit = rewritePiece(piece, 0, piece.map.cooked.length, 'https://e.com/?a=2&b=1')
    expect(edit.ok && edited(raw, edit)).toBe('"https://e.com/?a=2\\u0026b=1"')
    // The second unit of `&#x1F600;` (two UTF-16 units): the span would cut into its reference.
    const html = attribute('https://e.com/?a=&#x1F600;')
    expect(rewriteInStyle(html, 18, 19, 'x')).toBeUndefined()
  })
})
