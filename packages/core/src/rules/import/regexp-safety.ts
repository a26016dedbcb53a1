import { quantifierAt } from '../first-chars.js'
import { fail } from './report.js'

/** A group being read (the whole pattern is the outermost): its alternatives, each a list of atoms. */
interface Group {
  start: number
  bodyQuantified: boolean
  alternatives: string[][]
  current: string[]
}

function newGroup(start: number): Group {
  return { start, bodyQuantified: false, alternatives: [], current: [] }
}

/**
 * A run-time check of regular expressions read from an imported list, for the two shapes that
 * make a backtracking engine super-linear in practice:
 *
 * 1. a quantified group (`*`, `+`, `{n,}`) whose body holds a quantifier itself (`(a+)+`,
 *    `(?:\w*x?)*`) — accepted only when the body ends with a literal character that the
 *    quantified atom before it cannot match (`(?:[a-z0-9-]+\.)*`: each round ends at a `.`);
 * 2. a quantified group with alternatives that can start with the same character (`(a|ab)*`,
 *    `(\w|\d)+`, `(.|x)*`).
 *
 * Two unbounded quantifiers of overlapping atoms in a row (`\d+\d+`, `.*.*`) are polynomial
 * only and are accepted. The check reads the pattern; it does not prove it safe.
 * Returns the reason a pattern is rejected, or `null`.
 */
export function unsafeReason(source: string): string | null {
  const groups: Group[] = []
  let top = newGroup(0)
  let i = 0
  const atomAt = (): [string, number] => {
    const c = source[i] as string
    if (c === '\\') return [source.slice(i, i + 2), i + 2]
    if (c === '[') {
      let j = i + 1
      if (source[j] === '^') j++
      if (source[j] === ']') j++
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1
      return [source.slice(i, j + 1), j + 1]
    }
    return [c, i + 1]
  }
  while (i < source.length) {
    const c = source[i]
    if (c === '(') {
      groups.push(top)
      top = newGroup(i)
      // A named group's body starts after its name's `>` (the source compiled, so there is one).
      i =
        source[i + 1] === '?'
          ? source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!'
            ? source.indexOf('>', i) + 1 || source.length
            : i + 3
          : i + 1
      continue
    }
    if (c === '|') {
      top.alternatives.push(top.current)
      top.current = []
      i++
      continue
    }
    if (c === ')') {
      const group = top
      group.alternatives.push(group.current)
      top = groups.pop() ?? top
      i++
      const q = quantifierAt(source, i)
      if (q !== null) {
        i += q.length
        if (q.unbounded) {
          if (group.bodyQuantified && !endsSafely(group)) return `nested quantifier in ${source.slice(group.start, i)}`
          if (group.alternatives.length > 1 && overlapping(group.alternatives))
            return `alternatives that overlap under a quantifier in ${source.slice(group.start, i)}`
        }
        top.bodyQuantified = true
      } else if (group.bodyQuantified) top.bodyQuantified = true
      top.current.push('(group)')
      continue
    }
    const [atom, next] = atomAt()
    i = next
    const q = quantifierAt(source, i)
    if (q !== null) {
      i += q.length
      if (q.unbounded) top.bodyQuantified = true
    }
    top.current.push(atom)
    if (q !== null && q.unbounded) top.current.push('(quantified)')
  }
  return null

  /**
   * The body has one quantified atom, no group, and starts or ends with a literal that the
   * atom cannot match: each round is then read one way only (`(?:[a-z0-9-]+\.)*`, `(?:\.[a-z]{2,})+`).
   */
  function endsSafely(group: Group): boolean {
    if (group.alternatives.length !== 1) return false
    const body = group.alternatives[0] as string[]
    const marker = body.indexOf('(quantified)')
    if (marker < 1 || body.lastIndexOf('(quantified)') !== marker || body.includes('(group)')) return false
    const atom = body[marker - 1] as string
    const first = literalChar(body[0] as string)
    const last = body[body.length - 1] === '(quantified)' ? null : literalChar(body[body.length - 1] as string)
    return (marker > 1 && first !== null && !atomMayMatch(atom, first)) || (last !== null && !atomMayMatch(atom, last))
  }
}

function literalChar(atom: string): string | null {
  if (atom.length === 1 && !'.^$'.includes(atom)) return atom
  if (atom.length === 2 && atom[0] === '\\' && !/[dDwWsSbBpPuxc0-9]/.test(atom[1] as string)) return atom[1] as string
  return null
}

/** Whether `atom` may match `char` (conservative: true when unsure). */
function atomMayMatch(atom: string, char: string): boolean {
  const literal = literalChar(atom)
  if (literal !== null) return literal.toLowerCase() === char.toLowerCase()
  if (atom === '\\d') return /\d/.test(char)
  if (atom === '\\w') return /\w/.test(char)
  if (atom.startsWith('[') && !atom.startsWith('[^')) {
    try {
      return new RegExp(atom, 'i').test(char)
    } catch {
      return true
    }
  }
  return true
}

/** Whether two alternatives can start with the same character (conservative). */
function overlapping(alternatives: string[][]): boolean {
  const firsts = alternatives.map((alt) => alt[0])
  for (let a = 0; a < firsts.length; a++) {
    for (let b = a + 1; b < firsts.length; b++) {
      const x = firsts[a]
      const y = firsts[b]
      if (x === undefined || y === undefined) return true
      // A literal of either is tested against the other atom (two literals: compared ignoring case); else unsure.
      const lx = literalChar(x)
      const ly = literalChar(y)
      if (lx !== null ? atomMayMatch(y, lx) : ly === null || atomMayMatch(x, ly)) return true
    }
  }
  return false
}

/** Compile a list's regular expression, or throw `invalid-rules` naming `where`. */
export function checkListRegExp(source: string, where: string, flags = 'i'): void {
  try {
    new RegExp(source, flags)
  } catch (error) {
    fail(where, `not a valid regular expression: ${(error as Error).message}`)
  }
  const reason = unsafeReason(source)
  if (reason !== null) fail(where, `unsafe regular expression /${source}/ (${reason}): it can take super-linear time`)
}
