import type { Span } from './sections.js'

/**
 * Where a section of a Markdown document (see `sections.ts`) ends in a GFM table whose body rows
 * can be parsed apart, cell by cell.
 *
 * The section must hold a table at the top level whose head (header row and delimiter row) is
 * its first line starting with `|` and the next line, and every line after the head up to the
 * blank lines that end the section must start with `|` in column 1. Such a line can only be a
 * body row of the open table (no container or other block starts with `|`), and micromark
 * parses each cell of a row as its own inline content: a cell parses the same in a table with
 * the same head rows and nothing else, and it holds the same URLs when it is written as a row
 * of its own (`| cell` and a line ending). A row with a cell to keep past the head's columns
 * (which GFM drops from HTML; mdast keeps it today) is kept whole, so that this never matters.
 * Whether the text up to the delimiter row ends in a table head at the top level is left to the
 * parser.
 */
export interface TableLayout {
  /** From the section's start to the end of the delimiter row's line ending. */
  lead: Span
  /** The header and delimiter rows with their line endings. */
  head: Span
  /** Each body row without its line ending. */
  rows: Span[]
  /** How many columns the head has. */
  columns: number
}

const LINE = /\r\n|\r|\n/g
/**
 * A GFM delimiter row: `|? :?-` then only `-`, `:`, `|`, spaces and tabs. A loop: the regex
 * for it (`/^[ \t]*\|?[ \t]*:?-[-:| \t]*$/`) backtracks quadratically on long runs of blanks.
 */
function isDelimiterRow(line: string): boolean {
  let i = 0
  const blank = (c: number): boolean => c === 0x20 || c === 0x09
  while (blank(line.charCodeAt(i))) i++
  if (line.charCodeAt(i) === 0x7c /* | */) i++
  while (blank(line.charCodeAt(i))) i++
  if (line.charCodeAt(i) === 0x3a /* : */) i++
  if (line.charCodeAt(i) !== 0x2d /* - */) return false
  for (i++; i < line.length; i++) {
    const c = line.charCodeAt(i)
    if (c !== 0x2d && c !== 0x3a && c !== 0x7c && !blank(c)) return false
  }
  return true
}

function linesOf(source: string, section: Span): Span[] {
  const lines: Span[] = []
  LINE.lastIndex = section.start
  let start = section.start
  while (start < section.end) {
    const found = LINE.exec(source)
    const inside = found !== null && found.index < section.end
    lines.push({ start, end: inside ? found.index : section.end })
    start = inside ? LINE.lastIndex : section.end
  }
  return lines
}

/**
 * The layout of the table that `section` of `source` may end in, when it has the shape above,
 * with `columns` still to be found by parsing `lead` (see `TableLayout`); else `undefined`.
 */
export function tableCandidate(source: string, section: Span): Omit<TableLayout, 'columns'> | undefined {
  // Most sections have no line starting with `|`: found without cutting them into lines.
  const text = source.slice(section.start, section.end)
  if (text.charCodeAt(0) !== 0x7c && !text.includes('\n|') && !text.includes('\r|')) return undefined
  const lines = linesOf(source, section)
  const header = lines.findIndex((line) => source.charCodeAt(line.start) === 0x7c /* | */)
  const delimiter = lines[header + 1]
  if (header < 0 || delimiter === undefined || !isDelimiterRow(source.slice(delimiter.start, delimiter.end)))
    return undefined
  const rows: Span[] = []
  let index = header + 2
  for (; index < lines.length && source.charCodeAt(lines[index]!.start) === 0x7c; index++) rows.push(lines[index]!)
  // The rest must be blank lines.
  for (; index < lines.length; index++) {
    if (!/^[ \t]*$/.test(source.slice(lines[index]!.start, lines[index]!.end))) return undefined
  }
  if (rows.length === 0) return undefined
  return {
    lead: { start: section.start, end: rows[0]!.start },
    head: { start: lines[header]!.start, end: rows[0]!.start },
    rows
  }
}

/**
 * The cells of a body row, each from its `|` to just before the next `|` or the line's end
 * (a last cell of only spaces and tabs is no cell). A `\` escapes a following `|` or `\`, as
 * in micromark.
 */
export function cellsOf(source: string, row: Span): Span[] {
  const cells: Span[] = []
  let cell = row.start
  for (let index = row.start + 1; index < row.end; index++) {
    const code = source.charCodeAt(index)
    if (code === 0x5c /* \ */) {
      const next = source.charCodeAt(index + 1)
      if ((next === 0x5c || next === 0x7c) && index + 1 < row.end) index++
    } else if (code === 0x7c) {
      cells.push({ start: cell, end: index })
      cell = index
    }
  }
  if (!/^[ \t]*$/.test(source.slice(cell + 1, row.end))) cells.push({ start: cell, end: row.end })
  return cells
}
