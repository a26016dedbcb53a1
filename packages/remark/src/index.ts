export { default } from './plugin.js'
export { default as remarkLintNoTrackingParams } from './lint.js'
export type { LintOptions } from './lint.js'
export type { Options } from './options.js'
