import type { ParamPattern } from './types.js'

/**
 * The ASCII characters a key matched by an anchored pattern (`^…`) can start with, read from
 * the pattern's source: literals, escapes, `\d`, `\w`, simple classes, groups with
 * alternatives, and optional items (`?`, `*`, `{0,…}`) before them. `null` when the pattern
 * is not anchored, could match an empty key, or uses anything else (`.`, a negated class,
 * lookaround…): then any key can be a tracker. Lets imported lists keep the cheap first-character
 * skip of the query scanner.
 */
export function firstCharsOfSource(source: string): Set<number> | null {
  if (!source.startsWith('^')) return null
  const state = { source, at: 1 }
  const first = sequence(state)
  return first === null || first.nullable ? null : first.chars
}

interface First {
  chars: Set<number>
  nullable: boolean
}

const DIGITS = '0123456789'
const WORD = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'

function charsOf(text: string): Set<number> {
  return new Set(Array.from(text, (c) => c.charCodeAt(0)))
}

/** What the escape `\<next>` can match (`\d`, `\w`, an escaped punctuation character); `null` for any other. */
function escapeChars(next: string | undefined): Set<number> | null {
  if (next === 'd') return charsOf(DIGITS)
  if (next === 'w') return charsOf(WORD)
  return next !== undefined && /[^a-zA-Z0-9]/.test(next) ? new Set([next.charCodeAt(0)]) : null
}

/** A sequence up to `|`, `)` or the end. */
function sequence(state: { source: string; at: number }): First | null {
  const chars = new Set<number>()
  let nullable = true
  const { source } = state
  while (state.at < source.length && source[state.at] !== '|' && source[state.at] !== ')') {
    const item = atom(state)
    if (item === null) return null
    const q = quantifierAt(source, state.at)
    if (q === null && source[state.at] === '{') return null // (a `{` that is no quantifier)
    state.at += q?.length ?? 0
    if (nullable) for (const c of item.chars) chars.add(c)
    if (!item.nullable && q?.optional !== true) nullable = false
  }
  return { chars, nullable }
}

/**
 * A quantifier in a regular expression's source: whether it lets its item match nothing, whether it has no upper
 * bound.
 */
export interface Quantifier {
  optional: boolean
  unbounded: boolean
  /** Its length in the source (with the `?` of a lazy one). */
  length: number
}

/** The quantifier at `at` (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each maybe lazy), or `null`. */
export function quantifierAt(source: string, at: number): Quantifier | null {
  const c = source[at]
  const length = source[at + 1] === '?' ? 2 : 1
  if (c === '*') return { optional: true, unbounded: true, length }
  if (c === '+') return { optional: false, unbounded: true, length }
  if (c === '?') return { optional: true, unbounded: false, length }
  const m = c === '{' ? /^\{(\d+)(,(\d*))?\}\??/.exec(source.slice(at, at + 24)) : null
  return m && { optional: m[1] === '0', unbounded: m[2] !== undefined && m[3] === '', length: m[0].length }
}

function atom(state: { source: string; at: number }): First | null {
  const { source } = state
  const c = source[state.at] as string
  if (c === '(') {
    if (source.startsWith('(?:', state.at)) state.at += 3
    else if (source[state.at + 1] === '?') return null
    else state.at += 1
    const chars = new Set<number>()
    let nullable = false
    for (;;) {
      const alternative = sequence(state)
      if (alternative === null) return null
      for (const x of alternative.chars) chars.add(x)
      nullable ||= alternative.nullable
      if (source[state.at] === '|') state.at++
      else if (source[state.at] === ')') {
        state.at++
        return { chars, nullable }
      } else return null
    }
  }
  if (c === '[') {
    const end = source.indexOf(']', state.at + 1)
    if (end < 0 || source[state.at + 1] === '^') return null
    const body = source.slice(state.at + 1, end)
    state.at = end + 1
    const chars = new Set<number>()
    for (let i = 0; i < body.length; i++) {
      const ch = body[i] as string
      if (ch === '\\') {
        const escaped = escapeChars(body[++i])
        if (escaped === null) return null
        for (const x of escaped) chars.add(x)
        continue
      }
      if (body[i + 1] === '-' && i + 2 < body.length && body[i + 2] !== '\\') {
        const to = (body[i + 2] as string).charCodeAt(0)
        for (let x = ch.charCodeAt(0); x <= to; x++) chars.add(x)
        i += 2
        continue
      }
      chars.add(ch.charCodeAt(0))
    }
    return { chars, nullable: false }
  }
  if (c === '\\') {
    const escaped = escapeChars(source[state.at + 1])
    state.at += 2
    return escaped === null ? null : { chars: escaped, nullable: false }
  }
  if (c === '$') {
    state.at++
    return { chars: new Set(), nullable: true } // the end: zero-width
  }
  if ('.^*+?{}|)'.includes(c)) return null
  state.at++
  return { chars: new Set([c.charCodeAt(0)]), nullable: false }
}

/**
 * `firstChars` (see `CompiledRules`) of the rules to `remove`: `base` (the exact and prefix
 * rules' first characters, read off their index), `%` (an escape can spell any character), and
 * each anchored pattern's, both cases for a pattern that ignores case; `null` when a pattern's
 * first characters cannot be read.
 */
export function withPatternFirstChars(remove: readonly ParamPattern[], base: Uint8Array): Uint8Array | null {
  const chars = Uint8Array.from(base)
  chars[0x25] = 1
  for (const pattern of remove) {
    if (pattern.match !== 'pattern') continue
    const first = firstCharsOfSource(pattern.key)
    if (first === null) return null
    for (const code of first) {
      if (code >= 128) continue
      chars[code] = 1
      if (pattern.caseSensitive === false) {
        const c = String.fromCharCode(code)
        chars[c.toLowerCase().charCodeAt(0)] = 1
        chars[c.toUpperCase().charCodeAt(0)] = 1
      }
    }
  }
  return chars
}
