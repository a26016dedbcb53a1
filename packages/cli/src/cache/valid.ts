import type { Finding } from '../scan/findings.js'

/** A finding as the cache stores it: without its file name (equal bytes give equal findings). */
export type CachedFinding = Omit<Finding, 'file'>

const RULES = new Set(['no-tracking-params', 'invalid-url', 'signed-url', 'read-stopped'])
const NUMBERS = ['start', 'end', 'line', 'column', 'endLine', 'endColumn'] as const
const STRINGS = ['expected', 'errorCode', 'replacement', 'reason', 'detail'] as const

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Whether a value read from a cache file has the shape of a list of findings (nothing else is used). */
export function isFindingList(value: unknown): value is CachedFinding[] {
  return Array.isArray(value) && value.every(isCachedFinding)
}

function isCachedFinding(value: unknown): boolean {
  if (!isRecord(value)) return false
  if (typeof value.ruleId !== 'string' || !RULES.has(value.ruleId)) return false
  if (typeof value.message !== 'string' || typeof value.url !== 'string') return false
  if (!NUMBERS.every((name) => Number.isSafeInteger(value[name]) && (value[name] as number) >= 0)) return false
  if (!STRINGS.every((name) => value[name] === undefined || typeof value[name] === 'string')) return false
  if ((value.start as number) > (value.end as number)) return false
  const changes = value.changes
  return changes === undefined || (Array.isArray(changes) && changes.every((change) => isRecord(change) && typeof change.type === 'string' && typeof change.message === 'string'))
}
