// Check one fixed Markdown text against its original: only URL characters changed, the
// document parses to the same tree apart from URLs, and each changed URL is the core's answer.
import { firstDifference, maskedTree, parseMarkdown, type UrlSpan } from './markdown-urls.js'

/** What changed between an original and its fixed text. */
export interface FixDelta {
  /** URLs whose raw text changed. */
  urls: number
  /** UTF-8 bytes removed (negative if added). */
  bytesRemoved: number
  /** URLs in the original whose raw text is not the URL itself (left for the tree check). */
  unlocated: number
}

const utf8 = (text: string): number => Buffer.byteLength(text, 'utf8')

/**
 * Compare `fixed` with `original`; throws an `Error` naming the first problem. `expected(url)`
 * is what a changed URL must become (the core's canonical URL).
 */
export function checkFix(original: string, fixed: string, expected: (url: string) => string): FixDelta {
  const before = parseMarkdown(original)
  const after = parseMarkdown(fixed)
  const difference = firstDifference(maskedTree(before.tree, original), maskedTree(after.tree, fixed))
  if (difference !== undefined) throw new Error(`the fixed text parses to another tree: ${difference}`)
  if (before.spans.length !== after.spans.length || before.unlocated !== after.unlocated) {
    throw new Error(
      `URL spans: ${before.spans.length} (+${before.unlocated} unlocated) before, ${after.spans.length} (+${after.unlocated}) after`
    )
  }
  let urls = 0
  let previousBefore = 0
  let previousAfter = 0
  const pairs: Array<[UrlSpan, UrlSpan]> = before.spans.map((span, index) => [span, after.spans[index]!])
  for (const [old, now] of pairs) {
    if (old.start < previousBefore || now.start < previousAfter)
      throw new Error(`URL spans overlap at offset ${old.start}`)
    if (original.slice(previousBefore, old.start) !== fixed.slice(previousAfter, now.start)) {
      throw new Error(`bytes outside URLs changed between offsets ${previousBefore} and ${old.start} of the original`)
    }
    const oldRaw = original.slice(old.start, old.end)
    const newRaw = fixed.slice(now.start, now.end)
    if (oldRaw !== newRaw) {
      urls++
      const want = expected(old.url)
      if (now.url !== want)
        throw new Error(
          `${JSON.stringify(old.url)} became ${JSON.stringify(now.url)}, expected ${JSON.stringify(want)}`
        )
    }
    previousBefore = old.end
    previousAfter = now.end
  }
  if (original.slice(previousBefore) !== fixed.slice(previousAfter))
    throw new Error(`bytes after the last URL (offset ${previousBefore}) changed`)
  return { urls, bytesRemoved: utf8(original) - utf8(fixed), unlocated: before.unlocated }
}
