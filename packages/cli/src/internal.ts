/**
 * `linkcanon/internal`: not public, semver-exempt. What the tests and benchmarks reach below
 * the documented API (`index.ts`): the file walk, the Markdown pre-parse (sections, tables), the fix planner.
 */
export { collectFiles } from './files/walk.js'
export { planFix } from './fix/plan.js'
export { splitSections } from './scan/sections.js'
export { createPrefilter, canHoldFinding } from './scan/prefilter.js'
export { cellsOf, tableCandidate } from './scan/tables.js'
