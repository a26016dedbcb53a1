import { isAbsolute, resolve } from 'node:path'
import type { CanonicalizeOptions } from '@linkcanon/core'
import { configForFile, optionsForFile } from '@linkcanon/core/config'

/** What the nearest config gives a file: its core options (`overrides` applied) and its `images`. */
export interface FileConfig {
  readonly options: CanonicalizeOptions | undefined
  readonly images: boolean | undefined
}

/**
 * What the nearest linkcanon config file (`linkcanon.config.json`, `.mjs`, or `"linkcanon"` in `package.json`, from
 * the file's folder up; the one the CLI and remark read) gives the file ESLint is linting: the core options, its
 * `overrides` applied, and `images` (Markdown); `undefined` when there is none or the source has no file (`<input>`,
 * `<text>`). Found and read once per folder.
 */
export function configFor(filename: string, cwd: string): FileConfig | undefined {
  if (filename === '' || filename.startsWith('<')) return undefined
  const path = isAbsolute(filename) ? filename : resolve(cwd, filename)
  const loaded = configForFile(path)
  return loaded === undefined ? undefined : { options: optionsForFile(loaded, path), images: loaded.config.images }
}
