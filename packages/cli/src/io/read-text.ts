import { looksLikeUtf16, utf16Reason } from './utf16.js'

/** A file's text, or why it was skipped. */
export type TextFile = { ok: true; text: string; bytes: Buffer } | { ok: false; reason: string }

const SNIFF = 8000
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

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
