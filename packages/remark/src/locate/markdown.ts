import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified, type Plugin, type Processor } from 'unified'
import { locateTreeUrls } from './tree.js'
import type { LocatedUrl, LocateOptions } from './types.js'

let markdown: Processor<Root> | undefined
let mdx: Processor<Root> | undefined

/**
 * remark-mdx, loaded on the first MDX document rather than with this module: it is about 70 ms
 * of a 150 ms import, and most documents (and every plugin run) do without it. Loaded with
 * `require` (Node 20.19+ loads ES modules so) because `locateMarkdownUrls` is synchronous.
 */
function remarkMdx(): Plugin {
  const modules = globalThis.process?.getBuiltinModule?.('node:module')
  if (modules === undefined) throw new Error('Locating URLs in MDX (`mdx: true`) needs Node.js 20.19 or later')
  return (modules.createRequire(import.meta.url)('remark-mdx') as { default: Plugin }).default
}

function parser(asMdx: boolean): Processor<Root> {
  if (asMdx)
    return (mdx ??= unified().use(remarkParse).use(remarkGfm).use(remarkMdx()).freeze() as unknown as Processor<Root>)
  return (markdown ??= unified().use(remarkParse).use(remarkGfm).freeze() as unknown as Processor<Root>)
}

/**
 * The mdast of `source` parsed as Markdown with GFM (and MDX when `options.mdx`), as
 * `locateMarkdownUrls` parses it. Throws what the parser throws (MDX syntax errors).
 */
export function parseMarkdown(source: string, options?: Pick<LocateOptions, 'mdx'> | null): Root {
  return parser(options?.mdx === true).parse(source)
}

/**
 * Parse `source` as Markdown with GFM (and MDX when `options.mdx`) and return every http(s)
 * URL that remark-linkcanon looks at, with the exact place of its raw text in `source`.
 * Throws what the parser throws (MDX syntax errors).
 */
export function locateMarkdownUrls(source: string, options?: LocateOptions | null): LocatedUrl[] {
  return locateTreeUrls(parseMarkdown(source, options), source, options)
}
