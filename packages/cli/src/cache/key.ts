import { createHash } from 'node:crypto'
import type { FileKind } from '../files/kinds.js'
import type { ScanSettings } from '../scan/file.js'

/** JSON with every object's keys sorted, so equal options give equal text. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableStringify(item ?? null)).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** What the findings of a file depend on besides its bytes and kind: the scan settings. */
export function optionsKey(scan: ScanSettings): string {
  return stableStringify({ core: scan.core ?? null, images: scan.images, fast: scan.fast !== false })
}

/** One file's key: its kind and the sha256 of its bytes (the same bytes read as `.md` and `.txt` differ). */
export function contentKey(kind: FileKind, bytes: Uint8Array): string {
  return `${kind}:${createHash('sha256').update(bytes).digest('hex')}`
}
