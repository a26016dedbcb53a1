import type { Finding as CoreFinding } from '@linkcanon/core'
import { DocumentDirectives, type CommentSyntax } from '@linkcanon/core/directives'
import type { FileKind } from '../files/kinds.js'
import { RULE_IDS, type Finding } from './findings.js'

/** Where each kind of file has comments that can hold directives. */
const SYNTAX: Partial<Record<FileKind, CommentSyntax>> = {
  markdown: 'markdown',
  mdx: 'markdown',
  html: 'markup',
  xml: 'markup',
  vue: 'markup',
  svelte: 'markup',
  astro: 'markup',
  yaml: 'hash',
  toml: 'hash',
  text: 'hash'
}

/**
 * The core's kind of finding behind each rule a directive may cover (`RULE_IDS` turned round;
 * `read-stopped` is where the reading stopped, no finding of a URL: never covered, as
 * remark-linkcanon never checks it).
 */
const KINDS: Partial<Record<Finding['ruleId'], CoreFinding['kind']>> = Object.fromEntries(
  Object.entries(RULE_IDS).map(([kind, ruleId]) => [ruleId, kind])
)

/**
 * Apply the file's `linkcanon-…` directives (the core's `DocumentDirectives`) to its findings: a
 * finding a directive covers is dropped; one whose keys a directive names only in part is kept,
 * without its fix (`fix` would remove the key the directive keeps). Unused and unknown directives
 * become findings of their own (`linkcanon-directive`, warnings).
 */
export function applyDirectives(file: string, text: string, kind: FileKind, findings: Finding[]): Finding[] {
  const syntax = SYNTAX[kind]
  if (syntax === undefined) return findings
  const directives = new DocumentDirectives(text, syntax)
  const result: Finding[] = []
  for (const finding of findings) {
    const coreKind = KINDS[finding.ruleId]
    const verdict =
      coreKind === undefined
        ? { type: 'report' as const }
        : directives.verdict({ kind: coreKind, changes: finding.changes ?? [] }, finding.line)
    if (verdict.type === 'drop') continue
    if (verdict.type === 'report') {
      result.push(finding)
      continue
    }
    const { replacement: _replacement, ...rest } = finding
    result.push({ ...rest, reason: verdict.reason, detail: verdict.detail })
  }
  for (const note of directives.notes()) {
    result.push({
      file,
      ruleId: 'linkcanon-directive',
      message: note.message,
      url: '',
      start: note.start,
      end: note.end,
      line: note.line,
      column: note.column,
      endLine: note.line,
      endColumn: note.column + (note.end - note.start)
    })
  }
  return result.sort((a, b) => a.start - b.start)
}
