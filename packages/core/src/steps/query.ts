import { decodeFormComponent, decodePair, encodeFormComponent } from '../form.js'
import { makeChange } from '../messages.js'
import { paramContext, type UrlState } from '../state.js'
import type { ParamContext } from '../rules/compile.js'
import type { Step } from './types.js'

interface Pair {
  key: string
  value: string
}

function compareKeys(a: Pair, b: Pair): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0
}

function compareKeyValue(a: Pair, b: Pair): number {
  return compareKeys(a, b) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)
}

function isSorted(pairs: readonly Pair[], compare: (a: Pair, b: Pair) => number): boolean {
  for (let i = 1; i < pairs.length; i++) if (compare(pairs[i - 1]!, pairs[i]!) > 0) return false
  return true
}

function lazyContext(state: UrlState): () => ParamContext {
  let context: ParamContext | undefined
  return () => (context ??= paramContext(state))
}

/**
 * `raw` engine: remove the tracker segments from the query as written. Every other byte
 * stays: order, case, encoding, `?flag`, empty segments. A query left empty loses its `?`.
 */
function rawQuery(state: UrlState): void {
  const query = state.out.query
  if (query === null) return
  const { rules, changes } = state
  const firstChars = rules.firstChars
  const context = lazyContext(state)
  let kept: string[] | null = null
  let start = 0
  let index = 0
  const length = query.length
  while (start <= length) {
    let end = query.indexOf('&', start)
    if (end < 0) end = length
    let removed = false
    if (end > start && (firstChars === null || firstChars.has(query.charCodeAt(start)))) {
      const eq = query.indexOf('=', start)
      const keyEnd = eq >= 0 && eq < end ? eq : end
      const key = decodeFormComponent(query.slice(start, keyEnd))
      if (rules.isTracker(key, rules.scoped ? context() : EMPTY_CONTEXT)) {
        removed = true
        const value = keyEnd < end ? decodeFormComponent(query.slice(keyEnd + 1, end)) : ''
        changes.push(makeChange('remove-param', { key, value }))
        kept ??= splitKept(query, index)
      }
    }
    if (!removed && kept) kept.push(query.slice(start, end))
    index++
    start = end + 1
  }
  if (kept) {
    const next = kept.join('&')
    state.out.query = next === '' ? null : next
  }
}

const EMPTY_CONTEXT: ParamContext = { host: '', path: '' }

/** The segments before the `count`-th one, all kept so far. */
function splitKept(query: string, count: number): string[] {
  return count === 0 ? [] : query.split('&').slice(0, count)
}

/**
 * `whatwg` engine: parse the query as form data, remove trackers, sort as the preset says,
 * serialize as `URLSearchParams` does. An empty query leaves no `?`.
 */
function formQuery(state: UrlState, sort: 'none' | 'key' | 'key-value'): void {
  const { raw, out, rules, changes } = state
  if (raw.query === null || out.query === null) return
  const segments = out.query.split('&')
  const rawSegments = raw.query.split('&')
  const aligned = rawSegments.length === segments.length
  const context = lazyContext(state)
  const pairs: Pair[] = []
  const rawKept: string[] = []
  let removed = false
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!
    if (segment !== '') {
      const [key, value] = decodePair(segment)
      if (rules.isTracker(key, rules.scoped ? context() : EMPTY_CONTEXT)) {
        changes.push(makeChange('remove-param', { key, value }))
        removed = true
        continue
      }
      pairs.push({ key, value })
    }
    rawKept.push(aligned ? rawSegments[i]! : segment)
  }
  let serialized = pairs.map((p) => encodeFormComponent(p.key) + '=' + encodeFormComponent(p.value)).join('&')
  if (serialized !== rawKept.join('&') || (pairs.length === 0 && !removed)) {
    changes.push(makeChange('reencode-query'))
  }
  if (sort !== 'none' && pairs.length > 1) {
    const compare = sort === 'key' ? compareKeys : compareKeyValue
    if (!isSorted(pairs, compare)) {
      pairs.sort(compare)
      serialized = pairs.map((p) => encodeFormComponent(p.key) + '=' + encodeFormComponent(p.value)).join('&')
      changes.push(makeChange('sort-params'))
    }
  }
  out.query = serialized === '' ? null : serialized
}

/** Remove tracking parameters (and, in the `whatwg` engine, sort and re-encode the rest). */
export const queryStep: Step = (state, preset) => {
  if (state.url) formQuery(state, preset.sort)
  else rawQuery(state)
}
