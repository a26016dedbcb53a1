import { dirname, relative, resolve, sep } from 'node:path'
import picomatch from 'picomatch'
import type { CanonicalizeOptions } from '../index.js'
import { coreOptionsOf, findConfigFile, readConfigFileSync, type LoadedConfig } from './config.js'

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

/** `file` relative to the config's folder, with `/` between the parts (as globs in the config are written). */
function fromConfig(loaded: LoadedConfig, file: string): string {
  const path = relative(loaded.dir, resolve(file))
  return sep === '/' ? path : path.split(sep).join('/')
}

const scopes = new WeakMap<LoadedConfig, (path: string) => boolean>()

/**
 * Whether the config's `include` and `exclude` (globs relative to its folder) let `file` be
 * checked: matched by `include` when there is one, and not by `exclude`. The CLI's walk,
 * remark-linkcanon and the ESLint rule apply them the same way.
 */
export function fileIncluded(loaded: LoadedConfig, file: string): boolean {
  let inScope = scopes.get(loaded)
  if (inScope === undefined) {
    const { include, exclude } = loaded.config
    const included = include && include.length > 0 ? picomatch(include, { dot: true }) : undefined
    const excluded = exclude && exclude.length > 0 ? picomatch(exclude, { dot: true }) : undefined
    inScope = (path) => (included === undefined || included(path)) && (excluded === undefined || !excluded(path))
    scopes.set(loaded, inScope)
  }
  return inScope(fromConfig(loaded, file))
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
    const matchers = (loaded.config.overrides ?? []).map((override) => picomatch(override.files, { dot: true }))
    entry = { matchers, byMatch: new Map() }
    compiled.set(loaded, entry)
  }
  const posix = fromConfig(loaded, file)
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
