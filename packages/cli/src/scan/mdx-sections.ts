/**
 * Where an MDX document can be cut into sections: at the cuts of a Markdown document
 * (`sections.ts`) where no MDX construct that runs over blank lines is still open.
 *
 * Only flow constructs run over a blank line (a paragraph ends there, so a tag or an expression
 * in text that is still open at a blank line is a syntax error of the whole document):
 * - ESM (`import`/`export ` in column 1) runs on while the code so far does not parse (micromark
 *   tries acorn at each blank line): it is followed here with the same acorn. Such a line right
 *   after a line of text may be that paragraph's text instead (a tag on the line after it then runs
 *   over blank lines), so there no more cuts are made;
 * - a JSX tag or an expression that starts a line (after any container prefix) runs on to its
 *   end: tags are followed through their quoted attribute values and expressions; an expression
 *   ends at the first `}` where its text parses, which is where its braces balance when it holds
 *   no string, template, regular expression or line comment (block comments are skipped). An
 *   expression holding one of them cannot be followed here without a JavaScript parser: the
 *   rest of the document is then one section.
 * A JSX element cut apart makes the parse of its sections throw, and the whole document is then
 * parsed (`markdown.ts`): elements opened by a tag that starts a line are counted so that they stay
 * in one section (lines inside one are read whole). That count only saves time; it decides no finding.
 * Fenced code is skipped as `sections.ts` skips it. Whatever else is read as an opener (a `<` or
 * `{` in a code span, an escaped one) only keeps a section from being cut, never the other way.
 */
import { Parser } from 'acorn'
import { splitSections, type Span } from './sections.js'

/** How the reading of the document stands at the end of a line. */
interface State {
  mode: 'text' | 'tag' | 'expression' | 'esm'
  /** In a tag: the quote of the attribute value being read (0: none). */
  quote: number
  /** In an expression: unmatched `{`; in a tag: the depth of an attribute expression. */
  depth: number
  /** In a block comment of an expression. */
  comment: boolean
  /** Where the ESM being read starts. */
  esmStart: number
  /** JSX elements opened in flow and not yet closed; the start of the tag being read. */
  elements: number
  closing: boolean
  /** Nothing after this can be followed: no more cuts. */
  lost: boolean
}

const FENCE = /^[ \t]*(`{3,}|~{3,})/
const PREFIX = /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*/
const ESM = /^(?:import|export) /

function esmParses(code: string): boolean {
  try {
    Parser.parse(code, { ecmaVersion: 2024, sourceType: 'module' })
    return true
  } catch {
    return false
  }
}

/**
 * The end of the code span whose opening run of backticks starts at `at` (on this line; else the
 * end of the run). Text after a flow tag on its line is a paragraph, which a blank line ends: a
 * code span (or a backslash escape, also skipped) only hides what cannot run over a cut anyway.
 */
function codeSpanEnd(line: string, at: number): number {
  let end = at
  while (line.charCodeAt(end) === 96) end++
  const run = line.slice(at, end)
  for (let close = line.indexOf(run, end); close >= 0; close = line.indexOf(run, close + 1)) {
    let after = close + run.length
    if (line.charCodeAt(close - 1) !== 96 && line.charCodeAt(after) !== 96) return after
    while (line.charCodeAt(after) === 96) after++
    close = after - 1
  }
  return end
}

/** Read `line` from `from` in `state` (a tag or an expression, or text after one on the same line). */
function readLine(line: string, from: number, state: State): void {
  for (let at = from; at < line.length && !state.lost; at++) {
    const code = line.charCodeAt(at)
    if (state.mode === 'text') {
      if (code === 60 /* < */) {
        state.mode = 'tag'
        state.closing = line.charCodeAt(at + 1) === 47
      } else if (code === 123 /* { */) {
        state.mode = 'expression'
        state.depth = 1
      } else if (code === 125 /* } */) state.lost = true
      else if (code === 96 /* ` */) at = codeSpanEnd(line, at) - 1
      else if (code === 92 /* \ */) at++
    } else if (state.mode === 'tag' && state.depth === 0) {
      if (state.quote !== 0) {
        if (code === state.quote) state.quote = 0
      } else if (code === 34 || code === 39) state.quote = code
      else if (code === 123) state.depth = 1
      else if (code === 62 /* > */) {
        state.mode = 'text'
        if (state.closing) state.elements = Math.max(state.elements - 1, 0)
        else if (line.charCodeAt(at - 1) !== 47) state.elements++
      }
    } else if (state.comment) {
      if (code === 42 /* * */ && line.charCodeAt(at + 1) === 47) {
        state.comment = false
        at++
      }
    } else if (code === 47 /* / */ && line.charCodeAt(at + 1) === 42) {
      state.comment = true
      at++
    } else if (code === 34 || code === 39 || code === 96 || code === 47) state.lost = true
    else if (code === 123) state.depth++
    else if (code === 125 && --state.depth === 0 && state.mode === 'expression') state.mode = 'text'
  }
}

