import type { Runner } from '../entry/runner.js'
import { removeParam } from '../messages.js'
import type { CompiledRules, ParamContext } from '../rules/compile.js'
import type { Change } from '../types.js'
import { decodePair } from '../parse/form.js'
import { FRAGMENT_ONLY } from '../rules/data/fragment.js'

/** A `k=v&k=v` fragment: every segment is `key=value` with a key of no `/`, `!` or `?`. */
function isPairs(fragment: string): boolean {
  if (fragment === '' || fragment.startsWith('/') || fragment.startsWith('!')) return false
  for (const segment of fragment.split('&')) {
    const equals = segment.indexOf('=')
    if (equals <= 0) return false
    for (let i = 0; i < equals; i++) {
      const c = segment.charCodeAt(i)
      if (c === 0x2f || c === 0x21 || c === 0x3f) return false
    }
  }
  return true
}

/**
 * Remove tracker pairs from a fragment shaped `k=v&k=v` (`#xtor=RSS-1`, `#utm_source=feed`),
 * as written: the other pairs stay byte for byte, and an emptied fragment loses its `#`.
 * Route-like fragments (`#/path`, `#!/path`) and plain anchors are left alone.
 */
export function cleanFragment(url: string, rules: CompiledRules, changes: Change[]): string {
  const hash = url.indexOf('#')
  if (hash < 0) return url
  const fragment = url.slice(hash + 1)
  if (!isPairs(fragment)) return url
  let context: ParamContext | undefined
  const contextOf = (): ParamContext => {
    if (context !== undefined) return context
    // (A URL `minimal` takes as written that the URL parser rejects: no host or path rule applies.)
    const parsed = URL.canParse(url) ? new URL(url) : null
    return (context = { host: parsed?.hostname.toLowerCase() ?? '', path: parsed?.pathname ?? '', url })
  }
  const kept: string[] = []
  let removed = false
  for (const segment of fragment.split('&')) {
    const [key, value] = decodePair(segment)
    if (FRAGMENT_ONLY.has(key)) {
      changes.push(removeParam(key, value, { set: 'fragment', key }))
      removed = true
    } else if (rules.isTracker(key, contextOf, value)) {
      changes.push(removeParam(key, value, rules.ruleOf(key, contextOf, value)))
      removed = true
    } else kept.push(segment)
  }
  if (!removed) return url
  return kept.length === 0 ? url.slice(0, hash) : url.slice(0, hash + 1) + kept.join('&')
}

/** A runner that also removes tracker pairs from `k=v&k=v` fragments of its results (`fragment: true`). */
export function withFragmentTrackers(run: Runner, rules: CompiledRules): Runner {
  return (input) => {
    const result = run(input)
    const changes = [...result.changes]
    const url = cleanFragment(result.url, rules, changes)
    if (url === result.url) return result
    return result.notes === undefined ? { url, changes } : { url, changes, notes: result.notes }
  }
}
