/** A file's text, or why it was skipped. */
export type TextFile = { ok: true; text: string; bytes: Buffer } | { ok: false; reason: string }

/** How much of the start of a file or stream is looked at to tell UTF-16 and binary data from text. */
export const SNIFF = 8000
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/**
 * Whether `bytes` (the start of a file) look like UTF-16 text: a UTF-16 byte order mark, or NUL
 * bytes at only even or only odd offsets, in at least half of the pairs (ASCII text in UTF-16
 * has one NUL a pair). Such a file is named as UTF-16, not "binary", so its user knows what to do.
 */
export function looksLikeUtf16(bytes: Uint8Array): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)))
    return true
  const pairs = Math.floor(bytes.length / 2)
  if (pairs === 0) return false
  let even = 0
  let odd = 0
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) even++
    if (bytes[i + 1] === 0) odd++
  }
  const most = Math.max(even, odd)
  return (even === 0 || odd === 0) && most >= 2 && most * 2 >= pairs
}

/** Why a UTF-16 file is not read. */
export const utf16Reason = 'UTF-16 text (only UTF-8 is read; convert it, e.g. with iconv -f UTF-16 -t UTF-8)'

/** Decode `bytes` as UTF-8 text (a BOM is kept as U+FEFF), or say why they are not text. */
export function decodeText(bytes: Buffer): TextFile {
  const head = bytes.subarray(0, SNIFF)
  if (looksLikeUtf16(head)) return { ok: false, reason: utf16Reason }
  if (head.includes(0)) return { ok: false, reason: 'binary file (it has NUL bytes)' }
  try {
    return { ok: true, text: decoder.decode(bytes), bytes }
  } catch {
    return { ok: false, reason: 'not UTF-8 text' }
  }
}
