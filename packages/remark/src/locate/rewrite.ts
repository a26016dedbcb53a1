import type { LeftReason } from '@linkcanon/core'
import { decodeHtmlReferences, rewriteAttribute } from './html.js'
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
  const { kind, raw } = located
  if ((kind === 'html' || kind === 'jsx') && decodeHtmlReferences(raw) === located.url)
    return rewriteAttribute(raw, expected, '')
  return { reason: 'escaped' }
}
