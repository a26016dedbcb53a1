import { VALUE_TAIL } from './grammar.js'
import { scanUrls, type LocatedUrl } from './scan.js'

/**
 * The URLs in a value between delimiters (a string literal, a JSON, YAML or TOML string, an
 * attribute value): what `extractUrls` finds, except that a value that is one URL, blanks around
 * it aside, is that URL, with a trailing `.`, `,`, `)` or `]` and non-ASCII text in it. What
 * reads the value (a program, a browser) reads all of it; the reader's rules of `extractUrls`
 * (what ends a sentence, text glued to a URL) are for URLs in prose. A fix then gives the value's
 * own canonical URL (`…/a?utm_source=x)` becomes `…/a`, not `…/a)`). A value that goes on with
 * `{ } \ | ^ < > "` or a backtick is read as text: those belong to another syntax (a URI template
 * or format string, an escape, markup), so the URL is what `extractUrls` finds.
 * Offsets are UTF-16 units into `value`.
 */
export function valueUrls(value: string): LocatedUrl[] {
  const found = scanUrls(value)
  if (found.length !== 1) return found
  const start = value.length - value.trimStart().length
  const end = value.trimEnd().length
  const url = found[0]!
  if (url.start !== start || url.end === end || !VALUE_TAIL.test(value.slice(url.end, end))) return found
  return [{ url: value.slice(start, end), start, end }]
}
