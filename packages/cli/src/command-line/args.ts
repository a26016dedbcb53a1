import { parseArgs } from 'node:util'
import { CliError } from '../errors.js'
import type { Io } from '../io/streams.js'
import { help } from './help.js'

/** One flag, as `node:util` `parseArgs` takes it. */
export interface Flag {
  type: 'string' | 'boolean'
  multiple?: boolean
  short?: string
}

/** The parsed values of a set of flags (every flag optional). */
export type FlagValues<T extends Record<string, Flag>> = {
  [K in keyof T]?: T[K]['type'] extends 'string' ? (T[K]['multiple'] extends true ? string[] : string) : boolean
}

/** Thrown once a command's help is written (`--help`): the command ends there, with exit code 0 (see `main`). */
export class HelpShown extends Error {}

/**
 * Parse a command's arguments strictly; unknown flags and missing values are usage errors. With
 * `--help`, the command's help is written to standard output and `HelpShown` thrown.
 */
export function parseCommand<T extends Record<string, Flag>>(
  command: Exclude<keyof typeof help, 'main'>,
  args: readonly string[],
  io: Io,
  options: T
): { values: FlagValues<T>; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true
    })
    if ((values as { help?: boolean }).help !== true) return { values: values as FlagValues<T>, positionals }
  } catch (error) {
    const message =
      error instanceof Error
        ? error.message.replace(/\. To specify a positional argument starting with a '-'.*$/s, '')
        : String(error)
    throw new CliError('usage', `${command}: ${message}; see "linkcanon ${command} --help"`)
  }
  io.stdout.write(help[command])
  throw new HelpShown()
}
