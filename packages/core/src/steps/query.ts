import { decodeFormComponent, encodeFormComponent } from '../form.js'
import { makeChange, removeParam } from '../messages.js'
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

/** The context rules see; computed once a call, only when a rule looks at host or path. */
function contextOf(state: UrlState): ParamContext {
  return state.rules.scoped ? (state.context ??= paramContext(state)) : EMPTY_CONTEXT
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
      if (rules.isTracker(key, contextOf(state))) {
        removed = true
        const value = keyEnd < end ? decodeFormComponent(query.slice(keyEnd + 1, end)) : ''
        changes.push(removeParam(key, value))
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

interface FormPair extends Pair {
  /** The pair serialized as `URLSearchParams` does. */
  text: string
}

function byKey(a: FormPair, b: FormPair): number {
  return compareKeys(a, b)
}

/**
 * `whatwg` engine: parse the query as form data, remove trackers, sort as the preset says,
 * serialize as `URLSearchParams` does. An empty query leaves no `?`. One pass over the
 * segments; a segment that serializes to itself costs no allocation beyond its slices.
 */
function formQuery(state: UrlState, sort: 'none' | 'key' | 'key-value'): void {
  const { raw, out, rules, changes } = state
  const query = out.query
  if (raw.query === null || query === null) return
  // The URL parser percent-encodes some characters; compare with the query as written.
  let rawSegments: string[] | null = query === raw.query ? null : raw.query.split('&')
  const pairs: FormPair[] = []
  let removed = false
  let reencoded = false
  let sorted = true
  let index = 0
  let start = 0
  const length = query.length
  while (start <= length) {
    let end = query.indexOf('&', start)
    if (end < 0) end = length
    if (end === start) {
      reencoded = true // an empty segment vanishes
    } else {
      const segment = query.slice(start, end)
      const eq = segment.indexOf('=')
      const key = decodeFormComponent(eq < 0 ? segment : segment.slice(0, eq))
      const value = eq < 0 ? '' : decodeFormComponent(segment.slice(eq + 1))
      if (rules.isTracker(key, contextOf(state))) {
        changes.push(removeParam(key, value))
        removed = true
      } else {
        const text = encodeFormComponent(key) + '=' + encodeFormComponent(value)
        if (!reencoded) {
          if (rawSegments !== null && rawSegments.length <= index) rawSegments = null
          if (text !== (rawSegments === null ? segment : rawSegments[index])) reencoded = true
        }
        const pair: FormPair = { key, value, text }
        if (sorted && pairs.length > 0) {
          const previous = pairs[pairs.length - 1]!
          if ((sort === 'key' ? compareKeys : compareKeyValue)(previous, pair) > 0) sorted = false
        }
        pairs.push(pair)
      }
    }
    index++
    start = end + 1
  }
  if (reencoded || (pairs.length === 0 && !removed)) changes.push(makeChange('reencode-query'))
  if (sort !== 'none' && !sorted) {
    pairs.sort(sort === 'key' ? byKey : compareKeyValue)
    changes.push(makeChange('sort-params'))
  }
  if (pairs.length === 0) {
    out.query = null
    return
  }
  let serialized = pairs[0]!.text
  for (let i = 1; i < pairs.length; i++) serialized += '&' + pairs[i]!.text
  out.query = serialized
}

/** Remove tracking parameters (and, in the `whatwg` engine, sort and re-encode the rest). */
export const queryStep: Step = (state, preset) => {
  if (state.engine === 'whatwg') formQuery(state, preset.sort)
  else rawQuery(state)
}
