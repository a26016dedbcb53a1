/** A URL found in text: `text.slice(start, end) === url` (UTF-16 offsets). */
export interface FoundUrl {
  url: string
  start: number
  end: number
}

/** Options of `extractUrls`. */
export type ExtractOptions = Record<string, never>

const PLACEHOLDER = /https?:\/\/[^\s<>"`\u0080-\uffff]+/gi

/**
 * PLACEHOLDER until the seed-003 scanner lands: finds http(s) URLs and drops trailing
 * punctuation.
 */
export function extractUrls(text: string, _options?: ExtractOptions): FoundUrl[] {
  const found: FoundUrl[] = []
  for (const match of text.matchAll(PLACEHOLDER)) {
    let url = match[0]
    while (/[.,;:!?')\]]$/.test(url)) url = url.slice(0, -1)
    found.push({ url, start: match.index, end: match.index + url.length })
  }
  return found
}
