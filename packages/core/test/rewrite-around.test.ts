import { describe, expect, it } from 'vitest'
import {
  decodeMarkup,
  encodeMarkup,
  JSON_ESCAPES,
  readQuoted,
  rewriteAround,
  rewritePiece,
  type DecodedPiece
} from '@linkcanon/core/source'

/** An HTML attribute value, read through its character references. */
function attribute(raw: string): DecodedPiece {
  const decode = (text: string) => decodeMarkup(text, 'html', 'attribute')
  return { raw, map: decode(raw), decode, escape: (text) => encodeMarkup(text, '"', false) }
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
    const decode = (text: string) => readQuoted(text, { escapes: JSON_ESCAPES, forbidden: ['"'] }, 1, text.length - 1)
    const piece: DecodedPiece = { raw, map: decode(raw)!, decode, escape: (text) => text, quote: '"' }
    const edit = rewritePiece(piece, 0, piece.map.cooked.length, 'https://e.com/x?b=1')
    expect(edit.ok && edited(raw, edit)).toBe('"https://e.com/x?b=1"')
  })

  it('one edit over the span when no hunks can be written and its references all go', () => {
    const piece = attribute('https://e.com/?a&amp;b')
    // Nothing shared, or a hunk would cut into the reference: the span is written anew, `&amp;` and all.
    expect(edited(piece.raw, rewriteAround(piece, 15, 18, 'z')!)).toBe('https://e.com/?z')
    expect(edited(piece.raw, rewriteAround(piece, 16, 18, 'xb')!)).toBe('https://e.com/?axb')
    // Not when the new text itself needs an escape (a quote in a quoted value).
    expect(rewriteAround(piece, 15, 18, 'z"')).toBeUndefined()
  })
})
