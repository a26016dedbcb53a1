import type { Finding } from '../finding.js'
import type { ChangeType } from '../types.js'
import { changedSpans } from './changed-spans.js'

/** Characters (ASCII) that may stand right before a URL that is safe to edit. */
const BEFORE = new Set([...' \t\n\r\f\v"\'`<>()[]{}|,;:=*!'])
/** Characters (ASCII) that may stand right after one: `[`, `{`, `\`, `&`, `$`, `#`… may not. */
const AFTER = new Set([...' \t\n\r\f\v"\'`<>)]}|,;:.!?*'])
/** Non-ASCII: whitespace, or punctuation that closes or separates (`。`, `」`, `”`, `—` after). */
const WIDE_BEFORE = /^[\s\p{Ps}\p{Pi}\p{Po}]$/u
const WIDE_AFTER = /^[\s\p{Pd}\p{Pe}\p{Pf}\p{Po}]$/u
/** Sentence punctuation: it ends a URL when what follows it does (`localhost:{port}` goes on past the `:`). */
const PUNCTUATION = /[.,:;!?]*/y
/** Characters that commonly separate fields or items in the text around a URL. */
const DELIMITERS = /[,[\]]/
/** A `%` that starts no percent-encoding: a format placeholder (`%s`, `%(name)s`, `%-5d`). */
const PLACEHOLDER = /%(?![\da-f]{2})./gi
/**
 * Anything but a template's delimiter: `{{ id }}` (Liquid, Hugo, Jinja), `{% if %}`, `${id}`, `<%= id %>` (ERB,
 * EJS).
 */
const NOT_DELIMITER = /[^{}<>]/g

