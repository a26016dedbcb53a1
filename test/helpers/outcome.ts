// Run one input through canonicalize and classify what happened, so suites can check that
// nothing but a LinkcanonError with a known code is ever thrown.
import { canonicalize, isLinkcanonError, type CanonicalizeOptions, type LinkcanonErrorCode } from '@linkcanon/core'

/** Every code `LinkcanonError` may carry (SPEC: Core API; errors.ts). */
export const KNOWN_CODES: ReadonlySet<string> = new Set<LinkcanonErrorCode>([
  'invalid-url',
  'unsupported-scheme',
  'invalid-port',
  'invalid-host',
  'invalid-options'
])

export type Outcome =
  | { kind: 'url'; url: string; changes: readonly { type: string }[] }
  | { kind: 'error'; code: LinkcanonErrorCode; message: string }
  /** Anything else thrown: always a failure. */
  | { kind: 'foreign'; error: unknown }

export function attempt(input: string, options: CanonicalizeOptions): Outcome {
  try {
    const { url, changes } = canonicalize(input, options)
    return { kind: 'url', url, changes }
  } catch (error) {
    if (isLinkcanonError(error) && KNOWN_CODES.has(error.code) && error.message !== '') {
      return { kind: 'error', code: error.code, message: error.message }
    }
    return { kind: 'foreign', error }
  }
}

/** A short printable form of an outcome for failure messages. */
export function describe(outcome: Outcome): string {
  if (outcome.kind === 'url') return outcome.url
  if (outcome.kind === 'error') return `LinkcanonError(${outcome.code})`
  return `foreign throw: ${String(outcome.error)}`
}

/**
 * The laws every output obeys: re-canonicalizing it under the same options gives it back
 * with no changes. Returns a failure description, or `null`.
 */
export function idempotenceFailure(url: string, options: CanonicalizeOptions): string | null {
  const again = attempt(url, options)
  if (again.kind !== 'url') return `output ${JSON.stringify(url)} is rejected again: ${describe(again)}`
  if (again.url !== url) return `output ${JSON.stringify(url)} canonicalizes again to ${JSON.stringify(again.url)}`
  if (again.changes.length > 0) {
    return `output ${JSON.stringify(url)} reports changes again: ${again.changes.map((c) => c.type).join(', ')}`
  }
  return null
}

/** Counts of outcomes, for the summary lines the lead copies into the notes. */
export class Tally {
  readonly counts = new Map<string, number>()
  add(outcome: Outcome): void {
    const key = outcome.kind === 'error' ? outcome.code : outcome.kind
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1)
  }
  get total(): number {
    let sum = 0
    for (const n of this.counts.values()) sum += n
    return sum
  }
  toString(): string {
    return [...this.counts]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')
  }
}
