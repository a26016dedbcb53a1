import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { booleanOptions, OPTIONS } from '../option-table.js'
import { frontEndPreset, presets } from '../presets.js'
import { notBoolean, typeName } from '../rules/shape.js'
import {
  isLinkcanonError,
  validateOptions,
  type ImportedRuleSet,
  type CanonicalizeOptions,
  type KeepOption,
  type PresetName,
  type RulesOption,
  type SignedParam
} from '../index.js'
import { formatNames } from './format-names.js'
import { checkOverrides, type ConfigOverride } from './overrides.js'
import { readRuleFile, ruleFilesProblem, type RuleFile } from './rule-files.js'

/**
 * The one configuration of linkcanon, read the same way by the CLI, remark-linkcanon and
 * eslint-plugin-linkcanon users. JSON Schema: `@linkcanon/core/schema.json`.
 */
export interface LinkcanonConfig {
  /** Default `'minimal'` in `check`, `fix`, remark and ESLint. */
  preset?: PresetName
  forceHttps?: boolean
  /** Rule set names (`'default'`, `'recommended'`, `'extended'`), rule sets, key shorthands or rule objects. */
  rules?: RulesOption
  /** Parameters to keep even when a rule matches them. */
  keep?: KeepOption
  /** Whether the preset's built-in exceptions apply (default `true`). */
  builtinKeep?: boolean
  /** Replace known redirect links by their targets, offline (default `false`). */
  unwrap?: boolean
  /** Also remove tracker pairs from `k=v&k=v` fragments (default `false`). */
  fragment?: boolean
  /** More signature parameters (added to the built-in list): a URL carrying one is left as it is. */
  signedParams?: SignedParam[]
  /** Globs (relative to the config file's folder) of the files `check`/`fix` look at in folders. */
  include?: string[]
  /** Globs (relative to the config file's folder) of files to leave out. */
  exclude?: string[]
  /** Also check Markdown images `![alt](url)` (default `false`). */
  images?: boolean
  /** How files with these extensions are read (`{".tpl": "html"}`), over the built-in table. */
  formats?: Record<string, string>
  /** Community rule lists to import (paths relative to the config file), added to `rules`. */
  ruleFiles?: RuleFile[]
  /** Settings for some files only: `[{ files: ['docs/**'], preset?, rules?, keep? }]`, later entries winning. */
  overrides?: ConfigOverride[]
}

/** A config file that was found and read. */
export interface LoadedConfig {
  config: LinkcanonConfig
  /** The file it came from. */
  path: string
  /** Its folder: `include` and `exclude` globs are relative to it. */
  dir: string
  /** The lists of `ruleFiles`, read (absent when there are none). */
  importedRules?: ImportedRuleSet[]
}

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

/** The file names looked for in each folder, in this order. */
export const configFileNames = ['linkcanon.config.json', 'linkcanon.config.mjs', 'package.json'] as const

/** Every key a config may have (`$schema` lets editors find the schema). */
export const configKeys: readonly string[] = [
  '$schema',
  ...OPTIONS.filter((option) => option.takenBy.config).map((option) => option.name),
  'include',
  'exclude',
  'images',
  'formats',
  'ruleFiles',
  'overrides'
]

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new ConfigError(
      file,
      undefined,
      `cannot read it as JSON: ${error instanceof Error ? error.message : String(error)}`
    )
  }
}

/** The config in `dir` (`undefined` when there is none); two in one folder is an error. */
function configIn(dir: string): { path: string; kind: 'json' | 'mjs' | 'package' } | undefined {
  const found: Array<{ path: string; kind: 'json' | 'mjs' | 'package' }> = []
  const json = join(dir, 'linkcanon.config.json')
  const mjs = join(dir, 'linkcanon.config.mjs')
  const pkg = join(dir, 'package.json')
  if (existsSync(json)) found.push({ path: json, kind: 'json' })
  if (existsSync(mjs)) found.push({ path: mjs, kind: 'mjs' })
  if (existsSync(pkg)) {
    const value = readJson(pkg)
    if (typeof value === 'object' && value !== null && Object.hasOwn(value, 'linkcanon'))
      found.push({ path: pkg, kind: 'package' })
  }
  if (found.length > 1) {
    throw new ConfigError(
      found[1]!.path,
      undefined,
      `more than one linkcanon config in this folder (${found.map((entry) => entry.path).join(', ')}); keep one`
    )
  }
  return found[0]
}

/**
 * Find the config file for `cwd`: the first folder from `cwd` up that has
 * `linkcanon.config.json`, `linkcanon.config.mjs` or a `package.json` with a `"linkcanon"`
 * key. The search stops at a folder holding `.git` (the repository root) or at the file
 * system root. Returns the file's path, or `undefined`.
 */
export function findConfigFile(cwd: string = process.cwd()): string | undefined {
  let dir = resolve(cwd)
  for (;;) {
    const found = configIn(dir)
    if (found) return found.path
    const parent = dirname(dir)
    if (parent === dir || existsSync(join(dir, '.git'))) return undefined
    dir = parent
  }
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string')
}

