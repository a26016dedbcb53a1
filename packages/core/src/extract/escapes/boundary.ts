import { changedSpans } from './changed-spans.js'

/** Characters (ASCII) that may stand right before a URL that is safe to edit. */
const BEFORE = new Set([...' \t\n\r\f\v"\'`<>()[]{}|,;:=*!'])
/** Characters (ASCII) that may stand right after one: `[`, `{`, `\`, `&`, `$`, `#`… may not. */
const AFTER = new Set([...' \t\n\r\f\v"\'`<>)]}|,;:.!?*'])
/** Non-ASCII: whitespace, or punctuation that closes or separates (`。`, `」`, `”`). */
const WIDE_BEFORE = /^[\s\p{Ps}\p{Pi}\p{Po}]$/u
const WIDE_AFTER = /^[\s\p{Pe}\p{Pf}\p{Po}]$/u
/** Characters that commonly separate fields or items in the text around a URL. */
const DELIMITERS = /[,[\]]/

function describe(char: string): string {
  return /^\s$/.test(char) ? JSON.stringify(char) : `"${char}"`
}

/**
 * Why the URL found at `[start, end)` of `text` should not be edited into `canonical`, or
 * `undefined` when it may be. A URL is edited only when the characters on both sides of it
 * end a URL (whitespace, quotes, brackets, `<>`, the start or end of the text, sentence
 * punctuation): otherwise extraction may have cut it short (`?utm_source={src}&id=1`,
 * `?utm_campaign=été&id=1`) and the edit would join its tail to what is left. And the text
 * an edit removes may not hold a `,`: in a list or a CSV row the URL may have run on into the
 * next item (`https://e.com/p?utm_source=news,42`). The one check every front end makes.
 */
export function editProblem(text: string, start: number, end: number, canonical: string): string | undefined {
  const before = start > 0 ? String.fromCodePoint(text.codePointAt(start - 1)!) : undefined
  if (start > 1 && /[\uDC00-\uDFFF]/.test(text[start - 1]!)) {
    const pair = text.slice(start - 2, start)
    if (!WIDE_BEFORE.test(pair)) return `the URL follows ${describe(pair)} directly, so it may be part of longer text`
  } else if (before !== undefined && !BEFORE.has(before) && !(before.charCodeAt(0) > 127 && WIDE_BEFORE.test(before))) {
    return `the URL follows ${describe(before)} directly, so it may be part of longer text`
  }
  if (end < text.length) {
    const after = String.fromCodePoint(text.codePointAt(end)!)
    if (!AFTER.has(after) && !(after.charCodeAt(0) > 127 && WIDE_AFTER.test(after))) {
      return `the URL runs into ${describe(after)}, so its end may have been cut short`
    }
  }
  const url = text.slice(start, end)
  for (const span of changedSpans(url, canonical)) {
    const removed = url.slice(span.start, span.end)
    if (DELIMITERS.test(removed)) return `the text to remove holds "${DELIMITERS.exec(removed)![0]}" (the URL may run on into the text after it)`
  }
  return undefined
}
