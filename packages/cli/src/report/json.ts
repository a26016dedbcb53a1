import type { Finding } from '../scan/findings.js'

/** One JSON array of findings (offsets are UTF-16 code units, lines and columns 1-based). */
export function formatJson(findings: readonly Finding[]): string {
  const rows = findings.map((finding) => ({
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
  return JSON.stringify(rows, null, 2) + '\n'
}