function checkFormats(file: string, formats: unknown): void {
  if (typeof formats !== 'object' || formats === null || Array.isArray(formats)) {
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
export function validateConfig(value: unknown, file: string): LinkcanonConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(file, undefined, `the config must be an object; got ${typeName(value)}`)
  }
  const config = value as Record<string, unknown>
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
    try {
      validateOptions({ [key]: config[key] } as CanonicalizeOptions)
    } catch (error) {
      if (isLinkcanonError(error)) throw new ConfigError(file, key, error.message)
      throw error
    }
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

/** A checked config with the lists of its `ruleFiles` read (relative to its folder). */
function loaded(config: LinkcanonConfig, path: string): LoadedConfig {
  const dir = dirname(path)
  if (config.ruleFiles === undefined || config.ruleFiles.length === 0) return { config, path, dir }
  const importedRules = config.ruleFiles.map((entry, index) => {
    try {
      return readRuleFile(entry, dir)
    } catch (error) {
      throw new ConfigError(path, 'ruleFiles', `[${index}]: ${(error as Error).message}`)
    }
  })
  return { config, path, dir, importedRules }
}

function isModule(path: string): boolean {
  return path.endsWith('.mjs') || path.endsWith('.js')
}

/** Read and check one config file (`.json`, `.mjs` with a default export, or `package.json`). */
export async function readConfigFile(file: string): Promise<LoadedConfig> {
  const path = resolve(file)
  let value: unknown
  if (isModule(path)) {
    try {
      value = ((await import(pathToFileURL(path).href)) as { default?: unknown }).default
    } catch (error) {
      throw new ConfigError(
        path,
        undefined,
        `cannot load it: ${error instanceof Error ? error.message : String(error)}`
      )
    }
  } else value = readDataFile(path)
  return loaded(validateConfig(value, path), path)
}

/**
 * `readConfigFile` without waiting, for callers that cannot (an ESLint rule): an `.mjs` config
 * is loaded with `require()` (Node 20.19+ loads ES modules so), which refuses top-level `await`.
 */
export function readConfigFileSync(file: string): LoadedConfig {
  const path = resolve(file)
  let value: unknown
  if (isModule(path)) {
    try {
      value = (createRequire(import.meta.url)(path) as { default?: unknown }).default
    } catch (error) {
      throw new ConfigError(
        path,
        undefined,
        `cannot load it: ${error instanceof Error ? error.message : String(error)}`
      )
    }
  } else value = readDataFile(path)
  return loaded(validateConfig(value, path), path)
}

/** The config value in a `.json` file or a `package.json`. */
function readDataFile(path: string): unknown {
  let value: unknown
  if (path.endsWith('package.json')) {
    const pkg = readJson(path)
    value = typeof pkg === 'object' && pkg !== null ? (pkg as Record<string, unknown>).linkcanon : undefined
    if (value === undefined) throw new ConfigError(path, 'linkcanon', 'this package.json has no "linkcanon" key')
  } else {
    if (!existsSync(path)) throw new ConfigError(path, undefined, 'no such file')
    value = readJson(path)
  }
  return value
}

/**
 * Find (from `cwd` up, see `findConfigFile`) and read the config. `undefined` when there is
 * none. Throws `ConfigError` for a bad file.
 */
export async function loadConfig(cwd: string = process.cwd()): Promise<LoadedConfig | undefined> {
  const file = findConfigFile(cwd)
  return file === undefined ? undefined : readConfigFile(file)
}

/**
 * The core options in a config (what remark-linkcanon and the ESLint rule take); `undefined`
 * when none is set. `importedRules` (a `LoadedConfig`'s lists of `ruleFiles`) go into `rules`
 * after the config's rules, or after the preset's own set when the config names none.
 */
export function coreOptionsOf(
  config: LinkcanonConfig,
  importedRules: readonly ImportedRuleSet[] = []
): CanonicalizeOptions | undefined {
  const options: CanonicalizeOptions = {}
  if (config.preset !== undefined) options.preset = config.preset
  if (config.forceHttps !== undefined) options.forceHttps = config.forceHttps
  if (config.rules !== undefined) options.rules = config.rules
  if (importedRules.length > 0) {
    const base = config.rules ?? presets[config.preset ?? frontEndPreset].rules
    options.rules = [...(Array.isArray(base) ? base : [base]), ...importedRules] as RulesOption
  }
  if (config.keep !== undefined) options.keep = config.keep
  if (config.builtinKeep !== undefined) options.builtinKeep = config.builtinKeep
  if (config.unwrap !== undefined) options.unwrap = config.unwrap
  if (config.fragment !== undefined) options.fragment = config.fragment
  if (config.signedParams !== undefined) options.signedParams = config.signedParams
  return Object.keys(options).length === 0 ? undefined : options
}
