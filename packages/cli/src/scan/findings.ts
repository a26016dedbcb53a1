import { canonicalizeWith, isLinkcanonError, removedKeys, type CanonicalizeOptions, type Change } from '@linkcanon/core'

/** The preset of `check` and `fix` when none is given (as in remark and ESLint). */
export const defaultPreset = 'minimal'

/** A URL found in a file, before the core has looked at it. */
export interface Located {
  /** The URL as the parser or `extractUrls` reads it. */
  url: string
  /** UTF-16 offsets of its raw text in the file. */
  start: number
  end: number
  /** The raw text holds the URL character for character, so it can be replaced. */
  exact: boolean
  /** Text the parser put in front of the raw text (`http://` for a GFM `www.` literal). */
  prefix?: string
  /** Why a URL that is not `exact` cannot be fixed (an escape next to it, a cut-short end…). */
  reason?: string
  /** For URLs read through escapes: the raw text to write instead so that it reads `expected`, or why not. */
  rewrite?: (expected: string) => { text: string } | { reason: string }
}

/** One problem with one URL. */
export interface Finding {
  /** The file as given on the command line or found in a folder (relative to the working directory). */
  file: string
  ruleId: 'no-tracking-params' | 'invalid-url'
  message: string
  url: string
  start: number
  end: number
  line: number
  column: number
  endLine: number
  endColumn: number
  /** `no-tracking-params`: the canonical URL and the changes that make it. */
  expected?: string
  changes?: Change[]
  /** `invalid-url`: the core's error code. */
  errorCode?: string
  /** What to put between `start` and `end` to fix it; absent when it cannot be fixed in place. */
  replacement?: string
  /** Why there is no `replacement`, when the scanner knows. */
  reason?: string
}

function quoteKeys(changes: readonly Change[]): string {
  return removedKeys(changes).map((key) => `"${key}"`).join(', ')
}

/** The human message of a tracked URL: which parameters go, and the URL it becomes. */
export function trackedMessage(expected: string, changes: readonly Change[]): string {
  const keys = quoteKeys(changes)
  const others = changes.filter((change) => change.type !== 'remove-param').map((change) => change.message.toLowerCase())
  const what = keys === '' ? others.join(', ') : `remove tracking parameter${keys.includes(',') ? 's' : ''} ${keys}${others.length > 0 ? `; ${others.join(', ')}` : ''}`
  return `${what[0]!.toUpperCase()}${what.slice(1)}: ${expected}`
}

/** What to write over the raw text so that it reads `expected`, or `undefined` when that is not exact. */
function replacementFor(located: Located, expected: string): string | { reason: string } | undefined {
  if (located.rewrite) {
    const rewritten = located.rewrite(expected)
    return 'text' in rewritten ? rewritten.text : rewritten
  }
  if (located.reason !== undefined) return { reason: located.reason }
  if (located.exact) return expected
  if (located.prefix !== undefined && expected.startsWith(located.prefix)) return expected.slice(located.prefix.length)
  return undefined
}

/**
 * Ask the core about one located URL; `undefined` when it is fine as it is. Positions are
 * filled in by the caller. A URL the core rejects is an `invalid-url` finding, never thrown.
 */
export function inspect(
  located: Located,
  options: CanonicalizeOptions | undefined
): Omit<Finding, 'file' | 'line' | 'column' | 'endLine' | 'endColumn'> | undefined {
  const { url, start, end } = located
  try {
    const result = canonicalizeWith(url, options, defaultPreset)
    if (result.url === url) return undefined
    const finding: Omit<Finding, 'file' | 'line' | 'column' | 'endLine' | 'endColumn'> = {
      ruleId: 'no-tracking-params',
      message: trackedMessage(result.url, result.changes),
      url,
      start,
      end,
      expected: result.url,
      changes: result.changes
    }
    const replacement = replacementFor(located, result.url)
    if (typeof replacement === 'string') finding.replacement = replacement
    else if (replacement !== undefined) finding.reason = replacement.reason
    return finding
  } catch (error) {
    if (!isLinkcanonError(error)) throw error
    return { ruleId: 'invalid-url', message: `Cannot read the URL: ${error.message}`, url, start, end, errorCode: error.code }
  }
}
