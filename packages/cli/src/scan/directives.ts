import { removedKeys } from '@linkcanon/core/messages'
import {
  DirectiveSet,
  findDirectives,
  keptByDirective,
  unusedMessage,
  type CommentSyntax
} from '@linkcanon/core/directives'
import type { FileKind } from '../files/kinds.js'
import type { Finding } from './findings.js'

/** Where each kind of file has comments that can hold directives. */
const SYNTAX: Partial<Record<FileKind, CommentSyntax>> = {
  markdown: 'markdown',
  mdx: 'markdown',
  html: 'markup',
  xml: 'markup',
  yaml: 'hash',
  toml: 'hash',
  text: 'hash'
}

/**
 * Apply the file's `linkcanon-…` directives (see `@linkcanon/core/directives` `findDirectives`) to
 * its findings: a finding a directive covers is dropped; one whose keys a directive names only
 * in part is kept, without its fix (`fix` would remove the key the directive keeps). Unused
 * and unknown directives become findings of their own (`linkcanon-directive`, warnings).
 */
export function applyDirectives(file: string, text: string, kind: FileKind, findings: Finding[]): Finding[] {
  const syntax = SYNTAX[kind]
  if (syntax === undefined || !text.includes('linkcanon-')) return findings
  const { directives, problems } = findDirectives(text, syntax)
  if (directives.length === 0 && problems.length === 0) return findings
  const set = new DirectiveSet(directives)
  const result: Finding[] = []
  for (const finding of findings) {
    const keys = finding.ruleId === 'no-tracking-params' ? removedKeys(finding.changes ?? []) : undefined
    const verdict =
      finding.ruleId === 'signed-url' || finding.ruleId === 'read-stopped'
        ? { type: 'report' as const }
        : set.check(finding.line, keys)
    if (verdict.type === 'suppress') continue
    if (verdict.type === 'report') {
      result.push(finding)
      continue
    }
    const { replacement: _replacement, ...rest } = finding
    // The core's reason and words for it, as remark-linkcanon gives them.
    result.push({ ...rest, reason: 'reads-differently', detail: keptByDirective(verdict.keys) })
  }
  const notes = [...set.unused().map((directive) => ({ ...directive, message: unusedMessage(directive) })), ...problems]
  for (const note of notes) {
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
