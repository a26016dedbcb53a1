import type { Preset, StepName } from '../presets.js'
import type { UrlState } from './state.js'
import { fragmentStep } from './fragment.js'
import { hostStep } from './host.js'
import { pathStep } from './path.js'
import { portStep } from './port.js'
import { queryStep } from './query.js'
import { schemeStep } from './scheme.js'
import { userinfoStep } from './userinfo.js'

/** The steps in the order of `runPlan`'s cases: a step's number in a plan is its index here. */
const STEP_ORDER: readonly StepName[] = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment']

/** A preset's steps as numbers, made once per compiled preset (see `runPlan`). */
export function planOf(names: readonly StepName[]): Uint8Array {
  return Uint8Array.from(names, (name) => STEP_ORDER.indexOf(name))
}

/**
 * Run the steps of a plan in its order. A `switch` on numbers rather than a table of functions:
 * each call is direct, so the compiler can inline the steps (one call site for seven functions
 * would be megamorphic), and no step name is compared as a string.
 */
export function runPlan(plan: Uint8Array, state: UrlState, preset: Preset): void {
  for (let i = 0; i < plan.length; i++) {
    switch (plan[i]) {
      case 0:
        schemeStep(state, preset)
        break
      case 1:
        userinfoStep(state, preset)
        break
      case 2:
        hostStep(state, preset)
        break
      case 3:
        portStep(state, preset)
        break
      case 4:
        pathStep(state, preset)
        break
      case 5:
        queryStep(state, preset)
        break
      case 6:
        fragmentStep(state, preset)
        break
    }
  }
}
