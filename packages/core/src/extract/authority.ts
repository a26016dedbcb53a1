import { CLASSES, CONTINUES, LABEL, USERINFO, isWordLetterBeyondAscii } from './chars.js'
import { HOSTNAME, matchEnd } from './grammar.js'
import { endsInNumber, isIPv4 } from './ipv4.js'
import { isIPv6 } from './ipv6.js'
import { hexValue } from '../parse/form.js'
import { isPort } from '../parse/validate.js'

/** Longest IPv6 literal looked at between `[` and `]` (the longest valid one has 45 characters). */
const MAX_IPV6 = 64

function isIPv6Char(code: number): boolean {
  return code === 0x3a || code === 0x2e || hexValue(code) >= 0
}

/** `[…]` from `start` (at `[`): the end after `]`, or -1. */
function scanIPv6(text: string, start: number): number {
  const limit = Math.min(text.length, start + 1 + MAX_IPV6)
  let i = start + 1
  while (i < limit && isIPv6Char(text.charCodeAt(i))) i++
  if (text.charCodeAt(i) !== 0x5d || !isIPv6(text, start + 1, i)) return -1
  return i + 1
}

/**
 * Labels of letters, digits and inner hyphens, 1–63 characters each, joined by dots (the URL
 * grammar). A label that goes on past that (too long, a hyphen at its end, a dot then a bad
 * label) means no host. A host ending in a number must be an IPv4 address. One trailing dot
 * is kept when a `/` follows (`http://example.com./`). Returns the end, or -1.
 */
function scanHostname(text: string, start: number): number {
  let i = matchEnd(HOSTNAME, text, start)
  if (i < 0) return -1
  let code = text.charCodeAt(i)
  if (code < 128 && (CLASSES[code]! & LABEL) !== 0) return -1
  if (code === 0x2e) {
    const next = text.charCodeAt(i + 1)
    if (next < 128 && (CLASSES[next]! & LABEL) !== 0) return -1
  }
  // Only a last label ending in a hex digit or in `x` can be a number (`999`, `0x7f`, `0x`).
  const last = text.charCodeAt(i - 1)
  if (hexValue(last) >= 0 || (last | 0x20) === 0x78) {
    let labelStart = i - 1
    while (labelStart > start && text.charCodeAt(labelStart - 1) !== 0x2e) labelStart--
    code = text.charCodeAt(labelStart)
    if (code >= 0x30 && code <= 0x39 && endsInNumber(text, labelStart, i) && !isIPv4(text, start, i)) return -1
  }
  if (text.charCodeAt(i) === 0x2e && text.charCodeAt(i + 1) === 0x2f) i++
  return i
}

/**
 * `:port` from `start` (at `:`). Digits up to 65535 (a longer number: -1). No digits: the
 * empty port counts only before `/`; else the `:` is punctuation and the authority ends
 * before it.
 */
function scanPort(text: string, start: number): number {
  let i = start + 1
  let code = text.charCodeAt(i)
  while (code >= 0x30 && code <= 0x39) code = text.charCodeAt(++i)
  if (i > start + 1) return isPort(text, start + 1, i) ? i : -1
  return code === 0x2f ? i : start
}

/** Where the user info that runs from `start` on ends (at `@`), or -1 when there is none. */
function findUserinfoEnd(text: string, start: number, from: number): number {
  let i = from
  let code = text.charCodeAt(i)
  while (code < 128 && (CLASSES[code]! & USERINFO) !== 0) code = text.charCodeAt(++i)
  return code === 0x40 && i > start ? i : -1
}

function scanHost(text: string, start: number): number {
  return text.charCodeAt(start) === 0x5b ? scanIPv6(text, start) : scanHostname(text, start)
}

/** True when `_` at `at` (and any `_` after it) is not followed by a label character. */
function closesEmphasis(text: string, at: number): boolean {
  let i = at
  while (text.charCodeAt(i) === 0x5f) i++
  const code = text.charCodeAt(i)
  return !(code < 128 && (CLASSES[code]! & LABEL) !== 0)
}

/**
 * Scan `[userinfo@]host[:port]` from `start` (just after `//`). Returns the end of the
 * authority, or -1 when the text there is not one the grammar accepts (bad label, bad
 * port, or a host that goes on in characters a host cannot have, such as `foo_bar.com`).
 * `emphasis`: the URL stands right after `_`, so a `_` after the host may close it
 * (`_http://127.0.0.1:7878_`).
 */
export function scanAuthority(text: string, start: number, emphasis: boolean): number {
  let i = scanHost(text, start)
  if (i >= 0) {
    // The common case: host[:port] followed by a character user info cannot hold.
    const end = text.charCodeAt(i) === 0x3a ? scanPort(text, i) : i
    if (end >= 0 && !mayBeUserinfo(text.charCodeAt(end))) return checkEnd(text, end, emphasis)
  }
  // User info (`user:pass@`, `a_b@`): everything the host scan passed over may belong to it.
  const at = findUserinfoEnd(text, start, i < 0 ? start : i)
  if (at >= 0) i = scanHost(text, at + 1)
  if (i < 0) return -1
  if (text.charCodeAt(i) === 0x3a) i = scanPort(text, i)
  return i < 0 ? -1 : checkEnd(text, i, emphasis)
}

function mayBeUserinfo(code: number): boolean {
  return code === 0x40 || (code < 128 && (CLASSES[code]! & USERINFO) !== 0)
}

/** `end` when the authority may end there; -1 when what follows shows the host or port goes on. */
function checkEnd(text: string, end: number, emphasis: boolean): number {
  const code = text.charCodeAt(end)
  if (code === 0x5f && emphasis && closesEmphasis(text, end)) return end
  if (code < 128 ? (CLASSES[code]! & CONTINUES) !== 0 : isWordLetterBeyondAscii(code)) return -1
  return end
}
