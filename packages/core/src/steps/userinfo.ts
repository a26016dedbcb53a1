import { makeChange } from '../messages.js'
import type { Step } from './state.js'

/** Keep the user info as the URL parser encodes it, or drop it. */
export const userinfoStep: Step = (state, preset) => {
  const { out } = state
  if (out.userinfo !== null && preset.userinfo === 'drop') {
    out.userinfo = null
    state.changes.push(makeChange('drop-userinfo'))
  }
}
