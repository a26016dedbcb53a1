import { CookedMapBuilder, type CookedMap } from '@linkcanon/core/source'

/** An escape read at a backslash: its value and where it ends; `undefined` when not valid. */
export type EscapeReader = (raw: string, at: number) => { value: string; end: number } | undefined

const HEX = /^[\da-f]+$/i

/** `\x41` (2 digits), `\u0041` (4), `\U00000041` (8), when the digits are there. */
export function hexEscape(raw: string, at: number, digits: number): { value: string; end: number } | undefined {
  const text = raw.slice(at + 2, at + 2 + digits)
  if (text.length !== digits || !HEX.test(text)) return undefined
  const code = Number.parseInt(text, 16)
  if (code > 0x10ffff) return undefined
  return { value: digits === 4 ? String.fromCharCode(code) : String.fromCodePoint(code), end: at + 2 + digits }
}

/** The run of spaces, tabs and line breaks at `at`, when it holds a line break: `[end, breaks]`. */
function foldAt(raw: string, at: number): [number, number] | undefined {
  let end = at
  let breaks = 0
  while (end < raw.length && /[ \t\r\n]/.test(raw[end]!)) {
    if (raw[end] === '\n') breaks++
    end++
  }
  return breaks > 0 ? [end, breaks] : undefined
}

export interface StringRules {
  /** Read a backslash escape; absent: a backslash is a plain character. */
  escape?: EscapeReader
  /** A YAML-quoted scalar's line folding: a line break and the space around it read as one space. */
  fold?: boolean
  /** Two quotes stand for one (YAML single-quoted). */
  doubledQuote?: string
}

/** Read the inside of a quoted string (no quotes) by `rules`; `undefined` when it is not well formed. */
export function decodeString(raw: string, rules: StringRules): CookedMap | undefined {
  const map = new CookedMapBuilder()
  let at = 0
  while (at < raw.length) {
    const char = raw[at]!
    if (char === '\\' && rules.escape) {
      const escape = rules.escape(raw, at)
      if (!escape) return undefined
      map.escaped(escape.value, at, escape.end)
      at = escape.end
      continue
    }
    if (rules.doubledQuote !== undefined && char === rules.doubledQuote) {
      if (raw[at + 1] !== char) return undefined
      map.escaped(char, at, at + 2)
      at += 2
      continue
    }
    const fold =
      rules.fold && (char === ' ' || char === '\t' || char === '\r' || char === '\n') ? foldAt(raw, at) : undefined
    if (fold) {
      map.escaped(fold[1] === 1 ? ' ' : '\n'.repeat(fold[1] - 1), at, fold[0])
      at = fold[0]
      continue
    }
    map.plain(char, at)
    at++
  }
  return map.build()
}

/** Write `text` inside a backslash-escaped string quoted with `quote`. */
export function escapeBackslashed(text: string, quote: string): string {
  let out = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (char === '\\' || char === quote) out += `\\${char}`
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, '0')}`
    else out += char
  }
  return out
}

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
