import { invalidOptions } from './errors.js'
import type { FunctionalMode } from './rules/functional.js'
import { minimalKeep } from './rules/data/minimal-keep.js'
import type { ParamPattern, RulesOption } from './rules/types.js'
import type { PresetName } from './types.js'

/** The named steps of the pipeline. */
export type StepName = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment'

/** A preset is data: which parts its steps see, which steps in which order, with which settings. */
export interface Preset {
  name: PresetName
  /**
   * `parsed`: the steps see the parts the URL Standard's parser gives (the common URL is read
   * by the scan alone, others by the platform's parser); the URL is rebuilt from them.
   * `written`: the steps see the text as written; only the spans that change are replaced.
   */
  parts: 'parsed' | 'written'
  /** The steps in the order they run; changes are reported in this order. */
  steps: readonly StepName[]
  /** No scheme: prepend `http://` (else reject). */
  addScheme: boolean
  forceHttps: boolean
  userinfo: 'keep' | 'drop'
  removeTrailingDot: boolean
  /** `strip`: remove the run of trailing slashes of a path longer than `/`. */
  trailingSlash: 'keep' | 'strip'
  rules: RulesOption
  builtinKeep: readonly ParamPattern[]
  /** Which functional parameters (`ref` as a pin) stay although a rule names them (`rules/functional.ts`). */
  functional: FunctionalMode
  /** `leave`: a signed URL is not edited where its signature reaches (`rules/signed.ts`); `ignore`: no such check. */
  signed: 'leave' | 'ignore'
  /** `none` keeps the order; `key` is a stable sort by key; `key-value` by key, then value. */
  sort: 'none' | 'key' | 'key-value'
  fragment: 'keep' | 'drop'
}

/** The link-sharing web tool's cleaning. Changes come in its order: parameters, sorting, then the slash. */
export const share: Preset = {
  name: 'share',
  parts: 'parsed',
  steps: ['scheme', 'userinfo', 'host', 'port', 'query', 'path', 'fragment'],
  addScheme: true,
  forceHttps: false,
  userinfo: 'keep',
  removeTrailingDot: false,
  trailingSlash: 'strip',
  rules: 'recommended',
  builtinKeep: [],
  functional: 'source',
  signed: 'leave',
  sort: 'key',
  fragment: 'keep'
}

/** The cache key function, following the web's URL rules where its original Python differs. */
export const cacheKey: Preset = {
  name: 'cache-key',
  parts: 'parsed',
  steps: ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'],
  addScheme: false,
  forceHttps: false,
  userinfo: 'drop',
  removeTrailingDot: true,
  trailingSlash: 'strip',
  rules: 'cache-key',
  builtinKeep: [],
  functional: 'off',
  signed: 'ignore',
  sort: 'key-value',
  fragment: 'drop'
}

/** Trackers out, every other byte as written. */
export const minimal: Preset = {
  name: 'minimal',
  parts: 'written',
  steps: ['scheme', 'query'],
  addScheme: false,
  forceHttps: false,
  userinfo: 'keep',
  removeTrailingDot: false,
  trailingSlash: 'keep',
  rules: 'recommended',
  builtinKeep: minimalKeep,
  functional: 'all',
  signed: 'leave',
  sort: 'none',
  fragment: 'keep'
}

export const presets: Readonly<Record<PresetName, Preset>> = { share, 'cache-key': cacheKey, minimal }

/** The preset of every front end that edits links in place (`check`, `fix`, remark, ESLint): only trackers go. */
export const frontEndPreset: PresetName = 'minimal'

/** The preset called `name`, or a clear error. */
export function getPreset(name: unknown): Preset {
  if (typeof name === 'string' && Object.hasOwn(presets, name)) return presets[name as PresetName]
  throw invalidOptions(
    `Unknown preset ${JSON.stringify(name)}; use one of ${Object.keys(presets)
      .map((n) => `"${n}"`)
      .join(', ')}`
  )
}
