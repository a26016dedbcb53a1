import type { SourceUrl } from './format-pieces.js'
import { locateInPieces } from './locate.js'
import { asBase } from './path-end.js'
import { tomlPieces } from './toml.js'
import { yamlPieces } from './yaml.js'

/**
 * The front matter of a Markdown or MDX file: YAML between two `---` lines (TOML between `+++`
 * lines) at the very top, as `micromark-extension-frontmatter` (remark-frontmatter) reads it. The
 * sites that build such files read it as data and take it off before they render the rest: Jekyll
 * and Hugo for `.md`, Astro, Docusaurus and Next.js for `.mdx` too. Read as Markdown it would be
 * text, a URL's edges judged as GFM's (`url: https://e.com/docs/` written without its `/` by
 * `share`); read as MDX it is text, JSX and expressions, and a `{` in it (`sidebar: { order: 2 }`,
 * CSS in a `head` entry) or a `<` fails the parse. So it is read in its own format, under the
 * rules for data (`frontMatterUrls`), and a parser of the rest gets blank lines in its place.
 */
export interface FrontMatter {
  format: 'yaml' | 'toml'
  /** The opening fence (after a byte order mark). */
  start: number
  /** The lines between the fences. */
  contentStart: number
  contentEnd: number
  /** The end of the closing fence (before its line ending). */
  end: number
}

/** Where the line from `from` ends: its `\n` or `\r` (a fence line may end in either), or the end of `text`. */
function lineBreakAt(text: string, from: number): number {
  let end = from
  while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++
  return end
}

function nextLine(text: string, end: number): number {
  return text[end] === '\r' && text[end + 1] === '\n' ? end + 2 : end + 1
}

/** A fence line: the three markers, then only spaces and tabs. */
function isFence(text: string, from: number, to: number, fence: string): boolean {
  return text.startsWith(fence, from) && /^[ \t]*$/.test(text.slice(from + fence.length, to))
}

/** The front matter at the top of `text`, if it has one (a fence that is never closed opens none). */
export function frontMatterOf(text: string): FrontMatter | undefined {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0
  const marker = text[start]
  if (marker !== '-' && marker !== '+') return undefined
  const fence = marker.repeat(3)
  const first = lineBreakAt(text, start)
  if (first === text.length || !isFence(text, start, first, fence)) return undefined
  const contentStart = nextLine(text, first)
  for (let from = contentStart; from < text.length;) {
    const to = lineBreakAt(text, from)
    if (isFence(text, from, to, fence)) {
      return { format: marker === '-' ? 'yaml' : 'toml', start, contentStart, contentEnd: from, end: to }
    }
    from = nextLine(text, to)
  }
  return undefined
}

/** `text` with the front matter's characters, fences included, turned into spaces (line endings and offsets stay). */
export function blankFrontMatter(text: string, front: FrontMatter): string {
  return (
    text.slice(0, front.start) + text.slice(front.start, front.end).replace(/[^\r\n]/g, ' ') + text.slice(front.end)
  )
}

/**
 * The URLs of front matter's `content` (the lines between its fences: a remark-frontmatter `yaml`
 * or `toml` node's value), read as YAML or TOML through their escapes, as in a `.yaml` or `.toml`
 * file, with offsets in `content`. Content that its format cannot read to the end (a TOML quote
 * that never closes) is read as plain text instead, so nothing in it goes unread. Front matter is
 * data that a site's templates read, so each URL is a base (`asBase`: an edit of its path's last
 * `/` is left). The one reader of front matter for the CLI, remark-linkcanon and the ESLint rule.
 */
export function frontMatterUrls(content: string, format: FrontMatter['format']): SourceUrl[] {
  let stopped = false
  const pieces = format === 'yaml' ? yamlPieces(content) : tomlPieces(content, () => (stopped = true))
  return locateInPieces(content, stopped ? [{ start: 0, end: content.length }] : pieces).map(asBase)
}
