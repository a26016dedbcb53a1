import type { CanonicalizeOptions } from '@linkcanon/core'
import { readStoppedMessage, type StopReason, type StopScope } from '@linkcanon/core/messages'
import {
  asBase,
  blankFrontMatter,
  frontMatterOf,
  frontMatterUrls,
  inLinkAttribute,
  type FrontMatter
} from '@linkcanon/core/source'
import type { FileKind } from '../files/kinds.js'
import { inspect, type Finding, type Located } from './findings.js'
import { locateMarkdownFast, locateMarkdownFull } from './markdown.js'
import { applyDirectives } from './directives.js'
import { createLocator, type Point } from './positions.js'
import { createPrefilter, type Prefilter } from './prefilter.js'
import { readFormat } from './formats/index.js'
import { thrownOutcome } from './outcome.js'

/** How `check` and `fix` look at files. */
export interface ScanSettings {
  /** Options for the core (preset `minimal` when none is given). */
  core: CanonicalizeOptions | undefined
  /** Also Markdown images. */
  images: boolean
  /**
   * Parse only the parts of Markdown files that can hold a finding (default `true`); the
   * findings are the same, `false` parses every file whole.
   */
  fast?: boolean
}

const prefilters = new WeakMap<ScanSettings, Prefilter | undefined>()

function prefilterOf(settings: ScanSettings): Prefilter | undefined {
  if (settings.fast === false) return undefined
  if (!prefilters.has(settings)) prefilters.set(settings, createPrefilter(settings.core))
  return prefilters.get(settings)
}

/**
 * Every URL in a file's text that can lead to a finding, by the kind of file (with the fast
 * path: at least those; and every URL in the parts of a Markdown file holding `force` offsets).
 */
export function locateUrls(text: string, kind: FileKind, settings: ScanSettings, force?: readonly number[]): Located[] {
  return readFile(text, kind, settings, force).located
}

/** Where the reading of a file, or of a piece of raw HTML in a Markdown file, stopped. */
interface Stop {
  at: number
  reason: StopReason
  scope: StopScope
}

/** A file's URLs and stops: a Markdown file's pieces of raw HTML, another file's one stop (its rest unread). */
function readFile(
  text: string,
  kind: FileKind,
  settings: ScanSettings,
  force?: readonly number[]
): { located: Located[]; stops: Stop[] } {
  if (kind === 'markdown' || kind === 'mdx') {
    const options = { mdx: kind === 'mdx', images: settings.images }
    const prefilter = prefilterOf(settings)
    // Front matter is read as YAML or TOML, and blank to the Markdown or MDX parser (the core's `frontMatterOf`).
    const front = frontMatterOf(text)
    const source = front === undefined ? text : blankFrontMatter(text, front)
    const { located, stops } =
      prefilter === undefined
        ? locateMarkdownFull(source, options)
        : locateMarkdownFast(source, options, prefilter, force)
    return {
      located: front === undefined ? located : [...frontMatterAt(text, front), ...located],
      stops: stops.map((at) => ({ at, reason: 'unclosed-attribute', scope: 'html' }))
    }
  }
  const { located, stopped } = readFormat(text, kind === 'code' || kind === 'binary' ? 'text' : kind)
  const stops: Stop[] = stopped === undefined ? [] : [{ ...stopped, scope: 'file' }]
  if (BASES.has(kind)) return { located: located.map(asBase), stops }
  if (kind === 'text') return { located: located.map((url) => (quoted(text, url) ? asBase(url) : url)), stops }
  return { located, stops }
}

/** The kinds of file whose URLs are values a program reads: code and data (a config's `url:`, `"baseUrl"`). */
const BASES: ReadonlySet<FileKind> = new Set(['code', 'json', 'yaml', 'toml'])

const QUOTES: ReadonlySet<string | undefined> = new Set(['"', "'", '`'])

/**
 * Whether a URL in a text file is written right inside quotes: a string in code the CLI reads as text (Go, Python,
 * shell), so a value a program may join a path to (`strings.ReplaceAll(href, "https://github.com", "")`). The value
 * of a link attribute in markup read as text (a template the CLI has no reader for: `.njk`, `.hbs`) is a link.
 */
function quoted(text: string, url: Located): boolean {
  if (inLinkAttribute(text, url.start)) return false
  return QUOTES.has(text[url.start - 1]) || QUOTES.has(text[url.end])
}

/** The URLs of a Markdown or MDX file's front matter, read by the core's one front matter reader, at file offsets. */
function frontMatterAt(text: string, front: FrontMatter): Located[] {
  const content = text.slice(front.contentStart, front.contentEnd)
  return frontMatterUrls(content, front.format).map((entry) => ({
    ...entry,
    start: entry.start + front.contentStart,
    end: entry.end + front.contentStart
  }))
}

/**
 * What `check` reports for one file's text, in order: the findings with the file's
 * `linkcanon-…` directives applied (`directives.ts`: covered findings dropped, kept keys
 * unfixed, unused and unknown directives as warnings), signed URLs and `read-stopped` warnings
 * (a file read only up to some point, a string that never closes, or a piece of raw HTML in a
 * Markdown file read so, an attribute value whose quote never closes). Throws what the MDX
 * parser throws, and a `RangeError` when the text is nested too deeply for the call stack;
 * `fileOutcome` says what the run does then.
 */
export function findingsOf(name: string, text: string, kind: FileKind, settings: ScanSettings): Finding[] {
  const findings: Finding[] = []
  let locate: ((offset: number) => Point) | undefined
  const place = (start: number, end: number): Pick<Finding, 'line' | 'column' | 'endLine' | 'endColumn'> => {
    locate ??= createLocator(text)
    const from = locate(start)
    const to = locate(end)
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column }
  }
  const read = readFile(text, kind, settings)
  for (const { at, reason, scope } of read.stops) {
    const message = readStoppedMessage(reason, scope)
    findings.push({ file: name, ruleId: 'read-stopped', message, url: '', start: at, end: at, ...place(at, at) })
  }
  for (const located of read.located) {
    const found = inspect(located, settings.core)
    if (found !== undefined) findings.push({ file: name, ...found, ...place(found.start, found.end) })
  }
  return applyDirectives(
    name,
    text,
    kind,
    findings.sort((a, b) => a.start - b.start)
  )
}

/** What `check` makes of one file: its findings (`findingsOf`), or why it skips or fails the file. */
export type FileOutcome = { findings: Finding[] } | { skipped: string } | { failed: string }

/**
 * The whole answer of `check` for one file's text, on this thread: never throws. A text nested
 * too deeply for the call stack is skipped, one the parser rejects (an MDX syntax error) fails,
 * with the words `check` prints after the file's name (`thrownOutcome`).
 */
export function fileOutcome(name: string, text: string, kind: FileKind, settings: ScanSettings): FileOutcome {
  try {
    return { findings: findingsOf(name, text, kind, settings) }
  } catch (error) {
    return thrownOutcome(error) as FileOutcome
  }
}
