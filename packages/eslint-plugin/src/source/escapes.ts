import { JS_STRING_ESCAPES, JS_TEMPLATE_ESCAPES, readQuoted, type CookedMap } from '@linkcanon/core/source'

/**
 * JavaScript's string and template literals, read by core's one backslash-escape reader with
 * JavaScript's tables: this file holds only what may not stand bare in each.
 */

/**
 * Walk a JavaScript string literal's source, quotes included (`'a\nb'`). Returns
 * `undefined` when it is not one well-formed literal.
 */
export function walkStringLiteral(raw: string): CookedMap | undefined {
  const quote = raw[0]
  if ((quote !== '"' && quote !== "'") || raw.length < 2 || raw[raw.length - 1] !== quote) return undefined
  return readQuoted(raw, { escapes: JS_STRING_ESCAPES, forbidden: [quote, '\n', '\r'] }, 1, raw.length - 1)
}

/** Walk the characters of one template literal part (between `` ` ``/`}` and `` ` ``/`${`). */
export function walkTemplateChars(raw: string): CookedMap | undefined {
  return readQuoted(raw, { escapes: JS_TEMPLATE_ESCAPES, forbidden: ['`', '${'], lineFeeds: true })
}

/** Write `text` inside a string literal quoted with `quote`. */
export function escapeForString(text: string, quote: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').split(quote).join(`\\${quote}`)
}

/** Write `text` inside a template literal part. */
export function escapeForTemplate(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '$\\{')
}
