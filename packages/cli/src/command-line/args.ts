import { parseArgs } from 'node:util'
import { CliError } from '../errors.js'

/** One flag, as `node:util` `parseArgs` takes it. */
export interface Flag {
  type: 'string' | 'boolean'
  multiple?: boolean
  short?: string
}

/** The parsed values of a set of flags (every flag optional; `help` always there). */
export type FlagValues<T extends Record<string, Flag>> = {
  [K in keyof T]?: T[K]['type'] extends 'string' ? (T[K]['multiple'] extends true ? string[] : string) : boolean
} & { help?: boolean }

/** Parse a command's arguments strictly; unknown flags and missing values are usage errors. */
export function parseCommand<T extends Record<string, Flag>>(
  command: string,
  args: readonly string[],
  options: T
): { values: FlagValues<T>; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true
    })
    return { values: values as FlagValues<T>, positionals }
  } catch (error) {
    const message =
      error instanceof Error
        ? error.message.replace(/\. To specify a positional argument starting with a '-'.*$/s, '')
        : String(error)
    throw new CliError('usage', `${command}: ${message}; see "linkcanon ${command} --help"`)
  }
}

/** Values of a repeatable flag, each split at commas: `--rules default,extended --rules x`. */
export function listOf(values: string | readonly string[] | boolean | undefined): string[] {
  if (values === undefined || typeof values === 'boolean') return []
  return [values]
    .flat()
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '')
}
