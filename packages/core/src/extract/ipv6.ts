import { hexValue } from '../parse/form.js'

/**
 * Validate an IPv6 address written between `[` and `]` the way the URL standard's IPv6
 * parser does (one `::`, eight 16-bit pieces, an optional dotted IPv4 tail; no zone).
 */

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

/** Read the dotted IPv4 tail from `pointer`; true when it has four parts of 0–255, no leading zeros. */
function ipv4Tail(text: string, pointer: number, end: number): boolean {
  let numbersSeen = 0
  while (pointer < end) {
    if (numbersSeen > 0) {
      if (text.charCodeAt(pointer) !== 0x2e || numbersSeen >= 4) return false
      pointer++
    }
    if (!isDigit(text.charCodeAt(pointer)) || pointer >= end) return false
    let piece = -1
    while (pointer < end && isDigit(text.charCodeAt(pointer))) {
      const digit = text.charCodeAt(pointer) - 0x30
      if (piece === 0) return false
      piece = piece < 0 ? digit : piece * 10 + digit
      if (piece > 255) return false
      pointer++
    }
    numbersSeen++
  }
  return numbersSeen === 4
}

/** True when `text.slice(start, end)` (without the brackets) is an IPv6 address. */
export function isIPv6(text: string, start: number, end: number): boolean {
  let pieceIndex = 0
  let compressed = false
  let pointer = start
  if (text.charCodeAt(pointer) === 0x3a) {
    if (text.charCodeAt(pointer + 1) !== 0x3a || pointer + 1 >= end) return false
    pointer += 2
    pieceIndex++
    compressed = true
  }
  while (pointer < end) {
    if (pieceIndex === 8) return false
    if (text.charCodeAt(pointer) === 0x3a) {
      if (compressed) return false
      pointer++
      pieceIndex++
      compressed = true
      continue
    }
    let length = 0
    while (length < 4 && pointer < end && hexValue(text.charCodeAt(pointer)) >= 0) {
      pointer++
      length++
    }
    if (pointer < end && text.charCodeAt(pointer) === 0x2e) {
      if (length === 0 || pieceIndex > 6) return false
      if (!ipv4Tail(text, pointer - length, end)) return false
      pieceIndex += 2
      break
    }
    if (pointer < end) {
      if (text.charCodeAt(pointer) !== 0x3a) return false
      pointer++
      if (pointer >= end) return false
    }
    pieceIndex++
  }
  return compressed || pieceIndex === 8
}
