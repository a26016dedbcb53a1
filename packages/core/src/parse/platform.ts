import { hasDotSegment, resolveDotSegments } from './dot-segments.js'
import type { RawParts } from './parts.js'
import { checkHost, checkParsedHost, checkPort, fail } from './validate.js'

/**
 * The parts the platform's URL parser (`new URL`) gives: the route for every URL the scan does
 * not take (non-ASCII or numeric hosts, IPv6, backslashes, characters to percent-encode…).
 * A URL it rejects gets the most precise typed error the parts as written allow.
 */
export function parsedParts(input: string, raw: RawParts): RawParts {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    checkPort(input, raw.port)
    checkHost(input, raw.host)
    if (raw.host.includes('%')) fail('invalid-host', input, `the host "${raw.host}" is not valid`)
    fail('invalid-url', input, 'the URL parser rejects it')
  }
  checkParsedHost(input, raw.host, url.hostname)
  return {
    scheme: raw.scheme,
    userinfo: url.username || url.password ? url.username + (url.password ? ':' + url.password : '') : null,
    host: url.hostname,
    port: url.port === '' ? null : url.port,
    // Node 20's parser leaves some dot segments after a segment that starts with a dot
    // (`/a/.a/..`); resolve what it left, as the URL Standard (and browsers) do.
    path: hasDotSegment(url.pathname) ? resolveDotSegments(url.pathname) : url.pathname,
    query: raw.query === null ? null : url.search.slice(1),
    fragment: raw.fragment === null ? null : url.hash.slice(1)
  }
}
