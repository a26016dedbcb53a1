import { extname } from 'node:path'

/** How a file is read: through the mdast, as MDX, left to ESLint, skipped, or as plain text. */
export type FileKind = 'markdown' | 'mdx' | 'code' | 'binary' | 'text'

const MARKDOWN = new Set(['.md', '.markdown'])
const CODE = new Set(['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx'])
/** Extensions that are never text; files with them are passed over in folders without a note. */
const BINARY = new Set([
  '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.bmp', '.tif', '.tiff', '.psd',
  '.pdf', '.zip', '.gz', '.tgz', '.bz2', '.xz', '.7z', '.rar', '.jar', '.wasm', '.exe', '.dll',
  '.so', '.dylib', '.o', '.a', '.class', '.woff', '.woff2', '.ttf', '.otf', '.eot', '.mp3',
  '.mp4', '.mov', '.webm', '.ogg', '.wav', '.flac', '.sqlite', '.db', '.bin'
])

/** The kind of a file, from its extension. */
export function fileKind(path: string): FileKind {
  const extension = extname(path).toLowerCase()
  if (MARKDOWN.has(extension)) return 'markdown'
  if (extension === '.mdx') return 'mdx'
  if (CODE.has(extension)) return 'code'
  if (BINARY.has(extension)) return 'binary'
  return 'text'
}
