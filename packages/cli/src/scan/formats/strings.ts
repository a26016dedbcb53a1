// Where a quoted string ends in a format's syntax; reading it is the core's (`@linkcanon/core/source`).

/** Where the string opened by `quote` at `at` closes (the index of the closing quote), or -1. */
export function closingQuote(
  source: string,
  at: number,
  quote: string,
  backslash: boolean,
  doubled: boolean,
  multiline: boolean
): number {
  for (let index = at + quote.length; index < source.length; index++) {
    const char = source[index]!
    if (backslash && char === '\\') {
      index++
      continue
    }
    if (!multiline && (char === '\n' || char === '\r')) return -1
    if (source.startsWith(quote, index)) {
      if (doubled && source[index + 1] === quote) {
        index++
        continue
      }
      return index
    }
  }
  return -1
}
