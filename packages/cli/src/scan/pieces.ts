import type { Chunk } from './chunks.js'
import { canHoldFinding, type Prefilter, type SelectedChunk } from './prefilter.js'
import { cellsOf, tableCandidate, type TableLayout } from './tables.js'

/**
 * A range of the source that goes into a parse, and the text put after it there. URLs found
 * in it are reported only when it is `own`.
 */
export interface Segment extends Chunk {
  own: boolean
  glue: string
  /** The start of the table head this segment is (`row: false`) or is a body row of. */
  table?: number
  row?: boolean
}

/** What one part that can hold a finding adds to a parse: its segments, and how big they are. */
export interface Piece {
  segments: Segment[]
  size: number
  /** The head rows of the table its rows belong to (parsed before them, not owned). */
  head?: Chunk
}

/**
 * Which table heads are table heads, parsing them: for each `lead` (a part's text up to the
 * end of its delimiter row), how many columns the table has that it ends in, when that table
 * is at the top level, starts at offset `header` and has only a head; else `undefined`.
 */
export type TableColumns = (leads: ReadonlyArray<{ text: string; header: number }>) => Array<number | undefined>

/**
 * The pieces of a part that ends in a table: the text up to its body when it can hold a
 * finding, then for each row the cells that can, each written as a row of its own (or the
 * whole row when a cell lies past the head's columns), to be parsed after the head rows.
 */
function tablePieces(source: string, table: TableLayout, holds: (range: Chunk) => boolean): Piece[] {
  const { lead, head, rows } = table
  const pieces: Piece[] = []
  if (holds(lead)) pieces.push({ segments: [{ ...lead, own: true, glue: '', table: lead.start, row: false }], size: lead.end - lead.start })
  for (const row of rows) {
    if (!holds(row)) continue
    const kept = cellsOf(source, row).flatMap((cell, index) => (holds(cell) ? [{ cell, index }] : []))
    if (kept.length === 0) continue
    const ranges = kept.some(({ index }) => index >= table.columns) ? [row] : kept.map(({ cell }) => cell)
    const segments = ranges.map((range): Segment => ({ ...range, own: true, glue: '\n', table: lead.start, row: true }))
    pieces.push({ segments, size: segments.reduce((size, segment) => size + segment.end - segment.start + 1, 0), head })
  }
  return pieces
}

/**
 * The pieces to parse for the selected parts of `source` (see `selectChunks`): a part that
 * ends in a table (see `tables.ts`) is parsed by cells; any other part, and any part whose
 * text may hold a definition, is parsed whole.
 */
export function piecesOf(source: string, selected: readonly SelectedChunk[], prefilter: Prefilter, force: readonly number[], columns: TableColumns): Piece[] {
  const holds = (range: Chunk): boolean =>
    force.some((offset) => offset >= range.start && offset < range.end) || canHoldFinding(source.slice(range.start, range.end), prefilter)
  const parts = selected.filter((chunk) => chunk.holds)
  const candidates = parts.map((chunk) => (source.slice(chunk.start, chunk.end).includes(']:') ? undefined : tableCandidate(source, chunk)))
  const found = candidates.flatMap((table) => (table === undefined ? [] : [table]))
  const counts = found.length === 0 ? [] : columns(found.map(({ lead, head }) => ({ text: source.slice(lead.start, lead.end), header: head.start - lead.start })))
  const pieces: Piece[] = []
  for (const [index, chunk] of parts.entries()) {
    const table = candidates[index]
    const count = table === undefined ? undefined : counts[found.indexOf(table)]
    if (table !== undefined && count !== undefined) for (const piece of tablePieces(source, { ...table, columns: count }, holds)) pieces.push(piece)
    else pieces.push({ segments: [{ start: chunk.start, end: chunk.end, own: true, glue: '' }], size: chunk.end - chunk.start })
  }
  return pieces
}

/**
 * The segments of one parse of `pieces` along with `definitions` (parts that may hold
 * definitions, parsed so that references resolve as in the whole document), in source order.
 * Table rows go after their table's lead (when in the group) or its head rows, and a blank
 * line after the last row ends the table.
 */
export function segmentsOf(pieces: readonly Piece[], definitions: readonly Chunk[]): Segment[] {
  const byStart = new Map<number, Segment>()
  const leads = new Set<number>()
  for (const piece of pieces) {
    for (const segment of piece.segments) {
      byStart.set(segment.start, segment)
      if (segment.row === false) leads.add(segment.table!)
    }
  }
  for (const piece of pieces) {
    const table = piece.segments[0]!.table
    if (piece.head !== undefined && table !== undefined && !leads.has(table)) {
      byStart.set(piece.head.start, { ...piece.head, own: false, glue: '', table, row: false })
    }
  }
  for (const chunk of definitions) if (!byStart.has(chunk.start)) byStart.set(chunk.start, { start: chunk.start, end: chunk.end, own: false, glue: '' })
  const segments = [...byStart.values()].sort((a, b) => a.start - b.start).map((segment) => ({ ...segment }))
  for (const [index, segment] of segments.entries()) {
    if (segment.table === undefined) continue
    const next = segments[index + 1]
    if (next?.table !== segment.table || next.row !== true) segment.glue = segment.row === true ? '\n\n' : '\n'
  }
  return segments
}
