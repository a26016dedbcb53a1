import { invalidOptions } from '../errors.js'
import { isRecord, typeName } from '../rules/shape.js'
import { scanUrls, type LocatedUrl } from './scan.js'

/** Options of `extractUrls`. None yet: pass nothing or `{}`. */
export type ExtractOptions = Record<string, never>

/** Throw `LinkcanonError('invalid-options')` unless `text` is a string and `options` is empty. */
export function checkExtractArguments(text: unknown, options: unknown): asserts text is string {
  if (typeof text !== 'string') {
    throw invalidOptions(`Expected the text to search as a string; got ${typeName(text)}`)
  }
  if (options === undefined) return
  if (!isRecord(options)) {
    throw invalidOptions(`extractUrls options must be an object; got ${typeName(options)}`)
  }
  const keys = Object.keys(options)
  if (keys.length > 0) {
    throw invalidOptions(`Unknown extractUrls option "${keys[0]}"; extractUrls takes no options yet`)
  }
}

/**
 * Find the `http://` and `https://` URLs in `text`, in order, never overlapping. Offsets are
 * UTF-16 units: `text.slice(start, end) === url`. Time is linear in `text.length`.
 *
 * The URL grammar:
 * - scheme `http` or `https` in any case, not glued to a letter or digit before it
 *   (`xhttp://` is no URL);
 * - host: labels of letters, digits and inner hyphens, 1–63 characters each, joined by dots
 *   (a host that goes on past that, like `foo_bar.com` or a 64-character label, gives no URL;
 *   so does a host written in Unicode: write it in punycode); also IPv4 addresses (a host
 *   ending in a number must be one, as the URL standard says) and `[IPv6]` literals;
 *   `user:password@` before the host is kept;
 * - optional `:port` (0–65535; an empty port only before `/`);
 * - then, after `/`, `?` or `#`: `A-Z a-z 0-9 _ @ ; : % . , + ~ # = / ? & -`, the sub-delims
 *   `! $ ' ( ) *`, and `[ ]`.
 *
 * On top of it, what a reader expects:
 * - a URL stops at white space, `<`, `>`, `"`, a backtick, `{ } | \ ^` and any non-ASCII
 *   character (Korean or Chinese text glued to a URL stays out);
 * - `( )` and `[ ]` stay when balanced (`https://en.wikipedia.org/wiki/Foo_(bar)`,
 *   `?a[]=1`); an unbalanced `)` or `]` ends the URL, so Markdown `[text](url)` and
 *   `(see url)` give the URL alone; `<url>` gives the URL without `>`;
 * - trailing `. , ; : ! ? *` are left out, and a trailing `'` too unless it pairs with a `'`
 *   inside the URL (`/blah_'quoted'`) rather than with one before it; trailing `_` and `~`
 *   are left out when the same character stands before the URL (`_url_`, `~~url~~`).
 */
export function extractUrls(text: string, options?: ExtractOptions): LocatedUrl[] {
  checkExtractArguments(text, options)
  return scanUrls(text)
}
