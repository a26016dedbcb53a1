// @linkcanon/core/internal — NOT public API, exempt from semver: what this repository's tests and
// benchmarks reach beyond the documented entry points (front ends use the documented subpaths).
// It may change in any release.
export { createRunner } from './pipeline.js'
export type { Runner, RunnerSettings } from './entry/runner.js'
export { scanText } from './extract/scan-text.js'
