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
  simple: boolean
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

function table(chars: string, except = ''): Uint8Array {
  const t = new Uint8Array(128)
  for (const c of chars) t[c.charCodeAt(0)] = 1
  for (const c of except) t[c.charCodeAt(0)] = 0
  return t
}
const printable = Array.from({ length: 0x7e - 0x20 }, (_, i) => String.fromCharCode(0x21 + i)).join('')
/** Host characters kept as written by the URL parser (after lower-casing). */
const HOST = table('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._')
/** Path characters the URL parser leaves alone (outside its path percent-encode set, and not `\`). */
const PATH = table(printable, '"#<>?`{}\\')
/** Fragment characters the URL parser leaves alone. */
const FRAGMENT = table(printable, '"<>`')

const NUMERIC_LABEL = /^(?:\d+|0[xX][0-9a-fA-F]*)$/

/** The index of `:` when `input` starts with `http:` or `https:` in any case, else -1. */
export function httpSchemeEnd(input: string): number {
  const c0 = input.charCodeAt(0) | 0x20
  if (c0 !== 0x68) return -1
  if ((input.charCodeAt(1) | 0x20) !== 0x74 || (input.charCodeAt(2) | 0x20) !== 0x74 || (input.charCodeAt(3) | 0x20) !== 0x70) return -1
  const c4 = input.charCodeAt(4)
  if (c4 === C.Colon) return 4
  if ((c4 | 0x20) === 0x73 && input.charCodeAt(5) === C.Colon) return 5
  return -1
}

/**
 * Scan an input that starts with `http:` or `https:` (`schemeEnd` is the index of `:`).
 * With `authorityOnly`, path, query and fragment are only located (native `indexOf`), and
 * `simple` speaks of the authority alone: what the `raw` engine needs.
 */
export function scan(input: string, schemeEnd: number, authorityOnly = false): Shape {
  const length = input.length
  let i = schemeEnd + 1
  const c1 = input.charCodeAt(i)
  const c2 = input.charCodeAt(i + 1)
  const slashes = (c1 === C.Slash || c1 === C.Backslash) && (c2 === C.Slash || c2 === C.Backslash)
  let simple = c1 === C.Slash && c2 === C.Slash && input.charCodeAt(i + 2) !== C.Slash && input.charCodeAt(i + 2) !== C.Backslash
  while (i < length) {
    const c = input.charCodeAt(i)
    if (c !== C.Slash && c !== C.Backslash) break
    i++
  }
  const authorityStart = i
  let at = -1
  let lastColon = -1
  let hostSimple = true
  for (; i < length; i++) {
    const c = input.charCodeAt(i)
    if (c === C.Slash || c === C.Question || c === C.Hash || c === C.Backslash) break
    if (c === C.At) {
      at = i
      lastColon = -1
      hostSimple = true
    } else if (c === C.Colon) {
      if (lastColon >= 0) hostSimple = false // a second `:` outside brackets
      lastColon = i
    } else if (c === C.CloseBracket) {
      lastColon = -1
      hostSimple = false
    } else if (lastColon < 0 && (c >= 128 || HOST[c] === 0)) hostSimple = false
    else if (lastColon >= 0 && (c < 0x30 || c > 0x39)) hostSimple = false
  }
  const pathEnd0 = i
  const hostStart = at >= 0 ? at + 1 : authorityStart
  const hostEnd = lastColon >= 0 ? lastColon : pathEnd0
  const portStart = lastColon >= 0 ? lastColon + 1 : -1
  if (at >= 0 || hostEnd === hostStart || !hostSimple) simple = false
  else if (portStart >= 0) {
    const portLength = pathEnd0 - portStart
    if (portLength === 0 || portLength > 5 || (portLength > 1 && input.charCodeAt(portStart) === 0x30)) simple = false
    else if (Number(input.slice(portStart, pathEnd0)) > 65535) simple = false
  }
  if (simple) simple = simpleHost(input, hostStart, hostEnd)
  if (authorityOnly) {
    const hash = input.indexOf('#', i)
    const question = input.indexOf('?', i)
    const query = question >= 0 && (hash < 0 || question < hash) ? question : -1
    return { schemeEnd, authorityStart, at, hostStart, hostEnd, portStart, pathEnd: pathEnd0, queryStart: query, hashStart: hash, slashes, simple }
  }

  let queryStart = -1
  let hashStart = -1
  for (; i < length; i++) {
    const c = input.charCodeAt(i)
    if (c === C.Question) {
      queryStart = i
      break
    }
    if (c === C.Hash) {
      hashStart = i
      break
    }
    if (simple) {
      if (c >= 128 || PATH[c] === 0) simple = false
      else if (c === C.Slash) {
        const next = input.charCodeAt(i + 1)
        if (next === C.Dot || (next === C.Percent && input.charCodeAt(i + 2) === 0x32 && (input.charCodeAt(i + 3) | 0x20) === 0x65)) simple = false
      }
    }
  }
  if (queryStart >= 0) {
    for (i = queryStart + 1; i < length; i++) {
      const c = input.charCodeAt(i)
      if (c === C.Hash) {
        hashStart = i
        break
      }
      if (c === 0x09 || c === 0x0a || c === 0x0d) simple = false
    }
  }
  if (hashStart >= 0 && simple) {
    for (i = hashStart + 1; i < length; i++) {
      const c = input.charCodeAt(i)
      if (c >= 128 || FRAGMENT[c] === 0) {
        simple = false
        break
      }
    }
  }
  return { schemeEnd, authorityStart, at, hostStart, hostEnd, portStart, pathEnd: pathEnd0, queryStart, hashStart, slashes, simple }
}

/** A host the URL parser keeps as written (lower-cased): no IPv4 form, no punycode to check, no empty label. */
function simpleHost(input: string, start: number, end: number): boolean {
  if (input.charCodeAt(start) === C.Dot) return false
  let labelStart = start
  let last = ''
  for (let i = start; i <= end; i++) {
    if (i === end || input.charCodeAt(i) === C.Dot) {
      if (i === labelStart) {
        if (i !== end) return false // empty label inside
      } else {
        // `xn--` labels are checked by the parser: leave them to it.
        if (i - labelStart >= 4 && (input.charCodeAt(labelStart) | 0x20) === 0x78 && (input.charCodeAt(labelStart + 1) | 0x20) === 0x6e &&
          input.charCodeAt(labelStart + 2) === 0x2d && input.charCodeAt(labelStart + 3) === 0x2d) return false
        last = input.slice(labelStart, i)
      }
      labelStart = i + 1
    }
  }
  return !NUMERIC_LABEL.test(last)
}
