import { decodeFormComponent, decodePair, encodeFormComponent, KEY_ESCAPED, plainPairEq } from '../parse/form.js'
import { makeChange, removeParam } from '../messages.js'
import type { Step, UrlState } from './state.js'
import { withoutTrailingDots } from '../parse/parts.js'
import type { CompiledRules, ParamContext } from '../rules/compile.js'
import { keptNote, type FunctionalMode } from '../rules/functional.js'
import { compareKeys, compareKeyValue, sortPairs, type FormPair } from './query-sort.js'

/** Where a parameter stands (the result's host and path), computed at most once a URL, only when a scoped rule asks. */
function contextGetter(state: UrlState): () => ParamContext {
  const { out, input } = state
  return () => (state.context ??= { host: withoutTrailingDots(out.host.toLowerCase()), path: out.path, url: input })
}

/**
 * Whether the tracker `key=value` does real work here (`ref` as a pin, see `rules/functional.ts`):
 * then it stays, with a `kept-param` note.
 */
function keepsFunctional(state: UrlState, mode: FunctionalMode, key: string, value: string): boolean {
  const note = keptNote(mode, key, value, contextGetter(state))
  if (note === undefined) return false
  ;(state.notes ??= []).push(note)
  return true
}

/**
 * As written: remove the tracker segments from the query as written. Every other byte
 * stays: order, case, encoding, `?flag`, empty segments. A query left empty loses its `?`.
 */
