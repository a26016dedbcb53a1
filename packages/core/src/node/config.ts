import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { frontEndPreset, presets } from '../presets.js'
import type { ImportedRuleSet, CanonicalizeOptions, RulesOption } from '../index.js'
import type { ConfigOverride } from './overrides.js'
import { readRuleFile, type RuleFile } from './rule-files.js'
import { readTextFile } from './text-file.js'
import { ConfigError, coreKeys, validateConfig } from './validate.js'

/**
 * The one configuration of linkcanon, read the same way by the CLI, remark-linkcanon and
 * eslint-plugin-linkcanon users: the core's options (`preset` defaults to `'minimal'` in `check`, `fix`, remark
 * and ESLint), and where and how the files are read. JSON Schema: `@linkcanon/core/schema.json`.
 */
export interface LinkcanonConfig extends CanonicalizeOptions {
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

/** The file names looked for in each folder, in this order. */
export const configFileNames = ['linkcanon.config.json', 'linkcanon.config.mjs', 'package.json'] as const

/** A `ConfigError` for a file that failed to read (`what`: how it was read). */
function cannot(file: string, what: string, error: unknown): ConfigError {
  return new ConfigError(file, undefined, `cannot ${what}: ${error instanceof Error ? error.message : String(error)}`)
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readTextFile(file))
  } catch (error) {
    throw cannot(file, 'read it as JSON', error)
  }
}

/** The config in `dir` (`undefined` when there is none); two in one folder is an error. */
function configIn(dir: string): string | undefined {
  const found = configFileNames
    .map((name) => join(dir, name))
    .filter((path) => {
      if (!existsSync(path)) return false
      if (!path.endsWith('package.json')) return true
      const value = readJson(path)
      return typeof value === 'object' && value !== null && Object.hasOwn(value, 'linkcanon')
    })
  if (found.length > 1) {
    throw new ConfigError(
      found[1]!,
      undefined,
      `more than one linkcanon config in this folder (${found.join(', ')}); keep one`
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
    if (found) return found
    const parent = dirname(dir)
    if (parent === dir || existsSync(join(dir, '.git'))) return undefined
    dir = parent
  }
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
  if (!isModule(path)) return loaded(validateConfig(readDataFile(path), path), path)
  const module = (await import(pathToFileURL(path).href).catch((error: unknown) => {
    throw cannot(path, 'load it', error)
  })) as { default?: unknown }
  return loaded(validateConfig(module.default, path), path)
}

/**
 * `readConfigFile` without waiting, for callers that cannot (an ESLint rule): an `.mjs` config
 * is loaded with `require()` (Node 20.19+ loads ES modules so), which refuses top-level `await`.
 */
export function readConfigFileSync(file: string): LoadedConfig {
  const path = resolve(file)
  if (!isModule(path)) return loaded(validateConfig(readDataFile(path), path), path)
  let module: { default?: unknown }
  try {
    module = createRequire(import.meta.url)(path) as { default?: unknown }
  } catch (error) {
    throw cannot(path, 'load it', error)
  }
  return loaded(validateConfig(module.default, path), path)
}

/** The config value in a `.json` file or a `package.json`. */
function readDataFile(path: string): unknown {
  if (!path.endsWith('package.json')) {
    if (!existsSync(path)) throw new ConfigError(path, undefined, 'no such file')
    return readJson(path)
  }
  const pkg = readJson(path)
  const value = typeof pkg === 'object' && pkg !== null ? (pkg as Record<string, unknown>).linkcanon : undefined
  if (value === undefined) throw new ConfigError(path, 'linkcanon', 'this package.json has no "linkcanon" key')
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
  for (const key of coreKeys) {
    const value = config[key as keyof LinkcanonConfig]
    if (value !== undefined) Object.assign(options, { [key]: value })
  }
  if (importedRules.length > 0) {
    const base = config.rules ?? presets[config.preset ?? frontEndPreset].rules
    options.rules = [...(Array.isArray(base) ? base : [base]), ...importedRules] as RulesOption
  }
  return Object.keys(options).length === 0 ? undefined : options
}
