import type { Rule } from 'eslint'
import { locOf, textSourceOf } from './text-source.js'

/** The languages the rule reads, named in the message it gives on any other. */
const READS =
  'JavaScript and TypeScript (JSX, Vue, Svelte and Astro components too), ' +
  'Markdown (@eslint/markdown) and JSON (@eslint/json)'

/**
 * A language the rule cannot read (CSS, HTML…): say so once per file, on its first character,
 * rather than pass it in silence.
 */
export function unreadableVisitors(context: Rule.RuleContext): Rule.RuleListener {
  const code = textSourceOf(context)
  const root = code.ast.type
  return {
    [root]() {
      context.report({ loc: locOf(code, 0, 0), messageId: 'unreadableLanguage', data: { root, reads: READS } })
    }
  }
}
