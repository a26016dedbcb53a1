import { parseCommand } from '../command-line/args.js'
import { help } from '../command-line/help.js'
import { type Io } from '../io/streams.js'
import { runSettings, scanFlags } from '../command-line/settings.js'
import { exitCodes } from '../errors.js'
import { Output } from '../io/output.js'
import { forFormat } from '../report/github-paths.js'
import { formatFindings } from '../report/index.js'
import { summaryLine } from '../report/summary.js'
import { FileScan } from '../schedule/scan-files.js'
import { shardOf } from '../schedule/shard.js'
import { fails, type Finding } from '../scan/findings.js'
import { failsAlways, type Unchecked } from '../scan/outcome.js'
import { version } from '../version.js'

/** `linkcanon check`: report tracked links. */
export async function runCheck(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand('check', args, scanFlags)
  if (values.help) {
    io.stdout.write(help.check)
    return exitCodes.ok
  }
  const settings = await runSettings('check', values, io.cwd)
  const output = new Output(io.stdout)
  const findings: Finding[] = []
  const unchecked: Unchecked[] = []
  let files = 0
  const streaming = settings.format === 'text' || settings.format === 'github'
  const scan = new FileScan(positionals, settings, io)
  for await (const file of scan) {
    if (file.type === 'unchecked') unchecked.push({ file: file.entry.name, reason: file.reason, message: file.message })
    if (file.type !== 'checked') continue
    files++
    for (const finding of file.findings) findings.push(finding)
    if (streaming)
      await output.write(formatFindings(forFormat(file.findings, settings.format, io.cwd), settings.format, version))
  }
  if (!streaming)
    await output.write(formatFindings(findings, settings.format, version, { unchecked, shard: shardOf(settings) }))
  await output.flush()
  if (settings.format === 'text' && values.quiet !== true)
    io.stderr.write(summaryLine({ files, findings, unchecked: unchecked.length }))
  // Signed URLs left as is are listed as warnings; they do not fail the run. A file not checked does, unless allowed.
  const error = scan.failed || unchecked.some((file) => failsAlways(file) || !settings.allowUnchecked)
  return error ? exitCodes.error : findings.some(fails) ? exitCodes.findings : exitCodes.ok
}
