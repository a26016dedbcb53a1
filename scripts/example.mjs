#!/usr/bin/env node
// The Quick start's main job: `linkcanon check` and then `linkcanon fix --dry-run` on the bundled
// example docs. Findings are the point of the demo, so exit codes 0 and 1 both count as success;
// a usage or I/O error (2) fails.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const bin = fileURLToPath(new URL('../packages/cli/dist/bin.js', import.meta.url))
const docs = fileURLToPath(new URL('../examples/docs', import.meta.url))
let worst = 0
for (const args of [
  ['check', docs],
  ['fix', '--dry-run', docs]
]) {
  console.log(`\n$ linkcanon ${args.join(' ').replace(docs, 'examples/docs')}\n`)
  const { status } = spawnSync(process.execPath, [bin, ...args], { stdio: 'inherit' })
  if (status === null || status > 1) worst = status ?? 2
}
process.exit(worst)
