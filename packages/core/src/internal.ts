// @linkcanon/core/internal — NOT public API, exempt from semver: what this repository's tests and
// benchmarks reach beyond the documented entry points (front ends use the documented subpaths).
// It may change in any release.
export { createRunner } from './pipeline.js'
export type { Runner, RunnerSettings } from './entry/runner.js'
export { scanText } from './extract/scan-text.js'
// Transitional, until every front end reads the documented subpaths (eslint-plugin's source/ still
// reads here): the same values as those subpaths.
export * from './exports/directives.js'
export * from './exports/grammar.js'
export * from './exports/messages.js'
export * from './exports/rules.js'
export * from './exports/source.js'
