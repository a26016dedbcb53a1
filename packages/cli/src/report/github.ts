import type { Finding } from '../scan/findings.js'

function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
}

function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')
}

/** GitHub Actions workflow commands: `::warning file=…,line=…,col=…::message`, one a finding. */
export function formatGithub(findings: readonly Finding[]): string {
  return findings
    .map((finding) => {
      const properties = [
        `file=${escapeProperty(finding.file)}`,
        `line=${finding.line}`,
        `col=${finding.column}`,
        `endLine=${finding.endLine}`,
        `endColumn=${finding.endColumn}`,
        `title=${escapeProperty(`linkcanon ${finding.ruleId}`)}`
      ]
      return `::warning ${properties.join(',')}::${escapeData(finding.message)}\n`
    })
    .join('')
}
