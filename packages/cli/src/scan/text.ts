import { extractUrls } from '@linkcanon/core'
import type { Located } from './findings.js'

/** Every URL `extractUrls` finds in a text file; its raw text is the URL itself. */
export function locateTextUrls(text: string): Located[] {
  return extractUrls(text).map(({ url, start, end }) => ({ url, start, end, exact: true }))
}
