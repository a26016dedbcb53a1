/**
 * The runs of the URL grammar (see `extractUrls`) that the scanner hands to the platform's regular
 * expression engine (native code, several times faster than a loop over `charCodeAt`).
 * Both are sticky (`y`): they match at `lastIndex` or not at all, and both run in time
 * linear in what they match:
 *
 * - `PLAIN_RUN` is one character class under `*`: no backtracking at all.
 * - `HOSTNAME` is the grammar's host. Nothing follows it that can fail, so the engine never
 *   backtracks across labels; inside a label `{0,61}` gives back at most 61 characters to
 *   find the last letter or digit. Work is at most about twice the length matched.
 */

/**
 * The grammar's hostname (case-insensitive, spelled out as `A-Z`): labels
 * `[a-z\d]([a-z\d-]{0,61}[a-z\d])?` joined by dots.
 */
export const HOSTNAME = /[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?(?:\.[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?)*/y

/**
 * A run of path, query and fragment characters (the grammar's `[\w@;:%.,+~#=/?&-]` and the
 * sub-delims `! $ *`), stopping at `( ) [ ] '`, which the scanner balances or counts, and
 * at anything else.
 */
export const PLAIN_RUN = /[\w@;:%.,+~#=/?&!$*-]*/y

/**
 * Text that a value which is one URL may go on with after what the scanner reads: path, query
 * and fragment characters (`PLAIN_RUN`'s and `( ) [ ] '`) and non-ASCII text but blanks (see `valueUrls`).
 */
export const VALUE_TAIL = /^(?:[\w@;:%.,+~#=/?&!$*'()[\]-]|[^\0-\x7f\s])*$/

/** The end of the match of `pattern` (sticky) at `start`, or -1. */
export function matchEnd(pattern: RegExp, text: string, start: number): number {
  pattern.lastIndex = start
  return pattern.test(text) ? pattern.lastIndex : -1
}
