import { characterEntities } from 'character-entities'
import { characterEntitiesLegacy } from 'character-entities-legacy'
import { CookedMapBuilder, type CookedMap } from './cooked-map.js'

/**
 * Which markup rules apply: `html` (every HTML named reference, legacy names without `;`,
 * numeric references without `;`) or `xml` (XML, SVG, RSS/Atom: the five predefined names
 * and numeric references, always with `;`).
 */
export type MarkupMode = 'html' | 'xml'

/** Where the text sits: an attribute value decodes legacy names a little differently from text. */
export type MarkupContext = 'attribute' | 'text'

const XML_NAMES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const LEGACY = new Set(characterEntitiesLegacy)
const LONGEST_NAME = 32

function isAlphanumeric(char: string | undefined): boolean {
  return char !== undefined && /^[\dA-Za-z]$/.test(char)
}

function codePointText(code: number): string {
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
  return valid ? String.fromCodePoint(code) : '\uFFFD'
}

/**
 * The one reader of HTML character references: the reference at `at` (`raw[at] === '&'`,
 * read no further than `end`), its value and end, or `undefined` when `&` is literal. In XML
 * (and JSX) a name only a DTD knows reads as written.
 */
export function readReference(
  raw: string,
  at: number,
  end: number,
  mode: MarkupMode,
  context: MarkupContext
): { value: string; end: number } | undefined {
  if (raw[at + 1] === '#') {
    const hex = raw[at + 2] === 'x' || raw[at + 2] === 'X'
    let index = at + (hex ? 3 : 2)
    const digitsStart = index
    while (index < end && (hex ? /[\da-f]/i : /\d/).test(raw[index]!)) index++
    if (index === digitsStart) return undefined
    const closed = index < end && raw[index] === ';'
    if (!closed && mode === 'xml') return undefined
    const code = Number.parseInt(raw.slice(digitsStart, Math.min(index, digitsStart + 8)), hex ? 16 : 10)
    return { value: codePointText(index - digitsStart > 7 ? 0x110000 : code), end: closed ? index + 1 : index }
  }
  let index = at + 1
  while (index < end && index - at <= LONGEST_NAME && isAlphanumeric(raw[index])) index++
  const name = raw.slice(at + 1, index)
  if (name === '') return undefined
  if (index < end && raw[index] === ';') {
    if (mode === 'xml')
      return Object.hasOwn(XML_NAMES, name)
        ? { value: XML_NAMES[name]!, end: index + 1 }
        : { value: raw.slice(at, index + 1), end: index + 1 }
    if (Object.hasOwn(characterEntities, name)) return { value: characterEntities[name]!, end: index + 1 }
  }
  if (mode === 'xml') return undefined
  // HTML: the longest legacy name that starts the run, without `;`.
  for (let length = Math.min(name.length, 6); length >= 2; length--) {
    const legacy = name.slice(0, length)
    if (!LEGACY.has(legacy)) continue
    const next = raw[at + 1 + length]
    if (context === 'attribute' && (next === '=' || isAlphanumeric(next))) return undefined
    return { value: characterEntities[legacy]!, end: at + 1 + length }
  }
  return undefined
}

/**
 * Read markup text (`raw`, an attribute value without its quotes or the text between tags)
 * as a browser or an XML parser does: character references are decoded, each unit of the
 * value mapped back to the raw text it comes from. An XML reference to a name only a DTD
 * knows (`&nbsp;` in XML) stays as written, but is not "verbatim": an edit may remove it
 * whole, never cut into it.
 */
export function decodeMarkup(raw: string, mode: MarkupMode, context: MarkupContext): CookedMap {
  const map = new CookedMapBuilder()
  let at = 0
  while (at < raw.length) {
    const char = raw[at]!
    const reference = char === '&' ? readReference(raw, at, raw.length, mode, context) : undefined
    if (reference) {
      map.escaped(reference.value, at, reference.end)
      at = reference.end
    } else {
      map.plain(char, at)
      at++
    }
  }
  return map.build()
}

/**
 * Write `text` in markup: `<` and the quote of an attribute value as references, and `&` too
 * when `ampersands` (else a bare `&` stays bare, as the text around it has it).
 */
export function encodeMarkup(text: string, quote: '"' | "'" | '', ampersands: boolean): string {
  let value = (ampersands ? text.replaceAll('&', '&amp;') : text).replaceAll('<', '&lt;')
  if (quote === '"') value = value.replaceAll('"', '&quot;')
  if (quote === "'") value = value.replaceAll("'", '&#39;')
  if (quote === '') value = value.replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
  return value
}
