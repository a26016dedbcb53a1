/**
 * Where `share` spends its time, by the path each URL takes: the core's WebAssembly module
 * directly, the module after the URL parser has read a host it cannot (IDN, `xn--`, number
 * forms), or the JavaScript engine (the module declines). For each group: its size, and
 * `share` against `new URL(s).href` on that group alone, in interleaved rounds.
 *
 *   node bench/share-parts.mjs
 */
import { createCanonicalizer, compileRules, resolveRuleSets } from '@linkcanon/core'
import { share as sharePreset } from '../packages/core/dist/presets.js'
import { planOf } from '../packages/core/dist/steps/index.js'
import { wasmShare } from '../packages/core/dist/wasm-share.js'
import { compare, printTable } from './harness.mjs'
import { loadInputs } from './inputs.mjs'

const fast = wasmShare(sharePreset, compileRules(resolveRuleSets('default'), []).plainRules, planOf(sharePreset.steps))
if (fast === null) throw new Error('The WebAssembly module is not available here')
const share = createCanonicalizer({ preset: 'share' })
const NON_ASCII_HOST = /^[a-z]+:\/\/[^/?#]*[^\x00-\x7f]|^[a-z]+:\/\/(?:[^/?#]*\.)?xn--/i

const groups = { module: [], 'module after the URL parser read the host': [], 'JavaScript engine': [] }
for (const url of loadInputs().all) {
  if (fast(url) === null) groups['JavaScript engine'].push(url)
  else if (NON_ASCII_HOST.test(url) || /^[a-z]+:\/\/[\d.]+(?:[:/?#]|$)/i.test(url)) groups['module after the URL parser read the host'].push(url)
  else groups.module.push(url)
}

for (const [name, urls] of Object.entries(groups)) {
  if (urls.length === 0) continue
  const table = compare(
    [
      { name: 'new URL(s).href', fn: (s) => new URL(s).href },
      { name: 'linkcanon share', fn: (s) => share(s).url }
    ],
    { inputs: urls, rounds: 11, warmup: 3, chunk: Math.min(10_000, urls.length), title: `share — ${name}: ${urls.length} URLs`, unit: 'URLs' }
  )
  printTable(table)
}
