/** The directive names, after `linkcanon-`. */
export const directiveNames = ['disable', 'enable', 'disable-next-line', 'disable-line'] as const
export type DirectiveName = (typeof directiveNames)[number]
/** The directives as written, for a message on an unknown one. */
const knownDirectives = directiveNames.map((known) => `linkcanon-${known}`).join(', ')

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
  /**
   * `disable-next-line` standing alone on its line in Markdown or MDX: the line it covers, the
   * next line that is neither blank nor only directives (remark-stringify writes a blank line
   * after an HTML comment or an MDX expression, so a directive must survive that). Elsewhere a
   * `disable-next-line` covers the line after its own.
   */
  target?: number
  /** 1-based line and column of the comment, and its UTF-16 offsets in the text. */
  line: number
  column: number
  start: number
  end: number
}

/** A `linkcanon-…` comment that is not a directive (an unknown name, keys on `enable`). */
export interface DirectiveProblem extends Pick<Directive, 'line' | 'column' | 'start' | 'end'> {
  message: string
}

const BODY = /^[ \t]*linkcanon-([A-Za-z-]*)(.*)$/s
const FENCE = /^ {0,3}(`{3,}|~{3,})/

/** A comment on one line: where it starts and ends, and its text between the delimiters. */
interface Comment {
  start: number
  end: number
  body: string
}

/** The `<!-- … -->` comments of a line (they do not nest): one pass, linear. */
function htmlComments(line: string): Comment[] {
  const comments: Comment[] = []
  for (let at = line.indexOf('<!--'); at !== -1;) {
    const close = line.indexOf('-->', at + 4)
    if (close === -1) break
    comments.push({ start: at, end: close + 3, body: line.slice(at + 4, close) })
    at = line.indexOf('<!--', close + 3)
  }
  return comments
}

/** The MDX `{/* … *\/}` comments of a line: one pass, linear. */
function jsxComments(line: string): Comment[] {
  const comments: Comment[] = []
  for (let at = line.indexOf('/*'); at !== -1;) {
    const close = line.indexOf('*/', at + 2)
    if (close === -1) break
    let start = at - 1
    while (start >= 0 && (line[start] === ' ' || line[start] === '\t')) start--
    let end = close + 2
    while (end < line.length && (line[end] === ' ' || line[end] === '\t')) end++
    if (line[start] === '{' && line[end] === '}')
      comments.push({ start, end: end + 1, body: line.slice(at + 2, close) })
    at = line.indexOf('/*', close + 2)
  }
  return comments
}

/** The `# …` comment that ends a line (a `#` at the start or after a blank), if it holds a directive. */
function hashComments(line: string): Comment[] {
  for (let at = line.indexOf('#'); at !== -1; at = line.indexOf('#', at + 1)) {
    if (at > 0 && line[at - 1] !== ' ' && line[at - 1] !== '\t') continue
    let body = at + 1
    while (line[body] === ' ' || line[body] === '\t') body++
    if (line.startsWith('linkcanon-', body)) return [{ start: at, end: line.length, body: line.slice(at + 1) }]
  }
  return []
}

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
 * Point each standalone `disable-next-line` at the next line that is neither blank nor a line of
 * directives only (`Directive.target`). `alone`: the 1-based numbers of the lines that hold
 * directive comments and nothing else. One pass from the end: linear.
 */
function targetStandalone(lines: readonly string[], alone: ReadonlySet<number>, directives: Directive[]): void {
  const wanted = directives.filter((directive) => directive.name === 'disable-next-line' && alone.has(directive.line))
  if (wanted.length === 0) return
  // next[i]: the first line from i on (1-based) with content other than directives; past the end: lines + 1.
  const next = new Int32Array(lines.length + 2)
  next[lines.length + 1] = lines.length + 1
  for (let i = lines.length; i >= 1; i--) next[i] = lines[i - 1]!.trim() === '' || alone.has(i) ? next[i + 1]! : i
  for (const directive of wanted) directive.target = next[directive.line + 1]!
}

/**
 * The `linkcanon-…` directives in the comments of `text`, in order, and the comments that look
 * like directives but are not. A directive is one comment on one line. Linear in the text's
 * length: only lines holding `linkcanon-` are matched. In Markdown and MDX a
 * `disable-next-line` alone on its line covers the next non-blank line (see `Directive.target`).
 */
export function findDirectives(
  text: string,
  syntax: CommentSyntax
): { directives: Directive[]; problems: DirectiveProblem[] } {
  const directives: Directive[] = []
  const problems: DirectiveProblem[] = []
  const readers =
    syntax === 'markdown'
      ? [htmlComments, jsxComments]
      : syntax === 'markup'
        ? [htmlComments]
        : [hashComments, htmlComments]
  let fence: string | undefined
  let offset = 0
  let lineNumber = 0
  const lines = text.split('\n')
  const alone = new Set<number>()
  for (const line of lines) {
    lineNumber++
    const lineStart = offset
    offset += line.length + 1
    if (syntax === 'markdown') {
      const opener = FENCE.exec(line)?.[1]
      if (fence === undefined && opener !== undefined) fence = opener
      else if (
        fence !== undefined &&
        opener !== undefined &&
        opener[0] === fence[0] &&
        opener.length >= fence.length &&
        line.trim() === opener
      )
        fence = undefined
      if (fence !== undefined || opener !== undefined) continue
    }
    if (!line.includes('linkcanon-')) continue
    // The line's content outside directive comments, to tell a directive standing alone.
    let rest = syntax === 'markdown' ? line : ''
    for (const read of readers) {
      for (const comment of read(line)) {
        const match = BODY.exec(comment.body)
        if (match === null) continue
        if (syntax === 'markdown' && inCodeSpan(line, comment.start)) continue
        const place = {
          line: lineNumber,
          column: comment.start + 1,
          start: lineStart + comment.start,
          end: lineStart + comment.end
        }
        const name = match[1]!
        const keys = keysOf(match[2]!)
        const message = !(directiveNames as readonly string[]).includes(name)
          ? `Unknown directive "linkcanon-${name}"; known: ${knownDirectives}`
          : name === 'enable' && keys.length > 0
            ? '"linkcanon-enable" takes no keys: it ends every open "linkcanon-disable"'
            : undefined
        if (message !== undefined) problems.push({ ...place, message })
        else directives.push({ name: name as DirectiveName, keys, ...place })
        rest = rest.replace(line.slice(comment.start, comment.end), '')
      }
    }
    if (syntax === 'markdown' && rest.trim() === '') alone.add(lineNumber)
  }
  if (syntax === 'markdown') targetStandalone(lines, alone, directives)
  directives.sort((a, b) => a.start - b.start)
  return { directives, problems }
}
