import { isAbsolute, relative, resolve } from 'node:path'
import { toPosix } from '../files/gitignore.js'
import type { Finding } from '../scan/findings.js'
import type { Unchecked } from '../scan/outcome.js'
import { shardLabel, type Shard } from '../schedule/shard.js'
import { formatGithub } from './github.js'
import { formatJson } from './json.js'
import { formatSarif } from './sarif.js'

/** The output formats of `check` and `fix`. */
export const formats = ['text', 'json', 'sarif', 'github'] as const
export type Format = (typeof formats)[number]

/** Whether `format` names files from the repository root rather than from the working folder. */
export function fromRoot(format: Format): boolean {
  return format === 'github' || format === 'sarif'
}

/**
 * A file's name as `format` shows it: GitHub annotations and SARIF (code scanning) need paths
 * relative to the repository root `root` (`linkcanon check` run in a subfolder names files
 * relative to that folder), with `/` between the parts. A file outside the repository keeps
 * its name in `github`, and is named by its absolute path in `sarif` (a `file:` URI there).
 */
export function pathFor(file: string, format: Format, cwd: string, root: string): string {
  if (!fromRoot(format)) return file
  const absolute = resolve(cwd, file)
  const path = relative(root, absolute)
  if (path.startsWith('..') || isAbsolute(path) || resolve(root, path) !== absolute)
    return format === 'sarif' ? absolute : file
  return toPosix(path)
}

/** What a report says about the run beside its findings. */
export interface RunFacts {
  /**
   * Files not checked: in JSON (records after the findings) and SARIF (tool execution notifications); the text formats
   * have their notes on standard error.
   */
  unchecked?: readonly Unchecked[]
  /** `--shard`'s label (`shard-2-of-4`): SARIF's `automationDetails.id`, so that the shards' runs can go in one log. */
  shard?: string | undefined
  /** The folder SARIF's paths are relative to (`%SRCROOT%`; see `pathFor`). */
  root?: string | undefined
}

/** The findings in `format`, in pieces to write one after the other (JSON and SARIF can outgrow one string). */
export function formatFindings(findings: readonly Finding[], format: Format, run: RunFacts = {}): Iterable<string> {
  switch (format) {
    case 'json':
      return formatJson(findings, run.unchecked)
    case 'sarif':
      return formatSarif(findings, run)
    case 'github':
      return [formatGithub(findings)]
    default:
      // `file:line:column  message` a line.
      return [
        findings.map((finding) => `${finding.file}:${finding.line}:${finding.column}  ${finding.message}\n`).join('')
      ]
  }
}

/**
 * A run's report, as `check` and `fix` write it: the findings and the files not checked, named
 * as `format` names files (from the repository root `root` in `github` and `sarif`; see
 * `pathFor`), with the shard's label.
 */
export function formatRun(
  findings: readonly Finding[],
  unchecked: readonly Unchecked[],
  settings: { format: Format; shard: Shard | undefined; root: string | undefined },
  cwd: string
): Iterable<string> {
  const { format, root } = settings
  const named = <T extends { file: string }>(entry: T): T => ({
    ...entry,
    file: pathFor(entry.file, format, cwd, root ?? cwd)
  })
  const run = { unchecked: unchecked.map(named), shard: settings.shard && shardLabel(settings.shard), root }
  return formatFindings(fromRoot(format) ? findings.map(named) : findings, format, run)
}
