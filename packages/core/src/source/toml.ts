import { escapeBackslashed, readQuoted, verbatim } from './backslash.js'
import { TOML_ESCAPES } from './escape-tables.js'
import { afterBlanks, closingQuote, lineEnd, stringPiece, type FormatPiece, type StopReading } from './format-pieces.js'

const basic = {
  decode: (raw: string) => readQuoted(raw, { escapes: TOML_ESCAPES }),
  escape: (text: string) => escapeBackslashed(text, '"')
}
/** A literal string has no escapes and cannot hold its quote: a URL never needs either. */
const literal = (quote: string) => ({
  decode: verbatim,
  escape: (text: string) => (text.includes(quote) ? '\u0000' : text)
})

/**
 * Whether the string from `open` to `after` is (the last part of) a table header's key:
 * `["…"]`, `[[a."…"]] # note`. A last nested array on its own line reads the same: reported too.
 */
function inTableHeader(source: string, open: number, after: number): boolean {
  const lineStart = source.lastIndexOf('\n', open - 1) + 1
  return (
    /^\uFEFF?[ \t]*\[\[?[^\]\n]*$/.test(source.slice(lineStart, open)) &&
    /^[ \t]*\]\]?[ \t]*(?:#.*)?\r?$/.test(source.slice(after, lineEnd(source, after)))
  )
}

/** The pieces of a TOML file: basic and literal strings (one-line and multi-line) and comments. */
export function tomlPieces(source: string, stopped: StopReading): FormatPiece[] {
  const pieces: FormatPiece[] = []
  let at = 0
  while (at < source.length) {
    const char = source[at]!
    if (char === '#') {
      const end = lineEnd(source, at)
      pieces.push({ start: at, end })
      at = end
    } else if (char === '"' || char === "'") {
      const quote = source.startsWith(char.repeat(3), at) ? char.repeat(3) : char
      let close = closingQuote(source, at, quote, char === '"', false, quote.length === 3)
      if (close === -1) {
        stopped(at, 'unclosed-string')
        return pieces
      }
      // A multi-line string may end in one or two of its quotes: `""""` closes after one.
      for (let extra = 0; quote.length === 3 && extra < 2 && source[close + 3] === char; extra++) close++
      const next = source[afterBlanks(source, close + quote.length)]
      const key = next === '=' || next === '.' || inTableHeader(source, at, close + quote.length)
      pieces.push(stringPiece(at + quote.length, close, char === '"' ? basic : literal(char), key))
      at = close + quote.length
    } else {
      at++
    }
  }
  return pieces
}
