import { runner } from './engine.js'
import { LinkcanonError } from './errors.js'
import { getPreset, type Preset } from './presets.js'
import { planOf } from './steps/index.js'
import { compileRules, resolveKeep, resolveRuleSets } from './rules/compile.js'
import { compileSigned, guardSigned, signedVariant } from './rules/signed.js'
import type { CanonicalizeOptions, CanonicalizeResult } from './types.js'

const OPTION_KEYS = new Set(['preset', 'forceHttps', 'rules', 'keep', 'builtinKeep', 'signedParams'])

/** Options compiled: the function that canonicalizes with them. */
type Resolved = (input: string) => CanonicalizeResult

function resolve(options: CanonicalizeOptions | undefined, defaultPreset: string): Resolved {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new LinkcanonError('invalid-options', `Options must be an object; got ${options === null ? 'null' : typeof options}`)
  }
  const settings = options ?? {}
  for (const key of Object.keys(settings)) {
    if (!OPTION_KEYS.has(key)) {
      throw new LinkcanonError('invalid-options', `Unknown option "${key}"; known options: ${[...OPTION_KEYS].join(', ')}`)
    }
  }
  const base = getPreset(settings.preset ?? defaultPreset)
  if (settings.forceHttps !== undefined && typeof settings.forceHttps !== 'boolean') {
    throw new LinkcanonError('invalid-options', `"forceHttps" must be true or false; got ${JSON.stringify(settings.forceHttps)}`)
  }
  if (settings.builtinKeep !== undefined && typeof settings.builtinKeep !== 'boolean') {
    throw new LinkcanonError('invalid-options', `"builtinKeep" must be true or false; got ${JSON.stringify(settings.builtinKeep)}`)
  }
  const preset: Preset = {
    ...base,
    forceHttps: settings.forceHttps ?? base.forceHttps,
    rules: settings.rules ?? base.rules,
    builtinKeep: settings.builtinKeep === false ? [] : base.builtinKeep,
    functional: settings.builtinKeep === false ? 'off' : base.functional
  }
  const keep = [...preset.builtinKeep, ...resolveKeep(settings.keep)]
  const rules = compileRules(resolveRuleSets(preset.rules), keep)
  const findSignature = compileSigned(settings.signedParams)
  const run = runner(preset, rules, planOf(preset.steps))
  if (preset.signed === 'ignore') return run
  const variant = signedVariant(preset)
  return guardSigned(run, preset, findSignature, variant && runner(variant, rules, planOf(variant.steps)))
}

const byPresetName = new Map<string, Resolved>()
const byOptions = new WeakMap<object, Resolved>()

function resolveCached(options: CanonicalizeOptions | undefined, defaultPreset: string): Resolved {
  if (options === undefined) {
    let resolved = byPresetName.get(defaultPreset)
    if (!resolved) byPresetName.set(defaultPreset, (resolved = resolve(undefined, defaultPreset)))
    return resolved
  }
  if (typeof options !== 'object' || options === null) return resolve(options, defaultPreset)
  let resolved = byOptions.get(options)
  if (!resolved) byOptions.set(options, (resolved = resolve(options, defaultPreset)))
  return resolved
}

/**
 * Canonicalize one URL under a preset (default `share`) and list the changes applied.
 *
 * Options objects are compiled once and cached by identity: reuse one object (or use
 * `createCanonicalizer`) in a loop. Throws `LinkcanonError` and nothing else.
 */
export function canonicalize(input: string, options?: CanonicalizeOptions): CanonicalizeResult {
  return canonicalizeWith(input, options, 'share')
}

/** `canonicalize` with another default preset (the front ends default to `minimal`). */
export function canonicalizeWith(input: string, options: CanonicalizeOptions | undefined, defaultPreset: string): CanonicalizeResult {
  return resolveCached(options, defaultPreset)(input)
}

/** Compile options once; the returned function canonicalizes with them. */
export function createCanonicalizer(options?: CanonicalizeOptions): (input: string) => CanonicalizeResult {
  return resolve(options, 'share')
}

/** Check options without canonicalizing anything; throws `LinkcanonError('invalid-options')`. */
export function validateOptions(options: CanonicalizeOptions | undefined): void {
  resolve(options, 'share')
}
