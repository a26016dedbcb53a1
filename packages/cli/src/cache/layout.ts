import type { Finding } from '../scan/findings.js'

/** A finding as the cache stores it: without its file name (equal bytes give equal findings). */
export type CachedFinding = Omit<Finding, 'file'>

/**
 * Layout 2 of the cache file: every string (messages, URLs, change records) is stored once in a
 * table and each finding is a row of numbers. The corpus's 15,000 findings repeat the same
 * change records and URLs many times: the file is a fraction of layout 1's (one object per
 * finding) and parses faster. Strings are table positions plus one (`0`: absent).
 *
 * A row: rule, message, url, start, end, line, column, endLine, endColumn, expected,
 * replacement, errorCode, reason, detail, then the positions of its changes in `changes`.
 */
export interface Tables {
  strings: string[]
  /** Change records (the core's `Change`), each stored once, as the core gave them. */
  changes: Array<Record<string, unknown>>
}
export type Row = number[]

const RULES = ['no-tracking-params', 'invalid-url', 'signed-url', 'read-stopped', 'linkcanon-directive'] as const
const FIXED = 14

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
    const {
      message,
      url,
      start,
      end,
      line,
      column,
      endLine,
      endColumn,
      expected,
      replacement,
      errorCode,
      reason,
      detail
    } = finding
    const strings = [message, url].map((value) => this.string(value))
    const rest = [expected, replacement, errorCode, reason, detail].map((value) => this.string(value))
    return [
      rule,
      ...strings,
      start,
      end,
      line,
      column,
      endLine,
      endColumn,
      ...rest,
      ...(finding.changes ?? []).map((change) => this.change(change))
    ]
  }
}

const isIndex = (value: unknown, below: number): boolean =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < below

/** Whether the tables read from a file have their shape (nothing else is used). */
export function areTables(value: Partial<Tables>): value is Tables {
  const { strings, changes } = value
  if (!Array.isArray(strings) || !strings.every((item) => typeof item === 'string')) return false
  return (
    Array.isArray(changes) &&
    changes.every((change: unknown) => {
      const record = change as Record<string, unknown> | null
      return (
        record !== null &&
        typeof record === 'object' &&
        !Array.isArray(record) &&
        typeof record.type === 'string' &&
        typeof record.message === 'string'
      )
    })
  )
}

/** What each fixed place of a row holds: a rule, a string (table position plus one), a number. */
const PLACES = 'rssnnnnnnsssss'

/** Whether a value read from a file is a valid row for these tables. */
export function isRow(value: unknown, tables: Tables): value is Row {
  if (!Array.isArray(value) || value.length < FIXED) return false
  const below = { r: RULES.length, s: tables.strings.length + 1, n: Number.MAX_SAFE_INTEGER }
  for (let index = 0; index < value.length; index++) {
    if (!isIndex(value[index], index < FIXED ? below[PLACES[index] as keyof typeof below] : tables.changes.length))
      return false
  }
  const row = value as Row
  // Changes go with a tracked URL only; the message and the URL are always there (a `read-stopped` URL is ""); a finding never ends before it starts.
  return (row[0] === 0 || row.length === FIXED) && row[1]! > 0 && row[2]! > 0 && row[3]! <= row[4]!
}

/** The finding of a row (checked by `isRow`), in the field order `findingsOf` gives, with `file`. */
export function unpack(row: Row, tables: Tables, file: string): Finding {
  const text = (id: number): string => tables.strings[id - 1]!
  const [
    rule,
    message,
    url,
    start,
    end,
    line,
    column,
    endLine,
    endColumn,
    expected,
    replacement,
    errorCode,
    reason,
    detail
  ] = row as [number, ...number[]]
  const finding = {
    file,
    ruleId: RULES[rule]!,
    message: text(message!),
    url: text(url!),
    start: start!,
    end: end!
  } as Finding
  if (errorCode !== 0) finding.errorCode = text(errorCode!)
  if (expected !== 0) finding.expected = text(expected!)
  if (rule === 0)
    finding.changes = row
      .slice(FIXED)
      .map((id) => tables.changes[id] as unknown as NonNullable<Finding['changes']>[number])
  if (replacement !== 0) finding.replacement = text(replacement!)
  if (reason !== 0) finding.reason = text(reason!) as NonNullable<Finding['reason']>
  if (detail !== 0) finding.detail = text(detail!)
  finding.line = line!
  finding.column = column!
  finding.endLine = endLine!
  finding.endColumn = endColumn!
  return finding
}
