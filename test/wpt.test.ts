// The web-platform-tests URL suite (and ada's extra cases) through every preset: each input
// gives a URL or a typed LinkcanonError, outputs are idempotent, and share agrees with the
// URL Standard's href up to share's documented rewrites.
import { describe, expect, it } from 'vitest'
import { loadWptSuite } from './helpers/corpora.js'
import { Failures } from './helpers/failures.js'
import { attempt, describe as describeOutcome, idempotenceFailure, Tally } from './helpers/outcome.js'
import { presetRuns, share, type NamedOptions } from './helpers/presets.js'

const suite = loadWptSuite()
const inputs = [...new Set(suite.inputs.map((item) => item.input))]

/** Presets whose output is rebuilt by the URL parser, so it must parse again as http(s). */
const PARSED = new Set(['share', 'cache-key', 'share+forceHttps'])

function protocolOf(url: string): string | null {
  try {
    return new URL(url).protocol
  } catch {
    return null
  }
}

function runPreset(run: NamedOptions, failures: Failures): Tally {
  const tally = new Tally()
  for (const input of inputs) {
    const outcome = attempt(input, run.options)
    tally.add(outcome)
    if (outcome.kind === 'foreign') {
      failures.add('throw', run.name, input, describeOutcome(outcome))
      continue
    }
    if (outcome.kind !== 'url') continue
    const notIdempotent = idempotenceFailure(outcome.url, run.options)
    if (notIdempotent) failures.add('idempotence', run.name, input, notIdempotent)
    if (PARSED.has(run.name)) {
      const protocol = protocolOf(outcome.url)
      if (protocol === null)
        failures.add('parse', run.name, input, `output ${JSON.stringify(outcome.url)} does not parse with new URL()`)
      else if (protocol !== 'http:' && protocol !== 'https:')
        failures.add('parse', run.name, input, `output scheme ${protocol}`)
    }
  }
  return tally
}

describe('WPT URL suite', () => {
  it('reads urltestdata.json and every file of ada_extra/', () => {
    console.log(
      `WPT files: ${suite.files.map((f) => `${f.file} (${f.entries} entries)`).join(', ')}; ` +
        `${suite.inputs.length} inputs with resolved bases, ${inputs.length} distinct`
    )
    expect(suite.files.map((f) => f.file)).toContain('urltestdata.json')
    expect(suite.files.length).toBeGreaterThan(1)
  })

  for (const run of presetRuns) {
    it(`${run.name}: a URL or a typed LinkcanonError; outputs idempotent${PARSED.has(run.name) ? ' and parseable' : ''}`, () => {
      const failures = new Failures()
      const tally = runPreset(run, failures)
      console.log(`WPT ${run.name}: ${tally.total} inputs run: ${tally}`)
      expect(tally.total).toBe(inputs.length)
      failures.expectOnlyKnown(['throw', 'idempotence', 'parse'], [run.name], inputs)
    })
  }
})

/**
 * Seed 000's step 1 recognizes a scheme only when `//` follows it; the URL Standard also
 * reads `http:example.com` and `http:/example.com` as http URLs (the parser drops tabs and
 * newlines first). share rejects those with `invalid-url` instead of guessing.
 */
function schemeWithoutSlashes(input: string): boolean {
  const cleaned = input.replace(/^[\x00-\x20]+/, '').replace(/[\t\n\r]/g, '')
  return /^https?:(?![/\\]{2})/i.test(cleaned)
}

describe('WPT href agreement (share)', () => {
  it('share(input) equals share(expected href) for absolute http(s) inputs the suite accepts', () => {
    const failures = new Failures()
    let agreed = 0
    let withoutSlashes = 0
    for (const { input, href } of suite.hrefs) {
      const got = attempt(input, share.options)
      if (schemeWithoutSlashes(input)) {
        withoutSlashes++
        if (got.kind !== 'error' || got.code !== 'invalid-url') {
          failures.add(
            'href',
            share.name,
            input,
            `scheme without "//": expected invalid-url, got ${describeOutcome(got)}`
          )
        }
        continue
      }
      const expected = attempt(href, share.options)
      if (got.kind === 'url' && expected.kind === 'url' && got.url === expected.url) agreed++
      else
        failures.add(
          'href',
          share.name,
          input,
          `share(input) = ${describeOutcome(got)}; share(${JSON.stringify(href)}) = ${describeOutcome(expected)}`
        )
    }
    console.log(
      `WPT href: ${suite.hrefs.length} absolute http(s) expectations: ${agreed} agree, ` +
        `${withoutSlashes} rejected as scheme without "//", ${failures.seen.size} failing (see below)`
    )
    expect(agreed).toBeGreaterThan(0)
    failures.expectOnlyKnown(
      ['href'],
      [share.name],
      suite.hrefs.map((h) => h.input)
    )
  })
})
