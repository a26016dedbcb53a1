import { extractUrls } from '../extract/extract-urls.js'
import { scanUrls, type LocatedUrl } from '../extract/scan.js'
import { valueUrls } from '../extract/value.js'
import type { LeftReason, StopReason } from '../finding.js'
import { editProblem, escapeNearby, runsIntoPlaceholder } from './boundary.js'
import { changedSpans } from './changed-spans.js'
import { isNamespaceInText } from './names.js'
import { asBase, inLinkAttribute } from './path-end.js'
import type { CookedMap } from './cooked-map.js'
import { rewritePiece, type DecodedPiece } from './rewrite.js'
import type { StandIns } from './stand-ins.js'

/** Why a URL's raw text cannot be replaced exactly: the core's reason, with words for this case. */
export interface NotExact {
  reason: LeftReason
  detail?: string
}

/** A URL found in a source text through its escaping, before the core has looked at it. */
export interface SourceUrl {
  /** The URL as the source's reader reads it. */
  url: string
  /** UTF-16 offsets of its raw text in the source. */
  start: number
  end: number
  /** The raw text to write instead so that the URL reads `expected`, or why that cannot be exact. */
  rewrite: (expected: string) => { text: string } | NotExact
  /** The URL runs into a template placeholder (`runsIntoPlaceholder`: `{id}`, `${path}`, a port `:{port}`). */
  cut?: boolean
  /** The URL runs on through template expressions, each read as a letter (`stand-ins.ts`): `url` reads them as `x`. */
  standIns?: StandIns
}

/**
 * A range of a file read one way: through an escaping layer (`decode`, `escape`: a JSON
 * string, an HTML attribute value) or as written (no `decode`: text, comments, plain YAML).
 */
export interface FormatPiece {
  start: number
  end: number
  decode?: (raw: string) => CookedMap | undefined
  escape?: (text: string) => string
  /**
   * The piece is one value between delimiters (an attribute value, a JSON string): when all
   * of it is one URL, that is the URL, trailing `.` or `)` included (the core's `valueUrls`).
   */
  whole?: boolean
  /**
   * Why the URL at `[start, end)` of the piece's text (as read) must be left as it is, though
   * its text could be rewritten (a YAML or TOML mapping key: renaming it may merge two keys).
   */
  leave?: (text: string, start: number, end: number) => string | undefined
  /**
   * The piece is code (a component's script or template expression): its URLs are bases (`asBase`), but for the
   * value of a link attribute written in it (`inLinkAttribute`: JSX in an Astro expression).
   */
  base?: boolean
  /**
   * The piece goes on from the one before it after a template expression between them (`{id}` in a Svelte attribute
   * value, `{{ id }}` in Vue's text): their URLs are read across it (`locateJoined`).
   */
  joined?: boolean
}

/** Why a URL that is a mapping key (JSON, YAML, TOML) is left: a key names data, it is no link to follow. */
export const MAPPING_KEY = 'the URL is a mapping key (renamed, it could merge with another key)'

type Codec = Pick<FormatPiece, 'decode' | 'escape'>

/** The text `[start, end)` of a quoted string (read with `codec`), one value; a mapping `key` is never renamed. */
export function stringPiece(start: number, end: number, codec: Codec, key: boolean): FormatPiece {
  return { start, end, whole: true, ...codec, ...(key && { leave: () => MAPPING_KEY }) }
}

/** Where the line holding `at` ends: its `\n`, or the end of `source`. */
export function lineEnd(source: string, at: number): number {
  const newline = source.indexOf('\n', at)
  return newline === -1 ? source.length : newline
}

