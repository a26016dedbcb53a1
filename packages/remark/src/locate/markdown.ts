import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified, type Processor } from 'unified'
import { locateTreeUrls } from './tree.js'
import type { LocatedUrl, LocateOptions } from './types.js'

let markdown: Processor<Root> | undefined
let mdx: Processor<Root> | undefined

function parser(asMdx: boolean): Processor<Root> {
  if (asMdx) return (mdx ??= unified().use(remarkParse).use(remarkGfm).use(remarkMdx).freeze() as unknown as Processor<Root>)
  return (markdown ??= unified().use(remarkParse).use(remarkGfm).freeze() as unknown as Processor<Root>)
}

/**
 * Parse `source` as Markdown with GFM (and MDX when `options.mdx`) and return every http(s)
 * URL that remark-linkcanon looks at, with the exact place of its raw text in `source`.
 * Throws what the parser throws (MDX syntax errors).
 */
export function locateMarkdownUrls(source: string, options?: LocateOptions | null): LocatedUrl[] {
  const tree = parser(options?.mdx === true).parse(source)
  return locateTreeUrls(tree, source, options)
}
