import type { Html, Link, Nodes, Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { frontMatterCandidates, type FrontMatterNode } from './front-matter.js'
import { decodeHtmlReferences, scanHtmlAttributes } from './html.js'
import type { Candidate } from './types.js'

const HTTP = /^https?:/i
const JSX_URL_ATTRIBUTES = new Set(['href', 'src'])

/** Whether the URL is one the plugin looks at (`http:` or `https:`, any case). */
function isHttpUrl(url: string): boolean {
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
 * Code and inline code are never entered (they hold no URL nodes). Front matter (remark-frontmatter's `yaml` and
 * `toml` nodes, and `json` ones) is read as data (`front-matter.ts`). Without `images`, a
 * definition that only images use (`![alt][id]`) is an image URL too, and is left out.
 * `stopped` is called, in document order among the calls of `each`, for an `html` node read only
 * up to `at`, the offset in its value of an attribute quote that never closes.
 */
export function forEachCandidate(
  tree: Root,
  source: string | undefined,
  images: boolean,
  each: (candidate: Candidate) => void,
  stopped?: (node: Html, at: number) => void
): void {
  const shift = bomShift(source)
  const found: Candidate[] = []
  /** The stops, each with the number of candidates found before it. */
  const stops: Array<{ before: number; node: Html; at: number }> = []
  const push = (candidate: Candidate) => found.push(candidate)
  /** Without `images`: identifiers used by image references, and by link references. */
  const imageIds = new Set<string>()
  const linkIds = new Set<string>()
  /**
   * What the walk does at one node; `true` when its children are walked too. An explicit stack
   * rather than recursion: a document nested 50k deep (`'> '.repeat(50000)`) must not
   * overflow the call stack. It runs on every node of every document, so it stays this cheap.
   */
  const visit = (node: Nodes): boolean => {
    switch (node.type) {
      case 'link':
        if (isHttpUrl(node.url)) push({ kind: linkKind(node, source, shift), url: node.url, node })
        return true
      case 'definition':
        if (isHttpUrl(node.url)) push({ kind: 'definition', url: node.url, node })
        return true
      case 'image':
        if (images && isHttpUrl(node.url)) push({ kind: 'image', url: node.url, node })
        return true
      case 'imageReference':
        imageIds.add(node.identifier)
        return false
      case 'linkReference':
        linkIds.add(node.identifier)
        return true
      case 'html':
        if (node.value.includes('=')) {
          const at: number[] = []
          for (const html of scanHtmlAttributes(node.value, stopped && ((offset) => at.push(offset)))) {
            const url = decodeHtmlReferences(node.value.slice(html.start, html.end))
            if (isHttpUrl(url)) push({ kind: 'html', url, node, html })
          }
          // After the node's URLs, all of which come before the quote where its reading stopped.
          if (at.length > 0) stops.push({ before: found.length, node, at: at[0]! })
        }
        return true
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        jsxCandidates(node, push)
        return true
      case 'yaml':
        frontMatterCandidates(node, push)
        return false
      case 'code':
      case 'inlineCode':
      case 'text':
        return false
      default:
        // The `toml` and `json` front matter nodes, which mdast's types do not declare.
        if ((node.type as string) !== 'toml' && (node.type as string) !== 'json') return true
        frontMatterCandidates(node as unknown as FrontMatterNode, push)
        return false
    }
  }
  // Children are pushed last to first, so nodes are visited in document order.
  const stack: Nodes[] = [tree]
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!visit(node) || !('children' in node)) continue
    const { children } = node
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!)
  }
  let next = 0
  /** Report the stops that come before candidate `index` (all of them for `found.length`). */
  const stopsBefore = (index: number): void => {
    for (; next < stops.length && stops[next]!.before <= index; next++) stopped!(stops[next]!.node, stops[next]!.at)
  }
  found.forEach((candidate, index) => {
    stopsBefore(index)
    if (
      !images &&
      candidate.node.type === 'definition' &&
      imageIds.has(candidate.node.identifier) &&
      !linkIds.has(candidate.node.identifier)
    ) {
      return
    }
    each(candidate)
  })
  stopsBefore(found.length)
}
