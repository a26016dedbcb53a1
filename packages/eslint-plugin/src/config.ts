import { isAbsolute, resolve } from 'node:path'
import type { CanonicalizeOptions } from '@linkcanon/core'
import { configForFile, optionsForFile } from '@linkcanon/core/config'

/**
 * The core options that the nearest linkcanon config file (`linkcanon.config.json`, `.mjs`, or
 * `"linkcanon"` in `package.json`, from the file's folder up; the one the CLI and remark read)
 * gives the file ESLint is linting, its `overrides` applied; `undefined` when there is none or
 * the source has no file (`<input>`, `<text>`). Found and read once per folder.
 */
export function configOptionsFor(filename: string, cwd: string): CanonicalizeOptions | undefined {
  if (filename === '' || filename.startsWith('<')) return undefined
  const path = isAbsolute(filename) ? filename : resolve(cwd, filename)
  const loaded = configForFile(path)
  return loaded === undefined ? undefined : optionsForFile(loaded, path)
}
