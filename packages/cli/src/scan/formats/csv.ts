import { readQuoted, stringPiece, type FormatPiece, type StopReading } from '@linkcanon/core/source'

/** A quoted field: two quotes stand for one (RFC 4180); a URL never needs one, but one is written back doubled. */
const quoted = {
  decode: (raw: string) => readQuoted(raw, { doubledQuote: '"' }),
  escape: (text: string) => text.replaceAll('"', '""')
}

/**
 * The fields of a CSV (`separator` `,`) or TSV (`\t`) file, RFC 4180's way: a field ends at the
 * separator or the line's end; a field that starts with `"` runs to the next lone `"` (across
 * lines; `""` inside stands for one quote). Each field is one piece, so a URL ends where its
 * field does. A quote that never closes stops the reading there (`unclosed-string`).
 */
export function csvPieces(source: string, separator: ',' | '\t', stopped: StopReading): FormatPiece[] {
  const pieces: FormatPiece[] = []
  let at = source.charCodeAt(0) === 0xfeff ? 1 : 0
  while (at <= source.length) {
    const inQuotes = source[at] === '"'
    if (inQuotes) {
      let close = at + 1
      for (;;) {
        close = source.indexOf('"', close)
        if (close === -1) {
          stopped(at, 'unclosed-string')
          return pieces
        }
        if (source[close + 1] !== '"') break
        close += 2
      }
      pieces.push(stringPiece(at + 1, close, quoted, false))
      at = close + 1
    }
    // An unquoted field, or text after the closing quote up to the separator (not RFC 4180): as written.
    const end = fieldEnd(source, at, separator)
    if (end > at) pieces.push({ start: at, end, whole: !inQuotes })
    at = end
    // Past the separator or the line break (`\r\n` too) to the next field.
    if (source[at] === '\r' && source[at + 1] === '\n') at += 2
    else at++
  }
  return pieces
}

/** Where the field from `at` ends: the next separator or line break, or the end of `source`. */
function fieldEnd(source: string, at: number, separator: string): number {
  let end = at
  while (end < source.length) {
    const char = source[end]
    if (char === separator || char === '\n' || char === '\r') break
    end++
  }
  return end
}
