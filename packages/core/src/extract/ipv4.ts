import { hexValue } from '../parse/form.js'

/**
 * The URL standard's view of hosts that end in a number: such a host must be a valid IPv4
 * address (`http://999` is 0.0.3.231, `http://1.2.3.400` is no URL). These checks keep the
 * scanner from finding hosts that the platform's URL parser rejects. They read the text in
 * place (no slices): `start`/`end` bound a part or the whole host.
 */

const TOO_BIG = 2 ** 33
const DOT = 0x2e

function digitValue(code: number, radix: number): number {
  const value = hexValue(code)
  return value < radix ? value : -1
}

function hasHexPrefix(text: string, start: number, end: number): boolean {
  return end - start >= 2 && text.charCodeAt(start) === 0x30 && (text.charCodeAt(start + 1) | 0x20) === 0x78
}

/** One IPv4 part as the URL standard reads it (decimal, `0x` hex, `0` octal); `NaN` when it is not one. */
function ipv4Number(text: string, start: number, end: number): number {
  let radix = 10
  let i = start
  if (hasHexPrefix(text, start, end)) {
    radix = 16
    i += 2
  } else if (end - start >= 2 && text.charCodeAt(start) === 0x30) {
    radix = 8
    i += 1
  }
  let value = 0
  for (; i < end; i++) {
    const digit = digitValue(text.charCodeAt(i), radix)
    if (digit < 0) return NaN
    value = Math.min(value * radix + digit, TOO_BIG)
  }
  return value
}

/** True when the URL standard treats a host whose last label is `text.slice(start, end)` as an IPv4 address. */
export function endsInNumber(text: string, start: number, end: number): boolean {
  if (hasHexPrefix(text, start, end)) return !Number.isNaN(ipv4Number(text, start, end))
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x30 || code > 0x39) return false
  }
  return true
}

/**
 * True when `text.slice(start, end)` (labels joined by dots, no trailing dot) is an IPv4 address
 * for the URL standard.
 */
export function isIPv4(text: string, start: number, end: number): boolean {
  let parts = 1
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === DOT) parts++
  if (parts > 4) return false
  let partStart = start
  for (let part = 1; part <= parts; part++) {
    let partEnd = partStart
    while (partEnd < end && text.charCodeAt(partEnd) !== DOT) partEnd++
    const value = ipv4Number(text, partStart, partEnd)
    if (Number.isNaN(value)) return false
    if (part < parts ? value > 255 : value >= 256 ** (5 - parts)) return false
    partStart = partEnd + 1
  }
  return true
}
