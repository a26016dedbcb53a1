/** The directive names, after `linkcanon-`. */
export const directiveNames = ['disable', 'enable', 'disable-next-line', 'disable-line'] as const
export type DirectiveName = (typeof directiveNames)[number]

/**
 * Which comments hold directives: `markdown` (`<!-- … -->` and MDX `{/* … *\/}`, not in fenced
 * code or code spans), `markup` (`<!-- … -->`: HTML, XML), `hash` (`# …`: YAML, TOML,
 * shell-like text; `<!-- … -->` too, for plain text).
 */
export type CommentSyntax = 'markdown' | 'markup' | 'hash'

/** One `linkcanon-…` comment. */
export interface Directive {
  name: DirectiveName
  /** Keys it names (`linkcanon-disable-next-line utm_source fbclid`); empty: every finding. */
  keys: string[]
  /** 1-based line and column of the comment, and its UTF-16 offsets in the text. */
  line: number
  column: number
  start: number
  end: number
}

/** A `linkcanon-…` comment that is not a directive (an unknown name, keys on `enable`). */
export interface DirectiveProblem {
  line: number
  column: number
  start: number
  end: number
  message: string
}

const HTML = /<!--[ \t]*linkcanon-([A-Za-z-]*)([^\n]*?)-->/g
const JSX = /\{[ \t]*\/\*[ \t]*linkcanon-([A-Za-z-]*)([^\n]*?)\*\/[ \t]*\}/g
const HASH = /(?:^|[ \t])#[ \t]*linkcanon-([A-Za-z-]*)([^\n]*)$/g
const FENCE = /^ {0,3}(`{3,}|~{3,})/

function keysOf(rest: string): string[] {
  // `-- why` ends the keys, as in ESLint's directives.
  const cut = rest.search(/(?:^|\s)--(?:\s|$)/)
  return (cut === -1 ? rest : rest.slice(0, cut)).split(/[\s,]+/).filter((key) => key !== '')
}

/** Whether `index` in `line` is inside a code span (an odd number of backticks before it). */
function inCodeSpan(line: string, index: number): boolean {
  let ticks = 0
  for (let i = 0; i < index; i++) if (line.charCodeAt(i) === 96) ticks++
  return ticks % 2 === 1
}

/**
 * The `linkcanon-…` directives in the comments of `text`, in order, and the comments that look
 * like directives but are not. A directive is one comment on one line. Linear in the text's
 * length: only lines holding `linkcanon-` are matched.
 */
export function findDirectives(text: string, syntax: CommentSyntax): { directives: Directive[]; problems: DirectiveProblem[] } {
  const directives: Directive[] = []
  const problems: DirectiveProblem[] = []
  const patterns = syntax === 'markdown' ? [HTML, JSX] : syntax === 'markup' ? [HTML] : [HASH, HTML]
  let fence: string | undefined
  let offset = 0
  let lineNumber = 0
  for (const line of text.split('\n')) {
    lineNumber++
    const lineStart = offset
    offset += line.length + 1
    if (syntax === 'markdown') {
      const opener = FENCE.exec(line)?.[1]
      if (fence === undefined && opener !== undefined) fence = opener
      else if (fence !== undefined && opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = undefined
      if (fence !== undefined || opener !== undefined) continue
    }
    if (!line.includes('linkcanon-')) continue
    for (const pattern of patterns) {
      pattern.lastIndex = 0
      for (const match of line.matchAll(pattern)) {
        const at = match.index + (pattern === HASH && match[0][0] !== '#' ? 1 : 0)
        if (syntax === 'markdown' && inCodeSpan(line, at)) continue
        const place = { line: lineNumber, column: at + 1, start: lineStart + at, end: lineStart + match.index + match[0].length }
        const name = match[1]!
        const keys = keysOf(pattern === HASH ? match[2]! : match[2]!.replace(/[ \t]*$/, ''))
        if (!(directiveNames as readonly string[]).includes(name)) {
          problems.push({ ...place, message: `Unknown directive "linkcanon-${name}"; known: ${directiveNames.map((known) => `linkcanon-${known}`).join(', ')}` })
        } else if (name === 'enable' && keys.length > 0) {
          problems.push({ ...place, message: '"linkcanon-enable" takes no keys: it ends every open "linkcanon-disable"' })
        } else {
          directives.push({ name: name as DirectiveName, keys, ...place })
        }
      }
    }
  }
  directives.sort((a, b) => a.start - b.start)
  return { directives, problems }
}
