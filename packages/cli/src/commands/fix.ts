import { parseCommand } from '../cli/args.js'
import { help } from '../cli/help.js'
import { warn, type Io } from '../cli/io.js'
import { runSettings, scanFlags } from '../cli/settings.js'
import { describeFsError, exitCodes, isStackOverflow, messageOf } from '../errors.js'
import { unifiedDiff } from '../fix/diff.js'
import { planFix } from '../fix/plan.js'
import { removeLeftover } from '../fix/temporary.js'
import { readSnapshot, writeAtomic, type Snapshot } from '../fix/write.js'
import { Output } from '../io/output.js'
import { forFormat, fromRoot, repositoryRoot } from '../report/github-paths.js'
import { formatFindings } from '../report/index.js'
import { summaryLine } from '../report/summary.js'
import { fails, notFixedMessage, tooManyWarnings, type Finding } from '../scan/findings.js'
import { version } from '../version.js'
import { scanFiles } from './scan-files.js'

/** `linkcanon fix`: remove tracking parameters in place, or show the diff. */
export async function runFix(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand('fix', args, { ...scanFlags, 'dry-run': { type: 'boolean' } })
  if (values.help) {
    io.stdout.write(help.fix)
    return exitCodes.ok
  }
  const settings = await runSettings('fix', values, io.cwd)
  const dryRun = values['dry-run'] === true
  const output = new Output(io.stdout)
  const snapshots = new Map<string, Snapshot>()
  const remaining: Finding[] = []
  const fixed: Finding[] = []
  let failed = false
  let files = 0
  const read = async (path: string): Promise<Buffer> => {
    const { bytes, snapshot } = await readSnapshot(path)
    snapshots.set(path, snapshot)
    return bytes
  }
  // The callback sets `failed` too: assign after the await, never `failed ||= await …`.
  const scanFailed = await scanFiles(
    positionals,
    settings,
    io,
    read,
    async ({ entry, text, findings }) => {
      files++
      let plan
      try {
        plan = planFix(entry.name, text, entry.kind, findings, settings.forFile(entry.path))
      } catch (error) {
        // The scan may have run in a worker thread, whose stack is larger than this one's.
        if (isStackOverflow(error)) {
          warn(io, `${entry.name}: not fixed: nested too deeply for the Markdown parser to read the fixed text back`)
          for (const finding of findings)
            remaining.push({ ...finding, message: notFixedMessage(finding, 'nested too deeply to read back') })
          return
        }
        failed = true
        warn(io, messageOf(error))
        return
      }
      // Loops, not `push(...list)`: a list spread into arguments overflows the stack past ~100k.
      for (const finding of plan.remaining) remaining.push({ ...finding, message: notFixedMessage(finding) })
      if (plan.fixed.length === 0) return
      // Replacing a file by a rename would leave its other hard links with the old text.
      const links = snapshots.get(entry.path)!.nlink
      if (links > 1) {
        warn(
          io,
          `${entry.name}: not fixed: the file has ${links} names (hard links) and a rewrite would split them; edit it by hand`
        )
        for (const finding of plan.fixed)
          remaining.push({ ...finding, message: notFixedMessage(finding, `the file has ${links} hard links`) })
        return
      }
      if (dryRun) {
        await output.write(unifiedDiff(entry.name, text, plan.text))
      } else {
        try {
          await writeAtomic(entry.path, Buffer.from(plan.text, 'utf8'), snapshots.get(entry.path)!)
        } catch (error) {
          failed = true
          warn(io, `${entry.name}: not fixed: ${describeFsError(error)}`)
          return
        }
      }
      for (const finding of plan.fixed) fixed.push(finding)
    },
    dryRun
      ? undefined
      : async (entry) => {
          try {
            const removed = await removeLeftover(entry.path)
            warn(
              io,
              `${entry.name}: ${removed ? 'removed' : 'left alone'}, a temporary file of ${removed ? 'an interrupted' : 'a running'} "linkcanon fix"`
            )
          } catch (error) {
            failed = true
            warn(io, `${entry.name}: cannot remove this leftover temporary file: ${describeFsError(error)}`)
          }
        }
  )
  if (scanFailed) failed = true
  if (dryRun) {
    await output.flush()
    if (remaining.length > 0) for (const piece of formatFindings(remaining, 'text', version)) io.stderr.write(piece)
  } else if (remaining.length > 0 || settings.format !== 'text') {
    const root = fromRoot(settings.format) ? repositoryRoot(io.cwd) : undefined
    const shown = forFormat(remaining, settings.format, io.cwd, root)
    await output.write(formatFindings(shown, settings.format, version, root))
  }
  await output.flush()
  if (values.quiet !== true) io.stderr.write(summaryLine({ files, findings: remaining, fixed, dryRun }))
  if (failed) return exitCodes.error
  // Warnings (invalid and signed URLs, directives…) fail the run only past --max-warnings.
  const failing = remaining.some(fails) || tooManyWarnings(remaining, settings.maxWarnings)
  return failing || (dryRun && fixed.length > 0) ? exitCodes.findings : exitCodes.ok
}
