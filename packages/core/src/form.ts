/**
 * application/x-www-form-urlencoded, as the WHATWG URL Standard's `URLSearchParams`
 * parses and serializes it. Property tests hold these equal to `URLSearchParams`.
 */

/** Characters the form serializer leaves as they are. */
const PLAIN = new Uint8Array(128)
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

function hexValue(code: number): number {
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
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text
  if (!spaced.includes('%')) return spaced.toWellFormed()
  try {
    return decodeURIComponent(spaced).toWellFormed()
  } catch {
    return percentDecodeSlow(spaced)
  }
}

const FORM_EXTRA = /[!'()~]|%20/g
const formExtra = (match: string): string =>
  match === '%20' ? '+' : '%' + match.charCodeAt(0).toString(16).toUpperCase()

/** Encode one form component as `URLSearchParams` does. */
export function encodeFormComponent(text: string): string {
  if (isPlain(text)) return text
  return encodeURIComponent(text.toWellFormed()).replace(FORM_EXTRA, formExtra)
}

/** Split a `key=value` segment into its decoded key and value. */
export function decodePair(segment: string): [key: string, value: string] {
  const eq = segment.indexOf('=')
  if (eq < 0) return [decodeFormComponent(segment), '']
  return [decodeFormComponent(segment.slice(0, eq)), decodeFormComponent(segment.slice(eq + 1))]
}
