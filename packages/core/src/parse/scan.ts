import { endsInNumber } from '../extract/ipv4.js'
import { isPort } from './validate.js'

/**
 * One hand-written pass over an `http(s)://` URL: where each part starts and ends, and
 * whether the URL is "simple" — written so that the URL Standard's parser would give back
 * the same text apart from lower-casing scheme and host, dropping a default port and adding
 * the root path. Simple URLs skip the platform parser (the fast path); the rest go through it.
 */
export interface Shape {
  /** Index of the `:` after the scheme. */
  schemeEnd: number
  /** Start of the authority (after the slashes). */
  authorityStart: number
  /** Index of `@` ending the user info, or -1. */
  at: number
  hostStart: number
  hostEnd: number
  /** Index after the port's `:`, or -1. */
  portStart: number
  /** End of the authority = start of the path. */
  pathEnd: number
  /** Index of `?`, or -1. */
  queryStart: number
  /** Index of `#`, or -1. */
  hashStart: number
  /** Whether the scheme is followed by two slashes (`/` or `\\`). */
  slashes: boolean
  /** Whether the authority after the user info (host and port) holds an ASCII upper-case letter. */
  upper: boolean
  simple: boolean
  /** A simple URL's path may hold a dot segment (`/.`, `/%2e`) to resolve (see `dot-segments.ts`). */
  dots: boolean
}

const enum C {
  Slash = 0x2f,
  Backslash = 0x5c,
  Question = 0x3f,
  Hash = 0x23,
  At = 0x40,
  Colon = 0x3a,
  Dot = 0x2e,
  Percent = 0x25,
  CloseBracket = 0x5d
}

function table(chars: string): Uint8Array {
  const t = new Uint8Array(128)
  for (const c of chars) t[c.charCodeAt(0)] = 1
  return t
}
/** Host characters kept as written by the URL parser (after lower-casing). */
const HOST = table('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._')

/** What an authority character is, for the one-table scan loop. */
const enum K {
  Host = 0,
  End = 1,
  At = 2,
  Colon = 3,
  Close = 4,
  Dot = 5,
  Other = 6,
  Upper = 7
}
const AUTHORITY = new Uint8Array(128).map((_, c) =>
  c >= 0x41 && c <= 0x5a ? K.Upper : HOST[c] === 1 ? K.Host : K.Other
)
for (const c of [C.Slash, C.Question, C.Hash, C.Backslash]) AUTHORITY[c] = K.End
AUTHORITY[C.At] = K.At
AUTHORITY[C.Colon] = K.Colon
AUTHORITY[C.CloseBracket] = K.Close
AUTHORITY[C.Dot] = K.Dot

/** Path characters the URL parser keeps as written, except `/` (checked for dot segments), `?` and `#`. */
const PATH = table("!$%&'()*+,-.0123456789:;=@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz|~")
/** Fragment characters the URL parser keeps as written. */
const FRAGMENT = table("!#$%&'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_abcdefghijklmnopqrstuvwxyz{|}~")

/**
 * Scan an input that starts with `http:` or `https:` (`schemeEnd` is the index of `:`).
 * With `authorityOnly`, `simple` says only that user info, host characters and port are
 * plain, and query and fragment are not located (`locate` does it): what an as-written preset
 * needs, which looks for a tracker first.
 */
export function scan(input: string, schemeEnd: number, authorityOnly = false): Shape {
  const shape = scanAuthority(input, schemeEnd, !authorityOnly)
  if (authorityOnly) return shape
  if (!shape.simple) return locate(input, shape)
  // One pass: the path up to `?` or `#`, stopping at the first character the parser would
  // encode, and noting where a dot segment may start (`/.`, `/%2e`).
  let end = pathSimpleEnd(input, shape.pathEnd)
  if (end >= MAY_HAVE_DOTS) {
    end -= MAY_HAVE_DOTS
    shape.dots = true
  }
  const c = input.charCodeAt(end)
  if (c === C.Question) {
    shape.queryStart = end
    shape.hashStart = input.indexOf('#', end + 1)
  } else if (c === C.Hash) shape.hashStart = end
  else if (end < input.length) {
    shape.simple = false // the platform parser reads this URL
    return locate(input, shape)
  }
  if (shape.hashStart >= 0) shape.simple = fragmentSimple(input, shape.hashStart + 1)
  return shape
}

/**
 * The authority of an input that starts with `http:` or `https:`: its parts, and `simple`
 * when it is plain (no user info, host characters kept as written, a port of at most five
 * digits without a leading zero); with `labels`, also no empty, `xn--` or numeric last label.
 */
