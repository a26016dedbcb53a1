import { invalidOptions } from '../errors.js'
import type { ParamPattern, RuleSet } from './types.js'

/**
 * The properties each kind of options object may have, and a check that names the path of
 * anything else (`keep[0].check`): an unknown property is an error, never silently ignored.
 * Run when options are compiled (`createRunner` in `pipeline.ts`), so every front end rejects the same input
 * with the same words; a property's value is checked here when nothing else reads it.
 */
export const knownProperties = {
  /** A rule object (`ParamPattern`), in `rules`, `keep` or a rule set's `remove`/`keep`. */
  rule: [
    'key',
    'match',
    'value',
    'valueMatch',
    'caseSensitive',
    'hosts',
    'paths',
    'urls',
    'exceptUrls',
    'withEquals',
    'note',
    'source'
  ],
  /** A rule set (`RuleSet`; `report` is what `importRules` read). */
  'rule set': ['name', 'remove', 'keep', 'redirections', 'rawRules', 'report'],
  /** A redirect rule or a raw rule of an imported list (`RedirectRule`, `RawRule`). */
  'list rule': ['pattern', 'urls', 'exceptUrls', 'source'],
  /** A `signedParams` entry given as an object. */
  'signed parameter': ['key', 'with']
} as const

export type ShapeKind = keyof typeof knownProperties

function fail(path: string, message: string): never {
  throw invalidOptions(`${path}: ${message}`)
}

/** Whether `value` is an object that is neither `null` nor an array: what an options object must be. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether an entry of `rules` is a rule set (an object with a `remove` list). */
export function isRuleSet(entry: unknown): entry is RuleSet {
  return typeof entry === 'object' && entry !== null && Array.isArray((entry as RuleSet).remove)
}

/** What `value` is, for a message: `null`, an array (`'an array'` unless `array` says), or its `typeof`. */
export function typeName(value: unknown, array = 'an array'): string {
  return value === null ? 'null' : Array.isArray(value) ? array : typeof value
}

/** What is wrong with a flag (`must be true or false; got …`), or `undefined` when it is fine. */
export function notBoolean(value: unknown): string | undefined {
  if (value !== undefined && typeof value !== 'boolean') return `must be true or false; got ${JSON.stringify(value)}`
}

/** Throw for the first property of `value` (an object) that a `kind` does not have. */
export function checkProperties(value: object, kind: ShapeKind, path: string): void {
  const known: readonly string[] = knownProperties[kind]
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) fail(`${path}.${key}`, `unknown property of a ${kind}; a ${kind} has ${known.join(', ')}`)
  }
}

/** Check a property that only says something: a string, or a boolean. */
function checkType(record: Record<string, unknown>, key: string, type: 'string' | 'boolean', path: string): void {
  const value = record[key]
  if (value !== undefined && typeof value !== type)
    fail(`${path}.${key}`, `must be a ${type}; got ${typeName(value, 'a list')}`)
}

function checkRule(value: unknown, path: string): void {
  // (Not an object: the rule compiler says what it must be.)
  if (!isRecord(value)) return
  checkProperties(value, 'rule', path)
  for (const key of ['caseSensitive', 'withEquals'] as const) checkType(value, key, 'boolean', path)
  for (const key of ['note', 'source'] as const) checkType(value, key, 'string', path)
}

function checkList(value: unknown, path: string, each: (item: unknown, path: string) => void): void {
  if (value === undefined) return
  if (!Array.isArray(value)) fail(path, `must be a list; got ${typeName(value)}`)
  value.forEach((item, index) => each(item, `${path}[${index}]`))
}

function checkListRule(value: unknown, path: string): void {
  if (!isRecord(value))
    fail(path, `must be an object {pattern, urls?, exceptUrls?, source?}; got ${typeName(value, 'a list')}`)
  checkProperties(value, 'list rule', path)
  if (typeof value.pattern !== 'string')
    fail(`${path}.pattern`, `must be a string; got ${typeName(value.pattern, 'a list')}`)
  checkType(value, 'source', 'string', path)
}

function checkRuleSet(value: RuleSet, path: string): void {
  checkProperties(value, 'rule set', path)
  if (typeof value.name !== 'string') fail(`${path}.name`, `must be a string; got ${typeName(value.name, 'a list')}`)
  checkList(value.remove, `${path}.remove`, checkRule)
  checkList(value.keep, `${path}.keep`, checkRule)
  checkList(value.redirections, `${path}.redirections`, checkListRule)
  checkList(value.rawRules, `${path}.rawRules`, checkListRule)
}

/** The entries of a `rules` or `keep` option with their paths (`rules` for one entry, `rules[2]` in a list). */
function entriesOf(option: unknown, name: string): Array<[unknown, string]> {
  return Array.isArray(option)
    ? option.map((entry, index): [unknown, string] => [entry, `${name}[${index}]`])
    : [[option, name]]
}

/**
 * Check the properties of the objects in `rules` and `keep` (rule objects, rule sets and what
 * they hold): an unknown one throws `invalid-options` naming its path. What each entry must be
 * otherwise is checked where it is compiled.
 */
export function checkRuleShapes(rules: unknown, keep: unknown): void {
  if (rules !== undefined) {
    for (const [entry, path] of entriesOf(rules, 'rules')) {
      if (isRuleSet(entry)) checkRuleSet(entry, path)
      else checkRule(entry, path)
    }
  }
  if (keep !== undefined) for (const [entry, path] of entriesOf(keep, 'keep')) checkRule(entry, path)
}

const matches = ['exact', 'prefix', 'pattern']

/** Check a rule object (`ParamPattern`) as it is compiled: a string `key`, a known `match`, lists of strings. */
export function validatePattern(pattern: unknown): ParamPattern {
  if (typeof pattern !== 'object' || pattern === null || typeof (pattern as ParamPattern).key !== 'string') {
    throw invalidOptions(`A rule must be a key string or an object with a string "key"; got ${JSON.stringify(pattern)}`)
  }
  const p = pattern as ParamPattern
  if (p.key === '') throw invalidOptions('A rule key must not be empty')
  const bad = (message: string): never => fail(`Rule "${p.key}"`, message)
  for (const field of ['match', 'valueMatch'] as const) {
    if (p[field] !== undefined && !matches.includes(p[field])) {
      bad(`"${field}" must be "exact", "prefix" or "pattern"; got ${JSON.stringify(p[field])}`)
    }
  }
  if (p.value !== undefined && typeof p.value !== 'string')
    bad(`"value" must be a string; got ${typeName(p.value, 'a list')}`)
  if (p.valueMatch !== undefined && p.value === undefined)
    bad('"valueMatch" says how "value" is compared; give a "value"')
  if (p.value !== undefined && p.withEquals === true)
    bad('"value" and "withEquals" cannot be used together (withEquals tests key=value in one pattern)')
  for (const field of ['hosts', 'paths', 'urls', 'exceptUrls'] as const) {
    const list = p[field]
    if (list !== undefined && (!Array.isArray(list) || list.some((item) => typeof item !== 'string' || item === ''))) {
      bad(`"${field}" must be a list of non-empty strings`)
    }
  }
  return p
}
