import { LinkcanonError } from '../../errors.js'
import type { RuleSet } from '../types.js'

/** The list formats `importRules` reads. */
export const ruleListFormats = ['clearurls', 'removeparam', 'brave'] as const
export type RuleListFormat = (typeof ruleListFormats)[number]

/** What `importRules` read: counts per kind, and what it skipped (with the line or JSON path). */
export interface ImportReport {
  format: RuleListFormat
  /** Counts per kind (`providers`, `rules`, `exceptions`, `redirections`, `filters`, …). */
  counts: Record<string, number>
  /** Entries read but not applied, each with where and why. */
  skipped: Array<{ where: string; reason: string }>
  /** ClearURLs providers with `completeProvider` (report only: no link is ever deleted). */
  completeProviders: string[]
}

/** An imported rule set: goes into `rules` next to built-in names; `report` says what was read. */
export interface ImportedRuleSet extends RuleSet {
  readonly report: ImportReport
}

/** Options of `importRules`. */
export interface ImportOptions {
  format: RuleListFormat
  /** The set's name in `rule.set` of each removal (default: the format's name). */
  name?: string | undefined
  /** ClearURLs: also apply `referralMarketing` (affiliate keys). Default `false`. */
  referralMarketing?: boolean | undefined
}

/** A broken list: `invalid-rules`, naming where (a line or a JSON path). */
export function fail(where: string, message: string): never {
  throw new LinkcanonError('invalid-rules', `${where}: ${message}`)
}

/** A JSON list of strings at `where`; `nonEmpty`: no empty string in it. */
export function stringList(value: unknown, where: string, nonEmpty = false): string[] {
  if (!Array.isArray(value)) fail(where, 'expected a list of strings')
  return value.map((item, index) => {
    if (typeof item !== 'string' || (nonEmpty && item === ''))
      fail(`${where}[${index}]`, `expected a ${nonEmpty ? 'non-empty ' : ''}string; got ${JSON.stringify(item)}`)
    return item
  })
}

/** The value of a JSON list. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    fail('$', `not valid JSON: ${(error as Error).message}`)
  }
}

const ids = new WeakMap<object, number>()
let nextId = 0

/** Freeze an imported set and give it an identity: options holding it are cached by it, not by value. */
export function sealImported<T extends ImportedRuleSet>(set: T): T {
  ids.set(set, nextId++)
  return deepFreeze(set)
}

/** The identity of an imported set, or `undefined` for any other value. */
export function importedId(value: object): number | undefined {
  return ids.get(value)
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) deepFreeze(item)
  }
  return value
}
