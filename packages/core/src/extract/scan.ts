import { CLASSES, TRAILING, WORD } from './chars.js'
import { PLAIN_RUN, matchEnd } from './grammar.js'
import { scanAuthority } from './authority.js'
import type { Span } from '../types.js'
import { HASH, QUESTION, QUOTE, SLASH, TILDE, UNDERSCORE } from './codes.js'
import { httpSchemeEnd } from '../parse/scheme.js'

/** A URL located in text: `text.slice(start, end) === url`. */
export interface LocatedUrl extends Span {
  url: string
}

/**
 * Where `http://` or `https://` (any case) starts when its `://` is at `separator`, or -1.
 * The scheme may not be glued to a letter or digit before it (`xhttp://`), nor start
 * before `from` (inside the URL found before).
 */
function schemeStart(text: string, separator: number, from: number): number {
  const last = text.charCodeAt(separator - 1) | 0x20
  const start = last === 0x73 ? separator - 5 : last === 0x70 ? separator - 4 : -1
  if (start < from || httpSchemeEnd(text, start) !== separator) return -1
  if (start > 0) {
    const before = text.charCodeAt(start - 1)
    if (before < 128 && (CLASSES[before]! & WORD) !== 0) return -1
  }
  return start
}

/**
 * Path, query and fragment from `start` (at `/`, `?` or `#`): the URL grammar's characters
 * and the sub-delims. `(…)` and `[…]` stay when balanced; an unbalanced `)` or `]` ends
 * the URL. Then trailing `. , ; : ! ? *` go; a trailing `'` goes when it closes the quote
 * the URL stands in or a quote left open inside it, but stays when it pairs with one inside
 * (`/blah_'quoted'`); trailing `_` or `~` go when the same character opens the URL
 * (Markdown emphasis `_url_`, strike-through `~~url~~`). `opener` is the character before
 * the scheme. Never trims to before `floor` (the end of the authority).
 */
function scanPath(text: string, start: number, floor: number, opener: number): number {
  let i = start
  let parens = 0
  let brackets = 0
  let quotes = 0
  let quoted = opener === QUOTE
  const closer = opener === UNDERSCORE || opener === TILDE ? opener : -1
  const classes = CLASSES
  let code: number
  for (;;) {
    i = matchEnd(PLAIN_RUN, text, i)
    code = text.charCodeAt(i)
    if (code === 0x28) parens++
    else if (code === 0x29) {
      if (parens === 0) break
      parens--
    } else if (code === 0x5b) brackets++
    else if (code === 0x5d) {
      if (brackets === 0) break
      brackets--
    } else if (code === QUOTE) quotes++
    else break
    i++
  }
  while (i > floor) {
    code = text.charCodeAt(i - 1)
    if (code === closer) {
      i--
      continue
    }
    if ((classes[code]! & TRAILING) === 0) break
    if (code === QUOTE) {
      if (quoted) quoted = false
      else if (quotes % 2 === 0) break
      quotes--
    }
    i--
  }
  return i
}

/** Every `http(s)://` URL in `text`, in order, not overlapping. Linear in `text.length`. */
export function scanUrls(text: string): LocatedUrl[] {
  const found: LocatedUrl[] = []
  let from = 0
  for (;;) {
    const separator = text.indexOf('://', from)
    if (separator < 0) break
    const start = schemeStart(text, separator, from)
    const opener = start > 0 ? text.charCodeAt(start - 1) : -1
    let end = start < 0 ? -1 : scanAuthority(text, separator + 3, opener === UNDERSCORE)
    if (end < 0) {
      from = separator + 1
      continue
    }
    const code = text.charCodeAt(end)
    if (code === SLASH || code === QUESTION || code === HASH) end = scanPath(text, end, end, opener)
    found.push({ url: text.slice(start, end), start, end })
    from = end
  }
  return found
}
