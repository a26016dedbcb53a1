import { createReadStream, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { Readable } from 'node:stream'
import { extractUrls } from '@linkcanon/core'
import { loadConfig } from '@linkcanon/core/config'
import { parseCommand } from '../command-line/args.js'
import { warn, type Io } from '../io/streams.js'
import { CliError, describeFsError, exitCodes, messageOf } from '../errors.js'
import { collectFiles } from '../files/walk.js'
import { readLines } from '../io/lines.js'
import { Output } from '../io/output.js'
import { readRegularFile } from '../io/read-file.js'
import { decodeText } from '../io/read-text.js'

/**
 * Stream one source: URLs never span a line ending, so each line is searched on its own and
 * offsets are carried over.
 */
async function extractFrom(
  stream: Readable,
  name: string,
  file: string | undefined,
  json: boolean,
  output: Output
): Promise<void> {
  let offset = 0
  let line = 1
  for await (const lines of readLines(stream, name)) {
    for (const { text, ending } of lines) {
      const bom = offset === 0 && text.charCodeAt(0) === 0xfeff ? 1 : 0
      for (const found of extractUrls(text)) {
        if (!json) {
          await output.write(found.url + '\n')
          continue
        }
        const row = {
          ...(file === undefined ? {} : { file }),
          url: found.url,
          start: offset + found.start,
          end: offset + found.end,
          line,
          column: found.start + 1 - bom
        }
        await output.write(JSON.stringify(row) + '\n')
      }
      offset += text.length + ending.length
      line++
    }
  }
}

/** Whether `path` names a file (not a folder, a glob or nothing): it is read as given, whatever its kind. */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/**
 * A folder or a glob, walked as `check` walks it (`.gitignore`, the config's `include`,
 * `exclude` and `formats`, code only with `--include-code`; binary and non-UTF-8 files skipped
 * with a note). Returns whether there was an error.
 */
async function extractWalked(source: string, includeCode: boolean, json: boolean, io: Io, output: Output) {
  const config = await loadConfig(io.cwd)
  const { files, errors, notes } = await collectFiles([source], { cwd: io.cwd, includeCode, config })
  await output.flush()
  for (const error of errors) warn(io, `${error.path}: ${error.message}`)
  for (const note of notes) warn(io, `${note.path}: ${note.message}`)
  let failed = errors.length > 0
  for (const entry of files) {
    let read
    try {
      read = decodeText((await readRegularFile(entry.path)).bytes)
    } catch (error) {
      failed = true
      await output.flush()
      warn(io, `${entry.name}: cannot read it: ${describeFsError(error)}`)
      continue
    }
    if (!read.ok) {
      await output.flush()
      warn(io, `${entry.name}: skipped, ${read.reason}`)
    } else await extractFrom(Readable.from([read.bytes]), entry.name, entry.name, json, output)
  }
  return failed
}

/** `linkcanon extract`: the URLs in files, folders and globs, or standard input. */
export async function runExtract(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand('extract', args, io, {
    json: { type: 'boolean' },
    'include-code': { type: 'boolean' }
  })
  const output = new Output(io.stdout)
  const json = values.json === true
  let failed = false
  const sources = positionals.length === 0 ? ['-'] : positionals
  for (const source of sources) {
    try {
      if (source === '-') await extractFrom(io.stdin, 'standard input', undefined, json, output)
      else if (isFile(resolve(io.cwd, source)))
        await extractFrom(createReadStream(resolve(io.cwd, source)), source, source, json, output)
      else if (await extractWalked(source, values['include-code'] === true, json, io, output)) failed = true
    } catch (error) {
      failed = true
      await output.flush()
      // A `CliError` from reading names the source already.
      warn(
        io,
        error instanceof CliError
          ? error.message
          : `${source}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : messageOf(error)}`
      )
    }
  }
  await output.flush()
  return failed ? exitCodes.error : exitCodes.ok
}
