import {
  escapeBackslashed,
  JS_STRING_ESCAPES,
  JS_TEMPLATE_ESCAPES,
  readQuoted,
  verbatim,
  type CookedMap,
  type DecodedPiece
} from '@linkcanon/core/source'
import { inQuotes, referenceAcross, walkJsxAttribute, walkJsxText } from './entities.js'

/**
 * One piece of static text in the source: a string literal, one template literal part, JSX
 * text, a JSX attribute string or a comment. It is core's piece before it is read: it knows how
 * its raw text reads, so a change to its value can be written back into the source exactly.
 */
export interface Piece extends Omit<DecodedPiece, 'map'> {
  /** The text's value as the parser gave it. */
  readonly value: string
  /** Where `raw` starts in the file. */
  readonly offset: number
  /**
   * The piece is one value between delimiters (a string literal, a template literal, an attribute
   * value): read alone, a value that is one URL is that URL, trailing `.` or `)` included (the
   * core's `valueUrls`, as the CLI reads a JSON string or an HTML attribute value).
   */
  readonly whole?: boolean
}

/**
 * Walk a JavaScript string literal's source, quotes included (`'a\nb'`), with core's backslash-escape
 * reader and JavaScript's table. Returns `undefined` when it is not one well-formed literal.
 */
export function walkStringLiteral(raw: string): CookedMap | undefined {
  const quote = inQuotes(raw)
  if (quote === undefined) return undefined
  return readQuoted(raw, { escapes: JS_STRING_ESCAPES, forbidden: [quote, '\n', '\r'] }, 1, raw.length - 1)
}

/** Walk the characters of one template literal part (between `` ` ``/`}` and `` ` ``/`${`). */
export function walkTemplateChars(raw: string): CookedMap | undefined {
  return readQuoted(raw, { escapes: JS_TEMPLATE_ESCAPES, forbidden: ['`', '${'], lineFeeds: true })
}

/** A string literal (`'…'` or `"…"`), quotes included. */
export function stringLiteralPiece(raw: string, value: string, offset: number): Piece {
  const quote = raw[0] ?? '"'
  const escape = (text: string): string =>
    text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').split(quote).join(`\\${quote}`)
  return { value, raw, offset, quote, decode: walkStringLiteral, escape, whole: true }
}

/** The characters of one template literal part, without its delimiters. */
export function templatePiece(raw: string, value: string, offset: number): Piece {
  const escape = (text: string): string => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '$\\{')
  return { value, raw, offset, decode: walkTemplateChars, escape, whole: true }
}

/**
 * The characters of one part of a `String.raw` template: the raw text is the value. An edit
 * may not join text to a backslash (it would make a new escape of the raw text's reading).
 */
export function rawTemplatePiece(raw: string, value: string, offset: number): Piece {
  return {
    value,
    raw,
    offset,
    decode: verbatim,
    escape: (text) => text,
    unsafeJoin: (text, at) => text[at - 1] === '\\',
    whole: true
  }
}

/** A JSX attribute string, quotes included. */
export function jsxAttributePiece(raw: string, value: string, offset: number): Piece {
  const quote = raw[0] ?? '"'
  const escape = (text: string): string => text.split(quote).join(quote === '"' ? '&quot;' : '&apos;')
  return { value, raw, offset, quote, decode: walkJsxAttribute, escape, unsafeJoin: referenceAcross, whole: true }
}

/** JSX text between tags. */
export function jsxTextPiece(raw: string, value: string, offset: number): Piece {
  return { value, raw, offset, decode: walkJsxText, escape: (text) => text, unsafeJoin: referenceAcross }
}

/** The text of a comment, without `//`, `/*` or `*\/`. */
export function commentPiece(raw: string, offset: number, block: boolean): Piece {
  const decode = (text: string): CookedMap | undefined =>
    (block ? text.includes('*/') : /[\n\r\u2028\u2029]/.test(text)) ? undefined : verbatim(text)
  return { value: raw, raw, offset, decode, escape: (text) => text }
}

/**
 * A JSON, JSONC or JSON5 string, quotes included. It is read as a JavaScript string (each of
 * JSON's and JSON5's escapes means the same there) and written in JSON's escaping.
 */
export function jsonStringPiece(raw: string, value: string, offset: number): Piece {
  return { ...stringLiteralPiece(raw, value, offset), escape: (text) => escapeBackslashed(text, raw[0] ?? '"') }
}
