import type { CanonicalizeOptions } from '@linkcanon/core'
import { OPTIONS, type OptionSpec } from '@linkcanon/core/rules'
import type { Flag } from './args.js'

/** The parsed values of the core-option flags. */
export type CoreFlagValues = Readonly<Record<string, string | boolean | string[] | undefined>>

/** A core option the CLI takes as a flag (the core's option table says which, and how). */
interface FlagOption {
  readonly option: OptionSpec
  /** The flag without its `--`: `force-https`, `no-builtin-keep`. */
  readonly name: string
  readonly flag: Flag
}

/** Whether an option takes a list (`--rules a,b --rules c`). */
function takesList(option: OptionSpec): boolean {
  const { anyOf } = option.schema as { anyOf?: readonly { type?: string }[] }
  return option.schema.type === 'array' || (anyOf ?? []).some((schema) => schema.type === 'array')
}

const flagOptions: readonly FlagOption[] = OPTIONS.flatMap((option) => {
  const { cli } = option.takenBy
  if (cli === undefined) return []
  const flag: Flag =
    option.schema.type === 'boolean'
      ? { type: 'boolean' }
      : { type: 'string', ...(takesList(option) && { multiple: true }) }
  return [{ option, name: cli.slice(2), flag }]
})

/** The flags (as `parseArgs` takes them) that set core options, but for the names in `except`. */
export function coreFlagsExcept(...except: string[]): Record<string, Flag> {
  return Object.fromEntries(
    flagOptions.filter(({ name }) => !except.includes(name)).map(({ name, flag }) => [name, flag])
  )
}

/** Values of a repeatable flag, each split at commas: `--rules default,extended --rules x`. */
function listOf(values: string | readonly string[] | boolean | undefined): string[] {
  if (values === undefined || typeof values === 'boolean') return []
  return [values]
    .flat()
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '')
}

/** The core options the flags give: `--no-x` turns `x` off, a list flag's values are split at commas. */
export function optionsOfFlags(values: CoreFlagValues): CanonicalizeOptions {
  const options: Record<string, unknown> = {}
  for (const { option, name, flag } of flagOptions) {
    const value = values[name]
    if (flag.type === 'boolean') {
      if (value === true) options[option.name] = !name.startsWith('no-')
    } else if (flag.multiple === true) {
      const list = listOf(value)
      if (list.length > 0) options[option.name] = list
    } else if (typeof value === 'string') options[option.name] = value
  }
  return options as CanonicalizeOptions
}

/** The help lines of the core-option flags (but for those in `except`), the preset's default named. */
export function coreFlagsHelp(defaultPreset: string, ...except: string[]): string {
  return flagOptions
    .filter(({ name }) => !except.includes(name))
    .map(({ option, name, flag }) => {
      const value = flag.type === 'boolean' ? '' : flag.multiple === true ? ' <list>' : ' <name>'
      const { enum: values } = option.schema as { enum?: readonly string[] }
      const text = option.takenBy.cliHelp ?? `${(values ?? []).join(' | ')} (default: ${defaultPreset})`
      return `  --${name}${value}`.padEnd(22) + text + '\n'
    })
    .join('')
}
