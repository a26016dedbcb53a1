// @linkcanon/core/source: reading a URL through a source text's escaping (string escapes, HTML
// and XML character references) and writing an edit back onto the raw bytes, exactly or not at all.
// Every module of `source/` is public here as a whole, but for the format readers' own helpers.
export * from '../source/boundary.js'
export * from '../source/changed-spans.js'
export * from '../source/cooked-map.js'
export * from '../source/edits.js'
export * from '../source/markup.js'
export * from '../source/names.js'
export * from '../source/path-end.js'
export * from '../source/references.js'
export * from '../source/read-back.js'
export {
  rewriteAround,
  rewriteInStyle,
  rewritePiece,
  rewriteSpan,
  type DecodedPiece,
  type PieceEdit
} from '../source/rewrite.js'
export * from '../source/backslash.js'
export * from '../source/escape-tables.js'
export { frontMatterOf, blankFrontMatter, frontMatterUrls, type FrontMatter } from '../source/front-matter.js'
export {
  closingQuote,
  lineEnd,
  readsBackWhole,
  MAPPING_KEY,
  stringPiece,
  type FormatPiece,
  type NotExact,
  type SourceUrl,
  type StopReading
} from '../source/format-pieces.js'
export { locateInPieces } from '../source/locate.js'
export { firstAtLeast } from '../source/sorted.js'
export {
  joinStandIns,
  showStandIns,
  standIn,
  withStandIns,
  type StandInLetter,
  type StandIns
} from '../source/stand-ins.js'
export { tomlPieces } from '../source/toml.js'
export { yamlPieces } from '../source/yaml.js'
