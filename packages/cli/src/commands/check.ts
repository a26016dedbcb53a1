import { parseCommand } from '../cli/args.js'
import { help } from '../cli/help.js'
import { type Io } from '../cli/io.js'
import { runSettings, scanFlags } from '../cli/settings.js'
import { exitCodes } from '../errors.js'
import { Output } from '../io/output.js'
import { readRegularFile } from '../io/read-file.js'
import { formatFindings } from '../report/index.js'
import { fails, type Finding } from '../scan/findings.js'
import { version } from '../version.js'
import { scanFiles } from './scan-files.js'

/** `N findings in M files` for standard error. */
export function summary(findings: readonly Finding[], what: string): string {
  const files = new Set(findings.map((finding) => finding.file)).size
  return `${findings.length} ${what}${findings.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`
}

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
  const streaming = settings.format === 'text' || settings.format === 'github'
  const failed = await scanFiles(positionals, settings, io, async (path) => (await readRegularFile(path)).bytes, async (file) => {
    for (const finding of file.findings) findings.push(finding)
    if (streaming) await output.write(formatFindings(file.findings, settings.format, version))
  })
  if (!streaming) await output.write(formatFindings(findings, settings.format, version))
  await output.flush()
  if (findings.length > 0 && settings.format === 'text') {
    const failing = findings.filter(fails)
    const signed = findings.length - failing.length
    const parts = [...(failing.length > 0 ? [summary(failing, 'finding')] : []), ...(signed > 0 ? [`${signed} signed link${signed === 1 ? '' : 's'} left as is`] : [])]
    io.stderr.write(`${parts.join('; ')}\n`)
  }
  // Signed URLs left as is are listed as warnings; they do not fail the run.
  return failed ? exitCodes.error : findings.some(fails) ? exitCodes.findings : exitCodes.ok
}
