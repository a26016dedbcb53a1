import type { Finding } from '../scan/findings.js'

/** `file:line:column  message` a line. */
export function formatText(findings: readonly Finding[]): string {
  return findings.map((finding) => `${finding.file}:${finding.line}:${finding.column}  ${finding.message}\n`).join('')
}
