import { locateMarkdownUrls, type LocatedUrl } from 'remark-linkcanon'
import type { Chunk } from './chunks.js'
import type { Located } from './findings.js'
import { selectChunks, type Prefilter, type SelectedChunk } from './prefilter.js'

/** How a Markdown file is read. */
export interface MarkdownOptions {
  mdx: boolean
  images: boolean
}

/**
 * About how much text one parse takes in the fast path. micromark's time per character
 * grows with the document (large event lists are spliced), so parts are parsed in groups.
 */
const GROUP_SIZE = 16_384

function toLocated(entry: LocatedUrl, start: number): Located {
  const located: Located = { url: entry.url, start, end: start + entry.end - entry.start, exact: entry.exact }
  if (entry.prefix !== undefined) located.prefix = entry.prefix
  return located
}

/** Every URL remark-linkcanon looks at in `source`, from the mdast of the whole document. */
export function locateMarkdownFull(source: string, options: MarkdownOptions): Located[] {
  return locateMarkdownUrls(source, options).map((entry) => toLocated(entry, entry.start))
}

/**
 * Parse the chunks of `source` as one document and map offsets back. URLs in `others`
 * (parts parsed only for their definitions) are left out.
 */
function locateIn(source: string, chunks: readonly Chunk[], owned: (chunk: Chunk) => boolean, options: MarkdownOptions): Located[] {
  const bases: number[] = []
  let at = 0
  for (const chunk of chunks) {
    bases.push(at)
    at += chunk.end - chunk.start
  }
  const text = chunks.map((chunk) => source.slice(chunk.start, chunk.end)).join('')
  const located: Located[] = []
  for (const entry of locateMarkdownUrls(text, options)) {
    let low = 0
    let high = bases.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (bases[middle]! <= entry.start) low = middle
      else high = middle - 1
    }
    const chunk = chunks[low]!
    if (owned(chunk)) located.push(toLocated(entry, chunk.start + entry.start - bases[low]!))
  }
  return located
}

/**
 * The URLs that `locateMarkdownFull` gives and that can lead to a finding, parsing only the
 * parts of the document that can hold one (see `prefilter.ts` and `chunks.ts` for why that
 * is exact). URLs that cannot change or fail under the prefilter's options may be left out;
 * the parts holding an offset of `force` are always parsed.
 *
 * Parts are parsed in groups of about `GROUP_SIZE` characters; each group is parsed with every
 * part that may hold a definition, so references resolve as in the whole document.
 */
export function locateMarkdownFast(source: string, options: MarkdownOptions, prefilter: Prefilter, force?: readonly number[]): Located[] {
  if (options.mdx) return locateMarkdownFull(source, options)
  const selected = selectChunks(source, prefilter, force)
  if (selected.length === 0) return []
  if (selected.length === 1 && selected[0]!.start === 0 && selected[0]!.end === source.length) return locateMarkdownFull(source, options)
  const definitions = selected.filter((chunk) => source.slice(chunk.start, chunk.end).includes(']:'))
  const definitionSize = definitions.reduce((size, chunk) => size + chunk.end - chunk.start, 0)
  const holding = selected.filter((chunk) => chunk.holds)
  const total = holding.reduce((size, chunk) => size + chunk.end - chunk.start, 0)
  if (definitionSize > GROUP_SIZE || total <= GROUP_SIZE) return locateIn(source, selected, (chunk) => (chunk as SelectedChunk).holds, options)
  const located: Located[] = []
  let group: SelectedChunk[] = []
  let size = 0
  const flush = (): void => {
    const own = new Set<Chunk>(group)
    const chunks = [...new Set([...group, ...definitions])].sort((a, b) => a.start - b.start)
    located.push(...locateIn(source, chunks, (chunk) => own.has(chunk), options))
    group = []
    size = 0
  }
  for (const chunk of holding) {
    group.push(chunk)
    size += chunk.end - chunk.start
    if (size >= GROUP_SIZE) flush()
  }
  if (group.length > 0) flush()
  return located
}
