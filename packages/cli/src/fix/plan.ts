import type { FileKind } from '../files/kinds.js'
import { endsInExpression, shownUrl, type Finding, type Located } from '../scan/findings.js'
import { locateUrls, type ScanSettings } from '../scan/file.js'
import { applyEdits, type Edit } from '@linkcanon/core/source'

/** What fixing one file's text gives. */
export interface FixPlan {
  /** The text with every fixable URL replaced (the same string when nothing is fixable). */
  text: string
  fixed: Finding[]
  /**
   * Findings left, in file order: URLs written with escapes or references (no `replacement`),
   * URLs that would read differently once replaced (they keep their `replacement`), and URLs
   * the core rejects.
   */
  remaining: Finding[]
}

/** Replace the text of the findings; the offsets where each replacement is read back as `url`. */
function apply(source: string, fixed: readonly Finding[]) {
  const edits: Edit[] = fixed.map((finding) => ({ start: finding.start, end: finding.end, text: finding.replacement! }))
  const text = applyEdits(source, edits)
  const spans: Array<{ start: number; end: number; url: string }> = []
  let delta = 0
  for (const finding of fixed) {
    const start = finding.start + delta
    spans.push({ start, end: start + finding.replacement!.length, url: finding.expected! })
    delta += finding.replacement!.length - (finding.end - finding.start)
  }
  return { text, spans }
}

/**
 * Replace the text of every fixable finding, then read the new text back and check that each
 * replaced span is read as the expected URL. A finding that does not read back (a GFM literal
 * whose end would move, `www.x.com/?a=x!&utm_source=1`) is left, with the others fixed.
 */
export function planFix(
  _name: string,
  source: string,
  kind: FileKind,
  findings: readonly Finding[],
  settings: ScanSettings
): FixPlan {
  let fixed = findings.filter((finding) => finding.replacement !== undefined).sort((a, b) => a.start - b.start)
  const remaining = findings.filter((finding) => finding.replacement === undefined)
  const inOrder = (list: Finding[]): Finding[] => list.sort((a, b) => a.start - b.start)
  // Each round leaves at least one finding, so this ends.
  for (;;) {
    if (fixed.length === 0) return { text: source, fixed, remaining: inOrder(remaining) }
    const { text, spans } = apply(source, fixed)
    // By start offset, a number (a million "start:end" keys took 2 s to build and hash); of two with the same range the
    // last counts, as it did in that map.
    const located = new Map<number, Located[]>()
    const starts = spans.map((span) => span.start)
    for (const entry of locateUrls(text, kind, settings, starts)) {
      const same = located.get(entry.start)
      if (same === undefined) located.set(entry.start, [entry])
      else same.push(entry)
    }
    const readsBack = spans.map((span) => {
      // (A URL that ends in a template expression ends, as reported, before it: its text says where it ends.)
      const entry = located.get(span.start)?.findLast((entry) => entry.end === span.end || endsInExpression(entry))
      return entry !== undefined && shownUrl(entry) === span.url
    })
    if (readsBack.every(Boolean)) return { text, fixed, remaining: inOrder(remaining) }
    fixed.forEach((finding, index) => {
      if (!readsBack[index]) remaining.push({ ...finding, reason: 'reads-differently' })
    })
    fixed = fixed.filter((_, index) => readsBack[index])
  }
}
