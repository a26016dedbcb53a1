// Where the URLs of a Markdown document are, found here from the mdast of remark-parse +
// remark-gfm and the source text, independently of the CLI and remark-linkcanon. Used to check
// that `linkcanon fix` changed nothing but URL characters.
import type { Definition, Html, Image, Link, Nodes, Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

const parser = unified().use(remarkParse).use(remarkGfm)

/** The raw text of one URL in the source: `[start, end)` (UTF-16 offsets, BOM counted). */
export interface UrlSpan {
  start: number
  end: number
  /** The URL as the mdast has it (for HTML: the raw attribute value). */
  url: string
  kind: 'link' | 'autolink' | 'literal' | 'image' | 'definition' | 'html'
}

/** A parsed document: its tree and the URL spans that could be found in its source. */
export interface ParsedDocument {
  tree: Root
  spans: UrlSpan[]
  /** Nodes with a URL whose raw text is not the URL character for character (escapes, references). */
  unlocated: number
}

/** `href` and `src` attribute values in raw HTML (quoted or not). */
const HTML_URL_ATTRIBUTE = /(?<![\w-])(?:href|src)[ \t\r\n]*=[ \t\r\n]*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi

function skipSpace(source: string, index: number): number {
  let at = index
  let lineEndings = 0
  while (at < source.length) {
    const char = source[at]
    if (char === ' ' || char === '\t') at++
    else if ((char === '\n' || char === '\r') && lineEndings === 0) {
      lineEndings++
      at += source.startsWith('\r\n', at) ? 2 : 1
    } else break
  }
  return at
}

/** The offset of the destination `url` after one of the `marker`s (`](` or `]:`) in `[from, to)`. */
function destinationAfter(
  source: string,
  from: number,
  to: number,
  marker: string,
  url: string,
  last: boolean
): number | undefined {
  const found: number[] = []
  for (let at = source.indexOf(marker, from); at !== -1 && at < to; at = source.indexOf(marker, at + 1)) {
    let start = skipSpace(source, at + marker.length)
    if (source[start] === '<') start++
    if (start + url.length <= to && source.startsWith(url, start)) found.push(start)
  }
  return last ? found.at(-1) : found[0]
}

function spanOf(node: Link | Image | Definition, source: string, start: number, end: number): UrlSpan | undefined {
  const { url } = node
  if (node.type === 'definition') {
    const at = destinationAfter(source, start, end, ']:', url, false)
    return at === undefined ? undefined : { start: at, end: at + url.length, url, kind: 'definition' }
  }
  const first = source[start]
  if (node.type === 'link' && first === '<') {
    return source.startsWith(url, start + 1) && start + 1 + url.length === end - 1
      ? { start: start + 1, end: end - 1, url, kind: 'autolink' }
      : undefined
  }
  if (node.type === 'link' && first !== '[') {
    // A GFM literal: `www.` literals read with `http://` in front.
    const raw = source.slice(start, end)
    return url === raw || url === `http://${raw}` || url === `mailto:${raw}`
      ? { start, end, url, kind: 'literal' }
      : undefined
  }
  const at = destinationAfter(source, start, end, '](', url, true)
  return at === undefined ? undefined : { start: at, end: at + url.length, url, kind: node.type }
}

function htmlSpans(node: Html, source: string, start: number, end: number): UrlSpan[] {
  const raw = source.slice(start, end)
  const spans: UrlSpan[] = []
  for (const match of raw.matchAll(HTML_URL_ATTRIBUTE)) {
    const value = match[1] ?? match[2] ?? match[3] ?? ''
    const offset = start + match.index + match[0].length - value.length - (match[3] === undefined ? 1 : 0)
    spans.push({ start: offset, end: offset + value.length, url: value, kind: 'html' })
  }
  // Raw HTML inside a container has the container's markers in its source, not in its value.
  return raw === node.value ? spans : []
}

/** Parse Markdown (a leading BOM is allowed) and find the raw text of every URL. */
export function parseMarkdown(source: string): ParsedDocument {
  const bom = source.startsWith('\uFEFF') ? 1 : 0
  const tree = parser.parse(bom ? source.slice(1) : source)
  const spans: UrlSpan[] = []
  let unlocated = 0
  const visit = (node: Nodes): void => {
    const position = node.position
    if (position?.start.offset !== undefined && position.end.offset !== undefined) {
      const start = position.start.offset + bom
      const end = position.end.offset + bom
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        const span = spanOf(node, source, start, end)
        if (span === undefined) unlocated++
        else spans.push(span)
      } else if (node.type === 'html') {
        spans.push(...htmlSpans(node, source, start, end))
      }
    }
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(tree)
  spans.sort((a, b) => a.start - b.start)
  return { tree, spans, unlocated }
}

const MASK = '\u0000url'

/**
 * The tree as plain data without positions, with every link, image and definition URL, the
 * text of autolinks and GFM literals, and `href`/`src` values in raw HTML replaced by a mark:
 * what `fix` may change.
 */
export function maskedTree(tree: Root, source: string): unknown {
  const bom = source.startsWith('\uFEFF') ? 1 : 0
  const strip = (node: Nodes, inAutolink: boolean): unknown => {
    const copy: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(node)) {
      if (key === 'position' || key === 'children' || key === 'data') continue
      copy[key] = value
    }
    if ('url' in node) copy.url = MASK
    if (node.type === 'html') copy.value = node.value.replace(HTML_URL_ATTRIBUTE, MASK)
    if (node.type === 'text' && inAutolink) copy.value = MASK
    if ('children' in node) {
      const offset = node.position?.start.offset
      const autolink = node.type === 'link' && offset !== undefined && source[offset + bom] !== '['
      copy.children = node.children.map((child) => strip(child, inAutolink || autolink))
    }
    return copy
  }
  return strip(tree, false)
}

/** Where two plain-data trees first differ (a path and both values), or `undefined`. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | undefined {
  if (a === b) return undefined
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return `${path}: ${JSON.stringify(a)?.slice(0, 200)} ≠ ${JSON.stringify(b)?.slice(0, 200)}`
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}.${key}`
    )
    if (found !== undefined) return found
  }
  return undefined
}
