import { posix, relative, sep } from 'node:path'
import { coreOptionsOf, findConfigFile, readConfigFileSync, type LoadedConfig } from '@linkcanon/core/config'
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
 * on and its defaults. Throws `ConfigError` (`invalid-config`) for a bad file.
 */
export function fromConfigFile(options: FromConfigFileOptions = {}): Linter.Config[] {
  const cwd = options.cwd ?? process.cwd()
  const severity = options.severity ?? 'error'
  const targets = [...(options.files ?? languageFiles.recommended)]
  const path = findConfigFile(cwd)
  const name = 'linkcanon/config-file'
  const plugins = { linkcanon: plugin }
  const loaded: LoadedConfig = path === undefined ? { config: {}, path: '', dir: cwd } : readConfigFileSync(path)
  const { config } = loaded
  const base = relative(cwd, loaded.dir).split(sep).join('/')
  const rebase = (glob: string): string => (base === '' ? glob : posix.join(base, glob))
  const include = config.include?.map(rebase)
  const ignores = config.exclude?.map(rebase) ?? []
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
  return sets.map((set) => {
    // Every glob group must match: the language's files, the config's `include`, each override's `files`.
    const groups = [targets, ...(include ? [include] : []), ...set.map((index) => overrides[index]!.files.map(rebase))]
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

/** `files` entries matching a path that one glob of every group matches (an inner array is ESLint's "and"). */
function allOf(groups: ReadonlyArray<readonly string[]>): Array<string | string[]> {
  let combos: string[][] = [[]]
  for (const group of groups) combos = combos.flatMap((combo) => group.map((glob) => [...combo, glob]))
  return combos.map((combo) => (combo.length === 1 ? combo[0]! : combo))
}
