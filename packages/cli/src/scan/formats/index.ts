import type { StopReason } from '@linkcanon/core/messages'
import { locateInPieces, tomlPieces, yamlPieces, type FormatPiece, type StopReading } from '@linkcanon/core/source'
import type { Located } from '../findings.js'
import { componentPieces } from './component.js'
import { csvPieces } from './csv.js'
import { jsonPieces } from './json.js'
import { markupFormatPieces } from './markup.js'
import { aroundTemplateExpressions } from './joined.js'

/** The file formats read through their own escaping (see `files/kinds.ts` for the extensions). */
export type Format = 'html' | 'xml' | 'vue' | 'svelte' | 'astro' | 'json' | 'yaml' | 'toml' | 'csv' | 'tsv' | 'text'

const scanners: Readonly<Record<Format, (source: string, stopped: StopReading) => FormatPiece[]>> = {
  html: (source, stopped) => markupFormatPieces(source, 'html', stopped),
  xml: (source, stopped) => markupFormatPieces(source, 'xml', stopped),
  vue: (source, stopped) => componentPieces(source, 'vue', stopped),
  svelte: (source, stopped) => componentPieces(source, 'svelte', stopped),
  astro: (source, stopped) => componentPieces(source, 'astro', stopped),
  json: jsonPieces,
  yaml: yamlPieces,
  toml: tomlPieces,
  csv: (source, stopped) => csvPieces(source, ',', stopped),
  tsv: (source, stopped) => csvPieces(source, '\t', stopped),
  text: (source) => aroundTemplateExpressions(source, { start: 0, end: source.length })
}

/** What reading a file found: its URLs, and where and why the reading stopped when it did before the end. */
export interface FormatRead {
  located: Located[]
  stopped?: { at: number; reason: StopReason }
}

/**
 * Every URL in a file of `format`, read through the format's escaping layer: its value, the
 * raw range it is written in, and how to rewrite that range (or why it cannot be). A file the
 * scanner cannot read to its end (a string that never closes) gives the URLs before that point.
 */
export function readFormat(source: string, format: Format): FormatRead {
  let stopped: FormatRead['stopped']
  const pieces = scanners[format](source, (at, reason) => {
    stopped = { at, reason }
  })
  const located = locateInPieces(source, pieces)
  return stopped === undefined ? { located } : { located, stopped }
}
