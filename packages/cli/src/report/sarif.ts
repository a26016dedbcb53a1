import { sep } from 'node:path'
import type { Finding } from '../scan/findings.js'
import type { Unchecked } from '../scan/outcome.js'
import type { RunFacts } from './index.js'
import { jsonArray } from './json.js'

const docs = 'https://github.com/linkcanon/linkcanon/blob/main/packages/cli/readme.md'

const rules = [
  {
    id: 'no-tracking-params',
    name: 'NoTrackingParams',
    shortDescription: { text: 'Links should not carry tracking parameters' },
    helpUri: `${docs}#no-tracking-params`,
    defaultConfiguration: { level: 'warning' }
  },
  {
    id: 'invalid-url',
    name: 'InvalidUrl',
    shortDescription: { text: 'Links should be URLs linkcanon can read' },
    helpUri: `${docs}#invalid-url`,
    defaultConfiguration: { level: 'error' }
  },
  {
    id: 'signed-url',
    name: 'SignedUrl',
    shortDescription: { text: 'Signed URLs are left as they are (editing one would break its signature)' },
    helpUri: `${docs}#signed-urls`,
    defaultConfiguration: { level: 'warning' }
  },
  {
    id: 'linkcanon-directive',
    name: 'LinkcanonDirective',
    shortDescription: { text: 'linkcanon-disable comments should be known and needed' },
    helpUri: `${docs}#directives`,
    defaultConfiguration: { level: 'warning' }
  },
  {
    id: 'read-stopped',
    name: 'ReadStopped',
    shortDescription: {
      text: 'Files, and raw HTML in Markdown, should be read to their end (a string or attribute value whose quote never closes stops the reading)'
    },
    helpUri: `${docs}#files-other-than-markdown`,
    defaultConfiguration: { level: 'warning' }
  }
] as const

function uriOf(file: string): string {
  const posix = sep === '/' ? file : file.split(sep).join('/')
  return posix.split('/').map(encodeURIComponent).join('/')
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
    locations: [{ physicalLocation: { artifactLocation: { uri: uriOf(file) } } }]
  }))
  return { invocations: [{ executionSuccessful: false, toolExecutionNotifications }] }
}

/** The place of the results in the log's text, which is written in pieces (see `jsonArray`). */
const RESULTS = 'linkcanon:results'

/** A SARIF 2.1.0 log with one run; columns are UTF-16 code units. Fixes are included where the text can be replaced. */
export function* formatSarif(
  findings: readonly Finding[],
  version: string,
  { unchecked = [], shard }: RunFacts = {}
): Generator<string> {
  const resultOf = (finding: Finding): Record<string, unknown> => {
    const region = {
      startLine: finding.line,
      startColumn: finding.column,
      endLine: finding.endLine,
      endColumn: finding.endColumn
    }
    const artifactLocation = { uri: uriOf(finding.file) }
    const result: Record<string, unknown> = {
      ruleId: finding.ruleId,
      ruleIndex: rules.findIndex((rule) => rule.id === finding.ruleId),
      level: finding.ruleId === 'invalid-url' ? 'error' : 'warning',
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
        tool: { driver: { name: 'linkcanon', version, informationUri: docs, rules } },
        columnKind: 'utf16CodeUnits',
        ...(shard === undefined ? {} : { automationDetails: { id: `linkcanon/${shard}/` } }),
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
