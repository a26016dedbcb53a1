import type { Html, Link } from 'mdast'
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx'
import { decodeString } from 'micromark-util-decode-string'
import { bracketAfter, labelDestination, type Range } from './destination.js'
import { frontMatterRange, type FrontMatterNode } from './front-matter.js'
import { decodeHtmlReferences } from './html.js'
import type { Candidate } from './types.js'

/** Where a candidate's raw text is in the source. */
export interface Span extends Range {
  exact: boolean
  prefix?: string
}

/** What the parser puts before a GFM `www.` literal to make its URL. */
export const WWW_PREFIX = 'http://'

/** Where a node (or an MDX attribute) is in the source (`shift`: see `bomShift`), or `undefined` without a position. */
export function nodeRange(node: Pick<Html, 'position'>, shift: number): Range | undefined {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  return start === undefined || end === undefined ? undefined : { start: start + shift, end: end + shift }
}

/** The span `range` when its text decodes to `url`; `undefined` otherwise. */
function checked(
  source: string,
  range: Range | undefined,
  url: string,
  decode: (raw: string) => string
): Span | undefined {
  if (range === undefined) return undefined
  const raw = source.slice(range.start, range.end)
  if (raw === url) return { ...range, exact: true }
  return decode(raw) === url ? { ...range, exact: false } : undefined
}

function linkDestination(node: Link, source: string, start: number, end: number, shift: number): Range | undefined {
  const last = node.children.at(-1)?.position?.end.offset
  const close = last === undefined ? -1 : bracketAfter(source, last + shift, end)
  return labelDestination(source, start, end, '(', close === -1 ? undefined : close)
}

/** Map an offset in an `html` node's value to the source, line by line (containers strip prefixes). */
function htmlSourceRange(source: string, start: number, end: number, value: string, html: Range): Range | undefined {
  if (end - start === value.length && source.startsWith(value, start)) {
    return { start: start + html.start, end: start + html.end }
  }
  const lineStart = value.lastIndexOf('\n', html.start - 1) + 1
  let lineEnd = value.indexOf('\n', lineStart)
  if (lineEnd === -1) lineEnd = value.length
  if (html.end > lineEnd) return undefined
  let line = 0
  for (let index = value.indexOf('\n'); index !== -1 && index < lineStart; index = value.indexOf('\n', index + 1))
    line++
  let sourceLineStart = start
  for (; line > 0; line--) {
    const next = source.indexOf('\n', sourceLineStart)
    if (next === -1 || next >= end) return undefined
    sourceLineStart = next + 1
  }
  let sourceLineEnd = source.indexOf('\n', sourceLineStart)
  if (sourceLineEnd === -1 || sourceLineEnd > end) sourceLineEnd = end
  const valueLine = value.slice(lineStart, lineEnd).replace(/\r$/, '')
  const sourceLine = source.slice(sourceLineStart, sourceLineEnd).replace(/\r$/, '')
  if (!sourceLine.endsWith(valueLine)) return undefined
  const base = sourceLineStart + sourceLine.length - valueLine.length - lineStart
  return { start: base + html.start, end: base + html.end }
}

/**
 * The source offset of the character at `at` in an `html` node's value (the quote where its
 * reading stopped), or `undefined` when it cannot be mapped (no position, a prefix that differs).
 */
export function htmlOffset(node: Html, at: number, source: string, shift: number): number | undefined {
  const range = nodeRange(node, shift)
  const offset = range && htmlSourceRange(source, range.start, range.end, node.value, { start: at, end: at + 1 })?.start
  return offset !== undefined && source[offset] === node.value[at] ? offset : undefined
}

function jsxValueRange(source: string, attribute: MdxJsxAttribute, shift: number): Range | undefined {
  const range = nodeRange(attribute, shift)
  if (range === undefined) return undefined
  const end = range.end - 1
  const equals = source.indexOf('=', range.start + attribute.name.length)
  if (equals === -1 || equals > end) return undefined
  let open = equals + 1
  while (/\s/.test(source.charAt(open))) open++
  const quote = source.charAt(open)
  if ((quote !== '"' && quote !== "'") || source.charAt(end) !== quote || open >= end) return undefined
  return { start: open + 1, end }
}

/**
 * Where the candidate's raw URL text is in `source`, checked against the URL in the tree;
 * `undefined` when it cannot be found (or the node has no position).
 */
export function findSpan(candidate: Candidate, source: string, shift: number): Span | undefined {
  const { node, url } = candidate
  const range = nodeRange(node, shift)
  if (range === undefined) return undefined
  const { start, end } = range
  switch (candidate.kind) {
    case 'link':
      return checked(source, linkDestination(node as Link, source, start, end, shift), url, decodeString)
    case 'image':
      return checked(source, labelDestination(source, start + 1, end, '('), url, decodeString)
    case 'definition':
      return checked(source, labelDestination(source, start, end, ':'), url, decodeString)
    case 'autolink':
      return checked(source, { start: start + 1, end: end - 1 }, url, (raw) => raw)
    case 'literal': {
      const raw = source.slice(start, end)
      if (raw === url) return { start, end, exact: true }
      return WWW_PREFIX + raw === url ? { start, end, exact: false, prefix: WWW_PREFIX } : undefined
    }
    case 'html': {
      const range = htmlSourceRange(source, start, end, (node as Html).value, candidate.html!)
      return checked(source, range, url, decodeHtmlReferences)
    }
    case 'jsx':
      return checked(source, jsxValueRange(source, candidate.attribute!, shift), url, decodeHtmlReferences)
    case 'front-matter': {
      const range = frontMatterRange(node as FrontMatterNode, candidate.value!, source, start)
      return range === undefined ? undefined : { ...range, exact: source.slice(range.start, range.end) === url }
    }
  }
}

/** `findSpan`, or the whole node with `exact: false` when the URL's text cannot be found. */
export function spanOf(candidate: Candidate, source: string, shift: number): Span | undefined {
  const whole = nodeRange(candidate.node, shift)
  return findSpan(candidate, source, shift) ?? (whole && { ...whole, exact: false })
}
