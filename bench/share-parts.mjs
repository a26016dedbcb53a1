/**
 * Where `share` spends its time, by the route each URL takes in the core's one pipeline: the
 * scan alone (a simple URL: the URL parser would give it back as written but for case, a
 * default port and dot segments), or the platform's URL parser (`new URL`) after the scan.
 * For each group: its size, and `share` against `new URL(s).href` on that group alone, in
 * interleaved rounds.
 *
 *   node bench/share-parts.mjs
 */
import { createCanonicalizer } from '@linkcanon/core'
import { scan } from '../packages/core/dist/parse/scan.js'
import { httpSchemeEnd } from '../packages/core/dist/parse/scheme.js'
import { compare, printTable } from './harness.mjs'
import { loadInputs } from './inputs.mjs'

const share = createCanonicalizer({ preset: 'share' })

const groups = { 'the scan alone': [], 'the URL parser': [] }
for (const url of loadInputs().all) {
  const schemeEnd = httpSchemeEnd(url)
  groups[schemeEnd >= 0 && scan(url, schemeEnd).simple ? 'the scan alone' : 'the URL parser'].push(url)
}

for (const [name, urls] of Object.entries(groups)) {
  if (urls.length === 0) continue
  const table = compare(
    [
      { name: 'new URL(s).href', fn: (s) => new URL(s).href },
      { name: 'linkcanon share', fn: (s) => share(s).url }
    ],
    {
      inputs: urls,
      rounds: 11,
      warmup: 3,
      chunk: Math.min(10_000, urls.length),
      title: `share — ${name}: ${urls.length} URLs`,
      unit: 'URLs'
    }
  )
  printTable(table)
}
