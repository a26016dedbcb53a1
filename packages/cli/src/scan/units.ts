import type { Span } from './sections.js'
import { canHoldFinding, type Prefilter, type Section } from './prefilter.js'
import { cellsOf, tableCandidate, type TableLayout } from './tables.js'

/**
 * A span copied into the text of one parse, and the text (`glue`) put after it there. URLs
 * found in it are reported only when it is `own`. Every excerpt has every field (made by
 * `makeExcerpt`), so that the code reading them sees objects of one shape.
 */
export interface Excerpt extends Span {
  own: boolean
  glue: string
  /** The start of the table head this excerpt is (`row: false`) or is a body row of; `undefined` outside tables. */
  table: number | undefined
  row: boolean | undefined
}

function makeExcerpt(
  start: number,
  end: number,
  own: boolean,
  glue: string,
  table: number | undefined,
  row: boolean | undefined
): Excerpt {
  return { start, end, own, glue, table, row }
}

/**
 * Excerpts parsed together, always in the same parse: a whole section that can hold a finding,
 * a table's lead, or the cells of one body row. `size` is how much text they add to it.
 */
export interface Unit {
  excerpts: Excerpt[]
  size: number
  /** The head rows of the table its rows belong to (parsed before them, not owned). */
  head: Span | undefined
}

/**
 * Which table heads are table heads, parsing them: for each `lead` (a section's text up to the
 * end of its delimiter row), how many columns the table has that it ends in, when that table
 * is at the top level, starts at offset `header` and has only a head; else `undefined`.
 */
export type TableColumns = (leads: ReadonlyArray<{ text: string; header: number }>) => Array<number | undefined>

/**
 * The units of a section that ends in a table: the text up to its body when it can hold a
 * finding, then for each row the cells that can, each written as a row of its own (or the
 * whole row when a cell lies past the head's columns), to be parsed after the head rows.
 */
function tableUnits(source: string, table: TableLayout, holds: (span: Span) => boolean, units: Unit[]): void {
  const { lead, head, rows, columns } = table
  if (holds(lead)) units.push(wholeUnit(lead, lead.start, false))
  for (const row of rows) {
    if (!holds(row)) continue
    const cells = cellsOf(source, row)
    const kept: Span[] = []
    let past = false
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index]!
      if (!holds(cell)) continue
      kept.push(cell)
      if (index >= columns) past = true
    }
    if (kept.length === 0) continue
    const excerpts = (past ? [row] : kept).map((span) =>
      makeExcerpt(span.start, span.end, true, '\n', lead.start, true)
    )
    const size = excerpts.reduce((sum, excerpt) => sum + excerpt.end - excerpt.start + 1, 0)
    units.push({ excerpts, size, head })
  }
}

/** A unit of one owned excerpt: a section, or a table's lead (`table` its start, `row` false). */
function wholeUnit(span: Span, table: number | undefined, row: boolean | undefined): Unit {
  return {
    excerpts: [makeExcerpt(span.start, span.end, true, '', table, row)],
    size: span.end - span.start,
    head: undefined
  }
}

/**
 * The units to parse for the selected sections of `source` (see `selectSections`): a section that
 * ends in a table (see `tables.ts`) is parsed by cells (unless `columns` is `undefined`); any other
 * section, and any section whose text may hold a definition, is parsed whole.
 */
export function unitsOf(
  source: string,
  selected: readonly Section[],
  prefilter: Prefilter,
  force: readonly number[],
  columns: TableColumns | undefined
): Unit[] {
  const holds = (span: Span): boolean =>
    force.some((offset) => offset >= span.start && offset < span.end) ||
    canHoldFinding(source.slice(span.start, span.end), prefilter)
  const sections = selected.filter((section) => section.holds)
  const candidates = sections.map((section) =>
    columns === undefined || source.slice(section.start, section.end).includes(']:')
      ? undefined
      : tableCandidate(source, section)
  )
  const found = candidates.flatMap((table) => (table === undefined ? [] : [table]))
  const counts =
    found.length === 0 || columns === undefined
      ? []
      : columns(
          found.map(({ lead, head }) => ({ text: source.slice(lead.start, lead.end), header: head.start - lead.start }))
        )
  const units: Unit[] = []
  for (const [index, section] of sections.entries()) {
    const table = candidates[index]
    const count = table === undefined ? undefined : counts[found.indexOf(table)]
    if (table !== undefined && count !== undefined) tableUnits(source, { ...table, columns: count }, holds, units)
    else units.push(wholeUnit(section, undefined, undefined))
  }
  return units
}

/**
 * The excerpts of one parse of `units` along with `definitions` (sections that may hold
 * definitions, parsed so that references resolve as in the whole document), in source order.
 * Table rows go after their table's lead (when in the batch) or its head rows, and a blank
 * line after the last row ends the table.
 */
export function excerptsOf(units: readonly Unit[], definitions: readonly Span[]): Excerpt[] {
  const byStart = new Map<number, Excerpt>()
  const leads = new Set<number>()
  for (const unit of units) {
    for (const excerpt of unit.excerpts) {
      byStart.set(excerpt.start, excerpt)
      if (excerpt.row === false) leads.add(excerpt.table!)
    }
  }
  for (const unit of units) {
    const table = unit.excerpts[0]!.table
    if (unit.head !== undefined && table !== undefined && !leads.has(table)) {
      byStart.set(unit.head.start, makeExcerpt(unit.head.start, unit.head.end, false, '', table, false))
    }
  }
  for (const section of definitions)
    if (!byStart.has(section.start))
      byStart.set(section.start, makeExcerpt(section.start, section.end, false, '', undefined, undefined))
  // Copies: the glue of the last row of a table is set below, and units are parsed in more than one batch.
  const excerpts = [...byStart.values()]
    .sort((a, b) => a.start - b.start)
    .map(({ start, end, own, glue, table, row }) => makeExcerpt(start, end, own, glue, table, row))
  for (const [index, excerpt] of excerpts.entries()) {
    if (excerpt.table === undefined) continue
    const next = excerpts[index + 1]
    if (next?.table !== excerpt.table || next.row !== true) excerpt.glue = excerpt.row === true ? '\n\n' : '\n'
  }
  return excerpts
}
