import { dirname, relative, resolve, sep } from 'node:path'
import type { CanonicalizeOptions } from '../index.js'
import { coreOptionsOf, findConfigFile, readConfigFileSync, type LoadedConfig } from './config.js'
import { overrideMatchers } from './overrides.js'

/** Folder → the config file that serves it (`null`: none). */
const configPaths = new Map<string, string | null>()
/** Config file → what it holds. */
const configs = new Map<string, LoadedConfig>()

/**
 * The config that serves `file`: the nearest `linkcanon.config.json`, `linkcanon.config.mjs`
 * or `package.json` with a `"linkcanon"` key, from the file's folder up to the repository root
 * (see `findConfigFile`); `undefined` when there is none. Read once per folder and per file
 * (`clearConfigCache` forgets them, for long-running processes such as editors). Throws
 * `ConfigError` for a bad config file.
 */
export function configForFile(file: string): LoadedConfig | undefined {
  const dir = dirname(resolve(file))
  let path = configPaths.get(dir)
  if (path === undefined) {
    path = findConfigFile(dir) ?? null
    configPaths.set(dir, path)
  }
  if (path === null) return undefined
  let loaded = configs.get(path)
  if (loaded === undefined) {
    loaded = readConfigFileSync(path)
    configs.set(path, loaded)
  }
  return loaded
}

/** Forget every config found and read. */
export function clearConfigCache(): void {
  configPaths.clear()
  configs.clear()
}

interface Compiled {
  matchers: Array<(path: string) => boolean>
  /** Options for each set of matching overrides (by their indexes), so each is one object. */
  byMatch: Map<string, CanonicalizeOptions | undefined>
}

const compiled = new WeakMap<LoadedConfig, Compiled>()

/**
 * The core options a config gives `file`: its top-level `preset`, `forceHttps`, `rules`, `keep`
 * and `builtinKeep`, then the `preset`, `rules` and `keep` of each override whose `files`
 * globs (relative to the config's folder) match the file, later overrides winning.
 * `undefined` when the config sets none. The same object comes back for files that the same
 * overrides match, so the core compiles each set of options once.
 */
export function optionsForFile(loaded: LoadedConfig, file: string): CanonicalizeOptions | undefined {
  let entry = compiled.get(loaded)
  if (entry === undefined) {
    entry = { matchers: overrideMatchers(loaded.config.overrides ?? []), byMatch: new Map() }
    compiled.set(loaded, entry)
  }
  const path = relative(loaded.dir, resolve(file))
  const posix = sep === '/' ? path : path.split(sep).join('/')
  const matching = entry.matchers.flatMap((matches, index) => (matches(posix) ? [index] : []))
  const key = matching.join(',')
  if (entry.byMatch.has(key)) return entry.byMatch.get(key)
  const options: CanonicalizeOptions = { ...coreOptionsOf(loaded.config, loaded.importedRules) }
  for (const index of matching) {
    const { files: _files, ...override } = loaded.config.overrides![index]!
    Object.assign(options, override)
  }
  const result = Object.keys(options).length === 0 ? undefined : options
  entry.byMatch.set(key, result)
  return result
}
