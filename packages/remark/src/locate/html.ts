import { decodeNamedCharacterReference } from 'decode-named-character-reference'
import type { HtmlAttributeValue } from './types.js'

const URL_ATTRIBUTES = new Set(['href', 'src'])
const REFERENCE = /&(?:#[xX]([0-9A-Fa-f]{1,6})|#(\d{1,7})|([A-Za-z][A-Za-z0-9]{0,31}));/g

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13
}

function isAlpha(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

/** Where the run of characters that are not in `stop` ends. */
function runEnd(value: string, index: number, stop: (code: number) => boolean): number {
  while (index < value.length && !stop(value.charCodeAt(index))) index++
  return index
}

const endsName = (code: number) => isSpace(code) || code === 47 /* / */ || code === 62 /* > */ || code === 61 /* = */
const endsUnquoted = (code: number) => isSpace(code) || code === 62 /* > */

/**
 * The `href` and `src` attribute values of the start tags in an `html` node's value.
 * Comments are skipped; a tag whose quoted value never closes ends the scan.
 */
export function scanHtmlAttributes(value: string): HtmlAttributeValue[] {
  const found: HtmlAttributeValue[] = []
  let index = value.indexOf('<')
  while (index !== -1 && index < value.length) {
    if (value.startsWith('<!--', index)) {
      const close = value.indexOf('-->', index + 4)
      if (close === -1) break
      index = value.indexOf('<', close + 3)
      continue
    }
    if (!isAlpha(value.charCodeAt(index + 1))) {
      index = value.indexOf('<', index + 1)
      continue
    }
    index = runEnd(value, index + 1, endsName)
    for (;;) {
      index = runEnd(value, index, (code) => !isSpace(code) && code !== 47)
      if (index >= value.length || value.charCodeAt(index) === 62) break
      const nameStart = index
      index = runEnd(value, index + 1, endsName)
      const name = value.slice(nameStart, index).toLowerCase()
      index = runEnd(value, index, (code) => !isSpace(code))
      if (value.charCodeAt(index) !== 61 /* = */) continue
      index = runEnd(value, index + 1, (code) => !isSpace(code))
      const quote = value.charAt(index)
      let start: number
      let end: number
      if (quote === '"' || quote === "'") {
        start = index + 1
        end = value.indexOf(quote, start)
        if (end === -1) return found
        index = end + 1
      } else {
        start = index
        end = index = runEnd(value, index, endsUnquoted)
      }
      if (URL_ATTRIBUTES.has(name)) {
        found.push({ name, start, end, quote: quote === '"' || quote === "'" ? quote : '' })
      }
    }
    index = index >= value.length ? -1 : value.indexOf('<', index + 1)
  }
  return found
}

/** Decode the character references (`&amp;`, `&#38;`, `&#x26;`) of an HTML attribute value. */
export function decodeHtmlReferences(raw: string): string {
  if (!raw.includes('&')) return raw
  return raw.replace(REFERENCE, (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (name !== undefined) {
      const decoded = decodeNamedCharacterReference(name)
      return decoded === false ? whole : decoded
    }
    const code = Number.parseInt(hex ?? decimal ?? '', hex === undefined ? 10 : 16)
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole
  })
}

/** Write `url` as an attribute value inside `quote`, encoding what must be encoded. */
export function encodeHtmlAttribute(url: string, quote: HtmlAttributeValue['quote'], encodeAmpersands: boolean): string {
  let value = encodeAmpersands ? url.replaceAll('&', '&amp;') : url
  if (quote === '"') value = value.replaceAll('"', '&quot;')
  else if (quote === "'") value = value.replaceAll("'", '&#39;')
  return value
}
