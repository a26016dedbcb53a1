import type { LeftReason } from '@linkcanon/core'
import { decodeMarkup, encodeMarkup, rewritePiece } from '@linkcanon/core/source'
import type { LocatedUrl } from './types.js'

/** What to write over a located URL's raw text, or why nothing can be written exactly. */
export type LocatedRewrite = { text: string } | { reason: LeftReason; detail?: string }

/**
 * What to write over `located.start`–`located.end` so that the source reads `expected` there,
 * byte for byte: the URL itself when the raw text is the URL, the URL without the `http://` the
 * parser added to a `www.` literal, or, in an `href`/`src` attribute written with character
 * references, only the changed part with the references around it as written. Anything else
 * (backslash escapes, a line break inside, a change that cuts into a reference) gets the reason instead.
 */
export function rewriteLocated(located: LocatedUrl, expected: string): LocatedRewrite {
  if (located.exact) return { text: expected }
  if (located.prefix !== undefined && expected.startsWith(located.prefix))
    return { text: expected.slice(located.prefix.length) }
  if (located.kind === 'html' || located.kind === 'jsx') {
    const raw = located.raw
    const decode = (text: string) => decodeMarkup(text, 'html', 'attribute')
    const map = decode(raw)
    if (map.cooked === located.url) {
      const escape = (text: string) => encodeMarkup(text, '', false)
      const edit = rewritePiece({ raw, map, decode, escape }, 0, located.url.length, expected)
      if (edit.ok) return { text: raw.slice(0, edit.start) + edit.text + raw.slice(edit.end) }
      return { reason: edit.left, detail: edit.reason }
    }
  }
  return { reason: 'escaped' }
}
