import { warn, type Io } from '../cli/io.js'
import type { RunSettings } from '../cli/settings.js'
import { messageOf } from '../errors.js'
import { collectFiles, type FileEntry } from '../files/walk.js'
import { decodeText } from '../io/read-text.js'
import { findingsOf } from '../scan/file.js'
import type { Finding } from '../scan/findings.js'

/** A text file that was read, with its findings. */
export interface ScannedFile {
  entry: FileEntry
  bytes: Buffer
  text: string
  findings: Finding[]
}

function describe(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOENT') return 'no such file'
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'EISDIR') return 'is a folder'
  return messageOf(error)
}

/**
 * Walk the paths and call `each` with every text file's findings (files in order). Notes
 * (skipped files) and errors go to standard error; returns whether there was an error.
 */
export async function scanFiles(
  paths: readonly string[],
  settings: RunSettings,
  io: Io,
  read: (path: string) => Promise<Buffer>,
  each: (file: ScannedFile) => Promise<void>
): Promise<boolean> {
  const { files, errors } = await collectFiles(paths.length === 0 ? ['.'] : paths, {
    cwd: io.cwd,
    includeCode: settings.includeCode,
    include: settings.config?.config.include,
    exclude: settings.config?.config.exclude,
    base: settings.config?.dir
  })
  let failed = errors.length > 0
  for (const error of errors) warn(io, `${error.path}: ${error.message}`)
  for (const entry of files) {
    let bytes: Buffer
    try {
      bytes = await read(entry.path)
    } catch (error) {
      failed = true
      warn(io, `${entry.name}: cannot read it: ${describe(error)}`)
      continue
    }
    const decoded = decodeText(bytes)
    if (!decoded.ok) {
      warn(io, `${entry.name}: skipped, ${decoded.reason}`)
      continue
    }
    let findings: Finding[]
    try {
      findings = findingsOf(entry.name, decoded.text, entry.kind, settings.scan)
    } catch (error) {
      failed = true
      warn(io, `${entry.name}: cannot parse it: ${messageOf(error)}`)
      continue
    }
    await each({ entry, bytes, text: decoded.text, findings })
  }
  return failed
}
