/**
 * What the signed-URL guard and the functional `ref` keeps cost: one preset as shipped, with
 * a signature finder that finds nothing, without the guard, and without the functional keeps,
 * in one process, interleaved. `node bench/guard-cost.mjs [preset] [all|trackerFree]`.
 */
import { createCanonicalizer } from '@linkcanon/core'
import { stepRunner as createRunner } from '../packages/core/dist/entry/runner.js'
import { compileRules, resolveRuleSets } from '../packages/core/dist/rules/compile.js'
import { presets } from '../packages/core/dist/presets.js'
import { compare, printTable } from './harness.mjs'
import { loadInputs } from './inputs.mjs'
const [name = 'share', set = 'all'] = process.argv.slice(2)
const p = presets[name]
const bare = createRunner(p, compileRules(resolveRuleSets(p.rules), [...p.builtinKeep]))
const noFunctional = createRunner(
  { ...p, functional: 'off' },
  compileRules(resolveRuleSets(p.rules), [...p.builtinKeep])
)
// The check as shipped, but its search finds nothing and the query step gives it no hint.
const trivial = createRunner(
  p,
  compileRules(resolveRuleSets(p.rules), [...p.builtinKeep]),
  {},
  { signatures: { find: () => undefined, isOwnKey: null }, variant: null }
)
const full = createCanonicalizer({ preset: name })
const inputs = loadInputs()[set]
printTable(
  compare(
    [
      { name: 'new URL(s).href', fn: (s) => new URL(s).href },
      { name: `${name} (as shipped)`, fn: (s) => full(s).url },
      { name: `${name} guard with a finder that finds nothing`, fn: (s) => trivial(s).url },
      { name: `${name} without the signed guard`, fn: (s) => bare(s).url },
      { name: `${name} without guard nor functional keeps`, fn: (s) => noFunctional(s).url }
    ],
    { inputs, rounds: 11, warmup: 3, chunk: 10_000, title: `guard cost ${name} ${set}`, unit: 'URLs' }
  )
)
