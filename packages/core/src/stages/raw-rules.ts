import type { Runner } from '../entry/runner.js'
import { makeChange } from '../messages.js'
import { makeNote, type Note } from '../notes.js'
import type { Scope } from '../rules/compile.js'
import type { RuleRef } from '../rules/rule-ref.js'
import type { SignatureFinder } from '../rules/signed.js'
import type { RawRule, RuleSet } from '../rules/types.js'
import { candidatesByHost, sharedUrlScope } from '../rules/url-scope.js'
import type { CanonicalizeResult, Change } from '../types.js'

/** After this many rounds of raw rules that still change the URL, they are given up (`unsettled`). */
const MAX_ROUNDS = 4

interface CompiledRawRule {
  re: RegExp
  scope: Scope
  ref: RuleRef
}

/** The raw rules of the rule sets a run uses, in order, compiled. */
export function rawRulesOf(sets: readonly RuleSet[]): CompiledRawRule[] {
  return sets.flatMap((set) =>
    (set.rawRules ?? []).map((rule: RawRule) => {
      const ref: RuleRef = { set: set.name, key: `/${rule.pattern}/gi` }
      if (rule.source !== undefined) ref.source = rule.source
      // (Scoped like the provider's key rules: the same `urls` list shares one verdict a URL.)
      const scope = sharedUrlScope(rule)
      // (Every match, ignoring case, as ClearURLs applies it; checked when the list was imported.)
      return { re: new RegExp(rule.pattern, 'gi'), scope, ref }
    })
  )
}

/** The origin of an http(s) URL (`https://host:port`), or `null` when `text` is none. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

interface Round {
  text: string
  changes: readonly Change[]
  /** Rules not applied, and why. */
  left: readonly Note[]
}

/** A round in which no rule applies. */
const NOTHING: Round = Object.freeze({ text: '', changes: [], left: [] })

/**
 * One round: each rule in scope (`rulesFor` the host of `sameHost`, whose host is that of `url`)
 * removes its matches from `url`, in order, as ClearURLs does
 * (`url.replace(new RegExp(rule, 'gi'), '')`). A rule whose result would be no http(s) URL, or
 * would point at another origin, is not applied (a note says why); the others are.
 */
function applyRound(url: string, rulesFor: (url: string) => readonly CompiledRawRule[], sameHost: string): Round {
  const candidates = rulesFor(sameHost)
  if (candidates.length === 0) return NOTHING // (most URLs: no rule for their host)
  const round = { text: url, changes: [] as Change[], left: [] as Note[] }
  // (Read only when a rule matched: most URLs match none, and parsing one is the cost.)
  let origin: string | null | undefined
  const context = () => ({ host: '', path: '', url })
  for (const rule of candidates) {
    if (!rule.scope(context)) continue
    const removed: Change[] = []
    const text = round.text.replace(rule.re, (match) => {
      if (match !== '') removed.push(makeChange('remove-raw-match', { value: match, rule: rule.ref }))
      return ''
    })
    if (removed.length === 0) continue
    const next = originOf(text)
    origin ??= originOf(url)
    if (next === null || next !== origin) {
      round.left.push(
        makeNote('raw-rule-left', { key: rule.ref.key, reason: next === null ? 'not-a-url' : 'moves-origin' })
      )
      continue
    }
    round.text = text
    round.changes.push(...removed)
  }
  return round
}

/**
 * A runner that also applies the raw rules of imported lists (ClearURLs `rawRules`: text
 * removed from anywhere in the URL), change `remove-raw-match` naming the rule. They run on
 * the preset's result, and the preset runs again on theirs, until the URL settles, so the
 * result is idempotent. A rule whose result would not be an http(s) URL, or would point at
 * another scheme, host or port, is not applied (a `raw-rule-left` note says so), nor are rules
 * that never settle. A signed URL is left to the signed-URL guard: raw rules never edit it.
 * `written`: `run` is an as-written preset's.
 */
export function withRawRules(
  run: Runner,
  rules: readonly CompiledRawRule[],
  findSignature: SignatureFinder | undefined,
  written: boolean
): Runner {
  const rulesFor = candidatesByHost(rules) // (the rules indexed by host once)
  return (input) => {
    const first = run(input)
    let result = first
    let changes: Change[] | null = null // (the changes of every round so far; `null`: only the result's own)
    for (let round = 0; ; round++) {
      // An as-written preset leaves the text up to the host as it is: its host labels are read
      // from the input (a result is a new string, often a rope that reading would flatten).
      const applied = applyRound(result.url, rulesFor, round === 0 && written ? input : result.url)
      const done = withNotes(changes === null ? result : { ...result, changes }, applied.left)
      if (applied.changes.length === 0) return done
      const key = findSignature?.(input) ?? findSignature?.(result.url)
      if (key !== undefined)
        return done.notes?.some((note) => note.type === 'signed-url')
          ? done
          : withNotes(done, [makeNote('signed-url', { key })])
      const ruleKey = applied.changes[0]!.rule!.key
      if (round === MAX_ROUNDS)
        return withNotes(first, [makeNote('raw-rule-left', { key: ruleKey, reason: 'unsettled' })])
      let next: CanonicalizeResult
      try {
        next = run(applied.text)
      } catch {
        return withNotes(done, [makeNote('raw-rule-left', { key: ruleKey, reason: 'not-a-url' })])
      }
      changes = [...(changes ?? result.changes), ...applied.changes, ...next.changes]
      result = next
    }
  }
}

function withNotes(result: CanonicalizeResult, notes: readonly Note[]): CanonicalizeResult {
  if (notes.length === 0) return result
  return { url: result.url, changes: result.changes, notes: [...(result.notes ?? []), ...notes] }
}
