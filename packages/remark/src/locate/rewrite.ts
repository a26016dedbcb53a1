import type { LeftReason } from '@linkcanon/core'
import { templateProblem } from '@linkcanon/core/source'
import { decodeHtmlReferences, rewriteAttribute } from './html.js'
import type { LocatedUrl, UrlKind } from './types.js'

/** What to write over a located URL's raw text, or why nothing can be written exactly. */
export type LocatedRewrite = { text: string } | { reason: LeftReason; detail?: string }

/** A closing, final or other punctuation mark (`）`, `」`, `。`): outside ASCII, GFM's literal autolink takes it in. */
const PUNCTUATION = /^[\p{Pe}\p{Pf}\p{Po}]$/u

/** The run of punctuation outside ASCII at the end of `url` (read back from the end: no regular expression scan). */
function widePunctuationEnd(url: string): string {
  const chars = Array.from(url)
  let start = chars.length
  while (start > 0 && chars[start - 1]!.charCodeAt(0) > 0x7f && PUNCTUATION.test(chars[start - 1]!)) start--
  return chars.slice(start).join('')
}

/**
 * Why a located URL may not be rewritten into `expected`, or `undefined`: a GFM literal autolink
 * whose URL ends with punctuation outside ASCII that the edit would remove or change (GFM reads
 * `（see https://e.com/?utm_source=a）` as a link up to and with the `）`; in the text that mark
 * closes what the link stands in, so writing `https://e.com/` there would take it out of the
 * text), or any URL whose template delimiters the edit would change (`templateProblem` of the core:
 * `https://e.com/{{ id }}` under `share`).
 */
export function literalProblem(kind: UrlKind, url: string, expected: string): string | undefined {
  if (kind !== 'literal') return templateProblem(url, expected)
  const end = widePunctuationEnd(url)
  if (end === '' || expected.endsWith(end)) return templateProblem(url, expected)
  return `the URL ends with "${end}", which the literal link takes in: the edit would take it out of the text`
}

/**
 * What to write over `located.start`–`located.end` so that the source reads `expected` there,
 * byte for byte: the URL itself when the raw text is the URL, the URL without the `http://` the
 * parser added to a `www.` literal, or, in an `href`/`src` attribute written with character
 * references, only the changed part with the references around it as written. Anything else
 * (backslash escapes, a line break inside, a change that cuts into a reference, a literal's
 * closing punctuation: `literalProblem`) gets the reason instead.
 */
export function rewriteLocated(located: LocatedUrl, expected: string): LocatedRewrite {
  const problem = literalProblem(located.kind, located.url, expected)
  if (problem !== undefined) return { reason: 'boundary', detail: problem }
  if (located.exact) return { text: expected }
  if (located.prefix !== undefined && expected.startsWith(located.prefix))
    return { text: expected.slice(located.prefix.length) }
  const { kind, raw } = located
  if ((kind === 'html' || kind === 'jsx') && decodeHtmlReferences(raw) === located.url)
    return rewriteAttribute(raw, expected, '')
  return { reason: 'escaped' }
}
