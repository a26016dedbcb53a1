import type { CanonicalizeOptions } from '@linkcanon/core'
import type { VFile } from 'vfile'
import { nearestConfig } from '#config-loader'
import type { Settings } from './options.js'

/** Settings for each config's options (by object), under the settings the plugin was given. */
const merged = new WeakMap<Settings, Map<CanonicalizeOptions | undefined, Map<boolean | undefined, Settings>>>()

/**
 * The settings for `file`: the nearest linkcanon config file from the file's folder up (the one
 * the CLI and the ESLint rule read; `@linkcanon/core/config`), with the options given to the
 * plugin winning key by key. A file without a path, or `config: false`, reads no config; nor
 * does a browser bundle (the `#config-loader` import resolves to a stub there). `undefined` when
 * the config's `include`/`exclude` (globs relative to its folder, as the CLI reads them) leave
 * `file` out: then it is not checked at all.
 */
export function settingsFor(file: VFile, settings: Settings): Settings | undefined {
  if (!settings.config || file.path === undefined || file.path === '') return settings
  const found = nearestConfig(file.cwd, file.path)
  if (found === undefined) return settings
  if (!found.included) return undefined
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
