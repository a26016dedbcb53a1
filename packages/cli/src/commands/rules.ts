import type { ImportReport } from '@linkcanon/core'
import { parseCommand } from '../command-line/args.js'
import { warn, type Io } from '../io/streams.js'
import { CliError, exitCodes } from '../errors.js'
import { readRuleFile, ruleFilesProblem, type RuleFile } from '@linkcanon/core/config'

function describe(file: string, name: string, report: ImportReport): string {
  const counts = Object.entries(report.counts).map(([kind, count]) => `  ${kind}: ${count}`)
  const lines = [`${file}: ${report.format} list "${name}"`, ...counts, `  skipped: ${report.skipped.length}`]
  for (const skipped of report.skipped) lines.push(`    ${skipped.where}: ${skipped.reason}`)
  if (report.completeProviders.length > 0) {
    lines.push(`  completeProvider (reported only, never applied): ${report.completeProviders.join(', ')}`)
  }
  return lines.join('\n') + '\n'
}

/** `linkcanon rules import FILE --format F`: read a community list and print what was read. */
export async function runRules(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand('rules', args, io, {
    format: { type: 'string' },
    name: { type: 'string' },
    'referral-marketing': { type: 'boolean' },
    json: { type: 'boolean' }
  })
  const [action, file, ...rest] = positionals
  if (action !== 'import' || file === undefined || rest.length > 0)
    throw new CliError('usage', 'rules: expected "rules import FILE --format F"; see "linkcanon rules --help"')
  if (values.format === undefined)
    throw new CliError(
      'usage',
      'rules: --format is required: clearurls, removeparam or brave; see "linkcanon rules --help"'
    )
  const entry: RuleFile = { path: file, format: values.format as RuleFile['format'] }
  if (values.name !== undefined) entry.name = values.name
  if (values['referral-marketing'] === true) entry.referralMarketing = true
  const problem = ruleFilesProblem([entry])
  if (problem !== null)
    throw new CliError('usage', `rules: ${problem.replace(/^\[0\]\.?/, '').replace(/^format/, '--format')}`)
  let set
  try {
    set = readRuleFile(entry, io.cwd)
  } catch (error) {
    warn(io, (error as Error).message)
    return exitCodes.error
  }
  io.stdout.write(
    values.json === true
      ? JSON.stringify({ file, name: set.name, ...set.report, rules: set.remove.length }) + '\n'
      : describe(file, set.name, set.report)
  )
  return exitCodes.ok
}
