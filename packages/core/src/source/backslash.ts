import { CookedMapBuilder, type CookedMap } from './cooked-map.js'

/**
 * The one reader of backslash escapes: each language is a table (`escape-tables.ts`), the
 * reading is the same, and a front end picks its table and writes no reader of its own. Reads
 * the inside of a quoted string, each unit of its value mapped back to the raw text it comes from.
 */

/** How a language reads what follows a backslash. */
export interface EscapeTable {
  /** One character and what it stands for (`n` → a line feed). */
  readonly single: Readonly<Record<string, string>>
  /** A letter that starts a hexadecimal escape, and how many digits follow (`u` → 4). */
  readonly hex: Readonly<Record<string, number>>
  /** JavaScript's `\u{1F600}`: any number of digits in braces. */
  readonly braced?: boolean
  /**
   * A backslash before a line break: `continue` (JavaScript, JSON5) reads the break as nothing;
   * `trim` (TOML) also blanks before it and all white space after it; `join` (YAML) the break
   * and all white space after it.
   */
  readonly lineBreak: 'continue' | 'trim' | 'join'
  /**
   * Digits not in `single`: `invalid` (JSON); `octal` (JavaScript strings: `\0` before no digit,
   * legacy octal `\12`, `\8` and `\9` as themselves); `zero` (template literals: only `\0`
   * before no digit). Absent: as any other character.
   */
  readonly digits?: 'invalid' | 'octal' | 'zero'
  /** Any other character after a backslash: itself (one UTF-16 unit, or a whole code point), or not valid. */
  readonly other: 'unit' | 'code-point' | 'invalid'
}

/** An escape read at a backslash: its value and where it ends. */
export interface Escape {
  value: string
  end: number
}

const HEX = /^[\da-f]+$/i

function hexValue(digits: string, end: number, units: boolean): Escape | undefined {
  if (!HEX.test(digits)) return undefined
  const code = Number.parseInt(digits, 16)
  if (code > 0x10ffff) return undefined
  return { value: units ? String.fromCharCode(code) : String.fromCodePoint(code), end }
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9'
}

function lineBreakEscape(raw: string, at: number, mode: EscapeTable['lineBreak']): Escape | undefined {
  const char = raw[at + 1]
  if (mode === 'continue') {
    if (char === '\r' && raw[at + 2] === '\n') return { value: '', end: at + 3 }
    if (char === '\n' || char === '\r' || char === '\u2028' || char === '\u2029') return { value: '', end: at + 2 }
    return undefined
  }
  let end = at + 1
  if (mode === 'trim') {
    if (char === undefined || !/[ \t\r\n]/.test(char)) return undefined
    while (end < raw.length && /[ \t]/.test(raw[end]!)) end++
  }
  if (raw[end] !== '\n' && raw[end] !== '\r') return undefined
  while (end < raw.length && /[ \t\r\n]/.test(raw[end]!)) end++
  return { value: '', end }
}

function digitEscape(raw: string, at: number, mode: NonNullable<EscapeTable['digits']>): Escape | undefined {
  const char = raw[at + 1]!
  if (mode === 'invalid') return undefined
  if (char === '0' && !isDigit(raw[at + 2])) return { value: '\0', end: at + 2 }
  if (mode === 'zero') return undefined
  if (char === '8' || char === '9') return { value: char, end: at + 2 }
  let end = at + 2
  const most = char <= '3' ? 3 : 2
  while (end - at - 1 < most && raw[end] !== undefined && raw[end]! >= '0' && raw[end]! <= '7') end++
  return { value: String.fromCharCode(Number.parseInt(raw.slice(at + 1, end), 8)), end }
}

