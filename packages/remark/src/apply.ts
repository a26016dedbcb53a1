import { applyEdits, type Edit } from '@linkcanon/core/source'
import type { Html, Link } from 'mdast'
import type { FrontMatterNode } from './locate/front-matter.js'
import { encodeHtmlAttribute } from './locate/html.js'
import { WWW_PREFIX } from './locate/span.js'
import type { Candidate } from './locate/types.js'

/** Keep the text of `<url>` and of a GFM literal in step with its new URL. */
function syncLinkText(node: Link, before: string, after: string): void {
  const child = node.children.length === 1 ? node.children[0] : undefined
  if (child?.type !== 'text') return
  if (child.value === before) child.value = after
  else if (WWW_PREFIX + child.value === before)
    child.value = after.startsWith(WWW_PREFIX) ? after.slice(WWW_PREFIX.length) : after
}

/** Rewrites collected during one walk; `html` and front matter values are edited at the end (`applyEdits`). */
export class Fixer {
  readonly #edits = new Map<Html | FrontMatterNode, Edit[]>()

  /** Replace `[start, end)` of the node's value by `text` at the end. */
  #edit(node: Html | FrontMatterNode, edit: Edit): void {
    if (!this.#edits.has(node)) this.#edits.set(node, [])
    this.#edits.get(node)!.push(edit)
  }

  /** Put `url` where the candidate's URL is (in front matter, the raw `text` that reads `url`). */
  fix(candidate: Candidate, url: string, text?: string): void {
    const { node } = candidate
    if (candidate.value !== undefined && text !== undefined) {
      this.#edit(node as FrontMatterNode, { start: candidate.value.start, end: candidate.value.end, text })
      return
    }
    switch (node.type) {
      case 'link':
        if (candidate.kind === 'autolink' || candidate.kind === 'literal') syncLinkText(node, node.url, url)
        node.url = url
        break
      case 'definition':
      case 'image':
        node.url = url
        break
      case 'html': {
        const { start, end, quote } = candidate.html!
        this.#edit(node, { start, end, text: encodeHtmlAttribute(node.value.slice(start, end), url, quote) })
        break
      }
      default:
        candidate.attribute!.value = url
    }
  }

  /** Apply the `html` and front matter edits. */
  finish(): void {
    for (const [node, edits] of this.#edits) node.value = applyEdits(node.value, edits)
    this.#edits.clear()
  }
}
