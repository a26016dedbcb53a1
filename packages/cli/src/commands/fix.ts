import { parseCommand } from '../command-line/args.js'
import { warn, type Io } from '../io/streams.js'
import { runSettings, scanFlags } from '../command-line/settings.js'
import { describeFsError } from '../errors.js'
import { unifiedDiff } from '../fix/diff.js'
import { removeLeftover } from '../io/temporary.js'
import { writeAtomic } from '../fix/write.js'
import { Output } from '../io/output.js'
import { formatFindings, formatRun } from '../report/index.js'
import { summaryLine } from '../report/summary.js'
import type { LeftoverFile, ScannedFile } from '../schedule/results.js'
import { FileScan } from '../schedule/scan-files.js'
import { exitCodeOf, notFixedMessage, type Finding } from '../scan/findings.js'
import type { Unchecked } from '../scan/outcome.js'
import { version } from '../version.js'

/** `linkcanon fix`: remove tracking parameters in place, or show the diff. */
export async function runFix(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand('fix', args, io, { ...scanFlags, 'dry-run': { type: 'boolean' } })
  const settings = await runSettings('fix', values, io.cwd)
  const dryRun = values['dry-run'] === true
  const output = new Output(io.stdout)
  const remaining: Finding[] = []
  const fixed: Finding[] = []
  const unchecked: Unchecked[] = []
  let failed = false
  let files = 0
  const leave = (findings: readonly Finding[], why?: string): void => {
    // Loops, not `push(...list)`: a list spread into arguments overflows the stack past ~100k.
    for (const finding of findings) remaining.push({ ...finding, message: notFixedMessage(finding, why) })
  }

  /** Write one scanned file's edits, planned in its scan (or their diff). */
  const fixFile = async ({ entry, text, findings, snapshot, plan, notFixed }: ScannedFile): Promise<void> => {
    if (notFixed !== undefined) {
      warn(io, `${entry.name}: not fixed: nested too deeply for the Markdown parser to read the fixed text back`)
      leave(findings, notFixed)
      return
    }
    if (plan === undefined) {
      // Nothing to fix: no finding has a replacement (or the file came from the cache, which `fix` uses only without
      // findings).
      leave(findings)
      return
    }
    leave(plan.remaining)
    if (plan.fixed.length === 0) return
    // Replacing a file by a rename would leave its other hard links with the old text.
    const links = snapshot!.nlink
    if (links > 1) {
      warn(
        io,
        `${entry.name}: not fixed: the file has ${links} names (hard links) and a rewrite would split them; ` +
          'edit it by hand'
      )
      leave(plan.fixed, `the file has ${links} hard links`)
      return
    }
    if (dryRun) {
      await output.write(unifiedDiff(entry.name, text, plan.text))
    } else {
      try {
        await writeAtomic(entry.path, Buffer.from(plan.text, 'utf8'), snapshot!)
      } catch (error) {
        failed = true
        warn(io, `${entry.name}: not fixed: ${describeFsError(error)}`)
        return
      }
    }
    for (const finding of plan.fixed) fixed.push(finding)
  }

  /** Remove a temporary file an interrupted `fix` left, unless its process still runs. */
  const removeFile = async ({ entry }: LeftoverFile): Promise<void> => {
    try {
      const removed = await removeLeftover(entry.path)
      const what = removed ? 'removed, a temporary file of an interrupted' : 'left alone, a temporary file of a running'
      warn(io, `${entry.name}: ${what} "linkcanon fix"`)
    } catch (error) {
      failed = true
      warn(io, `${entry.name}: cannot remove this leftover temporary file: ${describeFsError(error)}`)
    }
  }

  const scan = new FileScan(positionals, settings, io, { fix: true, leftovers: !dryRun })
  for await (const file of scan) {
    if (file.type === 'leftover') await removeFile(file)
    else if (file.type === 'unchecked')
      unchecked.push({ file: file.entry.name, reason: file.reason, message: file.message })
    else {
      files++
      await fixFile(file)
    }
  }
  if (dryRun) {
    await output.flush()
    if (remaining.length > 0) for (const piece of formatFindings(remaining, 'text', version)) io.stderr.write(piece)
  } else if (remaining.length > 0 || settings.format !== 'text') {
    await output.write(formatRun(remaining, unchecked, settings, io.cwd))
  }
  await output.flush()
  if (values.quiet !== true)
    io.stderr.write(summaryLine({ files, findings: remaining, fixed, dryRun, unchecked: unchecked.length }))
  // A dry run that would fix something exits 1.
  return exitCodeOf(failed || scan.failed, unchecked, remaining, settings, dryRun && fixed.length > 0)
}
