import { CookedMapBuilder, type CookedMap } from '@linkcanon/core/source'

/** What kind of JavaScript text the walker reads; the escapes differ slightly. */
type Mode = 'string' | 'template'

const SINGLE: Readonly<Record<string, string>> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' }
const HEX = /^[\da-f]+$/i

function isLineTerminator(char: string | undefined): boolean {
  return char === '\n' || char === '\r' || char === '\u2028' || char === '\u2029'
}

function isOctal(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '7'
}

/**
 * Read the escape that starts with the backslash at `at`; returns its value and where it
 * ends, or `undefined` when it is not valid in this mode.
 */
function readEscape(raw: string, at: number, mode: Mode): { value: string; end: number } | undefined {
  const char = raw[at + 1]
  if (char === undefined) return undefined
  if (char === '\r' && raw[at + 2] === '\n') return { value: '', end: at + 3 }
  if (isLineTerminator(char)) return { value: '', end: at + 2 }
  if (char === 'x') {
    const digits = raw.slice(at + 2, at + 4)
    return digits.length === 2 && HEX.test(digits)
      ? { value: String.fromCharCode(parseInt(digits, 16)), end: at + 4 }
      : undefined
  }
  if (char === 'u') return readUnicodeEscape(raw, at)
  if (char >= '0' && char <= '9') return readDigitEscape(raw, at, mode)
  const single = SINGLE[char]
  if (single !== undefined) return { value: single, end: at + 2 }
  const codePoint = raw.codePointAt(at + 1)!
  const value = String.fromCodePoint(codePoint)
  return { value, end: at + 1 + value.length }
}

function readUnicodeEscape(raw: string, at: number): { value: string; end: number } | undefined {
  if (raw[at + 2] === '{') {
    const close = raw.indexOf('}', at + 3)
    if (close === -1) return undefined
    const digits = raw.slice(at + 3, close)
    if (!HEX.test(digits)) return undefined
    const codePoint = parseInt(digits, 16)
    return codePoint <= 0x10ffff ? { value: String.fromCodePoint(codePoint), end: close + 1 } : undefined
  }
  const digits = raw.slice(at + 2, at + 6)
  return digits.length === 4 && HEX.test(digits)
    ? { value: String.fromCharCode(parseInt(digits, 16)), end: at + 6 }
    : undefined
}

/** `\0`, legacy octal escapes (`\12`, `\377`) and `\8`, `\9` (strings only). */
function readDigitEscape(raw: string, at: number, mode: Mode): { value: string; end: number } | undefined {
  const char = raw[at + 1]!
  const next = raw[at + 2]
  if (char === '0' && !(next !== undefined && next >= '0' && next <= '9')) return { value: '\0', end: at + 2 }
  if (mode === 'template') return undefined
  if (char === '8' || char === '9') return { value: char, end: at + 2 }
  let end = at + 2
  const maxDigits = char <= '3' ? 3 : 2
  while (end - at - 1 < maxDigits && isOctal(raw[end])) end++
  return { value: String.fromCharCode(parseInt(raw.slice(at + 1, end), 8)), end }
}

/** A character that may not stand bare here: it would end the literal or is a syntax error. */
function isForbidden(raw: string, at: number, mode: Mode, quote: string): boolean {
  const char = raw[at]
  if (mode === 'template') return char === '`' || (char === '$' && raw[at + 1] === '{')
  return char === quote || char === '\n' || char === '\r'
}

function walk(raw: string, start: number, end: number, mode: Mode, quote: string, map: CookedMapBuilder): boolean {
  let at = start
  while (at < end) {
    const char = raw[at]!
    if (char === '\\') {
      const escape = readEscape(raw, at, mode)
      if (!escape || escape.end > end) return false
      map.escaped(escape.value, at, escape.end)
      at = escape.end
    } else if (mode === 'template' && char === '\r') {
      const length = raw[at + 1] === '\n' ? 2 : 1
      map.escaped('\n', at, at + length)
      at += length
    } else if (isForbidden(raw, at, mode, quote)) {
      return false
    } else {
      map.plain(char, at)
      at++
    }
  }
  return true
}

/**
 * Walk a JavaScript string literal's source, quotes included (`'a\nb'`). Returns
 * `undefined` when it is not one well-formed literal.
 */
export function walkStringLiteral(raw: string): CookedMap | undefined {
  const quote = raw[0]
  if ((quote !== '"' && quote !== "'") || raw.length < 2 || raw[raw.length - 1] !== quote) return undefined
  const map = new CookedMapBuilder()
  return walk(raw, 1, raw.length - 1, 'string', quote, map) ? map.build() : undefined
}

/** Walk the characters of one template literal part (between `` ` ``/`}` and `` ` ``/`${`). */
export function walkTemplateChars(raw: string): CookedMap | undefined {
  const map = new CookedMapBuilder()
  return walk(raw, 0, raw.length, 'template', '`', map) ? map.build() : undefined
}

/** Write `text` inside a string literal quoted with `quote`. */
export function escapeForString(text: string, quote: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').split(quote).join(`\\${quote}`)
}

/** Write `text` inside a template literal part. */
export function escapeForTemplate(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '$\\{')
}

/** Write `text` inside a JSON string quoted with `quote` (`'` in JSON5): every control character escaped. */
export function escapeForJson(text: string, quote: string): string {
  return escapeForString(text, quote).replace(
    /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
}
