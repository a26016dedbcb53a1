import { changedSpans, templateProblem, type NotExact } from '@linkcanon/core/source'
import { decodeHtmlReferences, rewriteAttribute } from './html.js'
import type { LocatedUrl, UrlKind } from './types.js'

/** What to write over a located URL's raw text, or why nothing can be written exactly (the core's `NotExact`). */
export type LocatedRewrite = { text: string } | NotExact

/** The longest tail of a problem's text shown in its detail (a CJK sentence may have no space in it). */
const SHOWN = 12

/**
 * ASCII characters that a URL never holds as they are (browsers percent-encode them: they are not
 * URL code points); in a literal's text they are the syntax around the link, which GFM's literal
 * grammar runs on into: a directive's `{href="…"}`, a template's `{…}`.
 */
const NOT_URL = /["<>\\^`{|}]/

/** What GFM's literal autolink leaves out at its end (its trailing punctuation). */
const TRAILING = /[!*,.:?_~]$/

/**
 * Where the text outside ASCII in `url` starts and ends (`[0, 0]` when there is none): a URL stops
 * at non-ASCII text (the grammar of the core's `extractUrls`), but GFM's literal autolink runs on to
 * the next space, so it takes in the text glued to the URL (`）`, `。`, `，然后`, a particle `에서`).
 */
function textOutsideAscii(url: string): [number, number] {
  let first = -1
  let last = -1
  for (let index = 0; index < url.length; index++) {
    if (url.charCodeAt(index) <= 0x7f) continue
    if (first < 0) first = index
    last = index + 1
  }
  return first < 0 ? [0, 0] : [first, last]
}

/** Why a GFM literal may not be rewritten for the ASCII syntax around it (see `linkTextProblem`). */
function literalSyntaxProblem(url: string, expected: string): string | undefined {
  for (const span of changedSpans(url, expected)) {
    const outside = NOT_URL.exec(url.slice(span.start, span.end))
    if (outside)
      return `the literal link runs on into "${outside[0]}", which no URL holds: the edit would take it out of the text`
  }
  let dollars = url.length
  while (dollars > 0 && url[dollars - 1] === '$') dollars--
  if (dollars === url.length || expected.endsWith(url.slice(dollars))) return undefined
  return 'the URL ends with "$", which the literal link takes in: the edit would take it out of the text'
}

/**
 * Why a located URL may not be rewritten into `expected`, or `undefined`. A link whose text is its
 * URL (a GFM literal, an `<autolink>`) may hold text outside ASCII that the edit would not keep as
 * written, neither by changing only what comes before it (its end stays: `…?utm_source=a&id=1。`)
 * nor only what comes after it (an internationalized host or path stays:
 * `https://中文.com/?utm_source=a`): GFM reads `（see https://e.com/?utm_source=a）` as a link up to
 * and with the `）`, and `https://e.com/?utm_source=a에서` with the particle; an autolink typed in
 * CJK prose takes it in too (`<https://e.com/a。>`). Writing `https://e.com/` there would take that
 * text out of what the reader sees, and the `share` preset's percent-encoding would turn it into
 * `%E3%80%82`. (Such text may also be the URL's own, `?utm_campaign=中文`, as in plain text, where
 * the core leaves a URL glued to a letter.) A literal also runs on into ASCII syntax: the edit may
 * not remove a character no URL holds (`::link[a]{href="https://e.com/?utm_source=a"}` without
 * remark-directive: GFM reads the link with the `"}`) nor a closing `$` (inline math without
 * remark-math). And no URL's edit may remove or change a template's delimiters (the core's
 * `templateProblem`: `https://e.com/{{ id }}` under `share`).
 */
function linkTextProblem(kind: UrlKind, url: string, expected: string): string | undefined {
  const syntax = kind === 'literal' ? literalSyntaxProblem(url, expected) : undefined
  if (syntax !== undefined) return syntax
  if (kind !== 'literal' && kind !== 'autolink') return templateProblem(url, expected)
  const [first, last] = textOutsideAscii(url)
  if (first === last || expected.endsWith(url.slice(first)) || expected.startsWith(url.slice(0, last)))
    return templateProblem(url, expected)
  const chars = Array.from(url.slice(first))
  const shown = chars.length > SHOWN ? `${chars.slice(0, SHOWN).join('')}…` : chars.join('')
  const link = kind === 'literal' ? 'the literal link' : 'the autolink'
  return `the URL ends with "${shown}", which ${link} takes in: the edit would take it out of the text`
}

/**
 * The edit of a URL as far as its kind and text decide it, the same in the tree and in the source:
 * a front matter URL's is the core's front matter reader's `rewrite` (through the value's escapes),
 * and a link's text may stand in the way (`linkTextProblem`: the reason `boundary`); `undefined`
 * when nothing does (then the tree takes the URL, and the source's raw text decides: `rewriteLocated`).
 */
export function urlRewrite(
  url: Pick<LocatedUrl, 'value' | 'kind' | 'url'>,
  expected: string
): LocatedRewrite | undefined {
  if (url.value !== undefined) return url.value.rewrite(expected)
  const problem = linkTextProblem(url.kind, url.url, expected)
  return problem === undefined ? undefined : { reason: 'boundary', detail: problem }
}

/**
 * What to write over `located.start`–`located.end` so that the source reads `expected` there,
 * byte for byte: the URL itself when the raw text is the URL, the URL without the `http://` the
 * parser added to a `www.` literal, or, in an `href`/`src` attribute written with character
 * references, only the changed part with the references around it as written. Anything else
 * (backslash escapes, a line break inside, a change that cuts into a reference, text outside
 * ASCII or syntax a literal or an autolink takes in, a template's delimiters: `linkTextProblem`) gets the reason
 * instead. A front matter URL is data: the core's front matter reader's `rewrite` decides (through the value's
 * escapes; an edit of a path's last `/` is left), not a Markdown link's text rules.
 */
export function rewriteLocated(located: LocatedUrl, expected: string): LocatedRewrite {
  const decided = urlRewrite(located, expected)
  if (decided !== undefined) return decided
  // In the source a literal stays a literal, and GFM leaves its trailing punctuation out of the link: a new URL ending
  // with some would be read shorter (`https://e.com/...?utm_source=x` without its query ends at `/`). The tree's
  // edit keeps it: remark-stringify writes such a link as an autolink.
  if (located.kind === 'literal' && TRAILING.test(expected)) return { reason: 'reads-differently' }
  if (located.exact) return { text: expected }
  if (located.prefix !== undefined && expected.startsWith(located.prefix))
    return { text: expected.slice(located.prefix.length) }
  const { kind, raw } = located
  if ((kind === 'html' || kind === 'jsx') && decodeHtmlReferences(raw) === located.url)
    return rewriteAttribute(raw, expected, '')
  return { reason: 'escaped' }
}
