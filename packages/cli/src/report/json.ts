import type { Finding } from '../scan/findings.js'
import type { Unchecked } from '../scan/outcome.js'

/** Items stringified together (one call is much cheaper than one per item); `jsonArray` falls back to one at a time. */
const CHUNK = 256

/**
 * `JSON.stringify(items, null, 2)` as it reads `depth` levels deep in a larger value, a few
 * hundred items at a time: the output for a million findings is longer than the longest string
 * V8 can make. A chunk too long for one string (huge URLs) is done one item at a time.
 */
export function* jsonArray<T>(items: Iterable<T>, depth: number, row: (item: T) => unknown): Generator<string> {
  const pad = '  '.repeat(depth)
  let first = true
  let chunk: unknown[] = []
  // `[\n  A,\n  B\n]`: the items as they read one level deep, moved `depth` levels further.
  const piece = (values: unknown[]): string => {
    const body = JSON.stringify(values, null, 2).slice(2, -2)
    return `${first ? '[' : ','}\n${depth === 0 ? body : pad + body.replaceAll('\n', `\n${pad}`)}`
  }
  function* flush(): Generator<string> {
    let text: string | undefined
    try {
      text = piece(chunk)
    } catch (error) {
      if (!(error instanceof RangeError)) throw error
    }
    if (text === undefined) {
      for (const value of chunk) {
        yield piece([value])
        first = false
      }
    } else yield text
    first = false
    chunk = []
  }
  for (const item of items) {
    chunk.push(row(item))
    if (chunk.length === CHUNK) yield* flush()
  }
  if (chunk.length > 0) yield* flush()
  yield first ? '[]' : `\n${pad}]`
}

/** A file not checked as a JSON record (`ruleId: 'not-checked'`, with the reason's code and words). */
function uncheckedRecord({ file, reason, message }: Unchecked): Record<string, unknown> {
  return { file, ruleId: 'not-checked', reason, message }
}

/**
 * One JSON array of findings (offsets are UTF-16 code units, lines and columns 1-based), in
 * pieces, then a record for each file not checked.
 */
export function* formatJson(findings: readonly Finding[], unchecked: readonly Unchecked[] = []): Generator<string> {
  const items: Iterable<Finding | Unchecked> = unchecked.length === 0 ? findings : [...findings, ...unchecked]
  yield* jsonArray(items, 0, (item) => ('ruleId' in item ? findingRecord(item) : uncheckedRecord(item)))
  yield '\n'
}

function findingRecord(finding: Finding): Record<string, unknown> {
  return {
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
  }
}
