import { inspectUrl, type Finding } from '@linkcanon/core'
import { leaveAsIs, readStoppedMessage } from '@linkcanon/core/messages'
import { changesOnlyAtCut } from '@linkcanon/core/source'
import type { Rule } from 'eslint'
import { Directives, locateTreeUrls, rewriteLocated, type LocatedStop } from 'remark-linkcanon/locate'
import type { Settings } from '../options.js'
import { locOf, textSourceOf } from './text-source.js'

/**
 * Check a Markdown document linted through `@eslint/markdown` (`markdown/commonmark`,
 * `markdown/gfm`): its mdast is read by remark-linkcanon's locator, so the URLs are exactly
 * those remark-linkcanon and `linkcanon check` find (links, definitions, autolinks, GFM
 * literals, raw HTML `href`/`src`, images with `images`; code never), the document's
 * `linkcanon-…` directives apply (unused and unknown ones are reported, as remark-linkcanon and
 * the CLI report them), and a fix is the byte-exact edit the CLI makes, or none. With `@eslint/markdown`'s
 * `frontmatter: 'yaml' | 'toml' | 'json'`, the front matter node is read as data (JSON as YAML) by the core's front
 * matter reader (the locator's `front-matter` URLs), as remark-linkcanon with remark-frontmatter and the CLI read it.
 */
export function checkMarkdown(context: Rule.RuleContext, settings: Settings): void {
  const code = textSourceOf(context)
  const source = code.text
  const directives = new Directives(source)
  const stops: LocatedStop[] = []
  const tree = code.ast as Parameters<typeof locateTreeUrls>[0]
  for (const located of locateTreeUrls(tree, source, { images: settings.images, onStop: (stop) => stops.push(stop) })) {
    // Signed URLs (never edited) and text that is no valid URL are not this rule's business.
    const found = inspectUrl(located.url, { options: settings.core })
    if (found === undefined) continue
    // A front matter value that runs into a placeholder, changed only at its end: no finding, as in every front end.
    if (located.value?.cut && changesOnlyAtCut(found)) continue
    // Every finding remark-linkcanon reports meets the directives, so that the same ones are unused.
    const verdict = directives.check(found, located.line)
    if (verdict.type === 'drop' || found.kind !== 'tracked') continue
    let finding: Finding = verdict.finding
    let fix: { range: [number, number]; text: string } | undefined
    if (finding.reason === undefined) {
      const rewrite = rewriteLocated(located, finding.canonical)
      if ('text' in rewrite) fix = { range: [located.start, located.end], text: rewrite.text }
      else finding = leaveAsIs(finding, rewrite.reason, 'en', rewrite.detail)
    }
    context.report({
      loc: locOf(code, located.start, located.end),
      messageId: 'trackingParams',
      data: { message: finding.message },
      fix: fix ? (fixer) => fixer.replaceTextRange(fix.range, fix.text) : null
    })
  }
  for (const stop of stops) {
    context.report({
      loc: locOf(code, stop.start, stop.start + 1),
      messageId: 'readStopped',
      data: { message: readStoppedMessage('unclosed-attribute', 'html') }
    })
  }
  // Unused and unknown directives, in remark-linkcanon's and the CLI's words, on the comment; never fixed.
  for (const note of directives.notes()) {
    context.report({ loc: locOf(code, note.start, note.end), messageId: 'directive', data: { message: note.message } })
  }
}
