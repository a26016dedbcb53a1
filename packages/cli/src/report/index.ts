import type { Finding } from '../scan/findings.js'
import { formatGithub } from './github.js'
import { formatJson } from './json.js'
import { formatSarif } from './sarif.js'
import { formatText } from './text.js'

/** The output formats of `check` and `fix`. */
export const formats = ['text', 'json', 'sarif', 'github'] as const
export type Format = (typeof formats)[number]

/**
 * The findings in `format`, in pieces to write one after the other (JSON and SARIF can outgrow
 * one string). `root`: the folder the SARIF paths are relative to (see `forFormat`).
 */
export function formatFindings(
  findings: readonly Finding[],
  format: Format,
  version: string,
  root?: string
): Iterable<string> {
  switch (format) {
    case 'json':
      return formatJson(findings)
    case 'sarif':
      return formatSarif(findings, version, root)
    case 'github':
      return [formatGithub(findings)]
    default:
      return [formatText(findings)]
  }
}
