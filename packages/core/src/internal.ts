// @linkcanon/core/internal — NOT public API, exempt from semver: what the linkcanon front
// ends, tests and benchmarks of this repository share with the core beyond its documented
// API. It may change in any release; other code should import from '@linkcanon/core'.
export { compileOptions as createRunner } from './entry/options.js'
export type { Runner, RunnerSettings } from './entry/runner.js'
export { compileRules, resolveKeep, resolveRuleSets } from './rules/compile.js'
export type { CompiledRules, ParamContext } from './rules/compile.js'
export { defaultRules } from './rules/default.js'
export { extendedRules } from './rules/extended.js'
export { recommendedRules } from './rules/recommended.js'
export * from './extract/escapes/index.js'
export { leaveAsIs, readStoppedMessage } from './finding.js'
export type { StopReason, StopScope } from './finding.js'
export { changesOnlyQuery } from './query-only.js'
export * from './directives/index.js'
export { isHost, isPort } from './parse/validate.js'
export * as codes from './extract/codes.js'
export { knownProperties } from './rules/shape.js'