function scanAuthority(input: string, schemeEnd: number, labels: boolean): Shape {
  const length = input.length
  let i = schemeEnd + 1
  const c1 = input.charCodeAt(i)
  const c2 = input.charCodeAt(i + 1)
  const slashes = (c1 === C.Slash || c1 === C.Backslash) && (c2 === C.Slash || c2 === C.Backslash)
  let simple =
    c1 === C.Slash && c2 === C.Slash && input.charCodeAt(i + 2) !== C.Slash && input.charCodeAt(i + 2) !== C.Backslash
  while (i < length) {
    const c = input.charCodeAt(i)
    if (c !== C.Slash && c !== C.Backslash) break
    i++
  }
  const authorityStart = i
  let at = -1
  let upper = false
  let lastColon = -1
  let hostSimple = true
  // Labels of the host, checked on the way: an empty or `xn--` label makes it not simple;
  // the last label is checked for a number (IPv4) after the loop.
  let labelStart = i
  let lastStart = i
  let lastEnd = i
  for (; i < length; i++) {
    const c = input.charCodeAt(i)
    // Lower-case letters and digits first, by range: most of a host, without a table load.
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) continue
    const kind = c < 128 ? AUTHORITY[c]! : K.Other
    if (kind === K.Host) continue
    if (kind === K.End) break
    if (kind === K.Upper) {
      upper = true
      continue
    }
    if (kind === K.Dot) {
      if (!labels) continue
      if (i === labelStart || isPunycodeLabel(input, labelStart, i)) hostSimple = false
      lastStart = labelStart
      lastEnd = i
      labelStart = i + 1
    } else if (kind === K.At) {
      at = i
      upper = false
      lastColon = -1
      hostSimple = true
      labelStart = i + 1
    } else if (kind === K.Colon) {
      if (lastColon >= 0) hostSimple = false // a second `:` outside brackets
      lastColon = i
    } else if (kind === K.Close) {
      lastColon = -1
      hostSimple = false
    } else hostSimple = false
  }
  const pathEnd0 = i
  const hostStart = at >= 0 ? at + 1 : authorityStart
  const hostEnd = lastColon >= 0 ? lastColon : pathEnd0
  const portStart = lastColon >= 0 ? lastColon + 1 : -1
  if (at >= 0 || hostEnd === hostStart || !hostSimple) simple = false
  else if (portStart >= 0) {
    // A port is plain when it is digits up to 65535 (`isPort`) without a leading zero.
    if (!isPort(input, portStart, pathEnd0) || (pathEnd0 - portStart > 1 && input.charCodeAt(portStart) === 0x30))
      simple = false
  }
  if (simple && labels && labelStart < hostEnd) {
    // The last label, when the host does not end with a dot.
    if (isPunycodeLabel(input, labelStart, hostEnd)) simple = false
    lastStart = labelStart
    lastEnd = hostEnd
  }
  // A host the URL parser keeps as written (lower-cased): no IPv4 form, no punycode to check, no empty label.
  if (simple && labels && endsInNumber(input, lastStart, lastEnd)) simple = false
  return {
    schemeEnd,
    authorityStart,
    at,
    hostStart,
    hostEnd,
    portStart,
    pathEnd: pathEnd0,
    queryStart: -1,
    hashStart: -1,
    slashes,
    upper,
    simple,
    dots: false
  }
}

/** Fill in where the query and the fragment of a scanned URL start. */
export function locate(input: string, shape: Shape): Shape {
  const hashStart = input.indexOf('#', shape.pathEnd)
  const question = input.indexOf('?', shape.pathEnd)
  shape.hashStart = hashStart
  shape.queryStart = question >= 0 && (hashStart < 0 || question < hashStart) ? question : -1
  return shape
}

/** Added by `pathSimpleEnd` to the index it returns when the path may hold a dot segment (V8 strings are shorter). */
const MAY_HAVE_DOTS = 0x40000000

/**
 * The index of the first path character from `i` that is not plain: `?`, `#`, the end, or
 * what makes the path not simple; plus `MAY_HAVE_DOTS` when a `/` is followed by `.` or `%2e`.
 */
function pathSimpleEnd(input: string, i: number): number {
  const length = input.length
  let dots = 0
  for (; i < length; i++) {
    const c = input.charCodeAt(i)
    if (c < 128 && PATH[c] === 1) continue
    if (c !== C.Slash) return i + dots
    const next = input.charCodeAt(i + 1)
    if (
      next === C.Dot ||
      (next === C.Percent && input.charCodeAt(i + 2) === 0x32 && (input.charCodeAt(i + 3) | 0x20) === 0x65)
    )
      dots = MAY_HAVE_DOTS
  }
  return length + dots
}

/** Whether the fragment from `i` holds only characters the URL parser keeps as written. */
function fragmentSimple(input: string, i: number): boolean {
  for (; i < input.length; i++) {
    const c = input.charCodeAt(i)
    if (c >= 128 || FRAGMENT[c] === 0) return false
  }
  return true
}

/** `xn--` labels are checked by the parser: leave them to it. */
function isPunycodeLabel(input: string, start: number, end: number): boolean {
  return (
    end - start >= 4 &&
    (input.charCodeAt(start) | 0x20) === 0x78 &&
    (input.charCodeAt(start + 1) | 0x20) === 0x6e &&
    input.charCodeAt(start + 2) === 0x2d &&
    input.charCodeAt(start + 3) === 0x2d
  )
}
