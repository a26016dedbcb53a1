import { type Finding } from '@linkcanon/core'
import {
  DirectiveSet,
  findDirectives,
  keptByDirective,
  unusedMessage,
  type DirectiveProblem
} from '@linkcanon/core/directives'
import { leaveAsIs, removedKeys } from '@linkcanon/core/messages'
import type { VFile } from 'vfile'

/** The rule of unused and unknown `linkcanon-…` directives. */
export const directiveRuleId = 'linkcanon-directive'

/** What the document's directives say of one finding: drop it, or report it (maybe without its fix). */
export type Verdict = { type: 'drop' } | { type: 'report'; finding: Finding }

/**
 * The `linkcanon-…` directives of a Markdown or MDX document (`<!-- linkcanon-disable-next-line
 * -->`, `{/* linkcanon-disable *\/}`…; see `@linkcanon/core/directives` `findDirectives`), applied
 * to findings by line, as `linkcanon check` applies them. `finish` reports the unused and unknown
 * ones.
 */
export class Directives {
  readonly #set: DirectiveSet | undefined
  readonly #problems: DirectiveProblem[]

  constructor(source: string | undefined) {
    const found = source !== undefined && source.includes('linkcanon-') ? findDirectives(source, 'markdown') : undefined
    this.#set = found === undefined || found.directives.length === 0 ? undefined : new DirectiveSet(found.directives)
    this.#problems = found?.problems ?? []
  }

  /** The verdict on `finding` at `line` (1-based; `undefined` when the node has no position). */
  check(finding: Finding, line: number | undefined): Verdict {
    if (this.#set === undefined || line === undefined || finding.kind === 'signed') return { type: 'report', finding }
    const verdict = this.#set.check(line, finding.kind === 'tracked' ? removedKeys(finding.changes) : undefined)
    if (verdict.type === 'suppress') return { type: 'drop' }
    if (verdict.type === 'report') return { type: 'report', finding }
    return { type: 'report', finding: leaveAsIs(finding, 'reads-differently', 'en', keptByDirective(verdict.keys)) }
  }

  /**
   * The unused and unknown directives, in order, each with its words and where its comment is
   * (call after every finding was checked). `finish` reports them; eslint-plugin-linkcanon too.
   */
  notes(): DirectiveProblem[] {
    const notes = [
      ...(this.#set?.unused().map((directive) => ({ ...directive, message: unusedMessage(directive) })) ?? []),
      ...this.#problems
    ]
    return notes.sort((a, b) => a.start - b.start)
  }

  /** Report unused and unknown directives as warnings. */
  finish(file: VFile): void {
    for (const note of this.notes()) {
      const place = {
        start: { line: note.line, column: note.column, offset: note.start },
        end: { line: note.line, column: note.column + note.end - note.start, offset: note.end }
      }
      file.message(note.message, { place, ruleId: directiveRuleId, source: 'linkcanon' })
    }
  }
}
