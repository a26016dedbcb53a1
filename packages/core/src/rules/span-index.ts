import type { RuleRef } from './rule-ref.js'
import type { ParamPattern } from './types.js'

/**
 * The rules' index by the first character of a key: it answers for a key as written in the
 * URL, without slicing or decoding it, whenever the text alone can tell (see `trackerAt` in
 * `compile.ts`); the compiled matcher answers the rest.
 */

/** `CompiledRules.trackerAt`: `0` not a tracker, `1` a tracker, `-1` undecided. */
export type TrackerAt = (text: string, start: number, end: number) => number

/**
 * `CompiledRules.removalAt`: the same verdict with the rule that removes the key (what
 * `ruleOf` would name): a `RuleRef` for a tracker, `null` for a key no rule removes,
 * `undefined` when the text alone cannot tell (or cannot tell which rule).
 */
export type RemovalAt = (text: string, start: number, end: number) => RuleRef | null | undefined

/**
 * The ASCII code units (and maybe others) a key matching an exact or prefix rule's `key` (lower
 * case when `folded`) can start with. Case-folded rules compare lower-cased keys: of ASCII text,
 * only the letter and its upper case lower-case to it; a text that starts with a non-ASCII
 * character is always checked.
 */
function firstCodes(key: string, folded: boolean): number[] {
  const first = key.charCodeAt(0)
  return folded && first >= 0x61 && first <= 0x7a ? [first, first - 0x20] : [first]
}

/** An exact or prefix rule, for `trackerAt`. */
interface SpanRule {
  /** The key; lower case when `folded`. */
  key: string
  prefix: boolean
  folded: boolean
  /** Scoped: the verdict needs the URL's host or path, or the parameter's value. */
  scoped: boolean
  /**
   * The rule, as `ruleOf` names it, when the text alone tells that it is the first to match:
   * no scoped rule comes before it in its list; else `null`.
   */
  ref: RuleRef | null
}

/** Whether `text` at `start` spells `key` (lower case) in any ASCII case. */
function startsWithFolded(text: string, key: string, start: number): boolean {
  for (let i = 0; i < key.length; i++) {
    let c = text.charCodeAt(start + i)
    if (c >= 0x41 && c <= 0x5a) c |= 0x20
    if (c !== key.charCodeAt(i)) return false
  }
  return true
}

/** Exact and prefix rules listed by the ASCII code unit a key can start with (see `firstCodes`). */
export type SpanIndex = (SpanRule[] | undefined)[]

/**
 * The index of the exact and prefix rules of `patterns` (pattern rules are left out); `refs`,
 * the rules as `ruleOf` names them (one per pattern, in order), for the rules to remove.
 */
export function spanIndex(patterns: readonly ParamPattern[], refs?: readonly RuleRef[]): SpanIndex {
  const byFirst: SpanIndex = new Array<SpanRule[] | undefined>(128).fill(undefined)
  patterns.forEach((pattern, i) => {
    const match = pattern.match ?? 'exact'
    if (match === 'pattern') return
    const folded = pattern.caseSensitive === false
    const scoped =
      pattern.value !== undefined ||
      pattern.hosts !== undefined ||
      pattern.paths !== undefined ||
      pattern.urls !== undefined ||
      pattern.exceptUrls !== undefined
    const key = folded ? pattern.key.toLowerCase() : pattern.key
    for (const c of firstCodes(key, folded)) {
      if (c >= 128) continue
      const list = (byFirst[c] ??= [])
      const ref = refs?.[i] ?? null
      list.push({ key, prefix: match === 'prefix', folded, scoped, ref: list.some((rule) => rule.scoped) ? null : ref })
    }
  })
  return byFirst
}

/**
 * The first unscoped rule of `index` that matches the key at `text.slice(start, end)`;
 * `undefined` when only scoped ones do (or the key starts with a non-ASCII character), `null`
 * when none does.
 */
function spanMatch(index: SpanIndex, text: string, start: number, end: number): SpanRule | null | undefined {
  const c = text.charCodeAt(start)
  if (c >= 128) return undefined // a folded rule may match a non-ASCII key: leave it to `isTracker`
  const list = index[c]
  if (list === undefined) return null
  const length = end - start
  let found: SpanRule | null | undefined = null
  for (const rule of list) {
    if (rule.prefix ? length < rule.key.length : length !== rule.key.length) continue
    if (!(rule.folded ? startsWithFolded(text, rule.key, start) : text.startsWith(rule.key, start))) continue
    if (!rule.scoped) return rule
    found = undefined
  }
  return found
}

/** Whether every one of `patterns` can be tested on a key as written (`spanMatch`). */
function testableAsWritten(patterns: readonly ParamPattern[]): boolean {
  // U+FFFD: a lone surrogate in the text decodes to it, so the text as written cannot tell.
  return patterns.every((pattern) => pattern.match !== 'pattern' && !pattern.key.includes('\uFFFD'))
}

/**
 * `trackerAt` and `removalAt` for these rules (their index `removed`) and exceptions: a key no
 * rule matches is not a tracker; a key an unscoped rule matches and no exception can match is
 * one (removed by that rule); anything else is left to `isTracker` and `ruleOf`.
 */
export function compileSpans(
  remove: readonly ParamPattern[],
  removed: SpanIndex,
  keep: readonly ParamPattern[]
): { trackerAt: TrackerAt; removalAt: RemovalAt } {
  if (!testableAsWritten(remove)) return { trackerAt: () => -1, removalAt: () => undefined }
  const kept = keep.length === 0 || !testableAsWritten(keep) ? null : spanIndex(keep)
  const anyKeep = keep.length > 0
  const match = (text: string, start: number, end: number): SpanRule | null | undefined => {
    const rule = spanMatch(removed, text, start, end)
    if (!rule || !anyKeep) return rule
    return kept !== null && spanMatch(kept, text, start, end) === null ? rule : undefined
  }
  return {
    trackerAt: (text, start, end) => {
      const rule = match(text, start, end)
      return rule === undefined ? -1 : rule === null ? 0 : 1
    },
    removalAt: (text, start, end) => {
      const rule = match(text, start, end)
      return rule ? (rule.ref ?? undefined) : rule
    }
  }
}
