import type { EscapeTable } from './backslash.js'

/** JavaScript strings (`'…'`, `"…"`): legacy octal escapes too; any other character stands for itself. */
export const JS_STRING_ESCAPES: EscapeTable = {
  single: { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' },
  hex: { x: 2, u: 4 },
  braced: true,
  lineBreak: 'continue',
  digits: 'octal',
  other: 'code-point'
}

/** JavaScript template literals: as strings, without legacy octal escapes. */
export const JS_TEMPLATE_ESCAPES: EscapeTable = { ...JS_STRING_ESCAPES, digits: 'zero' }

/** JSON's escapes, and JSON5's (`\'`, `\x41`, `\v`, `\0`, a line continuation, any other character as itself). */
export const JSON_ESCAPES: EscapeTable = {
  single: { '"': '"', "'": "'", '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '0': '\0' },
  hex: { u: 4, x: 2 },
  lineBreak: 'continue',
  digits: 'invalid',
  other: 'unit'
}

/** TOML basic strings; in multi-line strings a backslash at a line's end trims the break and the blanks after it. */
export const TOML_ESCAPES: EscapeTable = {
  single: { '"': '"', '\\': '\\', b: '\b', e: '\u001b', f: '\f', n: '\n', r: '\r', t: '\t' },
  hex: { u: 4, U: 8, x: 2 },
  lineBreak: 'trim',
  other: 'invalid'
}

/** YAML double-quoted scalars; a backslash before a line break joins the lines. */
export const YAML_ESCAPES: EscapeTable = {
  single: {
    '0': '\0',
    a: '\u0007',
    b: '\b',
    t: '\t',
    '\t': '\t',
    n: '\n',
    v: '\v',
    f: '\f',
    r: '\r',
    e: '\u001b',
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    N: '\u0085',
    _: '\u00a0',
    L: '\u2028',
    P: '\u2029'
  },
  hex: { x: 2, u: 4, U: 8 },
  lineBreak: 'join',
  other: 'invalid'
}
