// Core bugs these suites found, each pinned to the exact failure it causes today.
//
// The suites compare the failures they see with this list both ways: a new failure fails
// the test, and so does an entry that no longer fails (the bug was fixed: delete the entry,
// and the input joins the normal checks). Nothing here is skipped: every entry still runs.

export interface KnownCoreBug {
  /** Which check fails: `href`, `idempotence`, `parse`, `redos-regex` or `redos-input`. */
  check: string
  /** The option sets (names in presets.ts) it fails under; `*` when it does not depend on one. */
  presets: readonly string[]
  /** The input, the regular expression (as redos.test.ts names it), or the adversarial family. */
  subject: string
  expected: string
  actual: string
  /** `redos-input` only: the `redos-regex` subject that makes it slow. */
  cause?: string
}

// Every bug these suites found is fixed; a new one goes here with the exact failure it causes.
export const knownCoreBugs: readonly KnownCoreBug[] = []

/** The key a suite uses for one failure. */
export function bugKey(check: string, preset: string, subject: string): string {
  return `${check} | ${preset} | ${JSON.stringify(subject)}`
}

/** Whether `subject` is a known slow input under `preset` (run smaller until fixed). */
export function isKnownSlow(preset: string, subject: string): boolean {
  return knownCoreBugs.some(
    (bug) => bug.check === 'redos-input' && bug.subject === subject && bug.presets.includes(preset)
  )
}
