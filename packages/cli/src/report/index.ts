import type { Finding } from '../scan/findings.js'
import type { Unchecked } from '../scan/outcome.js'
import { formatGithub } from './github.js'
import { formatJson } from './json.js'
import { formatSarif } from './sarif.js'
import { formatText } from './text.js'

/** The output formats of `check` and `fix`. */
export const formats = ['text', 'json', 'sarif', 'github'] as const
export type Format = (typeof formats)[number]

/**
 * The findings in `format`, in pieces to write one after the other (JSON and SARIF can outgrow
 * one string). The files not checked are in JSON (records after the findings) and SARIF (tool
 * execution notifications); the text formats have their notes on standard error.
 */
export function formatFindings(
  findings: readonly Finding[],
  format: Format,
  version: string,
  unchecked: readonly Unchecked[] = []
): Iterable<string> {
  switch (format) {
    case 'json':
      return formatJson(findings, unchecked)
    case 'sarif':
      return formatSarif(findings, version, unchecked)
    case 'github':
      return [formatGithub(findings)]
    default:
      return [formatText(findings)]
  }
}
