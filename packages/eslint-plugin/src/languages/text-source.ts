import type { AST } from 'eslint'

/** What the rule uses of a `SourceCode` of any language (`@eslint/markdown`, `@eslint/json`, JavaScript). */
export interface TextSourceCode {
  readonly text: string
  readonly ast: { type: string }
  /** The language's own line and column (1-based columns in Markdown and JSON). */
  getLocFromIndex(index: number): { line: number; column: number }
}

/** The source code of the file being linted, whatever its language. */
export function textSourceOf(context: { sourceCode: unknown }): TextSourceCode {
  return context.sourceCode as unknown as TextSourceCode
}

/** The place of `[start, end)` for `context.report`, in the language's own lines and columns. */
export function locOf(code: TextSourceCode, start: number, end: number): AST.SourceLocation {
  return { start: code.getLocFromIndex(start), end: code.getLocFromIndex(end) }
}
