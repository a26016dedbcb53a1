import type { Finding, LeftReason } from '../finding.js'
import { removedKeys } from '../messages.js'
import { DirectiveSet, keptByDirective, unusedMessage } from './apply.js'
import { findDirectives, type CommentSyntax, type DirectiveProblem } from './find.js'

/** What a document's directives say of one finding. */
export type DocumentVerdict =
  /** A directive covers it: not reported. */
  | { type: 'drop' }
  /** No directive covers it: reported as it is. */
  | { type: 'report' }
  /**
   * Directives keep some of the keys its fix would remove (`keys`): reported without its fix, for `reason`
   * and `detail`.
   */
  | { type: 'unfixed'; keys: string[]; reason: LeftReason; detail: string }

/**
 * The `linkcanon-…` directives of one document (found in its `syntax` of comments, see
 * `findDirectives`), applied to its findings by line as every front end applies them: `verdict`
 * says what they make of each finding, `notes` lists the unused and unknown ones afterwards.
 */
export class DocumentDirectives {
  readonly #set: DirectiveSet | undefined
  readonly #problems: DirectiveProblem[]

  constructor(text: string, syntax: CommentSyntax) {
    const found = text.includes('linkcanon-') ? findDirectives(text, syntax) : undefined
    this.#set = found === undefined || found.directives.length === 0 ? undefined : new DirectiveSet(found.directives)
    this.#problems = found?.problems ?? []
  }

  /**
   * The verdict on a finding of `inspectUrl` (its `kind`, and for a tracked URL the `changes`: the
   * keys they remove are what a directive with keys names) on `line` (1-based; `undefined` when the
   * front end has no position for it: never covered). A signed URL, left as it is, is never covered
   * either, so that no directive hides the warning.
   */
  verdict(finding: Pick<Finding, 'kind' | 'changes'>, line: number | undefined): DocumentVerdict {
    if (this.#set === undefined || line === undefined || finding.kind === 'signed') return { type: 'report' }
    const verdict = this.#set.check(line, finding.kind === 'tracked' ? removedKeys(finding.changes) : undefined)
    if (verdict.type === 'suppress') return { type: 'drop' }
    if (verdict.type === 'report') return verdict
    return { type: 'unfixed', keys: verdict.keys, reason: 'reads-differently', detail: keptByDirective(verdict.keys) }
  }

  /**
   * The unused and unknown directives, in order, each with its words and where its comment is
   * (call after every finding had its verdict). Each front end reports them as warnings.
   */
  notes(): DirectiveProblem[] {
    const notes = [
      ...(this.#set?.unused().map((directive) => ({ ...directive, message: unusedMessage(directive) })) ?? []),
      ...this.#problems
    ]
    return notes.sort((a, b) => a.start - b.start)
  }
}
