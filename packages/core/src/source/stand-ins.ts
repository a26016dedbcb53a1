// A template expression inside a value (`{id}` in a Svelte attribute value, `{{ id }}` in Vue's text, `${path}` in a
// template literal) is read as one character that stands in for it, so that a URL runs on through it and a tracker
// after it is found. Each such URL is read twice, with `x` and with `y`: a change that differs between the two depends
// on the expression's value and is not made, and where the two canonical URLs differ the message shows `${…}`.
import { extractUrls } from '../extract/extract-urls.js'
import type { LocatedUrl } from '../extract/scan.js'
import type { Finding } from '../finding.js'
import { editProblem, runsIntoPlaceholder } from './boundary.js'
import { changedSpans, type Replacement } from './changed-spans.js'
import type { Edit } from './edits.js'
import {
  decodedOf,
  goesOnAfterQuote,
  leftAsIs,
  locateIn,
  locateInPiece,
  readPiece,
  readsBackWhole,
  type FormatPiece,
  type NotExact,
  type ReadPiece,
  type SourceUrl
} from './format-pieces.js'
import { asBase, inLinkAttribute } from './path-end.js'
import { firstAtLeast } from './sorted.js'
import { CUTS_ESCAPE, rewriteAround, rewriteInStyle, rewriteSpan } from './rewrite.js'

/** The letters that stand in for an expression. */
export type StandInLetter = 'x' | 'y'

/** A URL read with stand-ins: where they are in it, and the URL read with the other letter. */
export interface StandIns {
  /** The URL with `y` (or its port) where it has `x`. */
  readonly other: string
  /** Where the stand-ins are in the URL. */
  readonly at: readonly number[]
}

/** How an expression is shown in a message: never the letter that stood in for it. */
const EXPRESSION = '${\u2026}'

/** The port that stands in for an expression with each letter: no scheme's default port. */
const PORTS: Readonly<Record<StandInLetter, string>> = { x: '1', y: '2' }
const SCHEME_AHEAD = /^[a-z][\d+.a-z-]*:\/\//i

