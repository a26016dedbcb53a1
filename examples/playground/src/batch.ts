import { DocumentDirectives } from '@linkcanon/core/directives'
import { outcomeOf, type Outcome, type PageOptions } from './canonicalize.js'

/**
 * The batch's outcomes, one a line, with the directives of `linkcanon check` in `#` comment
 * lines: `# linkcanon-disable-next-line` keeps the next line as it is (with keys, only those
 * keys stay), `# linkcanon-disable` … `# linkcanon-enable` the lines between. Other `#` lines
 * are comments, left out; unused and unknown directives get a row of their own.
 */
export function batchOutcomes(text: string, options: PageOptions): Outcome[] {
  const lines = text.split(/\r\n|\r|\n/)
  const directives = new DocumentDirectives(lines.join('\n'), 'hash')
  const rows: Array<{ line: number; outcome: Outcome }> = []
  lines.forEach((line, index) => {
    if (line.trimStart().startsWith('#')) return
    const outcome = outcomeOf(line, options)
    if (outcome.kind !== 'ok' && outcome.kind !== 'error') return
    if (outcome.kind === 'ok' && outcome.result.changes.length === 0)
      return void rows.push({ line: index + 1, outcome })
    const changes = outcome.kind === 'ok' ? outcome.result.changes : []
    const verdict = directives.verdict({ kind: outcome.kind === 'ok' ? 'tracked' : 'invalid', changes }, index + 1)
    if (verdict.type === 'drop') rows.push({ line: index + 1, outcome: { kind: 'kept', input: outcome.input } })
    else if (verdict.type === 'unfixed')
      rows.push({ line: index + 1, outcome: outcomeOf(line, { ...options, keep: verdict.keys }) })
    else rows.push({ line: index + 1, outcome })
  })
  for (const note of directives.notes())
    rows.push({
      line: note.line,
      outcome: { kind: 'directive', input: lines[note.line - 1]!.trim(), message: note.message }
    })
  return rows.sort((a, b) => a.line - b.line).map((row) => row.outcome)
}
