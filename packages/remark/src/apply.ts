import type { SourceUrl } from '@linkcanon/core/source'
import type { Html, Link } from 'mdast'
import type { FrontMatterNode } from './locate/front-matter.js'
import { encodeHtmlAttribute } from './locate/html.js'
import { WWW_PREFIX } from './locate/span.js'
import type { Candidate, HtmlAttributeValue } from './locate/types.js'

/** Keep the text of `<url>` and of a GFM literal in step with its new URL. */
function syncLinkText(node: Link, before: string, after: string): void {
  const child = node.children.length === 1 ? node.children[0] : undefined
  if (child?.type !== 'text') return
  if (child.value === before) child.value = after
  else if (WWW_PREFIX + child.value === before)
    child.value = after.startsWith(WWW_PREFIX) ? after.slice(WWW_PREFIX.length) : after
}

/** A pending replacement inside an `html` node's value. */
interface HtmlEdit {
  html: HtmlAttributeValue
  url: string
}

/** A pending replacement inside a front matter node's value: the raw text to write over the URL's. */
interface ValueEdit {
  value: SourceUrl
  text: string
}

/** Rewrites collected during one walk; `html` and front matter values are edited at the end, back to front. */
export class Fixer {
  readonly #html = new Map<Html, HtmlEdit[]>()
  readonly #frontMatter = new Map<FrontMatterNode, ValueEdit[]>()

  /** Put `url` where the candidate's URL is (in front matter, the raw `text` that reads `url`). */
  fix(candidate: Candidate, url: string, text?: string): void {
    const { node } = candidate
    if (candidate.value !== undefined && text !== undefined) {
      const front = node as FrontMatterNode
      if (!this.#frontMatter.has(front)) this.#frontMatter.set(front, [])
      this.#frontMatter.get(front)!.push({ value: candidate.value, text })
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
      case 'html':
        if (!this.#html.has(node)) this.#html.set(node, [])
        this.#html.get(node)!.push({ html: candidate.html!, url })
        break
      default:
        candidate.attribute!.value = url
    }
  }

  /** Apply the `html` and front matter edits. */
  finish(): void {
    for (const [node, edits] of this.#frontMatter) {
      let value = node.value
      for (const { value: at, text } of edits.sort((a, b) => b.value.start - a.value.start))
        value = value.slice(0, at.start) + text + value.slice(at.end)
      node.value = value
    }
    this.#frontMatter.clear()
    for (const [node, edits] of this.#html) {
      let value = node.value
      for (const { html, url } of edits.sort((a, b) => b.html.start - a.html.start)) {
        const raw = value.slice(html.start, html.end)
        value = value.slice(0, html.start) + encodeHtmlAttribute(raw, url, html.quote) + value.slice(html.end)
      }
      node.value = value
    }
    this.#html.clear()
  }
}
