import { contentKey, optionsKey } from '../cache/key.js'
import { cachePath, ResultCache } from '../cache/store.js'
import { warn, type Io } from '../cli/io.js'
import type { RunSettings } from '../cli/settings.js'
import { describeFsError, isStackOverflow, messageOf } from '../errors.js'
import { collectFiles, type FileEntry } from '../files/walk.js'
import { NotRegularFileError } from '../io/read-file.js'
import { decodeText } from '../io/read-text.js'
import { findingsWithin, stopParser } from '../scan/budget.js'
import { applyDirectives } from '../scan/directives.js'
import type { Finding } from '../scan/findings.js'
import { version } from '../version.js'

/** A text file that was read, with its findings. */
export interface ScannedFile {
  entry: FileEntry
  bytes: Buffer
  text: string
  findings: Finding[]
}

/** How many files are read ahead of the one being scanned. */
const READ_AHEAD = 8

/**
 * Walk the paths and call `each` with every text file's findings (files in order), and
 * `leftover` with each temporary file a killed `fix` left (by default a note). Notes
 * (skipped files) and errors go to standard error; returns whether there was an error.
 */
export async function scanFiles(
  paths: readonly string[],
  settings: RunSettings,
  io: Io,
  read: (path: string) => Promise<Buffer>,
  each: (file: ScannedFile) => Promise<void>,
  leftover: (entry: FileEntry) => Promise<void> = async (entry) => {
    warn(io, `${entry.name}: skipped, a temporary file left by an interrupted "linkcanon fix" (the next fix removes it)`)
  }
): Promise<boolean> {
  const { files, errors, notes, leftovers } = await collectFiles(paths.length === 0 ? ['.'] : paths, {
    cwd: io.cwd,
    includeCode: settings.includeCode,
    include: settings.config?.config.include,
    exclude: settings.config?.config.exclude,
    base: settings.config?.dir,
    formats: settings.config?.config.formats
  })
  let failed = errors.length > 0
  for (const error of errors) warn(io, `${error.path}: ${error.message}`)
  for (const note of notes) warn(io, `${note.path}: ${note.message}`)
  for (const entry of leftovers) await leftover(entry)
  const cache = settings.cache
    ? await ResultCache.open(await cachePath(io.cwd, settings.cache.location), version, optionsKey(settings.scan), (message) => warn(io, message))
    : undefined
  // The next few files are read while this one is scanned.
  const reads: Array<Promise<{ bytes: Buffer } | { error: unknown }>> = []
  let queued = 0
  for (const entry of files) {
    for (; queued < files.length && reads.length < READ_AHEAD; queued++) {
      reads.push(read(files[queued]!.path).then((bytes) => ({ bytes }), (error: unknown) => ({ error })))
    }
    const result = await reads.shift()!
    if ('error' in result) {
      // A link the walk followed to a named pipe, a socket or a device: passed over, as such entries are.
      if (result.error instanceof NotRegularFileError) {
        warn(io, `${entry.name}: skipped, a link to ${result.error.kind}: not a regular file`)
        continue
      }
      failed = true
      warn(io, `${entry.name}: cannot read it: ${describeFsError(result.error)}`)
      continue
    }
    const { bytes } = result
    const decoded = decodeText(bytes)
    if (!decoded.ok) {
      warn(io, `${entry.name}: skipped, ${decoded.reason}`)
      continue
    }
    const scan = settings.forFile(entry.path)
    // A file under a config override is scanned with other options: they are part of its key.
    const key = cache ? contentKey(entry.kind, bytes) + (scan === settings.scan ? '' : `:${JSON.stringify(scan.core ?? null)}`) : ''
    const cached = cache?.get(key, entry.name, !settings.cache!.reuseFindings)
    if (cached !== undefined) {
      await each({ entry, bytes, text: decoded.text, findings: applyDirectives(entry.name, decoded.text, entry.kind, cached) })
      continue
    }
    let findings: Finding[]
    try {
      const result = await findingsWithin(entry.name, decoded.text, entry.kind, scan, settings.maxFileMs)
      if ('skipped' in result) {
        warn(io, `${entry.name}: skipped, ${result.skipped}; not checked`)
        continue
      }
      findings = result.findings
      cache?.set(key, findings)
      findings = applyDirectives(entry.name, decoded.text, entry.kind, findings)
    } catch (error) {
      // The parser's dependencies walk the tree recursively: 10k nested quotes or lists overflow them.
      if (isStackOverflow(error)) {
        warn(io, `${entry.name}: skipped, nested too deeply for the Markdown parser (it ran out of call stack); not checked`)
        continue
      }
      failed = true
      warn(io, `${entry.name}: cannot parse it: ${messageOf(error)}`)
      continue
    }
    await each({ entry, bytes, text: decoded.text, findings })
  }
  await stopParser()
  if (cache) {
    if (process.env.LINKCANON_CACHE_STATS) warn(io, `cache: ${cache.hits} files reused, ${cache.misses} parsed`)
    // The cache only saves time: a run does not fail because it cannot be written.
    await cache.save().catch((error: unknown) => warn(io, `cannot write the cache ${cache.path}: ${describeFsError(error)}`))
  }
  return failed
}
