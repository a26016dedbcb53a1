import type { Finding } from '../scan/findings.js'

/** A finding as the cache stores it: without its file name (equal bytes give equal findings). */
export type CachedFinding = Omit<Finding, 'file'>

/**
 * Layout 2 of the cache file: every string (messages, URLs, change records) is stored once in a
 * table and each finding is a row of numbers. The corpus's 15,000 findings repeat the same
 * change records and URLs many times: the file is a fraction of layout 1's (one object per
 * finding) and parses faster. Strings are table positions plus one (`0`: absent).
 *
 * A row: its rule, the `COLUMNS`, then the positions of its changes in `changes`.
 */
export interface Tables {
  strings: string[]
  /** Change records (the core's `Change`), each stored once, as the core gave them. */
  changes: Array<Record<string, unknown>>
}
export type Row = number[]

const RULES = ['no-tracking-params', 'invalid-url', 'signed-url', 'read-stopped', 'linkcanon-directive'] as const

/** A field of a finding that has a fixed place in a row. */
type Column = Exclude<keyof CachedFinding, 'ruleId' | 'changes'>
/** The fixed places of a row after its rule, in order. */
const COLUMNS = 'message url start end line column endLine endColumn expected replacement errorCode reason detail'
  .split(' ')
  .map((name) => name as Column)
/** The places that hold numbers; the others hold strings (table positions plus one). */
const NUMBERS = new Set<Column>(['start', 'end', 'line', 'column', 'endLine', 'endColumn'])
const FIXED = COLUMNS.length + 1
/** The place of each column in a row, in the field order `findingsOf` gives (`changes` after `expected`). */
const ORDER = 'message url start end errorCode expected replacement reason detail line column endLine endColumn'
  .split(' ')
  .map((name) => [name as Column, COLUMNS.indexOf(name as Column) + 1, NUMBERS.has(name as Column)] as const)

/** Builds the tables while rows are written. */
export class Packer {
  readonly tables: Tables = { strings: [], changes: [] }
  private readonly stringIds = new Map<string, number>()
  private readonly changeIds = new Map<string, number>()

  private string(value: string | undefined): number {
    if (value === undefined) return 0
    let id = this.stringIds.get(value)
    if (id === undefined) this.stringIds.set(value, (id = this.tables.strings.push(value)))
    return id
  }

  private change(value: NonNullable<Finding['changes']>[number]): number {
    const text = JSON.stringify(value)
    let id = this.changeIds.get(text)
    if (id === undefined)
      this.changeIds.set(text, (id = this.tables.changes.push(value as unknown as Record<string, unknown>) - 1))
    return id
  }

  row(finding: CachedFinding): Row {
    const rule = RULES.indexOf(finding.ruleId as (typeof RULES)[number])
    // Changes go with a tracked URL, always (see `inspect`): a row does not say whether there are any.
    if (rule < 0 || (rule === 0) !== (finding.changes !== undefined))
      throw new Error(`a ${finding.ruleId} finding cannot be cached`)
    const row: Row = [rule]
    for (const column of COLUMNS) {
      const value = finding[column]
      row.push(NUMBERS.has(column) ? (value as number) : this.string(value as string | undefined))
    }
    for (const change of finding.changes ?? []) row.push(this.change(change))
    return row
  }
}

const isIndex = (value: unknown, below: number): boolean =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < below

/** Whether the tables read from a file have their shape (nothing else is used). */
export function areTables(value: Partial<Tables>): value is Tables {
  const { strings, changes } = value
  // (JSON: a value with a string `type` is an object, and it is a change record when it is no array.)
  const isChange = (change: Record<string, unknown> | null): boolean =>
    typeof change?.type === 'string' && typeof change.message === 'string' && !Array.isArray(change)
  const allStrings = Array.isArray(strings) && strings.every((item) => typeof item === 'string')
  return allStrings && Array.isArray(changes) && changes.every(isChange)
}

/** The upper bound of each fixed place of a row, by the tables (worked out once a file read). */
const boundsOf = new WeakMap<Tables, number[]>()

function rowBounds(tables: Tables): number[] {
  let bounds = boundsOf.get(tables)
  if (bounds === undefined) {
    const strings = tables.strings.length + 1
    bounds = [RULES.length, ...COLUMNS.map((column) => (NUMBERS.has(column) ? Number.MAX_SAFE_INTEGER : strings))]
    boundsOf.set(tables, bounds)
  }
  return bounds
}

/** Whether a value read from a file is a valid row for these tables. */
export function isRow(value: unknown, tables: Tables): value is Row {
  if (!Array.isArray(value) || value.length < FIXED) return false
  const bounds = rowBounds(tables)
  for (let index = 0; index < value.length; index++) {
    if (!isIndex(value[index], bounds[index] ?? tables.changes.length)) return false
  }
  const row = value as Row
  // Changes go with a tracked URL only; the message and the URL are always there (a `read-stopped` URL is ""); a
  // finding never ends before it starts.
  return (row[0] === 0 || row.length === FIXED) && row[1]! > 0 && row[2]! > 0 && row[3]! <= row[4]!
}

/** The finding of a row (checked by `isRow`), in the field order `findingsOf` gives, with `file`. */
export function unpack(row: Row, tables: Tables, file: string): Finding {
  const finding: Record<string, unknown> = { file, ruleId: RULES[row[0]!] }
  for (const [column, place, isNumber] of ORDER) {
    const value = row[place]!
    if (isNumber) finding[column] = value
    else if (value !== 0) finding[column] = tables.strings[value - 1]
    if (column === 'expected' && row[0] === 0)
      finding.changes = row
        .slice(FIXED)
        .map((id) => tables.changes[id] as unknown as NonNullable<Finding['changes']>[number])
  }
  return finding as unknown as Finding
}
