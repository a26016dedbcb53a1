import { LinkcanonError } from '../errors.js'
import { cacheKeyRules } from './cache-key.js'
import { defaultRules } from './default.js'
import { extendedRules } from './extended.js'
import type { KeepOption, ParamPattern, RuleSet, RuleSetName, RulesOption } from './types.js'

/** Where a parameter stands: the URL's host (lower case, no trailing dot) and raw path. */
export interface ParamContext {
  host: string
  path: string
}

/** A rule set compiled for fast lookups. */
export interface CompiledRules {
  /**
   * Whether the parameter with this decoded key is a tracker to remove here. `context` is
   * called only when a host- or path-scoped rule needs it.
   */
  isTracker(key: string, context: () => ParamContext): boolean
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
  trackerAt(text: string, start: number, end: number): number
}

export const builtinRuleSets: Readonly<Record<RuleSetName, RuleSet>> = {
  default: defaultRules,
  extended: extendedRules,
  'cache-key': cacheKeyRules
}

type Scope = (context: () => ParamContext) => boolean

interface Matcher {
  exact: Map<string, Scope[]>
  exactFolded: Map<string, Scope[]>
  others: Array<{ test: (key: string) => boolean; scope: Scope }>
}

const always: Scope = () => true

/** Read the key shorthand: `'k'` exact, `'k*'` prefix, `'/re/flags'` pattern. */
export function parseKeyShorthand(text: string): ParamPattern {
  const pattern = /^\/(.+)\/([a-z]*)$/s.exec(text)
  if (pattern) {
    const flags = pattern[2] ?? ''
    return { key: pattern[1] ?? '', match: 'pattern', caseSensitive: !flags.includes('i') }
  }
  if (text.length > 1 && text.endsWith('*')) return { key: text.slice(0, -1), match: 'prefix' }
  return { key: text }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function globToRegExp(glob: string): RegExp {
  let source = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string
    if (c === '*') {
      if (glob[i + 1] === '*') {
        source += '[^]*'
        i++
      } else source += '[^/]*'
    } else source += escapeRegExp(c)
  }
  return new RegExp(`^${source}$`, 'i')
}

function hostTest(host: string): (value: string) => boolean {
  const h = host.toLowerCase().replace(/\.$/, '')
  if (h.endsWith('.*')) {
    const re = new RegExp(`(?:^|\\.)${escapeRegExp(h.slice(0, -2))}\\.[a-z]+(?:\\.[a-z]{2})?$`)
    return (value) => re.test(value)
  }
  const suffix = '.' + h
  return (value) => value === h || value.endsWith(suffix)
}

function compileScope(pattern: ParamPattern): Scope {
  const hosts = pattern.hosts?.map(hostTest)
  const paths = pattern.paths?.map(globToRegExp)
  if (!hosts && !paths) return always
  return (getContext) => {
    const context = getContext()
    return (!hosts || hosts.some((test) => test(context.host))) && (!paths || paths.some((re) => re.test(context.path)))
  }
}

function validatePattern(pattern: unknown): ParamPattern {
  if (typeof pattern !== 'object' || pattern === null || typeof (pattern as ParamPattern).key !== 'string') {
    throw new LinkcanonError('invalid-options', `A rule must be a key string or an object with a string "key"; got ${JSON.stringify(pattern)}`)
  }
  const p = pattern as ParamPattern
  if (p.key === '') throw new LinkcanonError('invalid-options', 'A rule key must not be empty')
  if (p.match !== undefined && p.match !== 'exact' && p.match !== 'prefix' && p.match !== 'pattern') {
    throw new LinkcanonError('invalid-options', `Rule "${p.key}": "match" must be "exact", "prefix" or "pattern"; got ${JSON.stringify(p.match)}`)
  }
  for (const field of ['hosts', 'paths'] as const) {
    const list = p[field]
    if (list !== undefined && (!Array.isArray(list) || list.some((item) => typeof item !== 'string' || item === ''))) {
      throw new LinkcanonError('invalid-options', `Rule "${p.key}": "${field}" must be a list of non-empty strings`)
    }
  }
  return p
}

