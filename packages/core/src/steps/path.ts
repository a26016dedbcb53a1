import { changeFromTo, makeChange } from '../messages.js'
import { hasDotSegment } from '../parse/dot-segments.js'
import type { Step } from './state.js'

/**
 * Report resolved dot segments, and strip the trailing slashes of a path longer than `/`.
 *
 * A path ending in several slashes (`/a//`) loses the whole run (`/a`), so that a second
 * run changes nothing; a path made only of slashes (`//`) becomes `/`.
 */
export const pathStep: Step = (state, preset) => {
  const { raw, out, changes } = state
  // Resolving dot segments always changes the path; percent-encoding it (not a change) too.
  if (raw.path !== out.path && hasDotSegment(raw.path))
    changes.push(changeFromTo('resolve-dot-segments', raw.path, out.path))
  if (preset.trailingSlash === 'strip' && out.path.length > 1 && out.path.endsWith('/')) {
    let end = out.path.length
    while (end > 0 && out.path.charCodeAt(end - 1) === 0x2f) end--
    out.path = end === 0 ? '/' : out.path.slice(0, end)
    changes.push(makeChange('remove-trailing-slash'))
  }
}
