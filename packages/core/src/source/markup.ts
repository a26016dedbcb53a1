import { isNameAttribute } from './names.js'
import type { MarkupMode } from './references.js'

/** A part of an HTML or XML document that can hold a URL, by how it reads. */
export interface MarkupPiece {
  /**
   * `attribute`: a value (references decoded); `text`: between tags (references decoded);
   * `cdata`: a CDATA section (taken literally); `comment`: a comment's text (as written).
   */
  kind: 'attribute' | 'text' | 'cdata' | 'comment'
  /** UTF-16 offsets of the piece in the document (an attribute value without its quotes). */
  start: number
  end: number
  /** `attribute`: its name, lowercased, and its quote (`''` when unquoted). */
  name?: string
  quote?: '"' | "'" | ''
}

/** Elements whose content is another language: left alone. */
const RAW_TEXT = new Set(['script', 'style'])
/**
 * In HTML, also the elements whose text is read raw (no character reference decoded, so
 * `&amp;utm_source` is no tracker there): left alone too. `<plaintext>` runs to the end.
 */
const HTML_RAW_TEXT = new Set([...RAW_TEXT, 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext'])

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13
}

function isAlpha(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

function runEnd(value: string, index: number, stop: (code: number) => boolean): number {
  while (index < value.length && !stop(value.charCodeAt(index))) index++
  return index
}

const endsName = (code: number): boolean =>
  isSpace(code) || code === 47 /* / */ || code === 62 /* > */ || code === 61 /* = */
const endsUnquoted = (code: number): boolean => isSpace(code) || code === 62 /* > */

/**
 * Read the attributes of the start tag whose name ends at `index`; returns where the tag
 * ends (after `>`), or where a quoted value opens that never closes (the rest is left alone).
 */
function readAttributes(
  source: string,
  index: number,
  pieces: MarkupPiece[]
): { end: number; selfClosing: boolean } | { unclosed: number } {
  for (;;) {
    index = runEnd(source, index, (code) => !isSpace(code) && code !== 47)
    if (index >= source.length) return { end: source.length, selfClosing: false }
    if (source.charCodeAt(index) === 62) return { end: index + 1, selfClosing: source.charCodeAt(index - 1) === 47 }
    const nameStart = index
    index = runEnd(source, index + 1, endsName)
    const name = source.slice(nameStart, index).toLowerCase()
    index = runEnd(source, index, (code) => !isSpace(code))
    if (source.charCodeAt(index) !== 61 /* = */) continue
    index = runEnd(source, index + 1, (code) => !isSpace(code))
    const quote = source.charAt(index)
    const link = !isNameAttribute(name)
    if (quote === '"' || quote === "'") {
      const end = source.indexOf(quote, index + 1)
      if (end === -1) return { unclosed: index }
      if (link) pieces.push({ kind: 'attribute', name, quote, start: index + 1, end })
      index = end + 1
    } else {
      const end = runEnd(source, index, endsUnquoted)
      if (end > index && link) pieces.push({ kind: 'attribute', name, quote: '', start: index, end })
      index = end
    }
  }
}

/** An end tag's start and name. */
const END_TAG = /<\/([a-z]+)/giu

/** Where the raw-text element `name` that started before `from` ends (after its end tag). */
function rawTextEnd(source: string, from: number, name: string): number {
  END_TAG.lastIndex = from
  for (let match = END_TAG.exec(source); match !== null; match = END_TAG.exec(source)) {
    if (match[1]!.toLowerCase() !== name) continue
    const end = source.indexOf('>', match.index)
    return end === -1 ? source.length : end + 1
  }
  return source.length
}

/** The pieces read as text between their markers. */
const SECTIONS = [
  { kind: 'comment', open: '<!--', close: '-->' },
  { kind: 'cdata', open: '<![CDATA[', close: ']]>' }
] as const

/** Where the construct opened at `index` ends (`close` included), or the end of the source. */
function closeAfter(source: string, index: number, close: string): number {
  const at = source.indexOf(close, index)
  return at === -1 ? source.length : at + close.length
}

/**
 * The pieces of an HTML or XML document, in order: attribute values, text, CDATA sections and
 * comments. Doctypes, processing instructions, end tags, attributes whose value is a name (`isNameAttribute`:
 * `xmlns`, `xsi:schemaLocation`, `itemtype`) and the content of `<script>`, `<style>` (and in HTML the other raw-text
 * elements) are passed over. Linear in the document's length. An attribute value whose quote never closes ends the
 * reading: `stopped` is called with the offset of that quote.
 */
export function markupPieces(source: string, stopped?: (at: number) => void, mode: MarkupMode = 'html'): MarkupPiece[] {
  const rawText = mode === 'html' ? HTML_RAW_TEXT : RAW_TEXT
  const pieces: MarkupPiece[] = []
  let textStart = 0
  let index = source.indexOf('<')
  const text = (end: number): void => {
    if (end > textStart) pieces.push({ kind: 'text', start: textStart, end })
  }
  while (index !== -1) {
    let next: number
    const section = SECTIONS.find((entry) => source.startsWith(entry.open, index))
    if (section) {
      text(index)
      // (From `<!` on: `<!-->` and `<!--->` are empty comments, as HTML reads them.)
      next = closeAfter(source, index + 2, section.close)
      const start = index + section.open.length
      const end = next - (source.endsWith(section.close, next) ? section.close.length : 0)
      pieces.push({ kind: section.kind, start, end: Math.max(start, end) })
    } else if (
      source[index + 1] === '!' ||
      source[index + 1] === '?' ||
      (source[index + 1] === '/' && isAlpha(source.charCodeAt(index + 2)))
    ) {
      text(index)
      next = closeAfter(source, index + 2, '>')
    } else if (isAlpha(source.charCodeAt(index + 1))) {
      text(index)
      const nameEnd = runEnd(source, index + 1, endsName)
      const tag = readAttributes(source, nameEnd, pieces)
      if ('unclosed' in tag) {
        stopped?.(tag.unclosed)
        return pieces
      }
      const name = source.slice(index + 1, nameEnd).toLowerCase()
      // `<script/>` ends the element in XML only: HTML reads the text after it as script.
      next = rawText.has(name) && (mode === 'html' || !tag.selfClosing) ? rawTextEnd(source, tag.end, name) : tag.end
    } else {
      index = source.indexOf('<', index + 1)
      continue
    }
    textStart = next
    index = next >= source.length ? -1 : source.indexOf('<', next)
  }
  text(source.length)
  return pieces
}
