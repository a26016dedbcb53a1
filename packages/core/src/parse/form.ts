/**
 * application/x-www-form-urlencoded, as the WHATWG URL Standard's `URLSearchParams`
 * parses and serializes it. Property tests hold these equal to `URLSearchParams`.
 */

/** Characters the form serializer leaves as they are. */
export const PLAIN = new Uint8Array(128)
for (const c of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789*._-') PLAIN[c.charCodeAt(0)] = 1

function isPlain(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 128 || PLAIN[c] === 0) return false
  }
  return true
}

const encoder = new TextEncoder()
const decoder = new TextDecoder('utf-8', { ignoreBOM: true })

/** The value of a hexadecimal digit's code unit (either case), or -1. */
export function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30
  const lower = code | 0x20
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10
  return -1
}

/** Percent-decode bytes (invalid `%` sequences stay as written), then decode UTF-8 with replacement. */
function percentDecodeSlow(text: string): string {
  const bytes = encoder.encode(text)
  const out = new Uint8Array(bytes.length)
  let n = 0
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number
    if (b === 0x25 && i + 2 < bytes.length) {
      const hi = hexValue(bytes[i + 1] ?? 0)
      const lo = hexValue(bytes[i + 2] ?? 0)
      if (hi >= 0 && lo >= 0) {
        out[n++] = hi * 16 + lo
        i += 2
        continue
      }
    }
    out[n++] = b
  }
  return decoder.decode(out.subarray(0, n))
}

/** Decode one form component (`+` is a space). */
export function decodeFormComponent(text: string): string {
  if (text.indexOf('%') < 0 && text.indexOf('+') < 0) return text.isWellFormed() ? text : text.toWellFormed()
  return decodeEscapes(text) ?? percentDecodeSlow(text.includes('+') ? text.replaceAll('+', ' ') : text)
}

/**
 * The common case by hand (faster here than `decodeURIComponent`): `+`, ASCII escapes and
 * well-formed UTF-8 sequences of escapes. `null` when an escape is malformed or a sequence is
 * not well-formed UTF-8 (where `decodeURIComponent` throws too), which the slow path decodes
 * with replacement characters.
 */
function decodeEscapes(text: string): string | null {
  let out = ''
  let from = 0
  const end = text.length
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x2b) {
      out += text.slice(from, i) + ' '
      from = i + 1
      continue
    }
    if (c !== 0x25) continue
    const lead = escapedByte(text, i, end, true)
    if (lead < 0) return null
    let code = lead
    let next = i + 3
    if (lead >= 0x80) {
      const after = utf8Sequence(text, i, end, lead, true)
      if (after < 0) return null
      const count = (after - i) / 3 - 1
      code = lead & (count === 1 ? 0x1f : count === 2 ? 0x0f : 0x07)
      for (let k = 1; k <= count; k++) code = (code << 6) | (escapedByte(text, i + 3 * k, end, true) & 0x3f)
      next = after
    }
    out += text.slice(from, i) + String.fromCodePoint(code)
    from = next
    i = next - 1
  }
  out += text.slice(from)
  return out.isWellFormed() ? out : out.toWellFormed()
}

/** What `encodeURIComponent` leaves as it is and the form serializer encodes. */
const FORM_EXTRA = /[!'()~]/
const FORM_EXTRA_ALL = /[!'()~]/g
const formExtra = (match: string): string => '%' + match.charCodeAt(0).toString(16).toUpperCase()

/** Encode one form component as `URLSearchParams` does. */
export function encodeFormComponent(text: string): string {
  if (isPlain(text)) return text
  let encoded = encodeURIComponent(text.toWellFormed())
  if (encoded.includes('%20')) encoded = encoded.replaceAll('%20', '+')
  return FORM_EXTRA.test(encoded) ? encoded.replace(FORM_EXTRA_ALL, formExtra) : encoded
}

/** Split a `key=value` segment into its decoded key and value. */
export function decodePair(segment: string): [key: string, value: string] {
  const eq = segment.indexOf('=')
  if (eq < 0) return [decodeFormComponent(segment), '']
  return [decodeFormComponent(segment.slice(0, eq)), decodeFormComponent(segment.slice(eq + 1))]
}

/**
 * `plainPairEq`'s flag, set on a returned `=` index when the key holds `%` or `+`: its decoded
 * form differs from its text. Indices stay below it (V8 strings are shorter than 2^30).
 */
export const KEY_ESCAPED = 0x40000000

/**
 * Where `segment = query.slice(start, end)` has its first `=`, or -1 when it has none; `-2`
 * when the segment is not already in serialized form, so that it must be decoded and encoded
 * again: a character the serializer would encode, a second `=`, or a `%XX` the serializer would
 * not write back the same (lower-case hex, a plain character, a space, bytes that are not UTF-8).
 * An index `>= 0` has `KEY_ESCAPED` added when the key holds `%` or `+`.
 */
export function plainPairEq(query: string, start: number, end: number): number {
  let eq = -1
  let escaped = 0
  for (let i = start; i < end; i++) {
    const c = query.charCodeAt(i)
    if (c < 128 && PLAIN[c] === 1) continue
    if (c === 0x3d) {
      if (eq >= 0) return -2
      eq = i
    } else if (c === 0x25) {
      const byte = escapedByte(query, i, end)
      if (byte < 0 || byte === 0x20 || PLAIN[byte] === 1) return -2
      if (byte < 0x80) i += 2
      else {
        const next = utf8Sequence(query, i, end, byte)
        if (next < 0) return -2
        i = next - 1
      }
      if (eq < 0) escaped = KEY_ESCAPED
    } else if (c === 0x2b) {
      if (eq < 0) escaped = KEY_ESCAPED
    } else return -2
  }
  return eq < 0 ? eq : eq | escaped
}

/**
 * The byte `%XX` at `i` encodes, with upper-case hex as the serializer writes it (or, with
 * `anyCase`, hex digits in either case as a decoder reads them); else -1.
 */
function escapedByte(text: string, i: number, end: number, anyCase = false): number {
  if (i + 2 >= end) return -1
  const hex = anyCase ? hexValue : upperHex
  const hi = hex(text.charCodeAt(i + 1))
  const lo = hex(text.charCodeAt(i + 2))
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo
}

/**
 * The index after the escaped UTF-8 sequence that starts with `lead` at `i` (`%XX%XX…`), or -1
 * when it is not well-formed (the parser would decode it to U+FFFD, written back otherwise).
 */
function utf8Sequence(text: string, i: number, end: number, lead: number, anyCase = false): number {
  let count: number
  let low = 0x80
  let high = 0xbf
  if (lead >= 0xc2 && lead <= 0xdf) count = 1
  else if (lead >= 0xe0 && lead <= 0xef) {
    count = 2
    if (lead === 0xe0) low = 0xa0
    else if (lead === 0xed) high = 0x9f
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    count = 3
    if (lead === 0xf0) low = 0x90
    else if (lead === 0xf4) high = 0x8f
  } else return -1
  let at = i + 3
  for (let k = 0; k < count; k++, at += 3) {
    if (text.charCodeAt(at) !== 0x25) return -1
    const byte = escapedByte(text, at, end, anyCase)
    if (byte < low || byte > high) return -1
    low = 0x80
    high = 0xbf
  }
  return at
}

function upperHex(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30
  if (code >= 0x41 && code <= 0x46) return code - 0x41 + 10
  return -1
}
