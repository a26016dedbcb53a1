import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { locateMarkdownUrls, type LocatedUrl } from 'remark-linkcanon'
import { unified, type Processor } from 'unified'
import type { Chunk } from './chunks.js'
import type { Located } from './findings.js'
import { attributeRewrite } from './formats/markup.js'
import { piecesOf, segmentsOf, type Piece, type Segment, type TableColumns } from './pieces.js'
import { selectChunks, type Prefilter } from './prefilter.js'

/** How a Markdown file is read. */
export interface MarkdownOptions {
  mdx: boolean
  images: boolean
}

/**
 * About how much text one parse takes in the fast path. micromark's time per character
 * grows with the document (large event lists are spliced), so pieces are parsed in groups.
 */
const GROUP_SIZE = 8192

function toLocated(entry: LocatedUrl, start: number): Located {
  const located: Located = { url: entry.url, start, end: start + entry.end - entry.start, exact: entry.exact }
  if (entry.prefix !== undefined) located.prefix = entry.prefix
  if (!entry.exact && (entry.kind === 'html' || entry.kind === 'jsx')) {
    const rewrite = attributeRewrite(entry.raw, entry.url)
    if (rewrite) located.rewrite = rewrite
  }
  return located
}

/** Every URL remark-linkcanon looks at in `source`, from the mdast of the whole document. */
export function locateMarkdownFull(source: string, options: MarkdownOptions): Located[] {
  return locateMarkdownUrls(source, options).map((entry) => toLocated(entry, entry.start))
}

let headParser: Processor<Root> | undefined

/**
 * How many columns each lead's table has (see `TableColumns`), from one parse of the leads
 * joined by blank lines: each starts a part of the document, so it parses alone as it does
 * there (see `chunks.ts`). The parser is remark-linkcanon's.
 */
const tableColumns: TableColumns = (leads) => {
  headParser ??= unified().use(remarkParse).use(remarkGfm).freeze() as unknown as Processor<Root>
  const starts: number[] = []
  let text = ''
  for (const lead of leads) {
    starts.push(text.length + lead.header)
    text += lead.text + '\n'
  }
  // mdast offsets count from after a byte order mark.
  const shift = text.charCodeAt(0) === 0xfeff ? 1 : 0
  const tables = new Map<number, number>()
  for (const node of headParser.parse(text).children) {
    const offset = node.position?.start.offset
    if (node.type === 'table' && offset !== undefined && node.children.length === 1) tables.set(offset + shift, node.children[0]!.children.length)
  }
  return starts.map((start) => tables.get(start))
}

/**
 * The parts parsed cannot tell what the whole document gives: a URL was found across two
 * segments (the pieces were not cut where they parse apart), or a definition may be one that
 * only images use, which depends on references anywhere in the document.
 */
class WholeDocumentNeeded extends Error {}

/**
 * Parse the segments as one document and map offsets back; only URLs in owned segments are
 * kept. Images are located too, and dropped here unless `options.images`: whether a definition
 * counts as an image URL (see remark-linkcanon) depends on the whole document, so without
 * `images` a definition in an owned segment means the whole document must be parsed.
 */
function locateIn(source: string, segments: readonly Segment[], options: MarkdownOptions): Located[] {
  const bases: number[] = []
  let at = 0
  let text = ''
  for (const segment of segments) {
    bases.push(at)
    text += source.slice(segment.start, segment.end) + segment.glue
    at = text.length
  }
  const located: Located[] = []
  for (const entry of locateMarkdownUrls(text, { ...options, images: true })) {
    if (entry.kind === 'image' && !options.images) continue
    let low = 0
    let high = bases.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (bases[middle]! <= entry.start) low = middle
      else high = middle - 1
    }
    const segment = segments[low]!
    const start = segment.start + entry.start - bases[low]!
    if (start + entry.end - entry.start > segment.end) throw new WholeDocumentNeeded()
    if (!segment.own) continue
    if (entry.kind === 'definition' && !options.images) throw new WholeDocumentNeeded()
    located.push(toLocated(entry, start))
  }
  return located
}

function groupsOf(pieces: readonly Piece[], size: number): Piece[][] {
  const groups: Piece[][] = []
  let group: Piece[] = []
  let total = 0
  for (const piece of pieces) {
    group.push(piece)
    total += piece.size
    if (total >= size) {
      groups.push(group)
      group = []
      total = 0
    }
  }
  if (group.length > 0) groups.push(group)
  return groups
}

/**
 * The URLs that `locateMarkdownFull` gives and that can lead to a finding, parsing only the
 * parts of the document that can hold one (see `prefilter.ts`, `chunks.ts` and `tables.ts` for
 * why that is exact). URLs that cannot change or fail under the prefilter's options may be
 * left out; the parts (and table cells) holding an offset of `force` are always parsed.
 *
 * Pieces are parsed in groups of about `GROUP_SIZE` characters; each group is parsed with every
 * part that may hold a definition, so references resolve as in the whole document.
 */
export function locateMarkdownFast(source: string, options: MarkdownOptions, prefilter: Prefilter, force: readonly number[] = []): Located[] {
  if (options.mdx) return locateMarkdownFull(source, options)
  const selected = selectChunks(source, prefilter, force)
  if (selected.length === 0) return []
  const definitions: Chunk[] = selected.filter((chunk) => source.slice(chunk.start, chunk.end).includes(']:'))
  const definitionSize = definitions.reduce((size, chunk) => size + chunk.end - chunk.start, 0)
  const pieces = piecesOf(source, selected, prefilter, force, tableColumns)
  try {
    const groups = definitionSize > GROUP_SIZE ? [pieces] : groupsOf(pieces, GROUP_SIZE)
    return groups.flatMap((group) => locateIn(source, segmentsOf(group, definitions), options))
  } catch (error) {
    if (error instanceof WholeDocumentNeeded) return locateMarkdownFull(source, options)
    throw error
  }
}
