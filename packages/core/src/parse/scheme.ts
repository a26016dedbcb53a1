import { LinkcanonError } from '../errors.js'
import { makeChange } from '../messages.js'
import type { Preset } from '../presets.js'
import type { Change } from '../types.js'
import { fail } from './validate.js'

/** The checks and the one repair of a URL's scheme: only `http` and `https` are canonicalized. */

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/

/** The index of `:` when `input` starts with `http:` or `https:` in any case (from `at`, default 0), else -1. */
export function httpSchemeEnd(input: string, at = 0): number {
  if (
    (input.charCodeAt(at) | 0x20) !== 0x68 ||
    (input.charCodeAt(at + 1) | 0x20) !== 0x74 ||
    (input.charCodeAt(at + 2) | 0x20) !== 0x74 ||
    (input.charCodeAt(at + 3) | 0x20) !== 0x70
  )
    return -1
  const c4 = input.charCodeAt(at + 4)
  if (c4 === 0x3a) return at + 4
  if ((c4 | 0x20) === 0x73 && input.charCodeAt(at + 5) === 0x3a) return at + 5
  return -1
}

/** The scheme written at the start of `input` (before `:`), if it looks like one. */
export function schemeOf(input: string): string | null {
  const match = SCHEME.exec(input)
  if (!match) return null
  const rest = input.slice(match[0].length)
  // `localhost:8080/x` and `example.com:80` are a host and a port, not a scheme.
  if (!rest.startsWith('/') && /^\d*(?:[/?#]|$)/.test(rest)) return null
  return match[1] ?? null
}

/**
 * The input does not start with `http:`/`https:`. Prepend `http://` when the preset allows and
 * there is no scheme (`add-scheme`); else reject. Returns the input to scan, which starts with `http:`.
 */
export function addScheme(input: string, preset: Preset, changes: Change[]): string {
  const scheme = schemeOf(input)
  if (scheme !== null) {
    throw new LinkcanonError(
      'unsupported-scheme',
      `Unsupported scheme "${scheme}:" in "${input}": only http and https URLs are canonicalized`,
      input
    )
  }
  if (!preset.addScheme) fail('unsupported-scheme', input, 'it has no scheme; write http:// or https:// before it')
  changes.push(makeChange('add-scheme'))
  const added = input.startsWith('//') ? 'http:' + input : 'http://' + input
  if (httpSchemeEnd(added) < 0) fail('invalid-url', added, 'it does not start with a scheme')
  return added
}
