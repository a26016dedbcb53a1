import { LinkcanonError, type LinkcanonErrorCode } from '../errors.js'

/**
 * The checks of a URL's parts that give a typed error, each written once: the port, the host
 * as written, the host as the URL parser gives it. (The scheme's are in `scheme.ts`.)
 */

/** The largest port number. */
export const MAX_PORT = 65535

/** What a host as written may not contain (the WHATWG forbidden host code points, minus `%`). */
const BAD_HOST = /[\x00-\x20#/:<>?@[\\\]^|]/
/** What a host as the URL parser gives it may not contain (`%` too: a forbidden code point, encoded). */
const BAD_PARSED_HOST = /[%\x00-\x20#/:<>?@[\\\]^|]/
const IPV6 = /^\[[0-9A-Fa-f:.]+\]$/

export function fail(code: LinkcanonErrorCode, input: string, why: string): never {
  throw new LinkcanonError(code, `"${input}" is not a valid URL: ${why}`, input)
}

/** Whether `text.slice(start, end)` is a port: one or more ASCII digits, at most 65535. */
export function isPort(text: string, start: number, end: number): boolean {
  if (end <= start) return false
  let value = 0
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x30 || c > 0x39) return false
    value = value * 10 + c - 0x30
    if (value > MAX_PORT) return false
  }
  return true
}

/** Throw `invalid-port` unless `port` (as written, without `:`) is empty, absent or a port. */
export function checkPort(input: string, port: string | null): void {
  if (port === null || port === '' || isPort(port, 0, port.length)) return
  fail('invalid-port', input, `the port "${port}" is not a number from 0 to ${MAX_PORT}`)
}

/** Whether `host` (as written, not empty) is an IPv6 literal or free of forbidden code points. */
export function isHost(host: string): boolean {
  return host.startsWith('[') ? IPV6.test(host) : !BAD_HOST.test(host)
}

/** Throw `invalid-host` unless `host` (as written) is an IPv6 literal or free of forbidden code points. */
export function checkHost(input: string, host: string): void {
  if (host === '') fail('invalid-host', input, 'it has no host')
  if (!isHost(host)) fail('invalid-host', input, `the host "${host}" is not valid`)
}

/**
 * Throw `invalid-host` when the URL parser gave no host, or kept a forbidden code point
 * percent-encoded (Chromium: `http://a b/` → `a%20b`; the URL Standard rejects it).
 */
export function checkParsedHost(input: string, written: string, parsed: string): void {
  if (parsed === '') fail('invalid-host', input, 'it has no host')
  if (!parsed.startsWith('[') && BAD_PARSED_HOST.test(parsed))
    fail('invalid-host', input, `the host "${written}" is not valid`)
}
