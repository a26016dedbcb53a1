// ReDoS: every regular expression in packages/*/src is shown linear with recheck or listed
// as trusted-input in helpers/regex-allowlist.ts; and hostile 100 KB – 1 MB inputs run
// through every preset (a super-linear step would hang here: no time is asserted).
import { check } from 'recheck'
import { describe, expect, it } from 'vitest'
import { families, FULL_SIZE } from './helpers/adversarial.js'
import { Failures } from './helpers/failures.js'
import { knownCoreBugs, isKnownSlow } from './helpers/known-core-bugs.js'
import { allowedRegexes, type AllowedRegex } from './helpers/regex-allowlist.js'
import { captureRegExps } from './helpers/regex-capture.js'
import { scanSources, type RegexSite } from './helpers/regex-scan.js'

// recheck's pure-JS backend: no child process, no platform binary, same answer everywhere.
process.env.RECHECK_BACKEND = 'pure'

const sites = scanSources()

/** Regexes the core builds from the built-in rule sets and presets (captured before any other import of the core). */
const built = await captureRegExps(async () => {
  const core = await import('@linkcanon/core')
  const rules = [['default'], ['extended'], ['cache-key'], ['default', 'extended', 'cache-key']] as const
  for (const preset of ['share', 'cache-key', 'minimal'] as const) {
    for (const set of rules) {
      const canonicalizeWith = core.createCanonicalizer({ preset, rules: [...set] })
      canonicalizeWith('http://www.example.com/a/b?utm_source=x&ref=y&vero_id=1&mkt_tok=2&k=v#f')
    }
  }
  core.extractUrls('See https://example.com/a_(b), http://127.0.0.1:8080/x?y=1. and <http://[::1]/>')
})

const { attempt, describe: describeOutcome, idempotenceFailure } = await import('./helpers/outcome.js')
const { extendedRuns, presetRuns } = await import('./helpers/presets.js')

function allowanceOf(site: RegexSite): AllowedRegex | undefined {
  return allowedRegexes.find((entry) => entry.file === site.file && site.text.includes(entry.contains))
}

/** Flags that change where matching starts, not how it backtracks. */
const checkableFlags = (flags: string): string => flags.replace(/[gyd]/g, '')

interface Candidate {
  subject: string
  source: string
  flags: string
}

function candidates(): Candidate[] {
  const list: Candidate[] = []
  const known = new Set<string>()
  for (const site of sites) {
    if (site.pattern === null || allowanceOf(site)?.kind === 'trusted-input') continue
    list.push({ subject: `${site.file}: ${site.text}`, ...site.pattern })
    known.add(`/${site.pattern.source}/${checkableFlags(site.pattern.flags)}`)
  }
  for (const regex of built) {
    if (known.has(`/${regex.source}/${checkableFlags(regex.flags)}`)) continue
    list.push({ subject: `built from rule data: /${regex.source}/${regex.flags}`, ...regex })
  }
  return list
}

describe('regular expressions in packages/*/src', () => {
  it('are all known from the source, or listed with a reason', () => {
    const files = new Set(sites.map((site) => site.file))
    const dynamic = sites.filter((site) => site.pattern === null)
    const unlisted = dynamic
      .filter((site) => !allowanceOf(site))
      .map((site) => `${site.file}:${site.line} ${site.text}`)
    console.log(
      `ReDoS scan: ${sites.length} regex sites in ${files.size} files ` +
        `(${sites.length - dynamic.length} with a source-known pattern, ${dynamic.length} built at run time); ` +
        `${built.length} distinct regexes built from the built-in rule sets`
    )
    expect(sites.length).toBeGreaterThan(0)
    expect(unlisted, 'RegExp built at run time: add it to helpers/regex-allowlist.ts with a reason').toEqual([])
  })

  it('every allowlist entry still names a regex in the source', () => {
    const stale = allowedRegexes.filter((entry) => !sites.some((site) => allowanceOf(site) === entry))
    expect(stale.map((entry) => `${entry.file}: ${entry.contains}`)).toEqual([])
  })

  it('recheck shows each one safe (source-known patterns and instances built from rule data)', async () => {
    const failures = new Failures()
    const statuses = new Map<string, number>()
    const list = candidates()
    for (const item of list) {
      const result = await check(item.source, checkableFlags(item.flags), { timeout: 30_000 })
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1)
      if (result.status !== 'safe') {
        const why =
          result.status === 'vulnerable'
            ? `${result.complexity.summary}, attack ${result.attack.pattern}`
            : result.error.kind
        failures.add('redos-regex', '*', item.subject, `${result.status}: ${why}`)
      }
    }
    const trusted = sites.filter((site) => allowanceOf(site)?.kind === 'trusted-input').length
    console.log(
      `ReDoS recheck: ${list.length} regexes checked (${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')}); ` +
        `${trusted} trusted-input sites not checked`
    )
    failures.expectOnlyKnown(
      ['redos-regex'],
      ['*'],
      list.map((item) => item.subject)
    )
  }, 600_000)

  it('every known slow input names a known unsafe regex as its cause', () => {
    const regexBugs = new Set(knownCoreBugs.filter((bug) => bug.check === 'redos-regex').map((bug) => bug.subject))
    for (const bug of knownCoreBugs.filter((b) => b.check === 'redos-input')) {
      expect(regexBugs, bug.subject).toContain(bug.cause)
    }
  })
})

/** Known slow families run at this size until their cause is fixed. */
const KNOWN_SLOW_SIZE = 20_000
/** The opt-in rule-set runs use 200 KB to keep the suite's time reasonable on two cores. */
const EXTENDED_SIZE = 200_000

describe('adversarial inputs through every preset (no time asserts)', () => {
  const runs = [
    ...presetRuns.map((run) => ({ run, size: FULL_SIZE })),
    ...extendedRuns.map((run) => ({ run, size: EXTENDED_SIZE }))
  ]
  for (const { run, size } of runs) {
    it(`${run.name}: ${families.length} families at ~${size / 1000} KB give a URL or a typed error, idempotent`, () => {
      const failures = new Failures()
      let outputs = 0
      for (const family of families) {
        const input = family.make(isKnownSlow(run.name, family.name) ? KNOWN_SLOW_SIZE : size)
        const outcome = attempt(input, run.options)
        if (outcome.kind === 'foreign') failures.add('throw', run.name, family.name, describeOutcome(outcome))
        if (outcome.kind !== 'url') continue
        outputs++
        const notIdempotent = idempotenceFailure(outcome.url, run.options)
        if (notIdempotent) failures.add('idempotence', run.name, family.name, notIdempotent.slice(0, 300))
      }
      console.log(`ReDoS inputs ${run.name}: ${families.length} families, ${outputs} gave URLs, the rest typed errors`)
      failures.expectOnlyKnown(
        ['throw', 'idempotence'],
        [run.name],
        families.map((f) => f.name)
      )
    }, 600_000)
  }
})
