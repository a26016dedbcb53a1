import { invalidOptions } from './errors.js'
import { booleanOptions, optionNames } from './option-table.js'
import { getPreset, type Preset } from './presets.js'
import { compileRules, resolveKeep, resolveRuleSets } from './rules/compile.js'
import { checkRuleShapes, isRecord, notBoolean, typeName } from './rules/shape.js'
import { compileSigned, signedVariant, type SignatureFinder } from './rules/signed.js'
import { wrappersOf } from './rules/wrappers.js'
import { stepRunner, type Runner, type RunnerSettings } from './entry/runner.js'
import { withFragmentTrackers } from './stages/fragment-trackers.js'
import { rawRulesOf, withRawRules } from './stages/raw-rules.js'
import { withUnwrap } from './stages/unwrap.js'
import type { CanonicalizeOptions, PresetName } from './types.js'

// The pipeline every canonicalization runs: `createRunner`'s numbered blocks, in the order a URL goes through them.
// Stages 1–3 wrap the runner of the stages after them (`stages/`); 4 and 5 are the step runner (`entry/runner.ts`).

/** A stage: the runner of the stages after it, wrapped. */
type Stage = (next: Runner) => Runner

/** The options `canonicalize` takes (`CanonicalizeOptions`, the option table); any other key is an error. */
const OPTION_KEYS: ReadonlySet<string> = new Set(optionNames)

/** `options` checked: an object (or nothing) of known keys, the flags true or false. */
function checkOptions(options: CanonicalizeOptions | undefined): CanonicalizeOptions {
  if (options !== undefined && !isRecord(options))
    throw invalidOptions(`Options must be an object; got ${typeName(options)}`)
  const given = options ?? {}
  for (const key of Object.keys(given)) {
    if (!OPTION_KEYS.has(key)) {
      throw invalidOptions(`Unknown option "${key}"; known options: ${[...OPTION_KEYS].join(', ')}`)
    }
  }
  return given
}

/**
 * Check options and compile them (rules included) into the pipeline's runner: the one place
 * options are read. Throws `LinkcanonError` (`invalid-options`, `invalid-rules`…).
 */
export function createRunner(
  options: CanonicalizeOptions | undefined,
  defaultPreset: PresetName,
  settings?: RunnerSettings
): Runner {
  const given = checkOptions(options)
  const base = getPreset(given.preset ?? defaultPreset)
  for (const name of booleanOptions) {
    const problem = notBoolean((given as Record<string, unknown>)[name])
    if (problem !== undefined) throw invalidOptions(`"${name}" ${problem}`)
  }
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
  // A preset that leaves signed URLs alone: the stages ask it whether a URL is signed.
  const findSignature: SignatureFinder | undefined = preset.signed === 'ignore' ? undefined : signatures.find
  const rawRules = rawRulesOf(sets)

  const stages: (Stage | null)[] = [
    // 1. Unwrap (`unwrap: true`): a redirect wrapper (`google.com/url?q=…`) is replaced by its target, which goes
    // through the later stages; a signed wrapper is not unwrapped.
    given.unwrap === true ? (next) => withUnwrap(next, wrappersOf(sets), findSignature) : null,
    // 2. Raw rules, when an imported list has any: they cut text from anywhere in the URL, until it settles; never on
    // a signed URL.
    rawRules.length > 0 ? (next) => withRawRules(next, rawRules, findSignature, preset.parts === 'written') : null,
    // 3. Fragment trackers (`fragment: true`): tracker pairs in a `k=v&k=v` fragment go, unless the preset drops the
    // fragment anyway.
    given.fragment === true && preset.fragment !== 'drop' ? (next) => withFragmentTrackers(next, rules) : null
  ]
  // 4. The signed-URL guard (`rules/signed.ts`): a signed URL gets the result of the preset without its query step.
  const variant = signedVariant(preset)
  const signed =
    findSignature === undefined ? null : { signatures, variant: variant && stepRunner(variant, rules, settings) }
  // 5. The steps: the preset's URL-part steps in its order (`steps/`).
  const steps = stepRunner(preset, rules, settings, signed)
  return stages.reduceRight<Runner>((next, stage) => (stage === null ? next : stage(next)), steps)
}
