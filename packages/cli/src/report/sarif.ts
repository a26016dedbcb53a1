import { isAbsolute } from 'node:path'
import { pathToFileURL } from 'node:url'
import { toPosix } from '../files/gitignore.js'
import type { Finding } from '../scan/findings.js'
import type { Unchecked } from '../scan/outcome.js'
import type { RunFacts } from './index.js'
import { jsonArray } from './json.js'
import { docs, sarifRules as rules } from './sarif-rules.js'
import { version } from '../version.js'

/** The base of relative URIs: the repository root (GitHub's `%SRCROOT%`). */
const SRCROOT = '%SRCROOT%'

/** Where a finding's file is: relative to `%SRCROOT%` (see `pathFor`), or a `file:` URI for a file outside it. */
function locationOf(file: string): { uri: string; uriBaseId?: string } {
  if (isAbsolute(file)) return { uri: pathToFileURL(file).href }
  return { uri: toPosix(file).split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT }
}

/** A folder as a `file:` URI ending in `/` (SARIF's `originalUriBaseIds` must end so). */
function folderUri(folder: string): string {
  const href = pathToFileURL(folder).href
  return href.endsWith('/') ? href : `${href}/`
}

/**
 * The files not checked, as notifications of the run's one invocation (`executionSuccessful`
 * false): GitHub code scanning shows them as the tool's errors, so a run that skipped a file is
 * never taken for a clean one. Nothing when every file was checked.
 */
function invocationsOf(unchecked: readonly Unchecked[]): { invocations?: unknown[] } {
  if (unchecked.length === 0) return {}
  const toolExecutionNotifications = unchecked.map(({ file, reason, message }) => ({
    level: 'error',
    descriptor: { id: `not-checked/${reason}` },
    message: { text: `${file}: ${message}` },
    locations: [{ physicalLocation: { artifactLocation: locationOf(file) } }]
  }))
  return { invocations: [{ executionSuccessful: false, toolExecutionNotifications }] }
}

/** The place of the results in the log's text, which is written in pieces (see `jsonArray`). */
const RESULTS = 'linkcanon:results'

/**
 * A SARIF 2.1.0 log with one run, as GitHub code scanning takes it; columns are UTF-16 code
 * units. File paths are relative to `root` (`%SRCROOT%`, given in `originalUriBaseIds`); fixes
 * are included where the text can be replaced.
 */
export function* formatSarif(
  findings: readonly Finding[],
  { unchecked = [], shard, root }: RunFacts = {}
): Generator<string> {
  const resultOf = (finding: Finding): Record<string, unknown> => {
    const region = {
      startLine: finding.line,
      startColumn: finding.column,
      endLine: finding.endLine,
      endColumn: finding.endColumn
    }
    const artifactLocation = locationOf(finding.file)
    const result: Record<string, unknown> = {
      ruleId: finding.ruleId,
      ruleIndex: rules.findIndex((rule) => rule.id === finding.ruleId),
      level: 'warning',
      message: { text: finding.message },
      locations: [{ physicalLocation: { artifactLocation, region } }]
    }
    if (finding.replacement !== undefined) {
      result.fixes = [
        {
          description: { text: `Replace with ${finding.expected}` },
          artifactChanges: [
            {
              artifactLocation,
              replacements: [{ deletedRegion: region, insertedContent: { text: finding.replacement } }]
            }
          ]
        }
      ]
    }
    return result
  }
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'linkcanon', version, semanticVersion: version, informationUri: docs, rules } },
        automationDetails: { id: shard === undefined ? 'linkcanon/' : `linkcanon/${shard}/` },
        ...(root === undefined ? {} : { originalUriBaseIds: { [SRCROOT]: { uri: folderUri(root) } } }),
        columnKind: 'utf16CodeUnits',
        ...invocationsOf(unchecked),
        results: RESULTS
      }
    ]
  }
  const text = JSON.stringify(log, null, 2) + '\n'
  const at = text.indexOf(`"${RESULTS}"`)
  yield text.slice(0, at)
  const line = text.slice(text.lastIndexOf('\n', at) + 1, at)
  yield* jsonArray(findings, (line.length - line.trimStart().length) / 2, resultOf)
  yield text.slice(at + RESULTS.length + 2)
}