/** Where the blanks (spaces, tabs) from `at` end. */
export function afterBlanks(source: string, at: number): number {
  while (source[at] === ' ' || source[at] === '\t') at++
  return at
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

/** Called by a scanner that stops before the end of the file: where (the quote that never closes), and why. */
export type StopReading = (at: number, reason: StopReason) => void

/** An attribute's name and its `=`, at the start of a text. */
const ATTRIBUTE_NAME = /^[A-Za-z][\w:.-]*=/

/**
 * Whether what follows the closing quote at `at - 1` ends the quoted value: sentence
 * punctuation (`".` then a space), or after blanks a separator, a closing bracket or a line
 * break after which no expression goes on (another string: Python's and C's implicit joining;
 * `+`, `.`, `&`, `|`, `%` at the next line's start). Closing braces end it when what follows them
 * does (or a tag's end: JSX's `href={'…'}>`): a Vue `{{ '…' }}more` or Svelte `{'…'}more` renders glued to `more`.
 */
function endsAfterQuote(text: string, at: number): boolean {
  if ('.!?'.includes(text[at] ?? '-') && (at + 1 === text.length || /\s/.test(text[at + 1]!))) return true
  let index = afterBlanks(text, at)
  const char = text[index]
  if (char === undefined) return true
  if (',;:)]>='.includes(char)) return true
  // The end of a tag or the next attribute in markup read as text: `<img src="…" />`, `<a href="…" target="_blank">`.
  if (char === '/' ? text[index + 1] === '>' : ATTRIBUTE_NAME.test(text.slice(index, index + 64))) return true
  if (char === '}') {
    while (text[index + 1] === '}') index++
    // (`}>` and `}/>` end a JSX or Svelte start tag: `href={`https://…`}>`.)
    return index + 1 === text.length || /[\s,;)\]<>]/.test(text[index + 1]!) || text.startsWith('/>', index + 1)
  }
  if (char !== '\r' && char !== '\n') return false
  while (index < text.length && /\s/.test(text[index]!)) index++
  return index === text.length || !'"\'`+.&|%'.includes(text[index]!)
}

/**
 * Why a URL in quotes (`'…?utm_source=' + src`, `"…"$VAR`, `"…%s" % v`, a string continued on
 * the next line) may not be edited up to its end: the code goes on after the quote, so the value
 * is joined to more text at run time. `undefined` when the edit stops before the end, or what
 * follows the quote ends the value.
 */
export function goesOnAfterQuote(text: string, start: number, end: number, canonical: string): string | undefined {
  const quote = text[end]
  if (quote !== '"' && quote !== "'" && quote !== '`') return undefined
  const url = text.slice(start, end)
  if (!changedSpans(url, canonical).some((span) => span.end === url.length)) return undefined
  if (endsAfterQuote(text, end + 1)) return undefined
  const after = JSON.stringify(text.slice(end + 1, end + 4))
  return `the quoted URL is followed by ${after} (the value may go on at run time)`
}

/** How far on each side of a URL its line is read again (a URL never spans lines; this bounds a long one). */
const READ_BACK = 256

/** Only blanks (a slice is a view, and the test stops at the first other character). */
const BLANK = /^\s*$/

/**
 * Whether `canonical` written over the URL at `[start, end)` of a piece's text (as read) is read by the URL grammar as
 * one URL, whole: without its query `https://e.com/...?utm_source=x` would end at `/`, its dots then punctuation. `fix`
 * reads each fixed file back and leaves such a URL; this lets `check` say so first. A value read `whole` (a string, an
 * attribute value: `valueUrls`) that is one URL is read whole whatever it ends with.
 */
export function readsBackWhole(text: string, start: number, end: number, canonical: string, whole: boolean): boolean {
  if (whole && BLANK.test(text.slice(0, start)) && BLANK.test(text.slice(end))) return true
  const before = text.slice(Math.max(0, start - READ_BACK), start)
  const head = before.slice(before.lastIndexOf('\n') + 1)
  const after = text.slice(end, end + READ_BACK)
  const newline = after.indexOf('\n')
  const line = head + canonical + (newline === -1 ? after : after.slice(0, newline))
  return scanUrls(line).some((url) => url.start === head.length && url.end === head.length + canonical.length)
}

/** Why the URL at `[start, end)` of a piece's text (as read) is left (`escapeNearby`, `leave`). */
export function leftAsIs(piece: FormatPiece, text: string, start: number, end: number): NotExact | undefined {
  const detail = escapeNearby(text, start, end)
  if (detail !== undefined) return { reason: 'escaped', detail }
  const left = piece.leave?.(text, start, end)
  return left === undefined ? undefined : { reason: 'boundary', detail: left }
}