/**
 * The sections of an MDX document, in order, covering it without gaps: those of `splitSections`,
 * joined where a construct runs over the cut between them.
 */
export function splitMdxSections(source: string): Span[] {
  const sections = splitSections(source, true)
  // Lines are cut at `\n` below: a lone `\r` ending a line leaves the document one section.
  if (sections.length === 1 || /\r(?!\n)/.test(source)) return [{ start: 0, end: source.length }]
  const state: State = {
    mode: 'text',
    quote: 0,
    depth: 0,
    comment: false,
    esmStart: 0,
    elements: 0,
    closing: false,
    lost: false
  }
  const joined: Span[] = [{ ...sections[0]! }]
  let fence: { marker: string; size: number } | undefined
  let index = 1
  let lineStart = 0
  let afterBlank = true
  while (lineStart < source.length) {
    let lineEnd = source.indexOf('\n', lineStart)
    if (lineEnd < 0) lineEnd = source.length
    const next = lineEnd + 1
    // A cut at this line's start: kept when nothing is open, else the sections are joined.
    while (index < sections.length && sections[index]!.start < next) {
      const section = sections[index++]!
      const open = state.lost || state.mode !== 'text' || state.elements > 0 || fence !== undefined
      if (open) joined.at(-1)!.end = section.end
      else joined.push({ ...section })
    }
    const line = source.slice(lineStart, lineEnd).replace(/\r$/, '')
    if (state.lost) break
    if (fence !== undefined) {
      const close = FENCE.exec(line)
      const closes = close !== null && close[1]![0] === fence.marker && close[1]!.length >= fence.size
      if (closes && line.slice(close[0].length).trim() === '') fence = undefined
    } else if (state.mode === 'esm') {
      if (line.trim() === '' && esmParses(source.slice(state.esmStart, lineStart))) state.mode = 'text'
    } else if (state.mode !== 'text') readLine(line, 0, state)
    else if (ESM.test(line)) {
      // After a blank line ESM starts here; after another line it may be a paragraph's text, and a tag on the next
      // line then runs over blank lines as text: nothing after it is followed.
      if (!afterBlank) state.lost = true
      state.mode = 'esm'
      state.esmStart = lineStart
    } else {
      const opener = FENCE.exec(line)
      // A backtick fence's info has no backtick (else the line is text).
      if (opener !== null && !(opener[1]![0] === '`' && line.includes('`', opener[0].length)))
        fence = { marker: opener[1]![0]!, size: opener[1]!.length }
      else {
        const from = PREFIX.exec(line)![0].length
        const first = line.charCodeAt(from)
        if (first === 60 || first === 123 || state.elements > 0) readLine(line, from, state)
      }
    }
    afterBlank = line.trim() === ''
    lineStart = next
  }
  for (; index < sections.length; index++) joined.at(-1)!.end = sections[index]!.end
  return joined
}
