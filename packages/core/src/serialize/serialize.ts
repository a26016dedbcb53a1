import type { RawParts } from '../parse/parts.js'

/** Join parts back into a URL string (presets that work on parsed parts). */
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

/**
 * Replace, in the input as written, the only spans the steps of an as-written preset change:
 * the scheme (`schemeEnd` is its `:`) and the query (from `queryStart`, its `?` or where it
 * would be, to `queryEnd`). Every other byte stays.
 */
export function spliceParts(
  input: string,
  out: RawParts,
  schemeEnd: number,
  queryStart: number,
  queryEnd: number
): string {
  return (
    out.scheme +
    input.slice(schemeEnd, queryStart) +
    (out.query === null ? '' : '?' + out.query) +
    input.slice(queryEnd)
  )
}
