import type { Located } from '../findings.js'
import { jsonPieces } from './json.js'
import { markupFormatPieces } from './markup.js'
import { locateInPieces, type FormatPiece } from './pieces.js'
import { tomlPieces } from './toml.js'
import { yamlPieces } from './yaml.js'

/** The file formats read through their own escaping (see `files/kinds.ts` for the extensions). */
export type Format = 'html' | 'xml' | 'json' | 'yaml' | 'toml' | 'text'

const scanners: Readonly<Record<Format, (source: string) => FormatPiece[]>> = {
  html: (source) => markupFormatPieces(source, 'html'),
  xml: (source) => markupFormatPieces(source, 'xml'),
  json: jsonPieces,
  yaml: yamlPieces,
  toml: tomlPieces,
  text: (source) => [{ start: 0, end: source.length }]
}

/**
 * Every URL in a file of `format`, read through the format's escaping layer: its value, the
 * raw range it is written in, and how to rewrite that range (or why it cannot be).
 */
export function locateFormatUrls(source: string, format: Format): Located[] {
  return locateInPieces(source, scanners[format](source))
}
