import { codes } from '@linkcanon/core/grammar'

/**
 * Scanners for the parts of CommonMark link syntax around a URL, working on the source text
 * from a known offset. They find where the raw destination is; callers check the result
 * against the URL in the tree, so a scanner that goes wrong can only make a span inexact.
 */

function isLineEnding(code: number): boolean {
  return code === codes.LINE_FEED || code === codes.CARRIAGE_RETURN
}

function isSpaceOrTab(code: number): boolean {
  return code === codes.SPACE || code === codes.TAB
}

/** Skip spaces and tabs with at most one line ending among them. */
function skipWhitespace(source: string, index: number, limit: number): number {
  let lineEndings = 0
  while (index < limit) {
    const code = source.charCodeAt(index)
    if (isSpaceOrTab(code)) index++
    else if (isLineEnding(code) && lineEndings === 0) {
      lineEndings++
      index += code === codes.CARRIAGE_RETURN && source.charCodeAt(index + 1) === codes.LINE_FEED ? 2 : 1
    } else break
  }
  return index
}

/** Where the backtick run at `index` ends. */
function backtickRunEnd(source: string, index: number, limit: number): number {
  while (index < limit && source.charCodeAt(index) === codes.BACKTICK) index++
  return index
}

/** Skip a code span opening at `index`; without a closing run the backticks are literal. */
function skipCodeSpan(source: string, index: number, limit: number): number {
  const openEnd = backtickRunEnd(source, index, limit)
  const size = openEnd - index
  let cursor = openEnd
  while (cursor < limit) {
    const next = source.indexOf('`', cursor)
    if (next === -1 || next >= limit) break
    const end = backtickRunEnd(source, next, limit)
    if (end - next === size) return end
    cursor = end
  }
  return openEnd
}

/**
 * The index of the `]` that closes the bracket opened just before `index`: brackets nest,
 * backslash escapes and code spans hide them. `-1` when there is none before `limit`.
 */
function closingBracket(source: string, index: number, limit: number): number {
  let depth = 0
  while (index < limit) {
    const code = source.charCodeAt(index)
    if (code === codes.BACKSLASH) index += 2
    else if (code === codes.BACKTICK) index = skipCodeSpan(source, index, limit)
    else {
      if (code === codes.OPEN_BRACKET) depth++
      else if (code === codes.CLOSE_BRACKET) {
        if (depth === 0) return index
        depth--
      }
      index++
    }
  }
  return -1
}

/** A span of source text. */
export interface Range {
  start: number
  end: number
}

/**
 * The raw destination that starts after optional whitespace at `index`: the text inside
 * `<…>`, or a run without spaces or controls in which parentheses balance.
 */
function destinationAt(source: string, index: number, limit: number): Range | undefined {
  index = skipWhitespace(source, index, limit)
  if (source.charCodeAt(index) === codes.LESS_THAN) {
    const start = index + 1
    for (let cursor = start; cursor < limit; cursor++) {
      const code = source.charCodeAt(cursor)
      if (code === codes.BACKSLASH) cursor++
      else if (code === codes.GREATER_THAN) return { start, end: cursor }
      else if (code === codes.LESS_THAN || isLineEnding(code)) return undefined
    }
    return undefined
  }
  const start = index
  let depth = 0
  while (index < limit) {
    const code = source.charCodeAt(index)
    if (code <= codes.SPACE || code === codes.DELETE) break
    if (code === codes.BACKSLASH && index + 1 < limit && source.charCodeAt(index + 1) > codes.SPACE) index++
    else if (code === codes.OPEN_PAREN) depth++
    else if (code === codes.CLOSE_PAREN) {
      if (depth === 0) break
      depth--
    }
    index++
  }
  return index > start ? { start, end: index } : undefined
}

/**
 * The destination after the label that opens at `open` (the `[`; `labelEnd`: its `]` when known) and `after`: `(`
 * in `[text](url)` and `![alt](url)`, `:` in a definition `[label]: url`.
 */
export function labelDestination(source: string, open: number, limit: number, after: '(' | ':', labelEnd?: number) {
  const close = labelEnd ?? closingBracket(source, open + 1, limit)
  if (close === -1 || source[close + 1] !== after) return undefined
  return destinationAt(source, close + 2, limit)
}

/** The `]` after the end of a link's last child, past whitespace only. */
export function bracketAfter(source: string, index: number, limit: number): number {
  while (index < limit) {
    const code = source.charCodeAt(index)
    if (code === codes.CLOSE_BRACKET) return index
    if (!isSpaceOrTab(code) && !isLineEnding(code)) return -1
    index++
  }
  return -1
}