/** Whether `text` ends in a URL's authority right after a `:` (`http://localhost:`), where a port goes. */
function atPort(text: string): boolean {
  if (!text.endsWith(':')) return false
  const scheme = text.lastIndexOf('://')
  return scheme !== -1 && !/[\s/?#]/.test(text.slice(scheme + 3))
}

/**
 * What stands for an expression between the texts `before` and `after`: a space before a scheme (the expression
 * is not part of the URL that starts there), a port after `scheme://host:` (a letter would end the URL at the host),
 * a `/` right after a port (`localhost:${port}${path}`: only a path, a query or a fragment can go on there),
 * else `letter`.
 */
export function standIn(before: string, after: string, letter: StandInLetter): string {
  if (SCHEME_AHEAD.test(after)) return ' '
  if (atPort(before)) return PORTS[letter]
  const port = /:\d+$/.exec(before)
  return port && atPort(before.slice(0, port.index + 1)) ? '/' : letter
}

/** How much of the text before an expression `standIn` looks at: a URL's scheme and host, not the whole document. */
const LOOK_BACK = 512

/**
 * Texts joined, each `null` (an expression) read as its stand-in (`standIn` of the text before it and the text after
 * it), and where each entry starts in the joined text (one more: its length). Linear in the texts' length: a stand-in
 * looks only at the end of what comes before it (a file of 100,000 `${…}` took minutes when each looked at the whole).
 */
export function joinStandIns(
  texts: readonly (string | null)[],
  letter: StandInLetter
): { text: string; starts: number[] } {
  const chunks: string[] = []
  const starts: number[] = []
  let length = 0
  let tail = ''
  texts.forEach((text, index) => {
    const chunk = text ?? standIn(tail, texts[index + 1] ?? '', letter)
    starts.push(length)
    chunks.push(chunk)
    length += chunk.length
    tail = (tail + chunk).slice(-LOOK_BACK)
  })
  starts.push(length)
  return { text: chunks.join(''), starts }
}

/**
 * The finding of a URL read with stand-ins (`finding`, read with `x`; `again`, the same URL read with `y`, `at` the
 * stand-ins' places), its message showing each expression as `${…}` (`shown`: its canonical URL so); `dynamic` when a
 * change differs between the two readings (it depends on an expression's value, so it is not made). `undefined` when
 * every change is in the text of an expression that ends the URL (`'https://' + host` read as `https://x/`: what that
 * text is, and so whether anything changes, is not known).
 */
export function withStandIns(
  finding: Finding,
  again: Finding | undefined,
  at: readonly number[]
): { finding: Finding; shown: string; dynamic: boolean } | undefined {
  const { url, canonical } = finding
  const spans = changedSpans(url, canonical)
  const tail = at[at.length - 1]
  if (tail === url.length - 1 && spans.every((span) => span.start >= tail)) return undefined
  // The change made is the first placement of the changed span that leaves every expression as it is.
  const made = (list: readonly Replacement[]) => list.find((span) => !changesStandIn(at, span, url))
  const change = made(spans)
  const againChange = again?.kind === 'tracked' ? made(changedSpans(again.url, again.canonical)) : undefined
  const dynamic = change === undefined || JSON.stringify(change) !== JSON.stringify(againChange)
  // A stand-in before the first change stands where it did (a `/` after a port reads the same with both letters).
  const kept = at.filter((index) => index < (spans[0]?.start ?? url.length))
  const other = again?.canonical.length === canonical.length ? again.canonical : canonical
  const shown = showDifferences(canonical, other, kept)
  if (shown === canonical) return { finding, shown, dynamic }
  return { finding: { ...finding, message: finding.message.split(canonical).join(shown) }, shown, dynamic }
}

/**
 * Whether a change of a URL (`span`: offsets in it) takes in one of its stand-ins (`at`), or depends on what one
 * holds: a `/` put right after an expression read as a letter (`share`'s `/` for an empty path, after
 * `https://e.com{path}` or `https://{host}`, is wrong when the value holds a path).
 */
function changesStandIn(at: readonly number[], span: Replacement, url: string): boolean {
  const slashAfter = span.text.startsWith('/') && url[span.start] !== '/' && /[a-z]/.test(url[span.start - 1] ?? '')
  return at.some((index) => (index >= span.start && index < span.end) || (slashAfter && index === span.start - 1))
}

/** `text` with each character where `other` differs, and each at `at`, shown as `${…}`. */
function showDifferences(text: string, other: string, at: readonly number[]): string {
  const stands = new Set(at)
  let shown = ''
  for (let index = 0; index < text.length; index++)
    shown += text[index] === other[index] && !stands.has(index) ? text[index] : EXPRESSION
  return shown
}

/** `url` with the stand-ins `at` shown as `${…}`. */
export function showStandIns(url: string, at: readonly number[]): string {
  return showDifferences(url, url, at)
}

/** Which of the pieces starting at `starts` holds the offset `at` of their joined text (the last to start by it). */
function pieceAt(starts: readonly number[], at: number): number {
  return Math.max(0, firstAtLeast(starts, at + 1) - 1)
}

/**
 * Every URL in pieces that go on from one another after template expressions (`FormatPiece.joined`): read joined,
 * each expression a stand-in (`standIn`). A URL within one piece is that piece's (`locateIn`), cut where an expression
 * follows it; a URL across an expression is written in several pieces: a change to it is made in the one piece that
 * holds it, the expressions kept as written. When a piece cannot be read, each is read alone.
 */
export function locateJoined(source: string, group: readonly FormatPiece[]): SourceUrl[] {
  const reads: ReadPiece[] = []
  for (const piece of group) {
    const read = readPiece(source, piece)
    if (!read) return group.flatMap((piece) => locateInPiece(source, piece))
    reads.push(read)
  }
  // The pieces with an expression between each two: the pieces start at the even entries, the stand-ins at the odd.
  const texts = reads.flatMap((read, index) => (index === 0 ? [read.text] : [null, read.text]))
  const joined = joinStandIns(texts, 'x')
  const x = joined.text
  const y = joinStandIns(texts, 'y').text
  const starts = joined.starts.filter((_, index) => index % 2 === 0)
  const at = joined.starts.slice(0, texts.length).filter((_, index) => index % 2 === 1)
  if (!x.includes('://')) return []
  const found: SourceUrl[] = []
  for (const url of extractUrls(x)) {
    const inside = at.slice(firstAtLeast(at, url.start), firstAtLeast(at, url.end))
    const index = pieceAt(starts, url.start)
    const read = reads[index]!
    if (inside.length === 0) {
      const start = url.start - starts[index]!
      const located = locateIn(read, { url: url.url, start, end: start + url.url.length })
      if (at[firstAtLeast(at, url.end)] === url.end || runsIntoPlaceholder(read.text, start + url.url.length))
        located.cut = true
      found.push(located)
    } else if (inside[0] !== url.start) found.push(acrossExpressions(source, reads, starts, { x, y }, url, inside))
  }
  return found
}

/** The raw offset in `source` of the text at `at` of a read piece (`end`: of the end of the character there). */
function rawOffset({ piece, map }: ReadPiece, at: number, end: boolean): number {
  if (!map) return piece.start + at + (end ? 1 : 0)
  return piece.start + (end ? map.rawEnd[at]! : map.rawStart[at]!)
}

/** A URL of joined pieces that runs on through the expressions `inside` (offsets in the joined text). */
function acrossExpressions(
  source: string,
  reads: readonly ReadPiece[],
  starts: readonly number[],
  text: { x: string; y: string },
  url: LocatedUrl,
  inside: readonly number[]
): SourceUrl {
  const first = pieceAt(starts, url.start)
  // A URL that ends in an expression is reported up to the text before it, as the ESLint rule reports it.
  let lastChar = url.end - 1
  while (inside.includes(lastChar)) lastChar--
  const last = pieceAt(starts, lastChar)
  const start = rawOffset(reads[first]!, url.start - starts[first]!, false)
  const end = rawOffset(reads[last]!, lastChar - starts[last]!, true)
  const at = inside.map((index) => index - url.start)
  /** The URL's text with `edit` made in the piece `read`. */
  const written = (read: ReadPiece, edit: Edit) => ({
    text:
      source.slice(start, read.piece.start + edit.start) + edit.text + source.slice(read.piece.start + edit.end, end)
  })
  const rewrite = (expected: string): { text: string } | NotExact => {
    const left = leftAsIs(reads[first]!.piece, text.x, url.start, url.end)
    if (left !== undefined) return left
    const problem =
      editProblem(text.x, url.start, url.end, expected) ?? goesOnAfterQuote(text.x, url.start, url.end, expected)
    if (problem !== undefined) return { reason: 'boundary', detail: problem }
    if (!readsBackWhole(text.x, url.start, url.end, expected, false)) return { reason: 'reads-differently' }
    /** The edit of the one piece that holds `span`: `null` when it takes in an expression, `undefined` when it cuts. */
    const editOf = (span: Replacement, whole: boolean) => {
      const from = url.start + span.start
      const index = pieceAt(starts, from)
      const read = reads[index]!
      if (changesStandIn(at, span, url.url) || url.start + span.end > starts[index]! + read.text.length) return null
      const [local, localEnd] = [from - starts[index]!, from - starts[index]! + span.end - span.start]
      if (!read.map) return { read, edit: { start: local, end: localEnd, text: span.text } }
      const piece = decodedOf(read.piece, read.raw, read.map)
      // As `rewritePiece`: one hunk, else two around the text both keep, else the span written in its escaping.
      const edit = whole
        ? (rewriteAround(piece, local, localEnd, span.text) ?? rewriteInStyle(piece, local, localEnd, span.text))
        : rewriteSpan(piece, local, localEnd, span.text)
      return edit && { read, edit }
    }
    const spans = changedSpans(url.url, expected)
    let cuts = false
    let dynamic = false
    for (const span of spans) {
      const found = editOf(span, false)
      if (found === null) dynamic = true
      else if (found === undefined) cuts = true
      else return written(found.read, found.edit)
    }
    const around = cuts && !dynamic ? editOf(spans[0]!, true) : undefined
    if (around) return written(around.read, around.edit)
    return cuts ? { reason: 'escaped', detail: CUTS_ESCAPE } : { reason: 'dynamic' }
  }
  const located = { url: url.url, start, end, rewrite, standIns: { other: text.y.slice(url.start, url.end), at } }
  return reads[first]!.piece.base && !inLinkAttribute(text.x, url.start) ? asBase(located) : located
}
