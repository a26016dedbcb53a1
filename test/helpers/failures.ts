// Collect failures keyed like known-core-bugs.ts, then compare with the known list both ways.
import { expect } from 'vitest'
import { bugKey, knownCoreBugs } from './known-core-bugs.js'

export class Failures {
  readonly seen = new Map<string, string>()

  add(check: string, preset: string, subject: string, detail: string): void {
    this.seen.set(bugKey(check, preset, subject), detail)
  }

  /**
   * Assert: every failure seen is a known core bug of these checks, and every known bug
   * this test ran (its preset among `presets`, its subject among `subjects`) still fails.
   */
  expectOnlyKnown(checks: readonly string[], presets: readonly string[], subjects: Iterable<string>): void {
    const ran = new Set(subjects)
    const known = new Set<string>()
    for (const bug of knownCoreBugs) {
      if (!checks.includes(bug.check) || !ran.has(bug.subject)) continue
      for (const preset of bug.presets) {
        if (preset === '*' || presets.includes(preset)) known.add(bugKey(bug.check, preset, bug.subject))
      }
    }
    const unexpected = [...this.seen].filter(([key]) => !known.has(key)).map(([key, detail]) => `${key}: ${detail}`)
    const fixed = [...known].filter((key) => !this.seen.has(key))
    expect(unexpected, 'new failures').toEqual([])
    expect(fixed, 'known core bugs that no longer fail: delete them from known-core-bugs.ts').toEqual([])
  }
}