/** A piece with its raw text and how it reads: through `map`, or as written (`text` is `raw`). */
export interface ReadPiece {
  piece: FormatPiece
  raw: string
  map: CookedMap | undefined
  text: string
}

/** Read `piece` of `source`: `undefined` when its escapes are not well formed. */
export function readPiece(source: string, piece: FormatPiece): ReadPiece | undefined {
  const raw = source.slice(piece.start, piece.end)
  if (!piece.decode) return { piece, raw, map: undefined, text: raw }
  const map = piece.decode(raw)
  return map && { piece, raw, map, text: map.cooked }
}

/** A piece read through `map` as the edit writer takes it (`rewritePiece`, `rewriteSpan`). */
export function decodedOf(piece: FormatPiece, raw: string, map: CookedMap): DecodedPiece {
  return { raw, map, decode: piece.decode!, escape: piece.escape ?? ((text) => text) }
}

/** The URL `url` of the piece `read`, with the raw range it is written in and how to rewrite it. */
export function locateIn({ piece, raw, map, text }: ReadPiece, url: LocatedUrl): SourceUrl {
  const rawStart = map ? map.rawStart[url.start]! : url.start
  const rawEnd = map ? map.rawEnd[url.end - 1]! : url.end
  const left = leftAsIs(piece, text, url.start, url.end)
  let rewrite: SourceUrl['rewrite']
  const readsShorter = (expected: string): boolean =>
    !readsBackWhole(text, url.start, url.end, expected, piece.whole === true)
  if (left !== undefined) rewrite = () => left
  else if (!map) {
    rewrite = (expected) => {
      const problem =
        editProblem(raw, url.start, url.end, expected) ?? goesOnAfterQuote(raw, url.start, url.end, expected)
      if (problem !== undefined) return { reason: 'boundary', detail: problem }
      return readsShorter(expected) ? { reason: 'reads-differently' } : { text: expected }
    }
  } else {
    const decoded = decodedOf(piece, raw, map)
    rewrite = (expected) => {
      const goesOn = goesOnAfterQuote(map.cooked, url.start, url.end, expected)
      if (goesOn !== undefined) return { reason: 'boundary', detail: goesOn }
      if (readsShorter(expected)) return { reason: 'reads-differently' }
      const edit = rewritePiece(decoded, url.start, url.end, expected)
      if (!edit.ok) return { reason: edit.left, detail: edit.reason }
      return { text: raw.slice(rawStart, edit.start) + edit.text + raw.slice(edit.end, rawEnd) }
    }
  }
  const located: SourceUrl = { url: url.url, start: piece.start + rawStart, end: piece.start + rawEnd, rewrite }
  return piece.base && !inLinkAttribute(text, url.start) ? asBase(located) : located
}

/**
 * Every URL in one piece of `source`. A piece read as written (text, comments, plain scalars) is its value, so no
 * offset map is built and a fix is the canonical URL itself, once its edges are safe. (Building a map and reading the
 * whole piece back for each URL made a large text file quadratic: 2,000 links took 40 s.)
 */
export function locateInPiece(source: string, piece: FormatPiece): SourceUrl[] {
  const raw = source.slice(piece.start, piece.end)
  // A URL needs `://`, which escapes can hide only behind `\` or `&`.
  if (!raw.includes('://') && (!piece.decode || !(raw.includes(':') || raw.includes('\\') || raw.includes('&'))))
    return []
  const read = readPiece(source, piece)
  if (!read?.text.includes('://')) return []
  const urls = (piece.whole ? valueUrls(read.text) : extractUrls(read.text)).filter(
    (url) => !isNamespaceInText(read.text, url.start)
  )
  return urls.map((url) => {
    const located = locateIn(read, url)
    if (runsIntoPlaceholder(read.text, url.end)) located.cut = true
    return located
  })
}
