import type { Directive } from './find.js'

/** What the directives say of one finding. */
export type DirectiveVerdict =
  /** No directive covers it. */
  | { type: 'report' }
  /** A directive covers every key it would remove (or names no keys): not reported. */
  | { type: 'suppress' }
  /** A directive names some of its keys, not all: report it, but do not fix it. */
  | { type: 'keep'; keys: string[] }

interface Cover {
  directive: Directive
  from: number
  to: number
}

/**
 * The directives of one file, applied to findings by line: `linkcanon-disable` … `linkcanon-enable`
 * (the lines from the one comment to the other; to the end of the file without an enable),
 * `linkcanon-disable-line` (its line) and `linkcanon-disable-next-line` (the next line of the
 * file; in Markdown, alone on its line, the next non-blank line: `Directive.target`).
 * Remembers which directives were used, for `unused()`.
 */
export class DirectiveSet {
  readonly #covers: Cover[] = []
  readonly #used = new Set<Directive>()

  constructor(readonly directives: readonly Directive[]) {
    const open: Cover[] = []
    for (const directive of directives) {
      if (directive.name === 'disable') {
        const cover = { directive, from: directive.line, to: Number.POSITIVE_INFINITY }
        open.push(cover)
        this.#covers.push(cover)
      } else if (directive.name === 'enable') {
        for (const cover of open.splice(0)) cover.to = directive.line
      } else {
        const line = directive.name === 'disable-line' ? directive.line : (directive.target ?? directive.line + 1)
        this.#covers.push({ directive, from: line, to: line })
      }
    }
  }

  /**
   * What the directives say of a finding on `line`; `keys` are the keys its fix would remove
   * (`undefined` for a finding that is not about keys, such as an invalid URL: only a directive
   * without keys covers it).
   */
  check(line: number, keys: readonly string[] | undefined): DirectiveVerdict {
    const kept = new Set<string>()
    for (const cover of this.#covers) {
      if (line < cover.from || line > cover.to) continue
      const { directive } = cover
      if (directive.keys.length === 0) {
        this.#used.add(directive)
        return { type: 'suppress' }
      }
      if (keys === undefined) continue
      const named = keys.filter((key) => directive.keys.includes(key))
      if (named.length === 0) continue
      this.#used.add(directive)
      for (const key of named) kept.add(key)
    }
    if (kept.size === 0) return { type: 'report' }
    if (keys !== undefined && keys.every((key) => kept.has(key))) return { type: 'suppress' }
    return { type: 'keep', keys: [...kept] }
  }

  /** The directives that covered no finding (call after every finding was checked). */
  unused(): Directive[] {
    return this.directives.filter((directive) => directive.name !== 'enable' && !this.#used.has(directive))
  }
}

/** The words for an unused directive. */
export function unusedMessage(directive: Directive): string {
  const keys = directive.keys.length === 0 ? '' : ` ${directive.keys.join(' ')}`
  return `Unused directive "linkcanon-${directive.name}${keys}": nothing here needs it`
}

/**
 * Why a finding is reported without its fix when a directive keeps some of its keys (a `keep`
 * verdict): the `detail` the front ends give with the reason `reads-differently`.
 */
export function keptByDirective(keys: readonly string[]): string {
  return `a linkcanon directive keeps ${keys.map((key) => `"${key}"`).join(', ')}`
}
