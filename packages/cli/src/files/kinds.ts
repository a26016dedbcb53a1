import { extname } from 'node:path'
import { formatNames } from '@linkcanon/core/config'

/**
 * How a file is read: through the mdast, as MDX, left to ESLint, skipped, through the escaping
 * of its format (HTML, XML, JSON, YAML, TOML, CSV, TSV: see `scan/formats/`), or as plain text.
 */
export type FileKind =
  'markdown' | 'mdx' | 'code' | 'binary' | 'html' | 'xml' | 'json' | 'yaml' | 'toml' | 'csv' | 'tsv' | 'text'

/** The kinds a config's `formats` may give an extension (defined with the config). */
export { formatNames }

/** The one table of file formats read through their own escaping, by extension. */
const FORMATS: Readonly<Record<string, FileKind>> = {
  '.html': 'html',
  '.htm': 'html',
  '.shtml': 'html',
  '.xhtml': 'xml',
  '.xml': 'xml',
  '.svg': 'xml',
  '.rss': 'xml',
  '.atom': 'xml',
  '.xsl': 'xml',
  '.xslt': 'xml',
  '.plist': 'xml',
  '.opml': 'xml',
  '.kml': 'xml',
  '.gpx': 'xml',
  '.xlf': 'xml',
  '.xliff': 'xml',
  '.resx': 'xml',
  '.json': 'json',
  '.jsonc': 'json',
  '.json5': 'json',
  '.webmanifest': 'json',
  '.jsonld': 'json',
  '.geojson': 'json',
  '.har': 'json',
  '.yaml': 'yaml',
  '.yml': 'yaml',
  '.toml': 'toml',
  '.csv': 'csv',
  '.tsv': 'tsv',
  '.tab': 'tsv'
}

const MARKDOWN = new Set(['.md', '.markdown'])
const CODE = new Set(['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx'])
/** Extensions that are never text; files with them are passed over in folders without a note. */
const BINARY = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.bmp',
  '.tif',
  '.tiff',
  '.psd',
  '.pdf',
  '.zip',
  '.gz',
  '.tgz',
  '.bz2',
  '.xz',
  '.7z',
  '.rar',
  '.jar',
  '.wasm',
  '.exe',
  '.dll',
  '.so',
  '.dylib',
  '.o',
  '.a',
  '.class',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.eot',
  '.mp3',
  '.mp4',
  '.mov',
  '.webm',
  '.ogg',
  '.wav',
  '.flac',
  '.sqlite',
  '.db',
  '.bin'
])

/**
 * The kind of a file, from its extension; `formats` (the config's, `{".tpl": "html"}`) comes
 * first.
 */
export function fileKind(path: string, formats?: Readonly<Record<string, string>>): FileKind {
  const extension = extname(path).toLowerCase()
  const chosen = formats?.[extension]
  if (chosen !== undefined && (formatNames as readonly string[]).includes(chosen)) return chosen as FileKind
  if (MARKDOWN.has(extension)) return 'markdown'
  if (extension === '.mdx') return 'mdx'
  if (CODE.has(extension)) return 'code'
  if (BINARY.has(extension)) return 'binary'
  return FORMATS[extension] ?? 'text'
}
