import { makeChange } from '../messages.js'
import type { Step } from './state.js'

/** The default port of each scheme linkcanon accepts. */
export const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' }

/** Remove the scheme's default port (the URL parser already did for the scheme as written). */
export const portStep: Step = (state) => {
  const { raw, out, changes } = state
  if (raw.port !== null && raw.port !== '' && out.port === null) {
    changes.push(makeChange('remove-default-port', { port: raw.port }))
  } else if (out.port !== null && out.port === DEFAULT_PORTS[out.scheme]) {
    // The scheme changed (force HTTPS): 443 became the default.
    changes.push(makeChange('remove-default-port', { port: out.port }))
    out.port = null
  }
}
