import { invalidOptions } from '../errors.js'
import type { KeyMatch, ParamPattern } from './types.js'

/**
 * A rule's `pattern` (a key's or a value's) as a regular expression (`u`, and `i` when the rule
 * folds case), or an `invalid-options` error naming it (`what`: `''`, `'key '` or `'value '`).
 */
export function userPattern(source: string, folded: boolean, what: string): RegExp {
  try {
    return new RegExp(source, folded ? 'iu' : 'u')
  } catch (error) {
    throw invalidOptions(
      `Rule ${what}pattern /${source}/ is not a valid regular expression: ${(error as Error).message}`
    )
  }
}

/** A test of a decoded key or value: `exact`, `prefix` or `pattern` (a regular expression's source). */
function textTest(text: string, match: KeyMatch, folded: boolean, what: string): (candidate: string) => boolean {
  if (match === 'pattern') {
    const re = userPattern(text, folded, `${what} `)
    return (candidate) => re.test(candidate)
  }
  const wanted = folded ? text.toLowerCase() : text
  const fold = folded
    ? (candidate: string): string => candidate.toLowerCase()
    : (candidate: string): string => candidate
  return match === 'prefix'
    ? (candidate) => fold(candidate).startsWith(wanted)
    : (candidate) => fold(candidate) === wanted
}

/**
 * The test of a rule on a key and its value (`{ key: 'utm_source', value: 'astro' }`): the key
 * as `match` says, the decoded value (`''` when the parameter has none) as `valueMatch` says
 * (default `exact`); `caseSensitive: false` folds both.
 */
export function keyValueTest(pattern: ParamPattern): (key: string, value: string | undefined) => boolean {
  const folded = pattern.caseSensitive === false
  const key = textTest(pattern.key, pattern.match ?? 'exact', folded, 'key')
  const value = textTest(pattern.value ?? '', pattern.valueMatch ?? 'exact', folded, 'value')
  return (candidate, candidateValue) => key(candidate) && value(candidateValue ?? '')
}
