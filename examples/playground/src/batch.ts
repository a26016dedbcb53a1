import { removedKeys } from '@linkcanon/core/messages'
import { DirectiveSet, findDirectives, unusedMessage } from '@linkcanon/core/directives'
import { outcomeOf, type Outcome, type PageOptions } from './canonicalize.js'

/**
 * The batch's outcomes, one a line, with the directives of `linkcanon check` in `#` comment
 * lines: `# linkcanon-disable-next-line` keeps the next line as it is (with keys, only those
 * keys stay), `# linkcanon-disable` … `# linkcanon-enable` the lines between. Other `#` lines
 * are comments, left out; unused and unknown directives get a row of their own.
 */
export function batchOutcomes(text: string, options: PageOptions): Outcome[] {
  const lines = text.split(/\r\n|\r|\n/)
  const { directives, problems } = text.includes('linkcanon-')
    ? findDirectives(lines.join('\n'), 'hash')
    : { directives: [], problems: [] }
  const set = new DirectiveSet(directives)
  const rows: Array<{ line: number; outcome: Outcome }> = []
  lines.forEach((line, index) => {
    if (line.trimStart().startsWith('#')) return
    const outcome = outcomeOf(line, options)
    if (outcome.kind !== 'ok' && outcome.kind !== 'error') return
    const keys = outcome.kind === 'ok' ? removedKeys(outcome.result.changes) : undefined
    if (outcome.kind === 'ok' && outcome.result.changes.length === 0)
      return void rows.push({ line: index + 1, outcome })
    const verdict = set.check(index + 1, keys)
    if (verdict.type === 'suppress') rows.push({ line: index + 1, outcome: { kind: 'kept', input: outcome.input } })
    else if (verdict.type === 'keep')
      rows.push({ line: index + 1, outcome: outcomeOf(line, { ...options, keep: verdict.keys }) })
    else rows.push({ line: index + 1, outcome })
  })
  const notes = [...set.unused().map((directive) => ({ ...directive, message: unusedMessage(directive) })), ...problems]
  for (const note of notes)
    rows.push({
      line: note.line,
      outcome: { kind: 'directive', input: lines[note.line - 1]!.trim(), message: note.message }
    })
  return rows.sort((a, b) => a.line - b.line).map((row) => row.outcome)
}
