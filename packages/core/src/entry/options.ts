import { LinkcanonError } from '../errors.js'
import { getPreset, type Preset } from '../presets.js'
import { compileRules, resolveKeep, resolveRuleSets } from '../rules/compile.js'
import { checkRuleShapes } from '../rules/shape.js'
import { compileSigned, signedVariant } from '../rules/signed.js'
import type { CanonicalizeOptions, PresetName } from '../types.js'
import { importedId } from '../rules/import/report.js'
import { withFragmentTrackers } from '../steps/fragment-trackers.js'
import { rawRulesOf, withRawRules } from '../steps/raw-rules.js'
import { withUnwrap } from '../steps/unwrap.js'
import { wrappersOf } from '../rules/wrappers.js'
import { createRunner, type Runner, type RunnerSettings } from './runner.js'

const OPTION_KEYS = new Set([
  'preset',
  'forceHttps',
  'rules',
  'keep',
  'builtinKeep',
  'signedParams',
  'unwrap',
  'fragment'
])

function checkBoolean(name: string, value: unknown): void {
  if (value !== undefined && typeof value !== 'boolean') {
    throw new LinkcanonError('invalid-options', `"${name}" must be true or false; got ${JSON.stringify(value)}`)
  }
}

/**
 * Check options and compile them (rules included) into a runner: the one place options are read.
 * A preset that leaves signed URLs alone gets the signed-URL check in its runner (`signedResult`).
 */
export function compileOptions(
  options: CanonicalizeOptions | undefined,
  defaultPreset: PresetName,
  settings?: RunnerSettings
): Runner {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new LinkcanonError(
      'invalid-options',
      `Options must be an object; got ${options === null ? 'null' : typeof options}`
    )
  }
  const given = options ?? {}
  for (const key of Object.keys(given)) {
    if (!OPTION_KEYS.has(key)) {
      throw new LinkcanonError(
        'invalid-options',
        `Unknown option "${key}"; known options: ${[...OPTION_KEYS].join(', ')}`
      )
    }
  }
  const base = getPreset(given.preset ?? defaultPreset)
  checkBoolean('forceHttps', given.forceHttps)
  checkBoolean('builtinKeep', given.builtinKeep)
  checkBoolean('unwrap', given.unwrap)
  checkBoolean('fragment', given.fragment)
  const preset: Preset = {
    ...base,
    forceHttps: given.forceHttps ?? base.forceHttps,
    rules: given.rules ?? base.rules,
    builtinKeep: given.builtinKeep === false ? [] : base.builtinKeep,
    functional: given.builtinKeep === false ? 'off' : base.functional
  }
  checkRuleShapes(given.rules, given.keep)
  const keep = [...preset.builtinKeep, ...resolveKeep(given.keep)]
  const sets = resolveRuleSets(preset.rules)
  const rules = compileRules(sets, keep)
  const signatures = compileSigned(given.signedParams)
  const findSignature = signatures.find
  const variant = signedVariant(preset)
  const signed =
    preset.signed === 'ignore' ? null : { signatures, variant: variant && createRunner(variant, rules, settings) }
  const run = createRunner(preset, rules, settings, signed)
  const withFragment = given.fragment === true && preset.fragment !== 'drop' ? withFragmentTrackers(run, rules) : run
  const rawRules = rawRulesOf(sets)
  const guarded =
    rawRules.length === 0
      ? withFragment
      : withRawRules(
          withFragment,
          rawRules,
          preset.signed === 'ignore' ? undefined : findSignature,
          preset.parts === 'written'
        )
  // An unwrapped target goes through the signed-URL guard too; a signed wrapper is not unwrapped.
  if (given.unwrap !== true) return guarded
  return withUnwrap(guarded, wrappersOf(sets), preset.signed === 'ignore' ? undefined : findSignature)
}

/**
 * A stable text of an options value, equal for value-equal options: object keys sorted, each
 * value tagged with its type. `null` for what cannot be compared by value (a function, a
 * RegExp or another class instance, a symbol, a cycle or deep nesting): such options are
 * compiled on each call, never cached.
 */
function keyOf(value: unknown, depth = 0): string | null {
  if (depth > 16) return null
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value)
    case 'boolean':
    case 'number':
      return String(value)
    case 'undefined':
      return 'u'
    case 'object': {
      if (value === null) return 'n'
      if (Array.isArray(value)) {
        let text = '['
        for (const item of value as unknown[]) {
          const key = keyOf(item, depth + 1)
          if (key === null) return null
          text += key + ','
        }
        return text + ']'
      }
      const imported = importedId(value)
      if (imported !== undefined) return 'i' + imported // sealed: its identity is its value
      const proto = Object.getPrototypeOf(value) as unknown
      if (proto !== Object.prototype && proto !== null) return null
      let text = '{'
      for (const name of Object.keys(value).sort()) {
        const key = keyOf((value as Record<string, unknown>)[name], depth + 1)
        if (key === null) return null
        text += JSON.stringify(name) + ':' + key + ','
      }
      return text + '}'
    }
    default:
      return null
  }
}

/** At most this many options texts are cached (the oldest entry goes first). */
const CACHE_SIZE = 64

/** Runners by default preset and options text (`keyOf`). */
const byValue = new Map<string, Runner>()
/** Runners of the common literals (`{preset}`, `{forceHttps}`, both, or none), by default preset, preset and `forceHttps`. */
const byLiteral = new Map<string, Runner[]>()

/** The slot of `forceHttps` in a `byLiteral` entry. */
function forceSlot(force: boolean | undefined): number {
  return force === undefined ? 0 : force ? 1 : 2
}

/**
 * Options with only `preset` and/or `forceHttps`, of primitive values: the runner without
 * serializing anything; `undefined` for other options.
 */
function literalRunner(options: CanonicalizeOptions, defaultPreset: PresetName): Runner | undefined {
  for (const key in options) if (key !== 'preset' && key !== 'forceHttps') return undefined
  const preset = options.preset
  const force = options.forceHttps
  if ((preset !== undefined && typeof preset !== 'string') || (force !== undefined && typeof force !== 'boolean'))
    return undefined
  const name = preset ?? defaultPreset
  const id = defaultPreset === name ? name : defaultPreset + ' ' + name
  const slot = forceSlot(force)
  const slots = byLiteral.get(id)
  let runner = slots?.[slot]
  if (runner === undefined) {
    runner = compileOptions(options, defaultPreset) // throws for an unknown preset: nothing is stored
    if (slots === undefined) byLiteral.set(id, [])
    byLiteral.get(id)![slot] = runner
  }
  return runner
}

/**
 * The runner of `options`, compiled once per value: value-equal options share one runner,
 * and an options object changed after a call is read again on the next.
 */
export function cachedRunner(options: CanonicalizeOptions | undefined, defaultPreset: PresetName): Runner {
  if (options === undefined) options = {}
  else if (typeof options !== 'object' || options === null) return compileOptions(options, defaultPreset)
  const literal = literalRunner(options, defaultPreset)
  if (literal !== undefined) return literal
  const text = keyOf(options)
  if (text === null) return compileOptions(options, defaultPreset)
  const key = defaultPreset + ' ' + text
  let runner = byValue.get(key)
  if (runner === undefined) {
    runner = compileOptions(options, defaultPreset)
    if (byValue.size >= CACHE_SIZE) byValue.delete(byValue.keys().next().value as string)
    byValue.set(key, runner)
  }
  return runner
}
