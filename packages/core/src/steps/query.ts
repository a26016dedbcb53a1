import { decodeFormComponent, decodePair, encodeFormComponent, KEY_ESCAPED, plainPairEq } from '../form.js'
import { makeChange, removeParam } from '../messages.js'
import { paramContext, type UrlState } from '../state.js'
import type { CompiledRules, ParamContext } from '../rules/compile.js'
import type { Step } from './types.js'

/** The context rules see, computed at most once a URL, only when a scoped rule asks. */
function contextGetter(state: UrlState): () => ParamContext {
  return () => (state.context ??= paramContext(state))
}

/**
 * A kept parameter of the `whatwg` engine. `start`, `eq` and `end` locate its segment in the
 * query. A segment already in serialized form with a plain key (the common case) is its own
 * serialization and its key is its text: `key` and `text` stay `null`, nothing is sliced.
 * Otherwise `key` is the decoded key and `text` the serialization.
 */
interface Param {
  start: number
  eq: number
  end: number
  key: string | null
  /** The decoded value, when it was decoded already. */
  value: string | null
  text: string | null
}

/** Code-unit order of two spans of `text`, as `<` orders the strings they spell. */
function compareSpans(text: string, aStart: number, aEnd: number, bStart: number, bEnd: number): number {
  const aLength = aEnd - aStart
  const bLength = bEnd - bStart
  const length = aLength < bLength ? aLength : bLength
  for (let i = 0; i < length; i++) {
    const d = text.charCodeAt(aStart + i) - text.charCodeAt(bStart + i)
    if (d !== 0) return d
  }
  return aLength - bLength
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function keyOf(query: string, p: Param): string {
  return p.key ?? query.slice(p.start, p.eq)
}

function valueOf(query: string, p: Param): string {
  return (p.value ??= decodeFormComponent(query.slice(p.eq + 1, p.end)))
}

/** The order of the preset's sort: by decoded key, then (`key-value`) by decoded value. */
function compareParams(query: string, a: Param, b: Param, sort: 'none' | 'key' | 'key-value'): number {
  const byKey = a.key === null && b.key === null
    ? compareSpans(query, a.start, a.eq, b.start, b.eq)
    : compareStrings(keyOf(query, a), keyOf(query, b))
  if (byKey !== 0 || sort !== 'key-value') return byKey
  return compareStrings(valueOf(query, a), valueOf(query, b))
}

/**
 * `raw` engine: remove the tracker segments from the query as written. Every other byte
 * stays: order, case, encoding, `?flag`, empty segments. A query left empty loses its `?`.
 */
function rawQuery(state: UrlState): void {
  const query = state.out.query
  if (query === null) return
  const { rules, changes } = state
  const contextOf = (): ParamContext => (state.context ??= paramContext(state))
  let kept: string[] | null = null
  let start = 0
  let index = 0
  const length = query.length
  while (start <= length) {
    let end = query.indexOf('&', start)
    if (end < 0) end = length
    let removed = false
    if (end > start && canStartTracker(rules, query, start) && isTrackerKey(rules, query, start, end, contextOf)) {
      removed = true
      const [key, value] = decodePair(query.slice(start, end))
      changes.push(removeParam(key, value))
      kept ??= splitKept(query, index)
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

/** Whether a key written from `start` can be a tracker, by its first character (see `firstChars`). */
function canStartTracker(rules: CompiledRules, text: string, start: number): boolean {
  const firstChars = rules.firstChars
  let code = text.charCodeAt(start)
  if (code === 0x2b) code = 0x20 // `+` is a space
  return firstChars === null || code >= 128 || firstChars[code] === 1
}

/**
 * Whether the key of the segment written from `start` (up to `=`, `&`, `#` or `end`) is a tracker.
 * One pass finds where the key ends and whether it holds an escape; a key without one is
 * tested in place, only the rest are sliced and decoded, and the context is made (by
 * `contextOf(text)`) only when a scoped rule asks for it.
 */
function isTrackerKey(rules: CompiledRules, text: string, start: number, end: number, contextOf: (text: string) => ParamContext): boolean {
  let plain = true
  let keyEnd = start
  for (; keyEnd < end; keyEnd++) {
    const c = text.charCodeAt(keyEnd)
    if (c === 0x3d || c === 0x26 || c === 0x23) break
    if (c === 0x25 || c === 0x2b) plain = false
  }
  const verdict = plain ? rules.trackerAt(text, start, keyEnd) : -1
  if (verdict >= 0) return verdict === 1
  let context: ParamContext | undefined
  return rules.isTracker(decodeFormComponent(text.slice(start, keyEnd)), () => (context ??= contextOf(text)))
}

/** The segments before the `count`-th one, all kept so far. */
function splitKept(query: string, count: number): string[] {
  return count === 0 ? [] : query.split('&').slice(0, count)
}

/** Up to this many parameters are sorted in place by insertion (stable, no comparator calls through the engine). */
const INSERTION_SORT_MAX = 16

/** Stable sort of `params` in the preset's order. */
function sortParams(query: string, params: Param[], sort: 'none' | 'key' | 'key-value'): void {
  if (params.length > INSERTION_SORT_MAX) {
    params.sort((a, b) => compareParams(query, a, b, sort)) // Array.prototype.sort is stable
    return
  }
  for (let i = 1; i < params.length; i++) {
    const param = params[i]!
    let j = i - 1
    while (j >= 0 && compareParams(query, params[j]!, param, sort) > 0) {
      params[j + 1] = params[j]!
      j--
    }
    params[j + 1] = param
  }
}

/** Whether the key of a plain segment (see `plainPairEq`) is a tracker, asking the rules' span test first. */
function isTrackerSpan(state: UrlState, query: string, start: number, eq: number): boolean {
  const verdict = state.rules.trackerAt(query, start, eq)
  return verdict < 0 ? state.rules.isTracker(query.slice(start, eq), contextGetter(state)) : verdict === 1
}

/**
 * `whatwg` engine: parse the query as form data, remove trackers, sort as the preset says,
 * serialize as `URLSearchParams` does. An empty query leaves no `?`.
 *
 * One pass over the segments. A segment already in serialized form (`key=value` of plain
 * characters: the common case) is neither decoded nor encoded nor sliced: it is compared and
 * copied by position. A query that nothing changes is kept as it is, not rebuilt.
 */
function formQuery(state: UrlState, sort: 'none' | 'key' | 'key-value'): void {
  const { raw, out, rules, changes } = state
  const query = out.query
  if (raw.query === null || query === null) return
  // The URL parser percent-encodes some characters; compare with the query as written.
  let rawSegments: string[] | null = query === raw.query ? null : raw.query.split('&')
  const params: Param[] = []
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
      let eq = plainPairEq(query, start, end)
      let param: Param | null = null
      if (eq >= 0 && eq < KEY_ESCAPED) {
        if (isTrackerSpan(state, query, start, eq)) {
          changes.push(removeParam(query.slice(start, eq), decodeFormComponent(query.slice(eq + 1, end))))
          removed = true
        } else param = { start, eq, end, key: null, value: null, text: null }
      } else {
        let key: string
        let value: string
        if (eq >= 0) {
          eq -= KEY_ESCAPED
          key = decodeFormComponent(query.slice(start, eq))
          value = decodeFormComponent(query.slice(eq + 1, end))
        } else [key, value] = decodePair(query.slice(start, end))
        if (rules.isTracker(key, contextGetter(state))) {
          changes.push(removeParam(key, value))
          removed = true
        } else {
          const text = eq >= 0 ? query.slice(start, end) : encodeFormComponent(key) + '=' + encodeFormComponent(value)
          param = { start, eq, end, key, value, text }
        }
      }
      if (param !== null) {
        if (!reencoded) {
          if (rawSegments !== null && rawSegments.length <= index) rawSegments = null
          if (eq < 0 || rawSegments !== null) {
            const text = param.text ?? query.slice(start, end)
            if (text !== (rawSegments === null ? query.slice(start, end) : rawSegments[index])) reencoded = true
          }
        }
        if (sorted && params.length > 0 && compareParams(query, params[params.length - 1]!, param, sort) > 0) sorted = false
        params.push(param)
      }
    }
    index++
    start = end + 1
  }
  finishQuery(state, query, params, removed, reencoded, sorted, sort)
}

/** Report, sort and serialize the kept parameters of `formQuery`. */
function finishQuery(state: UrlState, query: string, params: Param[], removed: boolean, reencoded: boolean, sorted: boolean, sort: 'none' | 'key' | 'key-value'): void {
  const { raw, out, changes } = state
  if (reencoded || (params.length === 0 && !removed)) changes.push(makeChange('reencode-query'))
  if (!sorted && sort !== 'none') {
    sortParams(query, params, sort)
    changes.push(makeChange('sort-params'))
  } else if (!removed && !reencoded) {
    out.query = raw.query // nothing to change: the query as written is its own serialization
    return
  }
  if (params.length === 0) {
    out.query = null
    return
  }
  let serialized = ''
  for (let i = 0; i < params.length; i++) {
    const param = params[i]!
    const text = param.text ?? query.slice(param.start, param.end)
    serialized = i === 0 ? text : serialized + '&' + text
  }
  out.query = serialized
}

/** Remove tracking parameters (and, in the `whatwg` engine, sort and re-encode the rest). */
export const queryStep: Step = (state, preset) => {
  if (state.engine === 'whatwg') formQuery(state, preset.sort)
  else rawQuery(state)
}

/**
 * Whether `query.slice(start, end)` holds a segment whose key is a tracker: the `raw`
 * engine's pre-check, so that a URL without trackers is returned without building anything.
 * A key stops at `#` too, so the range may run on into the fragment: a segment there can
 * only give a `true` that the full path then finds false. `contextOf(query)` is called only
 * when a scoped rule needs the URL's host or path.
 */
export function hasTracker(query: string, start: number, end: number, rules: CompiledRules, contextOf: (query: string) => ParamContext): boolean {
  const firstChars = rules.firstChars
  while (start < end) {
    let code = query.charCodeAt(start)
    if (code === 0x2b) code = 0x20 // `+` is a space
    if (code !== 0x26 && (firstChars === null || code >= 128 || firstChars[code] === 1) && isTrackerKey(rules, query, start, end, contextOf)) return true
    const next = query.indexOf('&', start)
    if (next < 0) return false
    start = next + 1
  }
  return false
}
