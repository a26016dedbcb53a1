import { changeFromTo } from '../messages.js'
import type { Step } from './state.js'

/** Lower-case the scheme (parsed parts) and switch `http` to `https` when asked. */
export const schemeStep: Step = (state, preset) => {
  const { out, changes } = state
  if (state.parts === 'parsed') {
    const lower = out.scheme.toLowerCase()
    if (lower !== out.scheme) {
      changes.push(changeFromTo('lowercase-scheme', out.scheme, lower))
      out.scheme = lower
    }
  }
  if (preset.forceHttps && out.scheme.toLowerCase() === 'http') {
    out.scheme = 'https'
    changes.push(changeFromTo('force-https', 'http', 'https'))
  }
}
