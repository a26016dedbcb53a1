import { frontMatterUrls, type SourceUrl } from '@linkcanon/core/source'
import type { Literal, Yaml } from 'mdast'
import type { Candidate } from './types.js'
import type { Range } from './destination.js'

/** remark-frontmatter's TOML node (`+++` fences); mdast declares only `yaml`. */
export interface Toml extends Literal {
  type: 'toml'
}

/** A JSON front matter node (`---` fences; @eslint/markdown's `frontmatter: 'json'`), which mdast does not declare. */
export interface JsonFrontMatter extends Literal {
  type: 'json'
}

/** A front matter node of remark-frontmatter: its `value` is the lines between the fences. */
export type FrontMatterNode = Yaml | Toml | JsonFrontMatter

/**
 * The URLs of a front matter node, read as YAML or TOML by the core's front matter reader, the one the CLI
 * reads a Markdown or MDX file's front matter with (through its escapes, under the rules for data: an edit
 * of a path's last `/` is left). JSON is read as YAML, whose flow syntax it is, as the CLI reads any front
 * matter between `---` lines. Each candidate's `value` has its offsets in the node's `value`.
 */
export function frontMatterCandidates(node: FrontMatterNode, each: (candidate: Candidate) => void): void {
  for (const value of frontMatterUrls(node.value, node.type === 'toml' ? 'toml' : 'yaml'))
    each({ kind: 'front-matter', url: value.url, node, value })
}

/**
 * Where a front matter URL's raw text is in the source: the node's value starts on the line after its opening fence.
 * `undefined` when the source there is not the node's value (a tree changed since it was parsed).
 */
export function frontMatterRange(
  node: FrontMatterNode,
  value: SourceUrl,
  source: string,
  start: number
): Range | undefined {
  const fenceEnd = source.indexOf('\n', start)
  if (fenceEnd === -1) return undefined
  const contentStart = fenceEnd + 1
  if (!source.startsWith(node.value, contentStart)) return undefined
  return { start: contentStart + value.start, end: contentStart + value.end }
}
