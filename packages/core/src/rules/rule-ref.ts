import type { ParamContext } from './compile.js'
import type { ParamPattern, RuleSet } from './types.js'

/** The rule that removed a parameter: its set, its key (shorthand: `k`, `k*`, `/re/flags`), where it was read. */
export interface RuleRef {
  /** `default`, `extended`, `cache-key`, `custom`, or an imported list's name. */
  set: string
  key: string
  source?: string
}

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

/** The shorthand of a pattern's key: `k`, `k*` or `/re/flags` (what `parseKeyShorthand` reads). */
function shorthandOf(pattern: ParamPattern): string {
  const match = pattern.match ?? 'exact'
  if (match === 'prefix') return pattern.key + '*'
  if (match === 'pattern') return `/${pattern.key}/${pattern.caseSensitive === false ? 'i' : ''}`
  return pattern.key
}

/** Each removal rule of `sets` as `ruleOf` names it, in the order given. */
export function ruleRefs(sets: readonly RuleSet[]): RuleRef[] {
  return sets.flatMap((set) =>
    set.remove.map((pattern) => {
      const ref: RuleRef = { set: set.name, key: shorthandOf(pattern) }
      if (pattern.source !== undefined) ref.source = pattern.source
      return ref
    })
  )
}

interface RuleEntryOf {
  order: number
  matches: (key: string, context: () => ParamContext, value?: string) => boolean
  ref: RuleRef
}

/**
 * `ruleOf`: each removal rule on its own, in the order given, compiled on first use; exact
 * rules are found by their key, so a long imported list costs little per removal.
 */
export function ruleFinder(
  sets: readonly RuleSet[],
  refs: readonly RuleRef[],
  compile: (pattern: ParamPattern) => (key: string, context: () => ParamContext, value?: string) => boolean
): (key: string, context: () => ParamContext, value?: string) => RuleRef | undefined {
  let byKey: Map<string, RuleEntryOf[]> | null = null
  const others: RuleEntryOf[] = []
  const build = (): Map<string, RuleEntryOf[]> => {
    const map = new Map<string, RuleEntryOf[]>()
    let order = 0
    for (const set of sets) {
      for (const pattern of set.remove) {
        const entry = { order, matches: compile(pattern), ref: refs[order++]! }
        if ((pattern.match ?? 'exact') !== 'exact') others.push(entry)
        else {
          const key = pattern.key.toLowerCase()
          const list = map.get(key)
          if (list) list.push(entry)
          else map.set(key, [entry])
        }
      }
    }
    return map
  }
  return (key, context, value) => {
    byKey ??= build()
    // The exact rules of this key and the other rules, merged in the order given.
    const exact = byKey.get(key.toLowerCase()) ?? []
    let i = 0
    let j = 0
    while (i < exact.length || j < others.length) {
      const entry =
        j >= others.length || (i < exact.length && exact[i]!.order < others[j]!.order) ? exact[i++]! : others[j++]!
      if (entry.matches(key, context, value)) return entry.ref
    }
    return undefined
  }
}
