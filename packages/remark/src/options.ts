import { LinkcanonError, validateOptions, type CanonicalizeOptions } from '@linkcanon/core'
import { notBoolean } from '@linkcanon/core/rules'

/**
 * Configuration of `remark-linkcanon`: the core's options, documented once in its
 * `CanonicalizeOptions` (the preset defaults to `'minimal'` here), and the plugin's own.
 */
export interface Options extends CanonicalizeOptions {
  /**
   * Rewrite the URLs in the tree; `false` only reports (lint mode).
   *
   * @default true
   * @example
   * unified().use(remarkLinkcanon, { fix: false }) // report, do not edit
   */
  fix?: boolean | null | undefined
  /**
   * Also look at images `![alt](url)`.
   *
   * @default false
   * @example
   * unified().use(remarkLinkcanon, { images: true })
   */
  images?: boolean | null | undefined
  /**
   * Read the nearest linkcanon config file (`linkcanon.config.json`, `.mjs`, or `"linkcanon"` in
   * `package.json`, from the file's folder up) for files with a path; options given here win
   * over it key by key (default `true`; `false` reads none).
   */
  config?: boolean | null | undefined
}

/** Options with their defaults filled in. */
export interface Settings {
  fix: boolean
  images: boolean
  /** Whether `images` was given (then a config's `images` does not apply). */
  imagesGiven: boolean
  /** Whether to read the config file of each file. */
  config: boolean
  /** The core's options; one object, so the core compiles them once. */
  core: CanonicalizeOptions | undefined
}

/** A flag of the plugin's own, `fallback` when not given; checked by the core's shape check, in its words. */
function flag(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback
  const problem = notBoolean(value)
  if (problem !== undefined) throw new LinkcanonError('invalid-options', `"${name}" ${problem}`)
  return value as boolean
}

/**
 * Check options and fill in defaults. Throws `LinkcanonError('invalid-options')` for bad
 * options, so a mistake shows when the plugin is attached.
 */
export function settle(options: Options | null | undefined, fixByDefault: boolean): Settings {
  if (options !== undefined && options !== null && (typeof options !== 'object' || Array.isArray(options))) {
    throw new LinkcanonError(
      'invalid-options',
      `Options must be an object; got ${Array.isArray(options) ? 'an array' : typeof options}`
    )
  }
  const { fix, images, config, ...rest } = options ?? {}
  const core = Object.keys(rest).length === 0 ? undefined : rest
  validateOptions(core)
  return {
    fix: flag('fix', fix, fixByDefault),
    images: flag('images', images, false),
    imagesGiven: images !== undefined && images !== null,
    config: flag('config', config, true),
    core
  }
}
