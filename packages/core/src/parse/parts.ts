import { DEFAULT_PORTS } from '../steps/port.js'
import { hasDotSegment, resolveDotSegments } from './dot-segments.js'
import type { Shape } from './scan.js'

/** A URL split into its parts (see `scan.ts`): as written, or as the URL parser gives them. */
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

/** `host` without the dots it ends with. */
export function withoutTrailingDots(host: string): string {
  let end = host.length
  while (end > 0 && host.charCodeAt(end - 1) === 0x2e) end--
  return host.slice(0, end)
}

/** Where the query ends: at `#` or the end. */
export function queryEnd(input: string, s: Shape): number {
  return s.hashStart >= 0 ? s.hashStart : input.length
}

/** The parts as written, sliced from the scan. */
export function partsOf(input: string, s: Shape): RawParts {
  const end = queryEnd(input, s)
  return {
    scheme: input.slice(0, s.schemeEnd),
    userinfo: s.at >= 0 ? input.slice(s.authorityStart, s.at) : null,
    host: input.slice(s.hostStart, s.hostEnd),
    port: s.portStart >= 0 ? input.slice(s.portStart, s.pathEnd) : null,
    path: input.slice(s.pathEnd, s.queryStart >= 0 ? s.queryStart : end),
    query: s.queryStart >= 0 ? input.slice(s.queryStart + 1, end) : null,
    fragment: s.hashStart >= 0 ? input.slice(s.hashStart + 1) : null
  }
}

/** The parts the URL parser would give for a simple URL (see `Shape.simple`), without calling it. */
export function simpleParts(raw: RawParts, shape: Shape): RawParts {
  const scheme = raw.scheme.length === 4 ? 'http' : 'https'
  return {
    scheme: raw.scheme,
    userinfo: null,
    host: shape.upper ? raw.host.toLowerCase() : raw.host,
    port: raw.port === null || raw.port === DEFAULT_PORTS[scheme] ? null : raw.port,
    path: raw.path === '' ? '/' : shape.dots && hasDotSegment(raw.path) ? resolveDotSegments(raw.path) : raw.path,
    query: raw.query,
    fragment: raw.fragment
  }
}
