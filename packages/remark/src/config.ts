import type { CanonicalizeOptions } from '@linkcanon/core'
import type { VFile } from 'vfile'
import { nearestConfig } from '#config-loader'
import type { Settings } from './options.js'

/** Settings for each config's options (by object), under the settings the plugin was given. */
const merged = new WeakMap<Settings, Map<CanonicalizeOptions | undefined, Map<boolean | undefined, Settings>>>()

/** Whether `file` reads a config: it has a path and `config` is not `false`. */
export function readsConfig(file: VFile, settings: Settings): boolean {
  return settings.config && file.path !== undefined && file.path !== ''
}

/**
 * Whether the nearest config's `include`/`exclude` (globs relative to its folder, as the CLI
 * reads them) leave `file` out: then it is not checked at all. Never for a file that reads no config.
 */
export function excluded(file: VFile, settings: Settings): boolean {
  return readsConfig(file, settings) && nearestConfig(file.cwd, file.path)?.included === false
}

/**
 * The settings for `file`: the nearest linkcanon config file from the file's folder up (the one
 * the CLI and the ESLint rule read; `@linkcanon/core/config`), with the options given to the
 * plugin winning key by key. A file without a path, or `config: false`, reads no config; nor
 * does a browser bundle (the `#config-loader` import resolves to a stub there).
 */
export function settingsFor(file: VFile, settings: Settings): Settings {
  if (!readsConfig(file, settings)) return settings
  const found = nearestConfig(file.cwd, file.path)
  if (found === undefined) return settings
  const base = found.options
  const images = found.loaded.config.images
  let byBase = merged.get(settings)
  if (byBase === undefined) merged.set(settings, (byBase = new Map()))
  let byImages = byBase.get(base)
  if (byImages === undefined) byBase.set(base, (byImages = new Map()))
  let result = byImages.get(images)
  if (result === undefined) {
    const core = base === undefined ? settings.core : { ...base, ...settings.core }
    result = { ...settings, core, images: settings.imagesGiven ? settings.images : images === true }
    byImages.set(images, result)
  }
  return result
}
