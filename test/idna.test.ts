// IdnaTestV2.json and toascii.json through cache-key's host step. linkcanon takes hosts
// from the platform's URL parser (WHATWG URL); where that parser and this newer data part,
// the category is named and asserted, not skipped.
import { describe, expect, it } from 'vitest'
import { loadIdna } from './helpers/corpora.js'
import {
  cacheKeyHost,
  categories,
  categorize,
  mismatchWithPlatform,
  platformHost,
  type Category
} from './helpers/idna.js'
import { attempt, describe as describeOutcome } from './helpers/outcome.js'
import { cacheKey } from './helpers/presets.js'

const entries = loadIdna()

interface Row {
  file: string
  input: string
  category: Category
  failure: string | null
}

function runEntries(): Row[] {
  return entries.map((entry) => {
    const url = `http://${entry.input}/`
    const platform = platformHost(url)
    const got = attempt(url, cacheKey.options)
    const category = categorize(entry, platform)
    let failure = mismatchWithPlatform(platform, got)
    if (failure === null && category === 'agree') {
      // Where data and platform agree, linkcanon must give the data's answer.
      if (entry.output === null) {
        if (got.kind !== 'error') failure = `the data expects an error; got ${describeOutcome(got)}`
      } else if (got.kind !== 'url' || platformHost(got.url) !== cacheKeyHost(entry.output)) {
        failure = `the data expects ${cacheKeyHost(entry.output)}; got ${describeOutcome(got)}`
      }
    }
    if (failure === null && category === 'dots-only-host' && !(got.kind === 'error' && got.code === 'invalid-host')) {
      failure = `a dots-only host must be invalid-host; got ${describeOutcome(got)}`
    }
    return { file: entry.file, input: entry.input, category, failure }
  })
}

describe('IDNA data through cache-key', () => {
  const rows = runEntries()

  it("gives the data's ASCII host or a typed error, following the platform's URL parser", () => {
    const failures = rows
      .filter((row) => row.failure !== null)
      .map((row) => `${row.file} ${JSON.stringify(row.input)}: ${row.failure}`)
    expect(failures).toEqual([])
  })

  it('names every place where the platform and the data part, by category', () => {
    const counts = new Map<string, number>()
    for (const row of rows) {
      const key = `${row.file} ${row.category}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    for (const file of ['IdnaTestV2.json', 'toascii.json']) {
      const total = rows.filter((row) => row.file === file).length
      const parts = Object.keys(categories)
        .map((category) => `${category} ${counts.get(`${file} ${category}`) ?? 0}`)
        .join(', ')
      console.log(`IDNA ${file}: ${total} entries: ${parts}`)
    }
    expect(rows.length).toBe(entries.length)
    // Every row is in a named category (categorize() is total); most of the data agrees.
    for (const row of rows) expect(Object.keys(categories)).toContain(row.category)
    expect(rows.filter((row) => row.category === 'agree').length).toBeGreaterThan(rows.length / 2)
  })

  it('ASCII inputs the platform rejects are all xn-- labels or hosts the parser forbids', () => {
    for (const row of rows.filter((r) => r.category === 'platform-rejects-ascii')) {
      expect(row.input.toLowerCase(), row.input).toMatch(/(?:^|[.])xn--/)
    }
  })
})
