import { invalidOptions } from '../errors.js'
import { cacheKeyRules } from './data/cache-key.js'
import { defaultRules } from './data/default.js'
import { extendedRules } from './data/extended.js'
import { recommendedRules } from './data/recommended.js'
import { compileSpans, spanIndex, type RemovalAt, type TrackerAt } from './span-index.js'
import { withPatternFirstChars } from './first-chars.js'
import { parseKeyShorthand, ruleFinder, ruleRefs, type RuleRef } from './rule-ref.js'
import { escapeRegExp, globToRegExp, hostTest } from './globs.js'
import { HOST_INDEX_MIN, indexedScope, sharedUrlScope } from './url-scope.js'
import { isRuleSet, validatePattern } from './shape.js'
import { keyValueTest, userPattern } from './value.js'
import type { KeepOption, ParamPattern, RuleSet, RuleSetName, RulesOption } from './types.js'

/** Where a parameter stands: the URL's host (lower case, no trailing dot), raw path, and the whole URL. */
export interface ParamContext {
  host: string
  path: string
  url: string
}

/** A rule set compiled for fast lookups. */
export interface CompiledRules {
  /**
   * Whether the parameter with this decoded key is a tracker to remove here. `context` is
   * called only when a host- or path-scoped rule needs it; `value` (decoded) is read only by
   * rules on `name=value` (see `seesValue`).
   */
  isTracker(key: string, context: () => ParamContext, value?: string): boolean
  /**
   * Whether a rule reads the value (`$removeparam=/regex/` on `name=value`): then pass it to
   * `isTracker` and `ruleOf`.
   */
  readonly seesValue: boolean
  /**
   * Indexed by an ASCII code unit: `1` when a tracker key can start with it (`%` always can:
   * an escape spells any character); `null` when any key can (a pattern rule). A key that
   * starts with a non-ASCII character is always a candidate. Lets a scanner skip most keys
   * without decoding them.
   */
  readonly firstChars: Readonly<Uint8Array> | null
  /**
   * The verdict on the key written at `text.slice(start, end)`, without slicing it: `0` not
   * a tracker, `1` a tracker, `-1` undecided (ask `isTracker` with the decoded key). Only for
   * keys that decode to themselves (no `%`, no `+`, no lone surrogate); it answers `-1`
   * whenever a pattern rule, a scoped rule or an exception would have a say.
   */
  readonly trackerAt: TrackerAt
  /** `trackerAt` with the rule that removes the key (see `RemovalAt`): one lookup for both. */
  readonly removalAt: RemovalAt
  /**
   * The first rule that removes the parameter with this decoded key (asked only once the
   * parameter is known to go): what `rule` of a `remove-param` change names.
   */
  ruleOf(key: string, context: () => ParamContext, value?: string): RuleRef | undefined
}

/**
 * The sets each built-in name stands for: `recommended` is the fixed list and what it adds
 * (rules name their own set).
 */
export const builtinRuleSets: Readonly<Record<RuleSetName, readonly RuleSet[]>> = {
  default: [defaultRules],
  recommended: [defaultRules, recommendedRules],
  extended: [extendedRules],
  'cache-key': [cacheKeyRules]
}

/** Whether a rule applies where a parameter stands. */
export type Scope = (context: () => ParamContext) => boolean

interface Other {
  test: (key: string, value: string | undefined) => boolean
  scope: Scope
}

interface Matcher {
  exact: Map<string, Scope[]>
  exactFolded: Map<string, Scope[]>
  others: Other[]
  /** Whether a rule of `others` reads the value (`name=value` regexes): then no key's verdict is remembered. */
  seesValue: boolean
  /** The sources of `others` as anchored regular expressions, for `othersAny`. */
  sources: string[]
  /** With many prefix and pattern rules (imported lists): one test that any of them may match. */
  othersAny: RegExp | null
}

/** From this many prefix and pattern rules on, a key is first tested against all of them at once. */
const PREFILTER_MIN = 16

/**
 * Index the long lists of scopes by host (imported lists) and build `othersAny` (a superset
 * test: case ignored) once every pattern is in.
 */