function addPattern(matcher: Matcher, raw: ParamPattern): void {
  const pattern = validatePattern(raw)
  const scope = compileScope(pattern)
  const folded = pattern.caseSensitive === false
  const match = pattern.match ?? 'exact'
  if (match === 'exact') {
    const map = folded ? matcher.exactFolded : matcher.exact
    const key = folded ? pattern.key.toLowerCase() : pattern.key
    const scopes = map.get(key)
    if (scopes) scopes.push(scope)
    else map.set(key, [scope])
    return
  }
  let test: (key: string) => boolean
  if (match === 'prefix') {
    const prefix = folded ? pattern.key.toLowerCase() : pattern.key
    test = folded ? (key) => key.toLowerCase().startsWith(prefix) : (key) => key.startsWith(prefix)
  } else {
    let re: RegExp
    try {
      re = new RegExp(pattern.key, folded ? 'iu' : 'u')
    } catch (error) {
      throw new LinkcanonError('invalid-options', `Rule pattern /${pattern.key}/ is not a valid regular expression: ${(error as Error).message}`)
    }
    test = (key) => re.test(key)
  }
  matcher.others.push({ test, scope })
}

function matches(matcher: Matcher, key: string, context: () => ParamContext): boolean {
  const exact = matcher.exact.get(key)
  if (exact !== undefined && (exact[0] === always || exact.some((scope) => scope(context)))) return true
  if (matcher.exactFolded.size > 0) {
    const folded = matcher.exactFolded.get(key.toLowerCase())
    if (folded && folded.some((scope) => scope(context))) return true
  }
  for (const other of matcher.others) {
    if (other.test(key) && other.scope(context)) return true
  }
  return false
}

function newMatcher(): Matcher {
  return { exact: new Map(), exactFolded: new Map(), others: [] }
}

function toPatterns(entry: string | ParamPattern): ParamPattern {
  return typeof entry === 'string' ? parseKeyShorthand(entry) : entry
}

function isRuleSet(entry: unknown): entry is RuleSet {
  return typeof entry === 'object' && entry !== null && Array.isArray((entry as RuleSet).remove)
}

/** Expand the `rules` option into rule sets. */
export function resolveRuleSets(option: RulesOption): RuleSet[] {
  const entries = (Array.isArray(option) ? option : [option]) as readonly unknown[]
  const custom: ParamPattern[] = []
  const sets: RuleSet[] = []
  for (const entry of entries) {
    if (typeof entry === 'string' && Object.hasOwn(builtinRuleSets, entry)) sets.push(builtinRuleSets[entry as RuleSetName])
    else if (isRuleSet(entry)) sets.push(entry)
    else if (typeof entry === 'string' || (typeof entry === 'object' && entry !== null)) custom.push(toPatterns(entry as string | ParamPattern))
    else throw new LinkcanonError('invalid-options', `"rules" entries must be rule set names, rule sets, keys or rule objects; got ${JSON.stringify(entry)}`)
  }
  if (custom.length > 0) sets.push({ name: 'custom', remove: custom })
  return sets
}

/**
 * The ASCII code units (and maybe others) a key matching `pattern` (exact or prefix) can start
 * with. Case-folded rules compare lower-cased keys: of ASCII text, only the letter and its
 * upper case lower-case to it; a text that starts with a non-ASCII character is always checked.
 */
function firstCodes(pattern: ParamPattern): number[] {
  const first = (pattern.caseSensitive === false ? pattern.key.toLowerCase() : pattern.key).charCodeAt(0)
  return pattern.caseSensitive === false && first >= 0x61 && first <= 0x7a ? [first, first - 0x20] : [first]
}

