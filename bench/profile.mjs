/**
 * Profile one preset's loop, without the input loading:
 * `node bench/profile.mjs <preset> [all|tracker-free] [seconds] [out.cpuprofile]`, then
 * `node bench/profile-summary.mjs <out>.cpuprofile`. The profile is the same format as
 * `node --cpu-prof` writes, taken through the inspector around the loop only.
 * Add `--no-turbo-inlining` before the script to bill inlined helpers to themselves.
 */
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { createCanonicalizer } from '@linkcanon/core'
import { loadInputs } from './inputs.mjs'

const [preset = 'share', set = 'all', seconds = '5', out = `${preset}-${set}.cpuprofile`] = process.argv.slice(2)
const canonicalize = createCanonicalizer({ preset })
const inputs = loadInputs()
const urls = set === 'tracker-free' ? inputs.trackerFree : inputs.all

let sink = 0
function pass() {
  for (const url of urls) {
    try {
      sink += canonicalize(url).url.length
    } catch {
      sink++
    }
  }
}

pass() // warm up before the profile starts
const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.setSamplingInterval', { interval: 100 })
await session.post('Profiler.start')
let passes = 0
const start = performance.now()
while (performance.now() - start < Number(seconds) * 1000) {
  pass()
  passes++
}
const elapsed = performance.now() - start
const { profile } = await session.post('Profiler.stop')
writeFileSync(out, JSON.stringify(profile))
console.log(
  `${preset} on ${set}: ${passes} passes, ${(((passes * urls.length) / elapsed) * 1000).toFixed(0)} URLs/s; wrote ${out} (sink ${sink % 10})`
)
