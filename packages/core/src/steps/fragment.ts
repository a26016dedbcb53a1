import { makeChange } from '../messages.js'
import type { Step } from './state.js'

/** Keep the fragment, or drop it. */
export const fragmentStep: Step = (state, preset) => {
  if (preset.fragment === 'drop' && state.out.fragment !== null) {
    state.out.fragment = null
    state.changes.push(makeChange('drop-fragment'))
  }
}