/** An exact or prefix rule, for `trackerAt`. */
interface SpanRule {
  /** The key; lower case when `folded`. */
  key: string
  prefix: boolean
  folded: boolean
  /** Scoped: the verdict needs the URL's host or path. */
  scoped: boolean
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
type SpanIndex = (SpanRule[] | undefined)[]

/**
 * `CompiledRules.firstChars` of the rules to remove, read off their index: the code units
 * listed there, and `%` (an escape can spell any character); `null` when a pattern rule
 * can match any key.
 */
function firstCharsOf(remove: readonly ParamPattern[], index: SpanIndex): Uint8Array | null {
  if (remove.some((pattern) => pattern.match === 'pattern')) return null
  const chars = Uint8Array.from(index, (rules) => (rules === undefined ? 0 : 1))
  chars[0x25] = 1
  return chars
}

/** The index of the exact and prefix rules of `patterns` (pattern rules are left out). */
function spanIndex(patterns: readonly ParamPattern[]): SpanIndex {
  const byFirst: SpanIndex = new Array<SpanRule[] | undefined>(128).fill(undefined)
  for (const pattern of patterns) {
    const match = pattern.match ?? 'exact'
    if (match === 'pattern') continue
    const folded = pattern.caseSensitive === false
    const rule: SpanRule = {
      key: folded ? pattern.key.toLowerCase() : pattern.key,
      prefix: match === 'prefix',
      folded,
      scoped: pattern.hosts !== undefined || pattern.paths !== undefined
    }
    for (const c of firstCodes(pattern)) if (c < 128) (byFirst[c] ??= []).push(rule)
  }
  return byFirst
}

/** `1` when an unscoped rule of `index` matches the key at `text.slice(start, end)`, `-1` when only a scoped one does, else `0`. */
function spanMatch(index: SpanIndex, text: string, start: number, end: number): number {
  const c = text.charCodeAt(start)
  if (c >= 128) return -1 // a folded rule may match a non-ASCII key: leave it to `isTracker`
  const list = index[c]
  if (list === undefined) return 0
  const length = end - start
  let verdict = 0
  for (const rule of list) {
    if (rule.prefix ? length < rule.key.length : length !== rule.key.length) continue
    if (!(rule.folded ? startsWithFolded(text, rule.key, start) : text.startsWith(rule.key, start))) continue
    if (!rule.scoped) return 1
    verdict = -1
  }
  return verdict
}

/** Whether every one of `patterns` can be tested on a key as written (`spanMatch`). */
function testableAsWritten(patterns: readonly ParamPattern[]): boolean {
  // U+FFFD: a lone surrogate in the text decodes to it, so the text as written cannot tell.
  return patterns.every((pattern) => pattern.match !== 'pattern' && !pattern.key.includes('\uFFFD'))
}

/**
 * `trackerAt` for these rules (their index `removed`) and exceptions: a key no rule matches
 * is `0`; a key an unscoped rule matches and no exception can match is `1`; anything else is
 * left to `isTracker`.
 */
function compileTrackerAt(remove: readonly ParamPattern[], removed: SpanIndex, keep: readonly ParamPattern[]): CompiledRules['trackerAt'] {
  if (!testableAsWritten(remove)) return () => -1
  const kept = keep.length === 0 || !testableAsWritten(keep) ? null : spanIndex(keep)
  const anyKeep = keep.length > 0
  return (text, start, end) => {
    const verdict = spanMatch(removed, text, start, end)
    if (verdict !== 1 || !anyKeep) return verdict
    return kept !== null && spanMatch(kept, text, start, end) === 0 ? 1 : -1
  }
}

/** Compile rule sets, extra exceptions and built-in exceptions into one matcher. */
export function compileRules(sets: readonly RuleSet[], keep: readonly ParamPattern[]): CompiledRules {
  const remove = newMatcher()
  const kept = newMatcher()
  const removePatterns = sets.flatMap((set) => set.remove)
  const keepPatterns = [...sets.flatMap((set) => set.keep ?? []), ...keep]
  for (const pattern of removePatterns) addPattern(remove, pattern)
  for (const pattern of keepPatterns) addPattern(kept, pattern)
  const hasKeep = keepPatterns.length > 0
  const index = spanIndex(removePatterns)
  return {
    firstChars: firstCharsOf(removePatterns, index),
    trackerAt: compileTrackerAt(removePatterns, index, keepPatterns),
    isTracker: hasKeep
      ? (key, context) => matches(remove, key, context) && !matches(kept, key, context)
      : (key, context) => matches(remove, key, context)
  }
}

/** Normalize the `keep` option into patterns. */
export function resolveKeep(option: KeepOption | undefined): ParamPattern[] {
  if (option === undefined) return []
  const entries = (Array.isArray(option) ? option : [option]) as readonly unknown[]
  return entries.map((entry) => {
    if (typeof entry === 'string') return parseKeyShorthand(entry)
    return validatePattern(entry)
  })
}
