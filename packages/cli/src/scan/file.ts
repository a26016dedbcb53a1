import type { CanonicalizeOptions } from '@linkcanon/core'
import { readStoppedMessage } from '@linkcanon/core/internal'
import type { FileKind } from '../files/kinds.js'
import { inspect, type Finding, type Located } from './findings.js'
import { locateMarkdownFast, locateMarkdownFull } from './markdown.js'
import { createLocator } from './positions.js'
import { createPrefilter, type Prefilter } from './prefilter.js'
import { readFormat, type Format, type FormatRead } from './formats/index.js'

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
  if (kind === 'markdown' || kind === 'mdx') {
    const options = { mdx: kind === 'mdx', images: settings.images }
    const prefilter = prefilterOf(settings)
    return prefilter === undefined ? locateMarkdownFull(text, options) : locateMarkdownFast(text, options, prefilter, force)
  }
  return readFormat(text, formatOf(kind)).located
}

function formatOf(kind: Exclude<FileKind, 'markdown' | 'mdx'>): Format {
  return kind === 'code' || kind === 'binary' ? 'text' : kind
}

/**
 * The findings in one file's text, in order. Throws what the MDX parser throws. A file read
 * only up to some point (a string that never closes) gives a `read-stopped` warning there.
 */
export function findingsOf(name: string, text: string, kind: FileKind, settings: ScanSettings): Finding[] {
  const findings: Finding[] = []
  let locate: ((offset: number) => { line: number; column: number }) | undefined
  const read: FormatRead = kind === 'markdown' || kind === 'mdx' ? { located: locateUrls(text, kind, settings) } : readFormat(text, formatOf(kind))
  if (read.stopped !== undefined) {
    const { at, reason } = read.stopped
    const { line, column } = (locate = createLocator(text))(at)
    findings.push({ file: name, ruleId: 'read-stopped', message: readStoppedMessage(reason, 'file'), url: '', start: at, end: at, line, column, endLine: line, endColumn: column })
  }
  for (const located of read.located) {
    const found = inspect(located, settings.core)
    if (found === undefined) continue
    locate ??= createLocator(text)
    const start = locate(found.start)
    const end = locate(found.end)
    findings.push({ file: name, ...found, line: start.line, column: start.column, endLine: end.line, endColumn: end.column })
  }
  return findings.sort((a, b) => a.start - b.start)
}
