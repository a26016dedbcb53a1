/**
 * How fast can `share` be in JavaScript on this runtime? A deliberately partial `share` —
 * only the query work (tracker removal with change records, stable sort by key, rebuild) on
 * URLs that are simple and whose every query segment is `key=value` in serialized form, with
 * the core's own scan, span test and form helpers and nothing else (no case, port, path or
 * fragment step, no re-encoding, no pipeline) — against `new URL(s).href` and the real
 * `share`, on that subset only. Its ratio bounds what a faster pipeline could reach.
 *
 *   node bench/share-bound.mjs
 */
import { createCanonicalizer, compileRules, resolveRuleSets } from '@linkcanon/core'
import { decodeFormComponent, KEY_ESCAPED, plainPairEq } from '../packages/core/dist/form.js'
import { httpSchemeEnd, scan } from '../packages/core/dist/shape.js'
import { compare, printTable } from './harness.mjs'
import { loadInputs } from './inputs.mjs'

const rules = compileRules(resolveRuleSets('default'), [])

function compareSpans(text, a0, a1, b0, b1) {
  const la = a1 - a0
  const lb = b1 - b0
  const n = la < lb ? la : lb
  for (let i = 0; i < n; i++) {
    const d = text.charCodeAt(a0 + i) - text.charCodeAt(b0 + i)
    if (d !== 0) return d
  }
  return la - lb
}

/** The partial `share`; `null` for a URL outside the subset. */
function bound(input) {
  const schemeEnd = httpSchemeEnd(input)
  if (schemeEnd < 0) return null
  const shape = scan(input, schemeEnd)
  if (!shape.simple) return null
  const changes = []
  if (shape.queryStart < 0) return { url: input, changes }
  const queryEnd = shape.hashStart >= 0 ? shape.hashStart : input.length
  const starts = []
  const eqs = []
  const ends = []
  let removed = false
  let sorted = true
  for (let start = shape.queryStart + 1; start < queryEnd; ) {
    let end = input.indexOf('&', start)
    if (end < 0 || end > queryEnd) end = queryEnd
    const eq = plainPairEq(input, start, end)
    if (eq < 0 || eq >= KEY_ESCAPED) return null
    const verdict = rules.trackerAt(input, start, eq)
    if (verdict < 0) return null
    if (verdict === 1) {
      const key = input.slice(start, eq)
      changes.push({ type: 'remove-param', message: `Removed tracking parameter "${key}"`, key, value: decodeFormComponent(input.slice(eq + 1, end)) })
      removed = true
    } else {
      const n = starts.length
      if (sorted && n > 0 && compareSpans(input, starts[n - 1], eqs[n - 1], start, eq) > 0) sorted = false
      starts.push(start)
      eqs.push(eq)
      ends.push(end)
    }
    start = end + 1
  }
  if (!removed && sorted) return { url: input, changes }
  const order = starts.map((_, i) => i)
  if (!sorted) {
    for (let i = 1; i < order.length; i++) {
      const x = order[i]
      let j = i - 1
      while (j >= 0 && compareSpans(input, starts[order[j]], eqs[order[j]], starts[x], eqs[x]) > 0) {
        order[j + 1] = order[j]
        j--
      }
      order[j + 1] = x
    }
    changes.push({ type: 'sort-params', message: 'Sorted the parameters by key' })
  }
  let query = ''
  for (let i = 0; i < order.length; i++) query += (i === 0 ? '' : '&') + input.slice(starts[order[i]], ends[order[i]])
  return { url: input.slice(0, shape.queryStart) + (query ? '?' + query : '') + input.slice(queryEnd), changes }
}

const subset = loadInputs().all.filter((url) => bound(url) !== null)
const share = createCanonicalizer({ preset: 'share' })
const table = compare(
  [
    { name: 'new URL(s).href', fn: (s) => new URL(s).href },
    { name: 'linkcanon share', fn: (s) => share(s).url },
    { name: 'partial share (query work only)', fn: (s) => bound(s).url }
  ],
  { inputs: subset, rounds: 15, warmup: 4, chunk: 10_000, title: `share bound — ${subset.length} simple URLs with serialized queries`, unit: 'URLs' }
)
printTable(table)
