// remark-linkcanon/locate: where the URLs of a Markdown document are, for tools that edit files
// byte for byte (the linkcanon CLI, eslint-plugin-linkcanon on `@eslint/markdown`).
export { locateMarkdownUrls, parseMarkdown } from './markdown.js'
export { locateTreeUrls } from './tree.js'
export type { LocatedStop, LocatedUrl, LocateOptions, UrlKind, UrlNode } from './types.js'
export { ruleId, ruleUrl } from '../report.js'
export { rewriteLocated, type LocatedRewrite } from './rewrite.js'
export { Directives, type Verdict } from '../directives.js'
