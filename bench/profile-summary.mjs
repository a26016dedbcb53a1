/**
 * Summarize a `.cpuprofile`: self time by function and by file, largest first.
 * `node bench/profile-summary.mjs <file>.cpuprofile [rows]`
 */
import { readFileSync } from 'node:fs'

const [file, rowsArg = '25'] = process.argv.slice(2)
if (!file) {
  console.error('Usage: node bench/profile-summary.mjs <file>.cpuprofile [rows]')
  process.exit(2)
}
const profile = JSON.parse(readFileSync(file, 'utf8'))
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
// Each sample is one node; the time between samples is billed to it.
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i]
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0))
}
const total = [...self.values()].reduce((a, b) => a + b, 0)

function shortUrl(url) {
  if (!url) return '(native)'
  const core = url.indexOf('/packages/core/')
  if (core >= 0) return url.slice(core + 1)
  const modules = url.lastIndexOf('node_modules/')
  return modules >= 0 ? url.slice(modules + 'node_modules/'.length) : url.replace(/^.*\//, '')
}

function tally(keyOf) {
  const sums = new Map()
  for (const [id, time] of self) {
    const key = keyOf(byId.get(id).callFrame)
    sums.set(key, (sums.get(key) ?? 0) + time)
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, Number(rowsArg))
}

function print(title, rows) {
  console.log(`\n${title}`)
  for (const [key, time] of rows) console.log(`  ${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`)
}

print(
  'Self time by function',
  tally((f) => `${f.functionName || '(anonymous)'}  ${shortUrl(f.url)}:${f.lineNumber + 1}`)
)
print(
  'Self time by file',
  tally((f) => shortUrl(f.url))
)
