import { resolve } from 'node:path'
import type { CanonicalizeOptions } from '@linkcanon/core'
import { coreOptionsOf, loadConfig, optionsForFile, readConfigFile, type LoadedConfig } from '@linkcanon/core/config'
import { changesOnlyQuery, optionsProblem } from '@linkcanon/core/rules'
import { CliError } from '../errors.js'
import type { FlagValues } from './args.js'
import { gitRoot } from '../files/gitignore.js'
import { formats, fromRoot, type Format } from '../report/index.js'
import { DEFAULT_MAX_FILE_MS } from '../scan/budget.js'
import { workersFor } from '../scan/concurrency.js'
import type { ScanSettings } from '../scan/file.js'
import { parseShard, type Shard } from '../schedule/shard.js'
import { coreFlagsExcept, optionsOfFlags, type CoreFlagValues } from './core-flags.js'

/** The flags that set core options (from the core's option table); `url` has no `--no-builtin-keep`. */
export const coreFlags = coreFlagsExcept('no-builtin-keep')

/** The flags of `check` and `fix`. */
export const scanFlags = {
  ...coreFlagsExcept(),
  images: { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  'include-code': { type: 'boolean' },
  format: { type: 'string' },
  config: { type: 'string' },
  'no-config': { type: 'boolean' },
  'full-parse': { type: 'boolean' },
  'max-file-ms': { type: 'string' },
  cache: { type: 'boolean' },
  'cache-location': { type: 'string' },
  concurrency: { type: 'string' },
  'max-warnings': { type: 'string' },
  'allow-unchecked': { type: 'boolean' },
  shard: { type: 'string' }
} as const

/** Core options from flags on top of `base`; checked by the core (bad values are usage errors). */
export function coreOptionsFrom(
  command: string,
  values: CoreFlagValues,
  base: CanonicalizeOptions | undefined
): CanonicalizeOptions | undefined {
  const options: CanonicalizeOptions = { ...base, ...optionsOfFlags(values) }
  const problem = optionsProblem(options)
  if (problem !== undefined) throw new CliError('usage', `${command}: ${problem}`)
  return Object.keys(options).length === 0 ? undefined : options
}

/** Everything `check` and `fix` need to know, from the config file and the flags. */
export interface RunSettings {
  scan: ScanSettings
  format: Format
  includeCode: boolean
  config: LoadedConfig | undefined
  /** The scan settings of one file (the config's `overrides` by path; see `fileSettings`). */
  forFile: (path: string) => ScanSettings
  /** `--max-file-ms`: how long one Markdown file's parse may take (0: no limit). */
  maxFileMs: number
  /** `--cache` (`--cache-location`); `fix` reuses only results without findings. */
  cache: { location: string | undefined; reuseFindings: boolean } | undefined
  /** `--concurrency`: how many worker threads may scan files (0: `off`, one thread). */
  concurrency: number
  /** `--max-warnings`: how many warnings (findings other than tracked links) a passing run may have. */
  maxWarnings: number | undefined
  /** `--allow-unchecked`: a file skipped under its time budget or the call stack does not fail the run. */
  allowUnchecked: boolean
  /** `--shard i/n`: only the files of that part of the walk (`schedule/shard.ts`). */
  shard: Shard | undefined
  /** The repository root (holding `.git`, else `cwd`) that `github` and `sarif` name files from (see `pathFor`). */
  root: string | undefined
}

/**
 * The scan settings of each file: the config's `overrides` that match its path change the core
 * options, and the flags (`withFlags`) still win over them. Without overrides every file gets
 * `scan`. One settings object for each set of matching overrides.
 */
function fileSettings(
  config: LoadedConfig | undefined,
  scan: ScanSettings,
  withFlags: (base: CanonicalizeOptions | undefined) => CanonicalizeOptions | undefined
): (path: string) => ScanSettings {
  if (config === undefined || (config.config.overrides ?? []).length === 0) return () => scan
  const byOptions = new Map<CanonicalizeOptions | undefined, ScanSettings>()
  return (path) => {
    const base = optionsForFile(config, path)
    let settings = byOptions.get(base)
    if (settings === undefined) {
      settings = { ...scan, core: withFlags(base) }
      // (An override's rules may bring raw rules: then the Markdown prefilter would miss changes.)
      if (!changesOnlyQuery(settings.core)) settings.fast = false
      byOptions.set(base, settings)
    }
    return settings
  }
}

/** Read the config (unless `--no-config`) and merge the flags over it. */
export async function runSettings(
  command: string,
  values: CoreFlagValues & FlagValues<typeof scanFlags>,
  cwd: string
): Promise<RunSettings> {
  const format = (values.format ?? 'text') as Format
  if (!formats.includes(format))
    throw new CliError('usage', `${command}: unknown format "${values.format}"; use ${formats.join(', ')}`)
  if (values.config !== undefined && values['no-config'] === true)
    throw new CliError('usage', `${command}: --config and --no-config do not go together`)
  const config =
    values['no-config'] === true
      ? undefined
      : values.config !== undefined
        ? await readConfigFile(resolve(cwd, values.config))
        : await loadConfig(cwd)
  const core = coreOptionsFrom(command, values, config && coreOptionsOf(config.config, config.importedRules))
  const scan: ScanSettings = { core, images: values.images === true || config?.config.images === true }
  // (The Markdown prefilter skips parts without a `?`: only sound when nothing else can change.)
  if (values['full-parse'] === true || !changesOnlyQuery(core)) scan.fast = false
  const limit = values['max-file-ms']
  if (limit !== undefined && !/^\d{1,9}$/.test(limit))
    throw new CliError(
      'usage',
      `${command}: --max-file-ms takes a whole number of milliseconds (0: no limit), not "${limit}"`
    )
  const maxFileMs = limit === undefined ? DEFAULT_MAX_FILE_MS : Number(limit)
  if (values['cache-location'] !== undefined && values.cache !== true)
    throw new CliError('usage', `${command}: --cache-location goes with --cache`)
  const cache =
    values.cache === true ? { location: values['cache-location'], reuseFindings: command === 'check' } : undefined
  const forFile = fileSettings(config, scan, (base) => coreOptionsFrom(command, values, base))
  const concurrency = workersFor(command, values.concurrency)
  const maxWarnings = values['max-warnings']
  // ESLint's convention: a number of warnings, -1 for no limit.
  if (maxWarnings !== undefined && !/^(-1|\d{1,9})$/.test(maxWarnings))
    throw new CliError('usage', `${command}: --max-warnings takes a whole number (-1: no limit), not "${maxWarnings}"`)
  return {
    scan,
    format,
    includeCode: values['include-code'] === true,
    config,
    maxFileMs,
    forFile,
    cache,
    concurrency,
    maxWarnings: maxWarnings === undefined || maxWarnings === '-1' ? undefined : Number(maxWarnings),
    allowUnchecked: values['allow-unchecked'] === true,
    shard: parseShard(command, values.shard),
    root: fromRoot(format) ? (gitRoot(cwd) ?? cwd) : undefined
  }
}