function rawQuery(state: UrlState, functional: FunctionalMode): void {
  const query = state.out.query
  if (query === null) return
  const { rules, changes } = state
  const contextOf = contextGetter(state)
  let kept: string[] | null = null
  const known = state.queryFrom
  let start = known < 0 ? 0 : known
  const length = query.length
  while (start <= length) {
    let end = query.indexOf('&', start)
    if (end < 0) end = length
    let next = end + 1
    let removed = false
    if (end > start && (start === known || isTrackerKey(rules, query, start, end, contextOf))) {
      // `ref=1;a=2`: the tracker's pair ends at a `;` that a pair follows, which stays.
      const semicolon = pairAfterSemicolon(query, start, end)
      const pairEnd = semicolon >= 0 ? semicolon : end
      const [key, value] = decodePair(query.slice(start, pairEnd))
      if (!keepsFunctional(state, functional, key, value)) {
        removed = true
        if (semicolon >= 0) next = semicolon + 1
        changes.push(removeParam(key, value, rules.ruleOf(key, contextOf, value)))
        // (Every segment before the first tracker is kept, each ended by `&`: no `;` was split yet.)
        kept ??= start === 0 ? [] : [query.slice(0, start - 1)]
      }
    }
    if (!removed && kept) kept.push(query.slice(start, end))
    start = next
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
 * A key whose first character no tracker starts with is passed over (`canStartTracker`); else one
 * pass finds where the key ends and whether it holds an escape; a key without one is
 * tested in place, only the rest are sliced and decoded, and the context is made (by
 * `contextOf(text)`) only when a scoped rule asks for it.
 */
function isTrackerKey(
  rules: CompiledRules,
  text: string,
  start: number,
  end: number,
  contextOf: (text: string) => ParamContext
): boolean {
  if (!canStartTracker(rules, text, start)) return false
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
  const value = rules.seesValue ? valueOf(text, keyEnd, end) : undefined
  const written = text.slice(start, keyEnd)
  // (A key without `%` or `+` decodes to itself, lone surrogates aside: no need to look for them again.)
  const key = !plain ? decodeFormComponent(written) : written.isWellFormed() ? written : written.toWellFormed()
  return rules.isTracker(key, () => (context ??= contextOf(text)), value)
}

/** The decoded value of the segment whose key ends at `keyEnd` (`''` when it has none), for rules on `name=value`. */
function valueOf(text: string, keyEnd: number, end: number): string {
  if (text.charCodeAt(keyEnd) !== 0x3d) return ''
  let valueEnd = keyEnd + 1
  while (valueEnd < end && text.charCodeAt(valueEnd) !== 0x26 && text.charCodeAt(valueEnd) !== 0x23) valueEnd++
  return decodeFormComponent(text.slice(keyEnd + 1, valueEnd))
}

/**
 * The first `;` in the value of the segment `[start, end)` that a `key=` follows (`ref=1;a=2`),
 * or -1. Some servers split pairs at `;` too; a removed tracker never takes such a pair along.
 */
function pairAfterSemicolon(query: string, start: number, end: number): number {
  const equals = query.indexOf('=', start)
  if (equals < 0 || equals >= end) return -1
  for (let at = query.indexOf(';', equals); at >= 0 && at < end; at = query.indexOf(';', at + 1)) {
    const rest = query.slice(at + 1, end)
    if (/^[^=;#]+=/.test(rest)) return at
  }
  return -1
}

/**
 * Parsed parts: parse the query as form data, remove trackers, sort as the preset says,
 * serialize as `URLSearchParams` does. An empty query leaves no `?`.
 *
 * One pass over the segments. A segment already in serialized form (`key=value` of plain
 * characters: the common case) is neither decoded nor encoded (its key only when it holds an
 * escape), and a query that nothing changes is kept as it is, not rebuilt.
 */
function formQuery(state: UrlState, sort: 'none' | 'key' | 'key-value', functional: FunctionalMode): void {
  const { raw, out, rules, changes } = state
  const query = out.query
  if (raw.query === null || query === null) return
  // The URL parser percent-encodes some characters; compare with the query as written.
  let rawSegments: string[] | null = query === raw.query ? null : raw.query.split('&')
  let context: (() => ParamContext) | undefined
  const compare = sort === 'key-value' ? compareKeyValue : compareKeys
  const pairs: FormPair[] = []
  const isSignatureKey = state.isSignatureKey
  let signatureKey = false
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
      let key: string
      let value = ''
      let text: string | undefined
      if (eq >= 0) {
        const escaped = eq >= KEY_ESCAPED
        if (escaped) eq -= KEY_ESCAPED
        key = escaped ? decodeFormComponent(query.slice(start, eq)) : query.slice(start, eq)
        // One lookup gives the verdict and, for a tracker, its rule (`undefined`: ask the matcher).
        const rule = escaped ? undefined : rules.removalAt(query, start, eq)
        if (
          rule === null ||
          (rule === undefined &&
            !rules.isTracker(
              key,
              (context ??= contextGetter(state)),
              rules.seesValue ? decodeFormComponent(query.slice(eq + 1, end)) : undefined
            ))
        ) {
          text = query.slice(start, end)
          if (sort === 'key-value') value = decodeFormComponent(query.slice(eq + 1, end))
        } else {
          const removedValue = decodeFormComponent(query.slice(eq + 1, end))
          if (keepsFunctional(state, functional, key, removedValue)) {
            text = query.slice(start, end)
            if (sort === 'key-value') value = removedValue
          } else {
            changes.push(
              removeParam(
                key,
                removedValue,
                rule ?? rules.ruleOf(key, (context ??= contextGetter(state)), removedValue)
              )
            )
            removed = true
          }
        }
      } else {
        const segment = query.slice(start, end)
        // (A server may split pairs at `;` too: the keys after one are not read here, so a signature
        // among them is searched for.)
        if (segment.includes(';')) signatureKey = true
        ;[key, value] = decodePair(segment)
        if (
          rules.isTracker(key, (context ??= contextGetter(state)), value) &&
          !keepsFunctional(state, functional, key, value)
        ) {
          changes.push(removeParam(key, value, rules.ruleOf(key, context, value)))
          removed = true
        } else text = encodeFormComponent(key) + '=' + encodeFormComponent(value)
      }
      if (isSignatureKey !== null && !signatureKey) signatureKey = isSignatureKey(key)
      if (text !== undefined) {
        if (!reencoded) {
          if (rawSegments !== null && rawSegments.length <= index) rawSegments = null
          if (eq < 0 || rawSegments !== null) {
            if (text !== (rawSegments === null ? query.slice(start, end) : rawSegments[index])) reencoded = true
          }
        }
        const pair: FormPair = { key, value, text }
        if (sorted && pairs.length > 0 && compare(pairs[pairs.length - 1]!, pair) > 0) sorted = false
        pairs.push(pair)
      }
    }
    index++
    start = end + 1
  }
  if (isSignatureKey !== null) state.signatureKey = signatureKey
  if (reencoded || (pairs.length === 0 && !removed)) changes.push(makeChange('reencode-query'))
  if (!sorted && sort !== 'none') {
    sortPairs(pairs, compare)
    changes.push(makeChange('sort-params'))
  } else if (!removed && !reencoded) {
    out.query = raw.query // nothing to change: the query as written is its own serialization
    return
  }
  if (pairs.length === 0) {
    out.query = null
    return
  }
  let serialized = pairs[0]!.text
  for (let i = 1; i < pairs.length; i++) serialized += '&' + pairs[i]!.text
  out.query = serialized
}

/** Remove tracking parameters (and, on parsed parts, sort and re-encode the rest). */
export const queryStep: Step = (state, preset) => {
  if (state.parts === 'parsed') formQuery(state, preset.sort, preset.functional)
  else rawQuery(state, preset.functional)
}

/**
 * Where the first segment of `query.slice(start, end)` whose key is a tracker starts, or -1:
 * an as-written preset's pre-check, so that a URL without trackers is returned without
 * building anything, and the query step starts there. A key stops at `#` too, so the range
 * may run on into the fragment: a segment there can only be a false alarm that the query
 * step then finds nothing in. `contextOf(query)` is called only when a scoped rule needs the
 * URL's host or path.
 */
export function firstTracker(
  query: string,
  start: number,
  end: number,
  rules: CompiledRules,
  contextOf: (query: string) => ParamContext
): number {
  while (start < end) {
    // (An empty segment, `&` at `start`, has no key.)
    if (query.charCodeAt(start) !== 0x26 && isTrackerKey(rules, query, start, end, contextOf)) return start
    const next = query.indexOf('&', start)
    if (next < 0) return -1
    start = next + 1
  }
  return -1
}
