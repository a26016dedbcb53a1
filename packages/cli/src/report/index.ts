import type { Finding } from '../scan/findings.js'
import type { Unchecked } from '../scan/outcome.js'
import { formatGithub } from './github.js'
import { formatJson } from './json.js'
import { formatSarif } from './sarif.js'
import { formatText } from './text.js'

/** The output formats of `check` and `fix`. */
export const formats = ['text', 'json', 'sarif', 'github'] as const
export type Format = (typeof formats)[number]

/** What a report says about the run beside its findings. */
export interface RunFacts {
  /** Files not checked: in JSON (records after the findings) and SARIF (tool execution notifications); the text formats have their notes on standard error. */
  unchecked?: readonly Unchecked[]
  /** `--shard`'s label (`shard-2-of-4`): SARIF's `automationDetails.id`, so that the shards' runs can go in one log. */
  shard?: string | undefined
  /** The folder SARIF's paths are relative to (`%SRCROOT%`; see `forFormat`). */
  root?: string | undefined
}

/** The findings in `format`, in pieces to write one after the other (JSON and SARIF can outgrow one string). */
export function formatFindings(
  findings: readonly Finding[],
  format: Format,
  version: string,
  run: RunFacts = {}
): Iterable<string> {
  switch (format) {
    case 'json':
      return formatJson(findings, run.unchecked)
    case 'sarif':
      return formatSarif(findings, version, run)
    case 'github':
      return [formatGithub(findings)]
    default:
      return [formatText(findings)]
  }
}
