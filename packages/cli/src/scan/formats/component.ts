import {
  decodeMarkup,
  encodeMarkup,
  markupPieces,
  type FormatPiece,
  type MarkupPiece,
  type StopReading
} from '@linkcanon/core/source'
import { markupFormatPiece } from './markup.js'
import { aroundTemplateExpressions, joinedAround, type Hole } from './joined.js'
import { codeOf, type Code, type TemplateSyntax } from './template-code.js'

/** The single-file components the CLI reads: their markup as HTML, their scripts and template expressions as code. */
export type Component = 'vue' | 'svelte' | 'astro'

/** Each component's template syntax: where its code is (`template-code.ts`) and how that code reads. */
const SYNTAX: Readonly<Record<Component, TemplateSyntax>> = {
  vue: {
    open: '{{',
    close: '}}',
    nested: false,
    decoded: true,
    quotedExpressions: false,
    directive: /^(?:v-|[:@#.])/,
    customBlocks: true
  },
  svelte: { open: '{', close: '}', nested: true, decoded: false, quotedExpressions: true },
  astro: {
    open: '{',
    close: '}',
    nested: true,
    decoded: false,
    quotedExpressions: false,
    markupInExpressions: true,
    frontMatter: true
  }
}

/** `source` with the code blanked (spaces, lines kept), so that a `>` or a tag in an expression is no markup. */
function blanked(source: string, code: readonly Code[]): string {
  let text = ''
  let at = 0
  for (const { start, end } of code) {
    text += source.slice(at, start) + source.slice(start, end).replace(/[^\r\n]/g, ' ')
    at = end
  }
  return text + source.slice(at)
}

/** A piece of code: as written, or (a Vue expression) through character references; its URLs are bases. */
function codePiece({ start, end, expression }: Code, syntax: TemplateSyntax): FormatPiece {
  if (!expression || !syntax.decoded) return { start, end, base: true }
  return { start, end, base: true, decode: (raw) => decodeMarkup(raw, 'html', 'text'), ...textEscape }
}

const textEscape = { escape: (text: string) => encodeMarkup(text, '', false) }

/**
 * The markup piece `piece` without the code inside it (the ranges from `code[first]` on) and the expression's
 * delimiters: the text and attribute values around a template expression (`href="/{lang}/guide"`), each no longer one
 * value but joined to the one before, so that a URL is read across the expression, as the ESLint rule reads it. A Vue
 * directive's value is an expression: code, read through character references.
 */
function markupAround(
  source: string,
  piece: MarkupPiece,
  code: readonly Code[],
  first: number,
  syntax: TemplateSyntax
): FormatPiece[] {
  const read = markupFormatPiece(piece, 'html')
  if (piece.kind === 'attribute' && syntax.directive?.test(piece.name ?? ''))
    return aroundTemplateExpressions(source, { ...read, base: true, whole: false })
  const holes: Hole[] = []
  for (let index = first; index < code.length && code[index]!.start < piece.end; index++) {
    const { start, end } = code[index]!
    const opened = source.startsWith(syntax.open, start - syntax.open.length) ? start - syntax.open.length : start
    holes.push({ start: opened, end: source.startsWith(syntax.close, end) ? end + syntax.close.length : end })
  }
  return holes.length === 0 ? [read] : joinedAround({ ...read, whole: false }, holes)
}

/**
 * The pieces of a Vue, Svelte or Astro component: its markup read as HTML is (attribute values and text through
 * HTML's character references, comments as written, `<iframe>`'s content too), its code (scripts, styles, Astro's
 * front matter, template expressions and Vue's directive values) read as code, where an edit of a URL's path-end
 * `/` is left, as the ESLint rule leaves it in code.
 */
export function componentPieces(source: string, component: Component, stopped: StopReading): FormatPiece[] {
  const syntax = SYNTAX[component]
  const code = codeOf(source, syntax)
  // Its tags as XML's: a template closes any element with `/>` (`<iframe … />`), and its code is blanked already.
  // (A quote that never closes ends the reading there, as `codeOf` reads no code after it either.)
  const markup = markupPieces(blanked(source, code), (at) => stopped(at, 'unclosed-attribute'), 'xml')
  // In order, each run of joined pieces together (the code between them after them).
  const runs: FormatPiece[][] = []
  let first = 0
  for (const piece of markup) {
    while (first < code.length && code[first]!.end <= piece.start) first++
    runs.push(markupAround(source, piece, code, first, syntax))
  }
  for (const range of code) runs.push(aroundTemplateExpressions(source, codePiece(range, syntax)))
  return runs.sort((a, b) => a[0]!.start - b[0]!.start).flat()
}
