/** A URL split into its parts exactly as written (see `shape.ts`): nothing decoded, nothing changed. */
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
