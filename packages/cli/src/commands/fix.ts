import { parseCommand } from '../command-line/args.js'
import { warn, type Io } from '../io/streams.js'
import { runSettings, scanFlags } from '../command-line/settings.js'
import { CliError, describeFsError } from '../errors.js'
import { unifiedDiff } from '../fix/diff.js'
import { removeLeftover } from '../io/temporary.js'
import { replaceFiles, type Replacement } from '../fix/write.js'
import { Output } from '../io/output.js'
import { formatFindings, formatRun } from '../report/index.js'
import { summaryLine } from '../report/summary.js'
import type { LeftoverFile, ScannedFile } from '../schedule/results.js'
import { FileScan } from '../schedule/scan-files.js'
import { exitCodeOf, notFixedMessage, type Finding } from '../scan/findings.js'
import type { Unchecked } from '../scan/outcome.js'

/**
 * Files are written in groups of this many, each group while the scan goes on (one `getfattr` call a group tells which
 * files need a `cp` for their ACLs or extended attributes); a group's outcome is reported when the next group is full
 * or the scan ends, so the output is the same whatever the timing.
 */
const WRITE_GROUP = 32

/** `linkcanon fix`: remove tracking parameters in place, or show the diff. */
export async function runFix(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand('fix', args, io, { ...scanFlags, 'dry-run': { type: 'boolean' } })
  const settings = await runSettings('fix', values, io.cwd)
  const dryRun = values['dry-run'] === true
  // The diff is the output of a dry run, and what is left goes to standard error as text: no format would be kept.
  if (dryRun && settings.format !== 'text')
    throw new CliError('usage', `fix: --dry-run prints a diff; --format ${settings.format} goes without it`)
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

  type Write = Replacement & { name: string; fixed: Finding[] }
  type Group = { files: Write[]; errors: Promise<unknown[]> }
  let group: Write[] = []
  let writing: Group | undefined
  const report = async ({ files, errors }: Group): Promise<void> => {
    for (const [index, error] of (await errors).entries()) {
      const file = files[index]!
      if (error === undefined) for (const finding of file.fixed) fixed.push(finding)
      else {
        failed = true
        warn(io, `${file.name}: not fixed: ${describeFsError(error)}`)
      }
    }
  }
  /** Start writing the files collected, then report the group started before. */
  const writeGroup = async (): Promise<void> => {
    const before = writing
    writing = { files: group, errors: replaceFiles(group) }
    group = []
    if (before !== undefined) await report(before)
  }

  /** Write one scanned file's edits, planned in its scan (or their diff). */
  const fixFile = async ({ entry, text, findings, snapshot, plan, notFixed }: ScannedFile): Promise<void> => {
    if (notFixed !== undefined) {
      warn(io, `${entry.name}: not fixed: nested too deeply to read the fixed text back`)
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
      // (A file with a plan was scanned, so its text was read: only files without findings come from the cache.)
      await output.write(unifiedDiff(entry.name, text!, plan.text))
      for (const finding of plan.fixed) fixed.push(finding)
      return
    }
    group.push({
      path: entry.path,
      content: Buffer.from(plan.text, 'utf8'),
      snapshot: snapshot!,
      name: entry.name,
      fixed: plan.fixed
    })
    if (group.length === WRITE_GROUP) await writeGroup()
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
  try {
    for await (const file of scan) {
      if (file.type === 'leftover') await removeFile(file)
      else if (file.type === 'unchecked')
        unchecked.push({ file: file.entry.name, reason: file.reason, message: file.message })
      else {
        files++
        await fixFile(file)
      }
    }
  } finally {
    // Also when the scan fails: the files planned are written, as they were one by one.
    if (group.length > 0) await writeGroup()
    if (writing !== undefined) await report(writing)
  }
  if (dryRun) {
    await output.flush()
    if (remaining.length > 0) for (const piece of formatFindings(remaining, 'text')) io.stderr.write(piece)
  } else if (remaining.length > 0 || settings.format !== 'text') {
    await output.write(formatRun(remaining, unchecked, settings, io.cwd))
  }
  await output.flush()
  if (values.quiet !== true)
    io.stderr.write(
      summaryLine({
        files,
        findings: remaining,
        fixed,
        dryRun,
        unchecked: unchecked.length,
        maxWarnings: settings.maxWarnings
      })
    )
  // A dry run that would fix something exits 1.
  return exitCodeOf(failed || scan.failed, unchecked, remaining, settings, dryRun && fixed.length > 0)
}
