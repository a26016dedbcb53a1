import { parseCommand } from '../cli/args.js'
import { help } from '../cli/help.js'
import { type Io } from '../cli/io.js'
import { runSettings, scanFlags } from '../cli/settings.js'
import { CliError, exitCodes } from '../errors.js'
import { Output } from '../io/output.js'
import { readRegularFile } from '../io/read-file.js'
import { formatByValue, groupByValue } from '../report/by-value.js'
import { forFormat, fromRoot, repositoryRoot } from '../report/github-paths.js'
import { formatFindings } from '../report/index.js'
import { summaryLine } from '../report/summary.js'
import { fails, tooManyWarnings, type Finding } from '../scan/findings.js'
import { version } from '../version.js'
import { scanFiles } from './scan-files.js'

/** `linkcanon check`: report tracked links. */
export async function runCheck(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand('check', args, { ...scanFlags, 'by-value': { type: 'boolean' } })
  if (values.help) {
    io.stdout.write(help.check)
    return exitCodes.ok
  }
  const settings = await runSettings('check', values, io.cwd)
  const byValue = values['by-value'] === true
  if (byValue && settings.format !== 'text' && settings.format !== 'json')
    throw new CliError('usage', `check: --by-value prints text or json; got --format ${settings.format}`)
  const output = new Output(io.stdout)
  const findings: Finding[] = []
  let files = 0
  const root = fromRoot(settings.format) ? repositoryRoot(io.cwd) : undefined
  const streaming = !byValue && (settings.format === 'text' || settings.format === 'github')
  const failed = await scanFiles(
    positionals,
    settings,
    io,
    async (path) => (await readRegularFile(path)).bytes,
    async (file) => {
      files++
      for (const finding of file.findings) findings.push(finding)
      if (streaming)
        await output.write(
          formatFindings(forFormat(file.findings, settings.format, io.cwd, root), settings.format, version, root)
        )
    }
  )
  if (byValue) await output.write([formatByValue(groupByValue(findings), settings.format === 'json' ? 'json' : 'text')])
  else if (!streaming)
    await output.write(
      formatFindings(forFormat(findings, settings.format, io.cwd, root), settings.format, version, root)
    )
  await output.flush()
  if (settings.format === 'text' && values.quiet !== true) io.stderr.write(summaryLine({ files, findings }))
  // Warnings (invalid and signed URLs, directives…) fail the run only past --max-warnings.
  if (failed) return exitCodes.error
  return findings.some(fails) || tooManyWarnings(findings, settings.maxWarnings) ? exitCodes.findings : exitCodes.ok
}
