import {
  closingQuote,
  escapeBackslashed,
  isNameKey,
  JSON_ESCAPES,
  lineEnd,
  readQuoted,
  stringPiece,
  type CookedMap,
  type FormatPiece,
  type StopReading
} from '@linkcanon/core/source'

const decode = (raw: string): CookedMap | undefined => readQuoted(raw, { escapes: JSON_ESCAPES })
const double = { decode, escape: (text: string) => escapeBackslashed(text, '"') }
const single = { decode, escape: (text: string) => escapeBackslashed(text, "'") }

/** Skip whitespace and comments from `at`; where the next token starts. */
function skipBlank(source: string, at: number): number {
  for (;;) {
    while (at < source.length && /\s/.test(source[at]!)) at++
    if (source.startsWith('//', at)) at = lineEnd(source, at)
    else if (source.startsWith('/*', at)) {
      const close = source.indexOf('*/', at + 2)
      at = close === -1 ? source.length : close + 2
    } else return at
  }
}

/**
 * The pieces of a JSON, JSONC or JSON5 file: each string read through its escapes (a key, a
 * string followed by `:`, is reported and never renamed), and each comment as written. The string value of a key
 * whose value is a name (core's `isNameKey`: `"$schema": "http://json-schema.org/draft-07/schema"`) is not read.
 */
export function jsonPieces(source: string, stopped: StopReading): FormatPiece[] {
  const pieces: FormatPiece[] = []
  let at = 0
  // Where the value of the last key that names (`$schema`) starts.
  let nameAt = -1
  while (at < source.length) {
    const char = source[at]!
    if (char === '"' || char === "'") {
      const close = closingQuote(source, at, char, true, false, true)
      if (close === -1) {
        stopped(at, 'unclosed-string')
        return pieces
      }
      const colon = skipBlank(source, close + 1)
      const key = source[colon] === ':'
      if (key && isNameKey(source.slice(at + 1, close))) nameAt = skipBlank(source, colon + 1)
      if (at !== nameAt) pieces.push(stringPiece(at + 1, close, char === '"' ? double : single, key))
      at = close + 1
    } else if (source.startsWith('//', at) || source.startsWith('/*', at)) {
      const end = skipBlank(source, at)
      pieces.push({ start: at, end })
      at = end
    } else {
      at++
    }
  }
  return pieces
}
