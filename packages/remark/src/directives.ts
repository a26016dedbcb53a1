import { type Finding } from '@linkcanon/core'
import { DocumentDirectives } from '@linkcanon/core/directives'
import { leaveAsIs } from '@linkcanon/core/messages'
import type { VFile } from 'vfile'

/** The rule of unused and unknown `linkcanon-…` directives. */
const directiveRuleId = 'linkcanon-directive'

/** What the document's directives say of one finding: drop it, or report it (maybe without its fix). */
export type Verdict = { type: 'drop' } | { type: 'report'; finding: Finding }

/**
 * The `linkcanon-…` directives of a Markdown or MDX document (`<!-- linkcanon-disable-next-line
 * -->`, `{/* linkcanon-disable *\/}`…), applied to findings by line: the core's
 * `DocumentDirectives`, as `linkcanon check` applies them, with the finding to report in the
 * verdict. `finish` reports the unused and unknown ones.
 */
export class Directives extends DocumentDirectives {
  constructor(source: string | undefined) {
    super(source ?? '', 'markdown')
  }

  /** The verdict on `finding` at `line` (1-based; `undefined` when the node has no position). */
  check(finding: Finding, line: number | undefined): Verdict {
    const verdict = this.verdict(finding, line)
    if (verdict.type === 'drop') return verdict
    if (verdict.type === 'report') return { type: 'report', finding }
    return { type: 'report', finding: leaveAsIs(finding, verdict.reason, 'en', verdict.detail) }
  }

  /** Report unused and unknown directives (`notes`) as warnings. */
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
