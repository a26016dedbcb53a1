// The same document through `linkcanon check` / `fix` and through the ESLint rule, each answer in one shape, for the
// tests that hold the front ends to one set of findings (cross-front-end, front-matter-agreement).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Linter } from 'eslint'
import { expect } from 'vitest'
import { runBin } from './bin.js'

/** A tracked URL: where its text is, what it becomes, whether it is fixed. */
export interface Found {
  line: number
  column: number
  endLine: number
  endColumn: number
  expected: string
  fixable: boolean
}

/** An unused or unknown directive: its words and where its comment is. */
export interface Note {
  line: number
  column: number
  endLine: number
  endColumn: number
  message: string
}

export interface Answer {
  found: Found[]
  notes: Note[]
  /** The document after the front end's fixes. */
  fixed: string
}

/** `linkcanon check --format json` on the document saved as `name` in `dir`, then `linkcanon fix` (with `args`). */
export function cliAnswer(dir: string, name: string, text: string, args: readonly string[] = []): Answer {
  writeFileSync(join(dir, name), text)
  const check = runBin(['check', '--no-config', ...args, '--format', 'json', name], dir)
  const findings = JSON.parse(check.stdout) as Array<Found & Note & { ruleId: string }>
  const notes = findings
    .filter((finding) => finding.ruleId === 'linkcanon-directive')
    .map(({ line, column, endLine, endColumn, message }) => ({ line, column, endLine, endColumn, message }))
  const found = findings
    .filter((finding) => finding.ruleId === 'no-tracking-params')
    .map(({ line, column, endLine, endColumn, expected, fixable }) => ({
      line,
      column,
      endLine,
      endColumn,
      expected,
      fixable
    }))
  runBin(['fix', '--no-config', ...args, name], dir)
  return { found, notes, fixed: readFileSync(join(dir, name), 'utf8') }
}

/** The rule through ESLint's `Linter` on `config` (every message must be the rule's), and the document fixed. */
export function eslintAnswer(name: string, text: string, config: Linter.Config[]): Answer {
  const linter = new Linter()
  const messages = linter.verify(text, config, name)
  for (const message of messages) expect(message.ruleId, message.message).toBe('linkcanon/no-tracking-params')
  // Unused and unknown directives have a messageId of their own, and never a fix.
  const notes = messages
    .filter((message) => message.messageId === 'directive')
    .map((message) => {
      expect(message.fix).toBeUndefined()
      const { line, column, endLine, endColumn } = message
      return { line, column, endLine: endLine!, endColumn: endColumn!, message: message.message }
    })
  const found = messages
    .filter((message) => message.messageId !== 'directive')
    .map((message) => ({
      line: message.line,
      column: message.column,
      endLine: message.endLine!,
      endColumn: message.endColumn!,
      // The message ends with the expected URL, then the reason it is left, if it is.
      expected: /: (.+?)(?: \(not fixed: .*\))?$/.exec(message.message)![1]!,
      fixable: message.fix !== undefined
    }))
  return { found, notes, fixed: linter.verifyAndFix(text, config, name).output }
}
