import type { LeftReason } from '@linkcanon/core'
import { changedSpans, templateProblem } from '@linkcanon/core/source'
import { decodeHtmlReferences, rewriteAttribute } from './html.js'
import type { LocatedUrl, UrlKind } from './types.js'

/** What to write over a located URL's raw text, or why nothing can be written exactly. */
export type LocatedRewrite = { text: string } | { reason: LeftReason; detail?: string }

/** A closing, final or other punctuation mark (`）`, `」`, `。`): outside ASCII, GFM's literal autolink takes it in. */
const PUNCTUATION = /^[\p{Pe}\p{Pf}\p{Po}]$/u

/**
 * ASCII characters that a URL never holds as they are (browsers percent-encode them: they are not
 * URL code points); in a literal's text they are the syntax around the link, which GFM's literal
 * grammar runs on into: a directive's `{href="…"}`, a template's `{…}`.
 */
const NOT_URL = /["<>\\^`{|}]/

/** Whether `char` closes what a literal link stands in: punctuation outside ASCII, or `$` (math). */
function isClosing(char: string): boolean {
  return char === '$' || (char.charCodeAt(0) > 0x7f && PUNCTUATION.test(char))
}

/**
 * The run of closing characters at the end of `url` (read back from the end: no regular
 * expression scan): punctuation outside ASCII, and `$`, which a URL may hold but which closes
 * inline math (`$https://e.com/?utm_source=a$` without remark-math).
 */
function closingEnd(url: string): string {
  const chars = Array.from(url)
  let start = chars.length
  while (start > 0 && isClosing(chars[start - 1]!)) start--
  return chars.slice(start).join('')
}

/**
 * Why a located URL may not be rewritten into `expected`, or `undefined`: a GFM literal autolink
 * whose edit removes a character no URL holds (`::link[a]{href="https://e.com/?utm_source=a"}`
 * without remark-directive: GFM reads the link up to and with the `"}`), or whose URL ends with
 * punctuation outside ASCII, or with `$`, that the edit would remove or change (GFM reads
 * `（see https://e.com/?utm_source=a）` as a link up to and with the `）`; in the text that mark
 * closes what the link stands in, so writing `https://e.com/` there would take it out of the
 * text), or any URL whose template delimiters the edit would change (`templateProblem` of the core:
 * `https://e.com/{{ id }}` under `share`).
 */
export function literalProblem(kind: UrlKind, url: string, expected: string): string | undefined {
  if (kind !== 'literal') return templateProblem(url, expected)
  for (const span of changedSpans(url, expected)) {
    const outside = NOT_URL.exec(url.slice(span.start, span.end))
    if (outside)
      return `the literal link runs on into "${outside[0]}", which no URL holds: the edit would take it out of the text`
  }
  const end = closingEnd(url)
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
