// @linkcanon/core/source: reading a URL through a source text's escaping (string escapes, HTML
// and XML character references) and writing an edit back onto the raw bytes, exactly or not at all.
export * from '../source/index.js'
