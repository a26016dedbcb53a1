import type { Finding } from '../scan/findings.js'

/**
 * `JSON.stringify(items, null, 2)` as it reads `depth` levels deep in a larger value, one item
 * at a time: the output for a million findings is longer than the longest string V8 can make.
 */
export function* jsonArray<T>(items: Iterable<T>, depth: number, row: (item: T) => unknown): Generator<string> {
  const pad = '  '.repeat(depth)
  let first = true
  for (const item of items) {
    yield `${first ? '[' : ','}\n${pad}  ${JSON.stringify(row(item), null, 2).replaceAll('\n', `\n${pad}  `)}`
    first = false
  }
  yield first ? '[]' : `\n${pad}]`
}

/** One JSON array of findings (offsets are UTF-16 code units, lines and columns 1-based), in pieces. */
export function* formatJson(findings: readonly Finding[]): Generator<string> {
  yield* jsonArray(findings, 0, (finding) => ({
    file: finding.file,
    line: finding.line,
    column: finding.column,
    endLine: finding.endLine,
    endColumn: finding.endColumn,
    start: finding.start,
    end: finding.end,
    ruleId: finding.ruleId,
    message: finding.message,
    url: finding.url,
    ...(finding.expected === undefined ? {} : { expected: finding.expected }),
    ...(finding.changes === undefined ? {} : { changes: finding.changes }),
    ...(finding.errorCode === undefined ? {} : { errorCode: finding.errorCode }),
    fixable: finding.replacement !== undefined,
    ...(finding.reason === undefined ? {} : { reason: finding.reason }),
    ...(finding.detail === undefined ? {} : { detail: finding.detail })
  }))
  yield '\n'
}
