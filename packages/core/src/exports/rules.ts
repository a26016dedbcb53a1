// @linkcanon/core/rules: the built-in data (presets, rule sets, signature parameters) and the
// functions that resolve rule options, for front ends and tools that show or pre-filter by them.
export { frontEndPreset, presets } from '../presets.js'
export { defaultRules } from '../rules/data/default.js'
export { extendedRules } from '../rules/data/extended.js'
export { recommendedRules } from '../rules/data/recommended.js'
export { builtinSignedParams } from '../rules/data/signed.js'
export { compileRules, resolveKeep, resolveRuleSets } from '../rules/compile.js'
export type { CompiledRules, ParamContext } from '../rules/compile.js'
export { knownProperties, notBoolean } from '../rules/shape.js'
export { changesOnlyQuery } from '../query-only.js'
export { OPTIONS } from '../option-table.js'
export { optionsProblem } from '../entry/canonicalize.js'
export type { OptionFrontEnds, OptionSpec } from '../option-table.js'