function finish(matcher: Matcher): Matcher {
  for (const map of [matcher.exact, matcher.exactFolded]) {
    for (const [key, scopes] of map)
      if (scopes.length >= HOST_INDEX_MIN && !scopes.includes(always)) map.set(key, [indexedScope(scopes)])
  }
  matcher.sources = [...new Set(matcher.sources)]
  if (matcher.others.length < PREFILTER_MIN || matcher.sources.some((source) => /\\(?:[1-9]|k<)/.test(source)))
    return matcher
  try {
    matcher.othersAny = new RegExp(`^(?:${matcher.sources.join('|')})`, 'iu')
  } catch {
    // (Two patterns with a group of the same name cannot be joined: each is tested alone.)
  }
  return matcher
}

const always: Scope = () => true

function compileScope(pattern: ParamPattern): Scope {
  const hosts = pattern.hosts?.map(hostTest)
  const paths = pattern.paths?.map(globToRegExp)
  // (The rules of one imported provider share one scope of their whole-URL patterns: see `sharedUrlScope`.)
  const url = pattern.urls === undefined && pattern.exceptUrls === undefined ? always : sharedUrlScope(pattern)
  if (!hosts && !paths) return url
  return (getContext) => {
    const { host, path } = getContext()
    return (
      (!hosts || hosts.some((test) => test(host))) && (!paths || paths.some((re) => re.test(path))) && url(getContext)
    )
  }
}

function addPattern(matcher: Matcher, raw: ParamPattern): void {
  const pattern = validatePattern(raw)
  const scope = compileScope(pattern)
  const folded = pattern.caseSensitive === false
  const match = pattern.match ?? 'exact'
  if (pattern.value !== undefined) {
    // (A rule on a value is decided once the value is read: never by the key alone.)
    matcher.others.push({ test: keyValueTest(pattern), scope })
    matcher.seesValue = true
    matcher.sources.push(match === 'pattern' ? '' : escapeRegExp(pattern.key))
    return
  }
  const wanted = folded ? pattern.key.toLowerCase() : pattern.key
  if (match === 'exact') {
    const map = folded ? matcher.exactFolded : matcher.exact
    const scopes = map.get(wanted)
    if (scopes) scopes.push(scope)
    else map.set(wanted, [scope])
    return
  }
  let test: (key: string, value: string | undefined) => boolean
  if (match === 'prefix') {
    test = folded ? (key) => key.toLowerCase().startsWith(wanted) : (key) => key.startsWith(wanted)
    matcher.sources.push(escapeRegExp(pattern.key))
  } else {
    const re = userPattern(pattern.key, folded, '')
    if (pattern.withEquals === true) {
      test = (key, value) => re.test(key + '=' + (value ?? ''))
      matcher.seesValue = true
      matcher.sources.push('') // (the prefilter sees keys alone: it must let every key through)
    } else {
      test = (key) => re.test(key)
      matcher.sources.push(pattern.key.startsWith('^') ? `(?:${pattern.key})` : `[^]*?(?:${pattern.key})`)
    }
  }
  matcher.others.push({ test, scope })
}

function matches(matcher: Matcher, key: string, context: () => ParamContext, value?: string): boolean {
  const exact = matcher.exact.get(key)
  if (exact !== undefined && (exact[0] === always || exact.some((scope) => scope(context)))) return true
  if (matcher.exactFolded.size > 0) {
    const folded = matcher.exactFolded.get(key.toLowerCase())
    if (folded && folded.some((scope) => scope(context))) return true
  }
  if (matcher.othersAny !== null && !matcher.othersAny.test(key)) return false
  for (const other of matcher.others) {
    if (other.test(key, value) && other.scope(context)) return true
  }
  return false
}

/** At most this many keys' scopes are remembered by a large matcher. */
const KEY_CACHE = 4096

/**
 * Where the rules that match `key` apply, as one scope (`null`: no rule matches it): the key
 * tests run once, and the scopes (often one provider's, shared) are indexed by host when many.
 */
