import { LinkcanonError } from './errors.js'

/**
 * A URL split into its parts exactly as written: nothing decoded, nothing changed.
 * `serializeRaw(splitUrl(x)) === x` for every input `splitUrl` accepts.
 */
export interface RawParts {
  /** The scheme as written, without `:`. */
  scheme: string
  /** The user info without `@`, or `null`. */
  userinfo: string | null
  /** The host as written (`[…]` kept for IPv6). */
  host: string
  /** The port as written without `:`, or `null` when there is no `:`. */
  port: string | null
  path: string
  /** The query without `?`, or `null` when there is no `?`. */
  query: string | null
  /** The fragment without `#`, or `null` when there is no `#`. */
  fragment: string | null
}

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/

/** The scheme written at the start of `input` (before `:`), if it looks like one. */
export function schemeOf(input: string): string | null {
  const match = SCHEME.exec(input)
  if (!match) return null
  const rest = input.slice(match[0].length)
  // `localhost:8080/x` and `example.com:80` are a host and a port, not a scheme.
  if (!rest.startsWith('/') && /^\d*(?:[/?#]|$)/.test(rest)) return null
  return match[1] ?? null
}

function isSlash(code: number): boolean {
  return code === 0x2f || code === 0x5c
}

/**
 * Split an absolute `http(s)://` URL into raw parts. The caller has checked the scheme;
 * `input` must start with `scheme:` followed by two slashes (`/` or `\`).
 */
export function splitUrl(input: string, schemeLength: number): RawParts {
  const length = input.length
  let i = schemeLength + 1
  if (!(isSlash(input.charCodeAt(i)) && isSlash(input.charCodeAt(i + 1)))) {
    throw new LinkcanonError('invalid-url', `"${input}" is not a valid URL: expected "//" after "${input.slice(0, schemeLength + 1)}"`, input)
  }
  i += 2
  const authorityStart = i
  while (i < length) {
    const c = input.charCodeAt(i)
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x5c) break
    i++
  }
  const authorityEnd = i
  let hostStart = authorityStart
  let userinfo: string | null = null
  const at = input.lastIndexOf('@', authorityEnd - 1)
  if (at >= authorityStart) {
    userinfo = input.slice(authorityStart, at)
    hostStart = at + 1
  }
  let hostEnd = authorityEnd
  let port: string | null = null
  for (let j = authorityEnd - 1; j >= hostStart; j--) {
    const c = input.charCodeAt(j)
    if (c === 0x3a) {
      port = input.slice(j + 1, authorityEnd)
      hostEnd = j
      break
    }
    if (c === 0x5d) break // `]` closes an IPv6 literal: no port after it was seen
  }
  const host = input.slice(hostStart, hostEnd)

  const pathStart = authorityEnd
  let queryStart = -1
  let hashStart = -1
  for (let j = pathStart; j < length; j++) {
    const c = input.charCodeAt(j)
    if (c === 0x23) {
      hashStart = j
      break
    }
    if (c === 0x3f && queryStart < 0) queryStart = j
  }
  const pathEnd = queryStart >= 0 ? queryStart : hashStart >= 0 ? hashStart : length
  return {
    scheme: input.slice(0, schemeLength),
    userinfo,
    host,
    port,
    path: input.slice(pathStart, pathEnd),
    query: queryStart >= 0 ? input.slice(queryStart + 1, hashStart >= 0 ? hashStart : length) : null,
    fragment: hashStart >= 0 ? input.slice(hashStart + 1) : null
  }
}

/** Join raw parts back into a URL string. */
export function serializeParts(parts: RawParts): string {
  let out = parts.scheme + '://'
  if (parts.userinfo !== null) out += parts.userinfo + '@'
  out += parts.host
  if (parts.port !== null) out += ':' + parts.port
  out += parts.path
  if (parts.query !== null) out += '?' + parts.query
  if (parts.fragment !== null) out += '#' + parts.fragment
  return out
}