/** A template placeholder right after a URL: `{id}`, `${path}`, `{{ x }}`, a port `:{port}`. */
const PLACEHOLDER_AFTER = /^:?\$?\{/

/** The changes that take a tracker out of a URL (a parameter, a raw rule's match, a redirect wrapper). */
const REMOVES_TRACKER: ReadonlySet<ChangeType> = new Set(['remove-param', 'remove-raw-match', 'unwrap-redirect'])

/** Whether the text at `at` (the end of a URL) is a template placeholder, so the URL may go on there. */
export function runsIntoPlaceholder(text: string, at: number): boolean {
  return PLACEHOLDER_AFTER.test(text.slice(at, at + 3))
}

/**
 * Whether `finding` (of a URL that runs into a template placeholder: `runsIntoPlaceholder`) changes the URL only by
 * normalizations at its end, where the text goes on: `https://e.com/a/` of `https://e.com/a/{id}` loses its
 * "trailing" `/` under `share`, `https://e.com` of `https://e.com${path}` gets one. What the URL becomes there is
 * not known, so it is no finding. A change that removes a tracker is one (`?utm_source={src}`: reported, and left
 * by `editProblem`).
 */
export function changesOnlyAtCut(finding: Pick<Finding, 'kind' | 'url' | 'canonical' | 'changes'>): boolean {
  const { url, canonical } = finding
  if (finding.kind !== 'tracked' || url[url.length - 1] === canonical[canonical.length - 1]) return false
  return !finding.changes.some((change) => REMOVES_TRACKER.has(change.type))
}

function describe(char: string): string {
  return /^\s$/.test(char) ? JSON.stringify(char) : `"${char}"`
}

/**
 * Why `url` should not be edited into `canonical` because of a template written in it, or
 * `undefined`: the edit may not remove or change a `{`, `}`, `<` or `>`. `https://e.com/{{ id }}`
 * is a Liquid, Hugo or Jinja placeholder (`{% if %}`, `${id}`, `<%= id %>` likewise) that `share`
 * would write as `%7B%7B%20id%20%7D%7D`, which the template no longer fills in. A tracker beside
 * it may go (`https://e.com/{{ id }}?utm_source=x`). Part of `editProblem`; front ends whose URLs
 * have no edges to check (a Markdown link) call it alone.
 */
export function templateProblem(url: string, canonical: string): string | undefined {
  for (const span of changedSpans(url, canonical)) {
    const delimiters = url.slice(span.start, span.end).replace(NOT_DELIMITER, '')
    if (delimiters === span.text.replace(NOT_DELIMITER, '')) continue
    const delimiter = delimiters[0]!
    if (span.text === '')
      return `the text to remove holds "${delimiter}", a template's delimiter (removing it would break the template)`
    return `the edit changes "${delimiter}", a template's delimiter (the template would no longer fill it in)`
  }
  return undefined
}

/**
 * Why the URL found at `[start, end)` of `text` should not be edited into `canonical`, or
 * `undefined` when it may be. A URL is edited only when the character after it ends a URL
 * (whitespace, quotes, closing brackets, `<>`, the end of the text, sentence punctuation that one
 * of those follows), and
 * the one before it too when the edit reaches its start: otherwise extraction may have cut the URL short
 * (`?utm_source={src}&id=1`, `?utm_campaign=été&id=1`) and the edit would join its tail to
 * what is left. And the text an edit removes may not hold a `,` or a bracket: in a list, a
 * CSV row or AsciiDoc the URL may have run on into the next item
 * (`https://e.com/p?utm_source=news,42`, `…?utm_campaign=y[Guide]`), nor a `%` that starts no
 * percent-encoding (`?utm_source=%s&id=%d`: a format string whose values would shift), nor
 * may an edit touch one (`share` writes `?until=%s` as `?until=%25s`, another format). Nor may it
 * remove or change a `{`, `}`, `<` or `>`: a template's placeholder (`templateProblem`). The one check every
 * front end makes.
 */
export function editProblem(text: string, start: number, end: number, canonical: string): string | undefined {
  const url = text.slice(start, end)
  const spans = changedSpans(url, canonical)
  for (const span of spans) {
    const removed = url.slice(span.start, span.end)
    const delimiter = DELIMITERS.exec(removed)
    if (delimiter) return `the text to remove holds "${delimiter[0]}" (the URL may run on into the text after it)`
    // `'` is a URL character: after an opening `'` the URL may have run on past the closing one
    // (`'…?utm_source='+src`).
    if (text[start - 1] === "'" && removed.includes("'"))
      return 'the text to remove holds the quote that opens before the URL (the URL may run on past its closing quote)'
    for (const placeholder of url.matchAll(PLACEHOLDER)) {
      const at = placeholder.index
      if (span.start >= at + placeholder[0].length || span.end <= at) continue
      if (removed.includes(placeholder[0]))
        return (
          `the text to remove holds "${placeholder[0]}", no percent-encoding ` +
          '(a format placeholder: the values put in would shift)'
        )
      return (
        `the edit changes "${placeholder[0]}", no percent-encoding ` +
        '(a format placeholder: it would read differently)'
      )
    }
  }
  const template = templateProblem(url, canonical)
  if (template !== undefined) return template
  // The start of a URL is its scheme: what stands before it matters only to an edit that
  // reaches it. Its end always matters: text glued to it (`#{src}`, `été`) may be its tail.
  if (start > 0 && spans.every((span) => span.start === 0)) {
    const before =
      /[\uDC00-\uDFFF]/.test(text[start - 1]!) && start > 1 ? text.slice(start - 2, start) : text[start - 1]!
    const ok = before.length === 1 && before.charCodeAt(0) < 128 ? BEFORE.has(before) : WIDE_BEFORE.test(before)
    if (!ok) return `the URL follows ${describe(before)} directly, so it may be part of longer text`
  }
  if (end < text.length) {
    const after = String.fromCodePoint(text.codePointAt(end)!)
    const ok = after.charCodeAt(0) < 128 ? AFTER.has(after) : WIDE_AFTER.test(after)
    if (!ok) return `the URL runs into ${describe(after)}, so its end may have been cut short`
    PUNCTUATION.lastIndex = end
    PUNCTUATION.test(text) // always matches (`*`): it moves lastIndex past the punctuation
    const next = text[PUNCTUATION.lastIndex]
    if (next !== undefined && next.charCodeAt(0) < 128 && !AFTER.has(next))
      return `the URL runs into "${text.slice(end, PUNCTUATION.lastIndex + 1)}", so its end may have been cut short`
  }
  return undefined
}

const REFERENCE = /&(?:#\d+|#x[\da-f]+|[a-z][\da-z]*);/iy

/**
 * Why a URL found in text read as written cannot be fixed: a backslash escape (`\&` in a shell
 * line) or a character reference (`&amp;`) in or right next to its text (as read: after the
 * source's own escapes are decoded) means the text may be read through an escaping layer the
 * front end does not know (HTML written as text in an Atom feed, a JSON string or a JavaScript
 * string: read as written, `?utm_source=x&amp;utm_medium=y` loses `utm_source` and keeps a key
 * `amp;utm_medium`). `undefined` when there is none.
 */
export function escapeNearby(text: string, start: number, end: number): string | undefined {
  const span = text.slice(Math.max(0, start - 1), end + 1)
  if (span.includes('\\')) return 'a backslash escape in or next to the URL (the text may be read through escapes)'
  // Look only inside the span: an `indexOf` over the rest of the text made a file without `&` quadratic.
  for (let at = start; at <= end && at < text.length; at++) {
    if (text.charCodeAt(at) !== 0x26) continue
    REFERENCE.lastIndex = at
    const match = REFERENCE.exec(text)
    if (match) return `a character reference ("${match[0]}") in the URL (the text may be markup)`
  }
  return undefined
}
