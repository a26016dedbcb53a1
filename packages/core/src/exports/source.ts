// @linkcanon/core/source: reading a URL through a source text's escaping (string escapes, HTML
// and XML character references) and writing an edit back onto the raw bytes, exactly or not at all.
// Every module of `source/` is public here as a whole.
export * from '../source/boundary.js'
export * from '../source/changed-spans.js'
export * from '../source/cooked-map.js'
export * from '../source/markup.js'
export * from '../source/path-end.js'
export * from '../source/references.js'
export * from '../source/read-back.js'
export * from '../source/rewrite.js'
export * from '../source/backslash.js'
export * from '../source/escape-tables.js'
