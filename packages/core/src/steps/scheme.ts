import { makeChange } from '../messages.js'
import type { Step } from './types.js'

/** Lower-case the scheme (parsed parts) and switch `http` to `https` when asked. */
export const schemeStep: Step = (state, preset) => {
  const { out, changes } = state
  if (state.parts === 'parsed') {
    const lower = out.scheme.toLowerCase()
    if (lower !== out.scheme) {
      changes.push(makeChange('lowercase-scheme', { from: out.scheme, to: lower }))
      out.scheme = lower
    }
  }
  if (preset.forceHttps && out.scheme.toLowerCase() === 'http') {
    out.scheme = 'https'
    changes.push(makeChange('force-https', { from: 'http', to: 'https' }))
  }
}
