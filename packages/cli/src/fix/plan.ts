import type { FileKind } from '../files/kinds.js'
import type { Finding } from '../scan/findings.js'
import { locateUrls, type ScanSettings } from '../scan/file.js'
import { applyEdits, type Edit } from './edits.js'

/** What fixing one file's text gives. */
export interface FixPlan {
  /** The text with every fixable URL replaced (the same string when nothing is fixable). */
  text: string
  fixed: Finding[]
  /** Findings left: URLs written with escapes or references, and URLs the core rejects. */
  remaining: Finding[]
}

/** The message of a tracked URL that `fix` leaves, and why. */
export function notFixedMessage(finding: Finding): string {
  return finding.ruleId === 'no-tracking-params' ? `${finding.message} (not fixed: escapes or character references in the URL's text)` : finding.message
}

/**
 * Replace the text of every fixable finding, then read the new text back and check that each
 * replaced span is read as the expected URL; if not, the file is not fixed (`Error`).
 */
export function planFix(name: string, source: string, kind: FileKind, findings: readonly Finding[], settings: ScanSettings): FixPlan {
  const fixed = findings.filter((finding) => finding.replacement !== undefined)
  const remaining = findings.filter((finding) => finding.replacement === undefined)
  if (fixed.length === 0) return { text: source, fixed, remaining }
  const edits: Edit[] = fixed.map((finding) => ({ start: finding.start, end: finding.end, text: finding.replacement! }))
  const text = applyEdits(source, edits)
  // Where each replacement is in the new text.
  const spans: Array<{ start: number; end: number; url: string }> = []
  let delta = 0
  for (const finding of fixed) {
    const start = finding.start + delta
    const end = start + finding.replacement!.length
    spans.push({ start, end, url: finding.expected! })
    delta += finding.replacement!.length - (finding.end - finding.start)
  }
  const located = locateUrls(text, kind, settings, spans.map((span) => span.start))
  for (const span of spans) {
    const back = located.find((entry) => entry.start === span.start && entry.end === span.end)
    if (back === undefined || back.url !== span.url) {
      throw new Error(`${name}: after the fix the URL at offset ${span.start} would not read as ${span.url}; the file was left untouched`)
    }
  }
  return { text, fixed, remaining }
}
