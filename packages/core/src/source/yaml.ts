import { escapeBackslashed, readQuoted } from './backslash.js'
import { YAML_ESCAPES } from './escape-tables.js'
import { afterBlanks, closingQuote, lineEnd, MAPPING_KEY, stringPiece, type FormatPiece } from './format-pieces.js'

const double = {
  decode: (raw: string) => readQuoted(raw, { escapes: YAML_ESCAPES, fold: true }),
  escape: (text: string) => escapeBackslashed(text, '"')
}
const single = {
  decode: (raw: string) => readQuoted(raw, { fold: true, doubledQuote: "'" }),
  escape: (text: string) => text.replaceAll("'", "''")
}

/** A character after which a quote opens a quoted scalar (skipping spaces): `key: "…"`, `- '…'`, `[…, "…"]`. */
const OPENS_SCALAR = new Set([':', '-', '[', '{', ',', '?'])

/** Where a comment (`#` after a blank) starts in `text` between `from` and `to`, or `to`. */
function commentStart(text: string, from: number, to: number): number {
  for (let at = text.indexOf('#', from); at !== -1 && at < to; at = text.indexOf('#', at + 1)) {
    if (text[at - 1] === ' ' || text[at - 1] === '\t') return at
  }
  return to
}

/**
 * Whether `at` of a piece's text is in a comment: after a `#` that starts its line or follows a blank on it
 * (`startsLine`: the piece's text starts a line, so a `#` that starts the text starts a comment).
 */
function inComment(text: string, at: number, startsLine: boolean): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  for (let hash = text.indexOf('#', lineStart); hash !== -1 && hash < at; hash = text.indexOf('#', hash + 1)) {
    const before = text[hash - 1]
    if (hash === 0 ? startsLine : before === ' ' || before === '\t' || before === '\n') return true
  }
  return false
}

/**
 * Why a URL in plain text (a plain scalar) is left: in a flow collection a plain scalar ends
 * at `,` and brackets, so a URL holding one may be two items; a URL on a line whose rest holds
 * `: ` (comments aside), or after `? `, is (in) a key. When unsure, report: a key is no link.
 * A comment holds no keys or collections (`# paste it to https://…/new, name: key`).
 */
function leavePlain(text: string, start: number, end: number, startsLine: boolean): string | undefined {
  if (inComment(text, start, startsLine)) return undefined
  if (/[,[\]{}]/.test(text.slice(start, end)))
    return 'the URL holds "," or a bracket (in a YAML flow collection the value ends there)'
  const after = text.slice(end, commentStart(text, end, lineEnd(text, end)))
  const before = text.slice(text.lastIndexOf('\n', start - 1) + 1, start)
  if (/:(?:[ \t\r]|$)/.test(after) || /^[ \t]*(?:-[ \t]+)*\?[ \t]/.test(before)) return MAPPING_KEY
  return undefined
}

/** The indentation of the line that starts at `lineStart`. */
function indentOf(source: string, lineStart: number): number {
  let at = lineStart
  while (source[at] === ' ') at++
  return at - lineStart
}

/** Whether a line's content ends in a block scalar indicator (`key: |`, `- >-`, `|2+ # note`). */
function endsInBlockIndicator(line: string): boolean {
  if (line.trimStart().startsWith('#')) return false
  const comment = line.search(/\s#/)
  const content = (comment === -1 ? line : line.slice(0, comment)).trimEnd()
  const tail = content.slice(-4)
  const match = /[|>][1-9+-]{0,2}$/.exec(tail)
  if (!match) return false
  const at = content.length - tail.length + match.index
  return at === 0 || /[\s:-]/.test(content[at - 1]!)
}

/** Where the last character before `at` on its line that is not a space or tab is, or -1. */
function lastNonBlank(source: string, lineStart: number, at: number): number {
  let index = at - 1
  while (index >= lineStart && (source[index] === ' ' || source[index] === '\t')) index--
  return index >= lineStart ? index : -1
}

/**
 * Whether a quote at `at` opens a quoted scalar: it starts its line or follows an indicator
 * (`key: "…"`, `- '…'`, `[…, "…"]`), with at most a tag and an anchor between (`!!str "…"`, `&a '…'`).
 */
function opensScalar(source: string, lineStart: number, at: number): boolean {
  let end = at
  for (let properties = 0; properties <= 2; properties++) {
    const index = lastNonBlank(source, lineStart, end)
    if (index === -1 || OPENS_SCALAR.has(source[index]!)) return true
    let start = index
    while (start > lineStart && source[start - 1] !== ' ' && source[start - 1] !== '\t') start--
    if (source[start] !== '!' && source[start] !== '&') return false
    end = start
  }
  return false
}

/**
 * The pieces of a YAML file: double-quoted scalars (escapes, folding), single-quoted ones
 * (`''`, folding), the lines of block scalars as written, and the rest as written: plain scalars
 * and comments, where a URL may be a key.
 */
export function yamlPieces(source: string): FormatPiece[] {
  const pieces: FormatPiece[] = []
  let textStart = 0
  let lineStart = 0
  let blockIndent = -1
  let at = 0
  const text = (end: number): void => {
    if (end <= textStart) return
    const startsLine = textStart === 0 || source[textStart - 1] === '\n'
    pieces.push({ start: textStart, end, leave: (text, from, to) => leavePlain(text, from, to, startsLine) })
  }
  while (at < source.length) {
    const char = source[at]!
    if (char === '\n') {
      const line = source.slice(lineStart, at)
      if (blockIndent === -1 && endsInBlockIndicator(line)) blockIndent = indentOf(source, lineStart)
      at++
      lineStart = at
      // Inside a block scalar: its lines are more indented than its key (or blank). They are text as written, with
      // no keys, comments or quotes: a piece of their own, without plain scalars' `leave`.
      if (blockIndent !== -1) {
        text(at)
        const blockStart = at
        while (at < source.length) {
          const end = lineEnd(source, at)
          const blank = source.slice(at, end).trim() === ''
          if (!blank && indentOf(source, at) <= blockIndent) break
          at = end === source.length ? end : end + 1
        }
        if (at > blockStart) pieces.push({ start: blockStart, end: at })
        textStart = at
        lineStart = at
        blockIndent = -1
      }
      continue
    }
    if (char === '#' && (at === lineStart || /\s/.test(source[at - 1]!))) {
      at = lineEnd(source, at)
      continue
    }
    if (char === '"' || char === "'") {
      if (opensScalar(source, lineStart, at)) {
        const close = closingQuote(source, at, char, char === '"', char === "'", true)
        if (close === -1) break
        text(at)
        const key = source[afterBlanks(source, close + 1)] === ':'
        pieces.push(stringPiece(at + 1, close, char === '"' ? double : single, key))
        textStart = close + 1
        const newline = source.lastIndexOf('\n', close)
        if (newline >= at) lineStart = newline + 1
        at = close + 1
        continue
      }
    }
    at++
  }
  text(source.length)
  return pieces
}
