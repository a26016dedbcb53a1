import { join, relative, sep } from 'node:path'
import { LinkcanonError } from '@linkcanon/core'
import {
  coreOptionsOf,
  fileIncluded,
  findConfigFile,
  readConfigFileSync,
  type LoadedConfig
} from '@linkcanon/core/config'
import type { Linter } from 'eslint'
import { files as languageFiles } from './files.js'
import plugin from './index.js'
import type { RuleOptions } from './options.js'

/** Options of `fromConfigFile`. */
export interface FromConfigFileOptions {
  /**
   * Where the config file is looked for, from this folder up (as the CLI does); its globs are
   * rebased onto this folder, which should be the one of `eslint.config.js`.
   *
   * @default process.cwd()
   */
  cwd?: string | undefined
  /**
   * The files the rule runs on, before the config's `include` and `exclude`.
   *
   * @default ['**\/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'] (`configs.recommended`'s)
   * @example
   * fromConfigFile({ files: ['**\/*.md'] }) // with @eslint/markdown
   */
  files?: readonly string[] | undefined
  /** @default 'error' */
  severity?: 'error' | 'warn' | undefined
}

/** The most overrides combined exactly (every set of them that can match one file is a config object). */
const MAX_OVERRIDES = 6

/**
 * Flat config objects made from the nearest linkcanon config file (`linkcanon.config.json`,
 * `.mjs`, or `"linkcanon"` in `package.json`), read when `eslint.config.js` is evaluated: its
 * options become the rule's options (with `config: false`, so the rule reads no file while
 * linting), `include` and `exclude` become `files` and `ignores`, and each set of `overrides`
 * one object, later ones winning key by key as in the CLI. ESLint's cache and editors then see
 * a change to the file as they see any config change. No config file: one object with the rule
 * on and its defaults. Throws `ConfigError` (`invalid-config`) for a bad file, and `LinkcanonError`
 * (`invalid-options`) for bad options (`files` a string, spread as one glob a character).
 */
export function fromConfigFile(options: FromConfigFileOptions = {}): Linter.Config[] {
  const problem = optionsProblem(options)
  if (problem !== undefined) throw new LinkcanonError('invalid-options', `fromConfigFile: ${problem}`)
  const cwd = options.cwd ?? process.cwd()
  const severity = options.severity ?? 'error'
  const targets = [...(options.files ?? languageFiles.recommended)]
  const path = findConfigFile(cwd)
  const name = 'linkcanon/config-file'
  const plugins = { linkcanon: plugin }
  const loaded: LoadedConfig = path === undefined ? { config: {}, path: '', dir: cwd } : readConfigFileSync(path)
  const { config } = loaded
  // The config sits in `cwd` or above it: the folders from its folder down to `cwd`.
  const down = relative(loaded.dir, cwd)
    .split(sep)
    .filter((part) => part !== '')
  const rebase = (globs: readonly string[]): string[] => [
    ...new Set(globs.flatMap((glob) => globBelow(glob, down, loaded.dir)))
  ]
  // An empty `include` leaves every file in, as the core reads it (`fileIncluded`).
  const include = config.include?.length ? rebase(config.include) : undefined
  const ignores = config.exclude ? rebase(config.exclude) : []
  const overrides = config.overrides ?? []
  if (overrides.length > MAX_OVERRIDES)
    throw new RangeError(`fromConfigFile combines at most ${MAX_OVERRIDES} overrides; ${path} has ${overrides.length}`)
  const ruleOptions = (extra: object): RuleOptions => ({
    ...coreOptionsOf(config, loaded.importedRules),
    ...extra,
    ...(config.images !== undefined && { images: config.images }),
    config: false
  })
  /** Each set of overrides (by index), smaller sets first: a file matching more of them gets the later object. */
  const sets: number[][] = [[]]
  for (let index = 0; index < overrides.length; index++) for (const set of [...sets]) sets.push([...set, index])
  sets.sort((a, b) => a.length - b.length)
  return sets.flatMap((set) => {
    // Every glob group must match: the language's files, the config's `include`, each override's `files`.
    const groups = [targets, ...(include ? [include] : []), ...set.map((index) => rebase(overrides[index]!.files))]
    // A group that matches nothing below `cwd` (an override for another package): no object.
    if (groups.some((group) => group.length === 0)) return []
    const merged = Object.assign({}, ...set.map((index) => ({ ...overrides[index], files: undefined }))) as object
    const clean = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined))
    return {
      name: set.length === 0 ? name : `${name}/overrides-${set.map((index) => index + 1).join('+')}`,
      files: allOf(groups),
      ...(ignores.length > 0 && { ignores }),
      plugins,
      rules: { 'linkcanon/no-tracking-params': [severity, ruleOptions(clean)] }
    }
  })
}

/**
 * `glob`, relative to the config's folder `dir`, as globs relative to the folder `down` below it (ESLint matches
 * `files` and `ignores` relative to `cwd`, and a `../` glob matches nothing): for each way its leading parts match
 * `down`, what is left of it; none when it matches no file below `down`. A `**` may take any number of the folders;
 * a part with wildcards is matched against a folder's name by the core's glob matcher, as the CLI matches paths.
 */
function globBelow(glob: string, down: readonly string[], dir: string): string[] {
  if (down.length === 0) return [glob]
  const parts = glob.split('/')
  const found: string[] = []
  const walk = (at: number, depth: number): void => {
    if (at === parts.length) return
    if (depth === down.length) {
      found.push(parts.slice(at).join('/'))
      return
    }
    const part = parts[at]!
    if (part === '**') {
      walk(at, depth + 1)
      walk(at + 1, depth)
    } else if (partMatches(part, down[depth]!, dir)) walk(at + 1, depth + 1)
  }
  walk(0, 0)
  return found
}

/** Whether one part of a glob (`*`, `{a,b}`, `pkg`…) matches the folder name `name`, as the core matches globs. */
function partMatches(part: string, name: string, dir: string): boolean {
  return fileIncluded({ config: { include: [part] }, path: '', dir }, join(dir, name))
}

/** What is wrong with the options of `fromConfigFile`, if anything (ESLint checks `severity` itself). */
function optionsProblem(options: unknown): string | undefined {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return 'options must be an object'
  const { cwd, files } = options as Record<string, unknown>
  if (cwd !== undefined && typeof cwd !== 'string') return '"cwd" must be a folder path'
  if (files !== undefined && !(Array.isArray(files) && files.every((glob) => typeof glob === 'string' && glob !== '')))
    return '"files" must be a list of globs'
  return undefined
}

/** `files` entries matching a path that one glob of every group matches (an inner array is ESLint's "and"). */
function allOf(groups: ReadonlyArray<readonly string[]>): Array<string | string[]> {
  let combos: string[][] = [[]]
  for (const group of groups) combos = combos.flatMap((combo) => group.map((glob) => [...combo, glob]))
  return combos.map((combo) => (combo.length === 1 ? combo[0]! : combo))
}
