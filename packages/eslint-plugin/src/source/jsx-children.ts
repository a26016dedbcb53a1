/** A JSX child as parsers give it (not in `estree`): enough to see how it renders next to the one before. */
interface JsxChild {
  type: string
  value?: string
  expression?: { type: string }
  parent?: { children?: readonly JsxChild[] }
}

/**
 * True when what follows the JSX child `node` (text, or an expression container) renders glued
 * to it: an expression's value, or text that does not open with a space on its first line (JSX
 * drops a line break and the blanks around it). A URL at the end of `node` may run on into it.
 */
export function joinsNext(node: unknown): boolean {
  const child = node as JsxChild
  const siblings = child.parent?.children ?? []
  const next = siblings[siblings.indexOf(child) + 1]
  if (next === undefined) return false
  if (next.type === 'JSXSpreadChild') return true
  if (next.type === 'JSXExpressionContainer')
    return next.expression?.type === 'JSXEmptyExpression' ? joinsNext(next) : true
  if (next.type !== 'JSXText') return false
  const text = next.value ?? ''
  if (/^[ \t]*$/.test(text)) return false
  if (/^[ \t\r\n]*$/.test(text)) return joinsNext(next)
  const firstLine = /^[^\r\n]*/.exec(text)![0]
  return !(/^[ \t]/.test(firstLine) && /[^ \t]/.test(firstLine))
}

/** How many units at the end of JSX text JSX drops when it ends a line: blanks holding a line break. */
export function droppedEnd(raw: string): number {
  let start = raw.length
  let lineBreak = false
  while (start > 0 && ' \t\r\n'.includes(raw[start - 1]!)) {
    start--
    if (raw[start] === '\n' || raw[start] === '\r') lineBreak = true
  }
  return lineBreak ? raw.length - start : 0
}
