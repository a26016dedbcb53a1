import { parseCommand } from '../command-line/args.js'
import { type Io } from '../io/streams.js'
import { runSettings, scanFlags } from '../command-line/settings.js'
import { CliError } from '../errors.js'
import { Output } from '../io/output.js'
import { formatByValue, groupByValue } from '../report/by-value.js'
import { formatRun } from '../report/index.js'
import { summaryLine } from '../report/summary.js'
import { FileScan } from '../schedule/scan-files.js'
import { exitCodeOf, type Finding } from '../scan/findings.js'
import type { Unchecked } from '../scan/outcome.js'

/** `linkcanon check`: report tracked links. */
export async function runCheck(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand('check', args, io, { ...scanFlags, 'by-value': { type: 'boolean' } })
  const settings = await runSettings('check', values, io.cwd)
  const byValue = values['by-value'] === true
  if (byValue && settings.format !== 'text' && settings.format !== 'json')
    throw new CliError('usage', `check: --by-value prints text or json; got --format ${settings.format}`)
  const output = new Output(io.stdout)
  const findings: Finding[] = []
  const unchecked: Unchecked[] = []
  let files = 0
  const streaming = !byValue && (settings.format === 'text' || settings.format === 'github')
  const scan = new FileScan(positionals, settings, io)
  for await (const file of scan) {
    if (file.type === 'unchecked') unchecked.push({ file: file.entry.name, reason: file.reason, message: file.message })
    if (file.type !== 'checked') continue
    files++
    for (const finding of file.findings) findings.push(finding)
    if (streaming) await output.write(formatRun(file.findings, [], settings, io.cwd))
  }
  if (byValue) await output.write([formatByValue(groupByValue(findings), settings.format === 'json' ? 'json' : 'text')])
  else if (!streaming) await output.write(formatRun(findings, unchecked, settings, io.cwd))
  await output.flush()
  if (settings.format === 'text' && values.quiet !== true)
    io.stderr.write(summaryLine({ files, findings, unchecked: unchecked.length, maxWarnings: settings.maxWarnings }))
  return exitCodeOf(scan.failed, unchecked, findings, settings)
}
