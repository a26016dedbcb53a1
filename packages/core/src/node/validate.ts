import { booleanOptions, OPTIONS } from '../option-table.js'
import { optionsProblem } from '../entry/canonicalize.js'
import type { CanonicalizeOptions } from '../index.js'
import type { LinkcanonConfig } from './config.js'
import { isRecord, notBoolean, typeName } from '../rules/shape.js'
import { checkOverrides } from './overrides.js'
import { ruleFilesProblem } from './rule-files.js'

// A config value checked: its keys, their types, and the core options through the core's own checks.

/** A config file that cannot be read or holds a bad value. */
export class ConfigError extends Error {
  override name = 'ConfigError'
  readonly code = 'invalid-config'
  /** The config file. */
  readonly file: string
  /** The key at fault, when one is. */
  readonly key: string | undefined

  constructor(file: string, key: string | undefined, message: string) {
    super(`${file}: ${key === undefined ? '' : `"${key}": `}${message}`)
    this.file = file
    this.key = key
  }
}

/** The kinds a config's `formats` may give an extension (how the CLI reads such files). */
export const formatNames = [
  'markdown',
  'mdx',
  'html',
  'xml',
  'vue',
  'svelte',
  'astro',
  'json',
  'yaml',
  'toml',
  'csv',
  'tsv',
  'text'
] as const

/** The core options a config may set (`coreOptionsOf` hands them on). */
export const coreKeys = OPTIONS.filter((option) => option.takenBy.config).map((option) => option.name)

/** Every key a config may have (`$schema` lets editors find the schema). */
export const configKeys: readonly string[] = [
  '$schema',
  ...coreKeys,
  'include',
  'exclude',
  'images',
  'formats',
  'ruleFiles',
  'overrides'
]

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string')
}

function checkFormats(file: string, formats: unknown): void {
  if (!isRecord(formats)) {
    throw new ConfigError(file, 'formats', `must be an object of extensions and formats; got ${typeName(formats)}`)
  }
  for (const [extension, format] of Object.entries(formats)) {
    if (!/^\.[^./\\]+$/.test(extension))
      throw new ConfigError(file, 'formats', `"${extension}" is not an extension (write it as ".tpl")`)
    if (typeof format !== 'string' || !(formatNames as readonly string[]).includes(format)) {
      throw new ConfigError(
        file,
        'formats',
        `"${extension}": unknown format ${JSON.stringify(format)}; known: ${formatNames.join(', ')}`
      )
    }
  }
}

/**
 * Check a config value read from `file`. Unknown keys and wrong types throw `ConfigError`
 * naming the file and the key; rule and exception values are checked by the core.
 */
export function validateConfig(config: unknown, file: string): LinkcanonConfig {
  if (!isRecord(config)) throw new ConfigError(file, undefined, `the config must be an object; got ${typeName(config)}`)
  for (const key of Object.keys(config)) {
    if (!configKeys.includes(key)) {
      throw new ConfigError(
        file,
        key,
        `unknown key; known keys: ${configKeys.filter((name) => name !== '$schema').join(', ')}`
      )
    }
  }
  for (const key of [...booleanOptions, 'images']) {
    const problem = notBoolean(config[key])
    if (problem !== undefined) throw new ConfigError(file, key, problem)
  }
  for (const key of ['include', 'exclude'] as const) {
    const list = config[key]
    if (list !== undefined && typeof list !== 'string' && !isStringList(list)) {
      throw new ConfigError(file, key, `must be a glob or a list of globs; got ${typeName(list)}`)
    }
  }
  if (config.formats !== undefined) checkFormats(file, config.formats)
  if (config.ruleFiles !== undefined) {
    const problem = ruleFilesProblem(config.ruleFiles)
    if (problem !== null) throw new ConfigError(file, 'ruleFiles', problem)
  }
  const overrides =
    config.overrides === undefined
      ? undefined
      : checkOverrides(config.overrides, (message) => new ConfigError(file, 'overrides', message))
  if (config.$schema !== undefined && typeof config.$schema !== 'string') {
    throw new ConfigError(file, '$schema', `must be a string; got ${typeName(config.$schema)}`)
  }
  for (const key of ['preset', 'rules', 'keep', 'signedParams'] as const) {
    if (config[key] === undefined) continue
    const problem = optionsProblem({ [key]: config[key] } as CanonicalizeOptions)
    if (problem !== undefined) throw new ConfigError(file, key, problem)
  }
  const result: LinkcanonConfig = {}
  for (const key of configKeys) {
    if (key === '$schema' || config[key] === undefined) continue
    const entry =
      key === 'include' || key === 'exclude' ? [config[key]].flat() : key === 'overrides' ? overrides : config[key]
    Object.assign(result, { [key]: entry })
  }
  return result
}
