/**
 * Finding the URLs of a Markdown file, and the fast path that parses only what can hold a finding.
 *
 * The model of the fast path, in the words the files use:
 * - a **span** (`Span`, `sections.ts`) is a range `[start, end)` of the document, in UTF-16
 *   offsets; every range below is one (a section, a line, a table lead, head, row or cell);
 * - a **section** is a span that `splitSections` cuts at a blank line where it parses on its own
 *   as it does inside the whole document (`sections.ts`; in MDX, `splitMdxSections` in
 *   `mdx-sections.ts`); `selectSections` (`prefilter.ts`) keeps those that can hold a finding
 *   (`Section.holds`) or may hold a definition;
 * - an **excerpt** (`Excerpt`, `units.ts`) is a span copied into the text of one parse, and a
 *   **unit** (`Unit`) the excerpts that must be parsed together (a section, or a table row's cells);
 * - a **batch** is the units put into one parse (about `BATCH_SIZE` characters), along with
 *   every section that may hold a definition.
 */
import { createRequire } from 'node:module'
import type * as Locate from 'remark-linkcanon/locate'
import type { LocatedStop, LocatedUrl } from 'remark-linkcanon/locate'
import type { Located } from './findings.js'
import { lastAtOrBefore } from './positions.js'
import { splitMdxSections } from './mdx-sections.js'
import { canHoldFinding, selectSections, type Prefilter } from './prefilter.js'
import type { Span } from './sections.js'
import { excerptsOf, unitsOf, type Excerpt, type TableColumns, type Unit } from './units.js'

/** How a Markdown file is read. */
export interface MarkdownOptions {
  mdx: boolean
  images: boolean
}

/**
 * What reading a Markdown file found: its URLs, and the offsets of the attribute quotes that
 * never close where the reading of a piece of raw HTML stopped (remark-linkcanon's `read-stopped`).
 */
export interface MarkdownRead {
  located: Located[]
  stops: number[]
}

/**
 * About how much text one parse takes in the fast path. micromark's time per character
 * grows with the document (large event lists are spliced), so units are parsed in batches.
 */
const BATCH_SIZE = 8192

const load = createRequire(import.meta.url)
let locate: typeof Locate | undefined

/**
 * remark-linkcanon's locating, and with it remark and micromark (about 200 modules, a third of the CLI's start-up),
 * loaded on the first Markdown or MDX file that needs a parse: a run over other files does without them. Loaded with
 * `require` (Node 20.19+ loads ES modules so) because the scan is synchronous. No `import()` may be loading modules
 * on the thread meanwhile: Node 20 aborts the process when `require` meets a module that an `import()` has not
 * instantiated yet (seen once in CI, "v8::Module::IsGraphAsync must be used on an instantiated module"), so the
 * scanner is loaded with `require` too (`loadScanner`).
 */
function markdownLocate(): typeof Locate {
  return (locate ??= load('remark-linkcanon/locate') as typeof Locate)
}

/**
 * A Markdown URL: remark-linkcanon's rewriting decides, as for remark and the ESLint rule (HTML written with
 * references, a GFM literal's closing punctuation, a template's delimiters: `https://e.com/{{ id }}`).
 */
function toLocated(entry: LocatedUrl, start: number): Located {
  const rewrite = (expected: string) => markdownLocate().rewriteLocated(entry, expected)
  return { url: entry.url, start, end: start + entry.end - entry.start, rewrite }
}

/** Every URL remark-linkcanon looks at in `source`, and every stop, from the mdast of the whole document. */
export function locateMarkdownFull(source: string, options: MarkdownOptions): MarkdownRead {
  const stops: number[] = []
  const located = markdownLocate()
    .locateMarkdownUrls(source, { ...options, onStop: (stop) => stops.push(stop.start) })
    .map((entry) => toLocated(entry, entry.start))
  return { located, stops }
}

/**
 * How many columns each lead's table has (see `TableColumns`), from one parse of the leads
 * joined by blank lines: each starts a section of the document, so it parses alone as it does
 * there (see `sections.ts`). The parser is remark-linkcanon's (`parseMarkdown`).
 */
const tableColumns: TableColumns = (leads) => {
  const starts: number[] = []
  let text = ''
  for (const lead of leads) {
    starts.push(text.length + lead.header)
    text += lead.text + '\n'
  }
  // mdast offsets count from after a byte order mark.
  const shift = text.charCodeAt(0) === 0xfeff ? 1 : 0
  const tables = new Map<number, number>()
  for (const node of markdownLocate().parseMarkdown(text).children) {
    const offset = node.position?.start.offset
    if (node.type === 'table' && offset !== undefined && node.children.length === 1)
      tables.set(offset + shift, node.children[0]!.children.length)
  }
  return starts.map((start) => tables.get(start))
}