/** The escape that starts with the backslash at `at`, read by `table`; `undefined` when not valid. */
export function readEscape(raw: string, at: number, table: EscapeTable): Escape | undefined {
  const char = raw[at + 1]
  if (char === undefined) return undefined
  const digits = table.hex[char]
  if (digits !== undefined) {
    if (table.braced && raw[at + 2] === '{') {
      const close = raw.indexOf('}', at + 3)
      return close === -1 ? undefined : hexValue(raw.slice(at + 3, close), close + 1, false)
    }
    const text = raw.slice(at + 2, at + 2 + digits)
    return text.length === digits ? hexValue(text, at + 2 + digits, digits <= 4) : undefined
  }
  const joined = lineBreakEscape(raw, at, table.lineBreak)
  if (joined !== undefined) return joined
  const single = table.single[char]
  if (single !== undefined) return { value: single, end: at + 2 }
  if (table.digits !== undefined && isDigit(char)) return digitEscape(raw, at, table.digits)
  if (table.other === 'invalid') return undefined
  const value = table.other === 'unit' ? char : String.fromCodePoint(raw.codePointAt(at + 1)!)
  return { value, end: at + 1 + value.length }
}

/** How a quoted string reads besides backslash escapes. */
export interface QuotedRules {
  /** The backslash escapes; absent: a backslash is a plain character. */
  escapes?: EscapeTable
  /** A YAML-quoted scalar's line folding: a line break and the space around it read as one space. */
  fold?: boolean
  /** Two quotes stand for one (YAML single-quoted). */
  doubledQuote?: string
  /** Text that may not stand bare (a JavaScript string's quote or line break, a template's `` ` `` or `${`). */
  forbidden?: readonly string[]
  /** A bare CR or CRLF reads as one line feed (JavaScript template literals). */
  lineFeeds?: boolean
}

/**
 * The run of spaces, tabs and line breaks at `at`, when it holds a line break, folded: one line
 * break reads as a space, more as one line feed fewer.
 */
function foldAt(raw: string, at: number, to: number): Escape | undefined {
  let end = at
  let breaks = 0
  while (end < to && /[ \t\r\n]/.test(raw[end]!)) {
    if (raw[end] === '\n') breaks++
    end++
  }
  return breaks > 0 ? { value: breaks === 1 ? ' ' : '\n'.repeat(breaks - 1), end } : undefined
}

/** What the text at `at` reads as when not as itself; `undefined`: as itself; `null`: not well formed. */
function pieceAt(raw: string, at: number, end: number, rules: QuotedRules): Escape | undefined | null {
  const char = raw[at]!
  if (char === '\\' && rules.escapes) {
    const escape = readEscape(raw, at, rules.escapes)
    return !escape || escape.end > end ? null : escape
  }
  if (rules.forbidden?.some((text) => raw.startsWith(text, at))) return null
  if (rules.lineFeeds && char === '\r') return { value: '\n', end: raw[at + 1] === '\n' ? at + 2 : at + 1 }
  if (rules.doubledQuote !== undefined && char === rules.doubledQuote)
    return raw[at + 1] === char ? { value: char, end: at + 2 } : null
  if (rules.fold && (char === ' ' || char === '\t' || char === '\r' || char === '\n')) return foldAt(raw, at, end)
  return undefined
}

/**
 * Read the inside of a quoted string (`raw[start, end)`, no quotes) by `rules`, offsets in
 * `raw`; `undefined` when it is not well formed.
 */
export function readQuoted(raw: string, rules: QuotedRules, start = 0, end = raw.length): CookedMap | undefined {
  const map = new CookedMapBuilder()
  let at = start
  while (at < end) {
    const piece = pieceAt(raw, at, end, rules)
    if (piece === null) return undefined
    if (piece === undefined) {
      map.plain(raw[at]!, at)
      at++
    } else {
      map.escaped(piece.value, at, piece.end)
      at = piece.end
    }
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

/** Read `raw` as written: every unit stands for itself (the verbatim piece). */
export function verbatim(raw: string): CookedMap {
  return readQuoted(raw, {})! // (no rule: nothing reads but as itself, and nothing is ill formed)
}
