import { createReadStream } from 'node:fs'
import { resolve } from 'node:path'
import type { Readable } from 'node:stream'
import { extractUrls } from '@linkcanon/core'
import { parseCommand } from '../command-line/args.js'
import { help } from '../command-line/help.js'
import { warn, type Io } from '../io/streams.js'
import { CliError, exitCodes, messageOf } from '../errors.js'
import { readLines } from '../io/lines.js'
import { Output } from '../io/output.js'

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

/** `linkcanon extract`: the URLs in files or standard input. */
export async function runExtract(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand('extract', args, { json: { type: 'boolean' } })
  if (values.help) {
    io.stdout.write(help.extract)
    return exitCodes.ok
  }
  const output = new Output(io.stdout)
  const json = values.json === true
  let failed = false
  const sources = positionals.length === 0 ? ['-'] : positionals
  for (const source of sources) {
    try {
      if (source === '-') await extractFrom(io.stdin, 'standard input', undefined, json, output)
      else await extractFrom(createReadStream(resolve(io.cwd, source)), source, source, json, output)
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