/**
 * The excerpts parsed cannot tell what the whole document gives: a URL was found across two
 * excerpts (the document was not cut where it parses apart), or a definition may be one that
 * only images use, which depends on references anywhere in the document.
 */
class WholeDocumentNeeded extends Error {}

/**
 * Parse the excerpts as one document and map offsets back; only URLs (and stops) in owned
 * excerpts are kept. Images are located too, and dropped here unless `options.images`: whether a definition
 * counts as an image URL (see remark-linkcanon) depends on the whole document, so without
 * `images` a definition in an owned excerpt means the whole document must be parsed.
 */
function locateIn(source: string, excerpts: readonly Excerpt[], options: MarkdownOptions, stops: number[]): Located[] {
  const bases: number[] = []
  let text = ''
  for (const excerpt of excerpts) {
    bases.push(text.length)
    text += source.slice(excerpt.start, excerpt.end) + excerpt.glue
  }
  const located: Located[] = []
  const onStop = (stop: LocatedStop): void => {
    const index = lastAtOrBefore(bases, stop.start)
    if (excerpts[index]!.own) stops.push(excerpts[index]!.start + stop.start - bases[index]!)
  }
  for (const entry of markdownLocate().locateMarkdownUrls(text, { ...options, images: true, onStop })) {
    if (entry.kind === 'image' && !options.images) continue
    const low = lastAtOrBefore(bases, entry.start)
    const excerpt = excerpts[low]!
    const start = excerpt.start + entry.start - bases[low]!
    if (start + entry.end - entry.start > excerpt.end) throw new WholeDocumentNeeded()
    if (!excerpt.own) continue
    if (entry.kind === 'definition' && !options.images) throw new WholeDocumentNeeded()
    located.push(toLocated(entry, start))
  }
  return located
}

function batchesOf(units: readonly Unit[], size: number): Unit[][] {
  const batches: Unit[][] = []
  let batch: Unit[] = []
  let total = 0
  for (const unit of units) {
    batch.push(unit)
    total += unit.size
    if (total >= size) {
      batches.push(batch)
      batch = []
      total = 0
    }
  }
  if (batch.length > 0) batches.push(batch)
  return batches
}

/**
 * The URLs that `locateMarkdownFull` gives and that can lead to a finding, parsing only the
 * sections of the document that can hold one (see `prefilter.ts`, `sections.ts` and `tables.ts` for
 * why that is exact). URLs that cannot change or fail under the prefilter's options may be
 * left out; the sections (and table cells) holding an offset of `forceAt` are always parsed (an offset at white
 * space, in the blanked front matter, forces nothing).
 * The stops are those in the parsed parts (sections, table leads and cells): an HTML block never runs past its
 * section (see `sections.ts`) nor into the rows of a table after it, so a stop in a part left out hides nothing
 * after it that could be a finding.
 *
 * Units are parsed in batches of about `BATCH_SIZE` characters; each batch is parsed with every
 * section that may hold a definition, so references resolve as in the whole document.
 */
export function locateMarkdownFast(
  source: string,
  options: MarkdownOptions,
  prefilter: Prefilter,
  forceAt: readonly number[] = []
): MarkdownRead {
  // No URL starts at white space: an offset there is in the front matter, blank here and read apart (`file.ts`), and
  // forces no part to be parsed (else `fix`, reading back a front matter edit, parsed parts that `check` leaves, and
  // failed an MDX file that does not parse where `check` reported the edit as fixable).
  const force = forceAt.filter((offset) => !/\s/.test(source.charAt(offset)))
  // An MDX file where nothing can hold a finding costs a search (most files of a docs site).
  if (options.mdx && force.length === 0 && !canHoldFinding(source, prefilter)) return { located: [], stops: [] }
  const selected = selectSections(source, prefilter, force, options.mdx ? splitMdxSections : undefined)
  if (selected.length === 0) return { located: [], stops: [] }
  const definitions: Span[] = selected.filter((section) => source.slice(section.start, section.end).includes(']:'))
  const definitionSize = definitions.reduce((size, section) => size + section.end - section.start, 0)
  // MDX tables are parsed whole (cells may hold expressions and tags).
  const units = unitsOf(source, selected, prefilter, force, options.mdx ? undefined : tableColumns)
  try {
    const batches = definitionSize > BATCH_SIZE ? [units] : batchesOf(units, BATCH_SIZE)
    const stops: number[] = []
    const located = batches.flatMap((batch) => locateIn(source, excerptsOf(batch, definitions), options, stops))
    return { located, stops }
  } catch (error) {
    // MDX excerpts may throw where the whole document does not (a tag closed in another section):
    // the whole document then decides.
    if (error instanceof WholeDocumentNeeded || options.mdx) return locateMarkdownFull(source, options)
    throw error
  }
}
