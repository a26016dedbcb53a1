import type { SourceUrl } from '@linkcanon/core/source'
import type { Definition, Html, Image, Link } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { FrontMatterNode } from './front-matter.js'

/**
 * How a URL is written:
 * `link` `[text](url)`, `definition` `[label]: url`, `autolink` `<url>`,
 * `literal` a GFM literal autolink (`https://…` or `www.…`), `image` `![alt](url)`,
 * `html` an `href`/`src` attribute in raw HTML, `jsx` an `href`/`src` string attribute of an MDX JSX element,
 * `front-matter` a URL in a remark-frontmatter `yaml` or `toml` node, read as data.
 */
export type UrlKind = 'link' | 'definition' | 'autolink' | 'literal' | 'image' | 'html' | 'jsx' | 'front-matter'

/** A node that carries a URL. */
export type UrlNode = Link | Definition | Image | Html | MdxJsxFlowElement | MdxJsxTextElement | FrontMatterNode

/** An `href`/`src` attribute value found in the `value` of an `html` node. */
export interface HtmlAttributeValue {
  /** Attribute name, lowercased. */
  name: string
  /** UTF-16 offsets of the value's raw text in `node.value` (quotes excluded). */
  start: number
  end: number
  /** The quote around the value, or `''` when unquoted. */
  quote: '"' | "'" | ''
}

/** A URL that the plugin looks at, before its raw text is located in the source. */
export interface Candidate extends Pick<LocatedUrl, 'kind' | 'url' | 'node'> {
  /** `html` only: where the value is in `node.value`. */
  html?: HtmlAttributeValue
  /** `jsx` only: the attribute holding the URL. */
  attribute?: MdxJsxAttribute
  /** `front-matter` only: the URL as the core's front matter reader found it, at offsets in the node's `value`. */
  value?: SourceUrl
}

/** Where a URL's raw text is in the source. */
export interface LocatedUrl {
  /** The URL as in the mdast (`html`: the attribute value with character references decoded). */
  url: string
  /** UTF-16 offsets of the URL's raw text in the source string (a BOM counts). */
  start: number
  end: number
  /** `source.slice(start, end)`. */
  raw: string
  /**
   * `raw === url`: the span holds the URL character for character (no backslash escapes,
   * character references or line breaks inside). Only then may the span be replaced by another URL.
   * When the URL's own text could not be found, `start`/`end` cover the whole node and `exact` is false.
   */
  exact: boolean
  kind: UrlKind
  /** 1-based line and column of `start`, as in mdast positions (a BOM is not counted). */
  line: number
  column: number
  /**
   * What the parser put in front of the raw text to make the URL: `'http://'` for a GFM
   * `www.` literal (`url === prefix + raw`); absent otherwise.
   */
  prefix?: string
  node: UrlNode
  /** `html` and `jsx`: the attribute name (`href` or `src`). */
  attribute?: string
  /**
   * `front-matter`: the URL as the core's front matter reader found it (offsets in the node's `value`), whose
   * `rewrite` decides the edit (`rewriteLocated`).
   */
  value?: SourceUrl
}

/**
 * Where the reading of a piece of raw HTML stopped: at an attribute value whose quote never
 * closes (`<a title='oops href="…">`). The URLs after it in that `html` node are not located
 * (remark-linkcanon's `read-stopped` warning).
 */
export interface LocatedStop extends Pick<LocatedUrl, 'line' | 'column'> {
  /** Why: an attribute value whose quote opens here is not closed. */
  reason: 'unclosed-attribute'
  /** UTF-16 offset of that quote in the source (a BOM counts); the node's start when the quote cannot be mapped. */
  start: number
  node: Html
}

/** Options of `locateMarkdownUrls` and `locateTreeUrls`. */
export interface LocateOptions {
  /** Parse as MDX (`remark-mdx`). Default `false`. */
  mdx?: boolean | null | undefined
  /** Include `![alt](url)` images. Default `false`. */
  images?: boolean | null | undefined
  /**
   * Called for each `html` node read only up to a quote that never closes, in document order.
   * Nodes without a position are left out.
   */
  onStop?: ((stop: LocatedStop) => void) | null | undefined
}
