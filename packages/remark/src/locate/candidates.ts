import type { Link, Nodes, Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { decodeHtmlReferences, scanHtmlAttributes } from './html.js'
import type { Candidate } from './types.js'

const HTTP = /^https?:/i
const JSX_URL_ATTRIBUTES = new Set(['href', 'src'])

/** Whether the URL is one the plugin looks at (`http:` or `https:`, any case). */
export function isHttpUrl(url: string): boolean {
  return HTTP.test(url)
}

/** The UTF-16 offset of a source index that mdast offsets count from: 1 after a BOM, else 0. */
export function bomShift(source: string | undefined): number {
  return source !== undefined && source.charCodeAt(0) === 0xfeff ? 1 : 0
}

/**
 * Tell `[text](url)`, `<url>` and a GFM literal apart by the character at the node's start.
 * A node without a position, or without the source, counts as `link`.
 */
function linkKind(node: Link, source: string | undefined, shift: number): Candidate['kind'] {
  const offset = node.position?.start.offset
  if (source === undefined || offset === undefined) return 'link'
  const code = source.charCodeAt(offset + shift)
  return code === 91 /* [ */ ? 'link' : code === 60 /* < */ ? 'autolink' : 'literal'
}

function jsxCandidates(node: MdxJsxFlowElement | MdxJsxTextElement, each: (candidate: Candidate) => void): void {
  for (const attribute of node.attributes) {
    if (
      attribute.type === 'mdxJsxAttribute' &&
      typeof attribute.value === 'string' &&
      JSX_URL_ATTRIBUTES.has(attribute.name) &&
      isHttpUrl(attribute.value)
    ) {
      each({ kind: 'jsx', url: attribute.value, node, attribute })
    }
  }
}

/**
 * Call `each` for every http(s) URL in the tree that the plugin looks at, in document order.
 * Code and inline code are never entered (they hold no URL nodes). Without `images`, a
 * definition that only images use (`![alt][id]`) is an image URL too, and is left out.
 */
export function forEachCandidate(
  tree: Root,
  source: string | undefined,
  images: boolean,
  each: (candidate: Candidate) => void
): void {
  const shift = bomShift(source)
  const found: Candidate[] = []
  const push = (candidate: Candidate): void => {
    found.push(candidate)
  }
  /** Without `images`: identifiers used by image references, and by link references. */
  const imageIds = new Set<string>()
  const linkIds = new Set<string>()
  // A plain walk: the visitor runs on every node of every document, so it stays this cheap.
  const walk = (node: Nodes): void => {
    switch (node.type) {
      case 'link':
        if (isHttpUrl(node.url)) push({ kind: linkKind(node, source, shift), url: node.url, node })
        break
      case 'definition':
        if (isHttpUrl(node.url)) push({ kind: 'definition', url: node.url, node })
        break
      case 'image':
        if (images && isHttpUrl(node.url)) push({ kind: 'image', url: node.url, node })
        break
      case 'imageReference':
        imageIds.add(node.identifier)
        return
      case 'linkReference':
        linkIds.add(node.identifier)
        break
      case 'html':
        if (node.value.includes('=')) {
          for (const html of scanHtmlAttributes(node.value)) {
            const url = decodeHtmlReferences(node.value.slice(html.start, html.end))
            if (isHttpUrl(url)) push({ kind: 'html', url, node, html })
          }
        }
        break
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        jsxCandidates(node, push)
        break
      case 'code':
      case 'inlineCode':
      case 'text':
        return
      default:
    }
    if ('children' in node) for (const child of node.children) walk(child)
  }
  walk(tree)
  for (const candidate of found) {
    if (!images && candidate.node.type === 'definition' && imageIds.has(candidate.node.identifier) && !linkIds.has(candidate.node.identifier)) {
      continue
    }
    each(candidate)
  }
}
