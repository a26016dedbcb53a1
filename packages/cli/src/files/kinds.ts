import { extname } from 'node:path'
import { formatNames } from '@linkcanon/core/config'

/**
 * How a file is read: through the mdast, as MDX, left to ESLint, skipped, through the escaping
 * of its format (HTML, XML, a Vue, Svelte or Astro component, JSON, YAML, TOML, CSV, TSV: see
 * `scan/formats/`), or as plain text.
 */
export type FileKind =
  | 'markdown'
  | 'mdx'
  | 'code'
  | 'binary'
  | 'html'
  | 'xml'
  | 'vue'
  | 'svelte'
  | 'astro'
  | 'json'
  | 'yaml'
  | 'toml'
  | 'csv'
  | 'tsv'
  | 'text'

/**
 * The one table of extensions by kind. Extensions of `binary` are never text: files with them are
 * passed over in folders without a note. The formats (`html` to `tsv`) are read through their own escaping.
 */
const EXTENSIONS: Readonly<Partial<Record<FileKind, readonly string[]>>> = {
  markdown: ['.md', '.markdown'],
  mdx: ['.mdx'],
  code: ['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx'],
  binary: [
    ...['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.bmp', '.tif', '.tiff', '.psd', '.pdf'],
    ...['.zip', '.gz', '.tgz', '.bz2', '.xz', '.7z', '.rar', '.jar'],
    ...['.wasm', '.exe', '.dll', '.so', '.dylib', '.o', '.a', '.class', '.sqlite', '.db', '.bin'],
    ...['.woff', '.woff2', '.ttf', '.otf', '.eot', '.mp3', '.mp4', '.mov', '.webm', '.ogg', '.wav', '.flac']
  ],
  html: ['.html', '.htm', '.shtml'],
  xml: [
    ...['.xhtml', '.xml', '.svg', '.rss', '.atom', '.xsl', '.xslt'],
    ...['.plist', '.opml', '.kml', '.gpx', '.xlf', '.xliff', '.resx']
  ],
  vue: ['.vue'],
  svelte: ['.svelte'],
  astro: ['.astro'],
  json: ['.json', '.jsonc', '.json5', '.webmanifest', '.jsonld', '.geojson', '.har'],
  yaml: ['.yaml', '.yml'],
  toml: ['.toml'],
  csv: ['.csv'],
  tsv: ['.tsv', '.tab']
}

const KIND_OF = new Map(
  Object.entries(EXTENSIONS).flatMap(([kind, extensions]) =>
    extensions.map((extension) => [extension, kind as FileKind])
  )
)

/**
 * The kind of a file, from its extension; `formats` (the config's, `{".tpl": "html"}`) comes
 * first.
 */
export function fileKind(path: string, formats?: Readonly<Record<string, string>>): FileKind {
  const extension = extname(path).toLowerCase()
  const chosen = formats?.[extension]
  if (chosen !== undefined && (formatNames as readonly string[]).includes(chosen)) return chosen as FileKind
  return KIND_OF.get(extension) ?? 'text'
}