function scopeOfKey(matcher: Matcher, key: string): Scope | null {
  const scopes = [...(matcher.exact.get(key) ?? []), ...(matcher.exactFolded.get(key.toLowerCase()) ?? [])]
  if (matcher.othersAny === null || matcher.othersAny.test(key))
    for (const other of matcher.others) if (other.test(key, undefined)) scopes.push(other.scope)
  const unique = [...new Set(scopes)]
  if (unique.length === 0) return null
  if (unique.includes(always)) return always
  if (unique.length >= HOST_INDEX_MIN) return indexedScope(unique)
  return unique.length === 1 ? unique[0]! : (context) => unique.some((scope) => scope(context))
}

/**
 * `matches` for a large matcher (an imported list): the scope of each key is remembered (keys
 * repeat across URLs: `id`, `q`, `utm_source`…), so a key costs one lookup and its scopes.
 */
function cachedMatches(matcher: Matcher): (key: string, context: () => ParamContext, value?: string) => boolean {
  if (matcher.othersAny === null || matcher.seesValue)
    return (key, context, value) => matches(matcher, key, context, value)
  const byKey = new Map<string, Scope | null>()
  return (key, context) => {
    let scope = byKey.get(key)
    if (scope === undefined) {
      if (byKey.size >= KEY_CACHE) byKey.clear()
      byKey.set(key, (scope = scopeOfKey(matcher, key)))
    }
    return scope !== null && scope(context)
  }
}

function newMatcher(): Matcher {
  return { exact: new Map(), exactFolded: new Map(), others: [], seesValue: false, sources: [], othersAny: null }
}

/** Expand the `rules` option into rule sets. */
export function resolveRuleSets(option: RulesOption): RuleSet[] {
  const entries = (Array.isArray(option) ? option : [option]) as readonly unknown[]
  const custom: ParamPattern[] = []
  const sets: RuleSet[] = []
  for (const entry of entries) {
    if (typeof entry === 'string' && Object.hasOwn(builtinRuleSets, entry))
      sets.push(...builtinRuleSets[entry as RuleSetName])
    else if (isRuleSet(entry)) sets.push(entry)
    else if (typeof entry === 'string' || (typeof entry === 'object' && entry !== null))
      custom.push(typeof entry === 'string' ? parseKeyShorthand(entry) : (entry as ParamPattern))
    else
      throw invalidOptions(
        `"rules" entries must be rule set names, rule sets, keys or rule objects; got ${JSON.stringify(entry)}`
      )
  }
  if (custom.length > 0) sets.push({ name: 'custom', remove: custom })
  return sets
}

/** Compile rule sets, extra exceptions and built-in exceptions into one matcher. */
export function compileRules(sets: readonly RuleSet[], keep: readonly ParamPattern[]): CompiledRules {
  const remove = newMatcher()
  const kept = newMatcher()
  const removePatterns = sets.flatMap((set) => set.remove)
  const keepPatterns = [...sets.flatMap((set) => set.keep ?? []), ...keep]
  for (const pattern of removePatterns) addPattern(remove, pattern)
  for (const pattern of keepPatterns) addPattern(kept, pattern)
  finish(remove)
  finish(kept)
  const removes = cachedMatches(remove)
  const hasKeep = keepPatterns.length > 0
  const refs = ruleRefs(sets)
  const index = spanIndex(removePatterns, refs)
  const { trackerAt, removalAt } = compileSpans(removePatterns, index, keepPatterns)
  return {
    firstChars: withPatternFirstChars(
      removePatterns,
      Uint8Array.from(index, (rules) => (rules === undefined ? 0 : 1))
    ),
    trackerAt,
    removalAt,
    ruleOf: ruleFinder(sets, refs, (pattern) => {
      const matcher = newMatcher()
      addPattern(matcher, pattern)
      return (key, context, value) => matches(matcher, key, context, value)
    }),
    seesValue: remove.seesValue || kept.seesValue,
    isTracker: hasKeep
      ? (key, context, value) => removes(key, context, value) && !matches(kept, key, context, value)
      : removes
  }
}

/** Normalize the `keep` option into patterns. */
export function resolveKeep(option: KeepOption | undefined): ParamPattern[] {
  if (option === undefined) return []
  const entries = (Array.isArray(option) ? option : [option]) as readonly unknown[]
  return entries.map((entry) => (typeof entry === 'string' ? parseKeyShorthand(entry) : validatePattern(entry)))
}
