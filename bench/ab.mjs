/**
 * A/B: `@linkcanon/core` at another git revision against the working tree's build, in one
 * process, on the same inputs, in interleaved rounds: run-to-run noise on a shared machine is
 * larger than most single changes, a same-process comparison is not.
 *
 *   node bench/ab.mjs <rev> [preset=share] [set=all|trackerFree]
 *
 * The revision is checked out into a temporary git worktree, its core built with this
 * checkout's TypeScript, and the worktree removed afterwards. Build this checkout first
 * (`pnpm build`).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createCanonicalizer } from '@linkcanon/core'
import { compare, printTable } from './harness.mjs'
import { loadInputs } from './inputs.mjs'

const [rev, preset = 'share', set = 'all'] = process.argv.slice(2)
if (!rev) {
  console.error('Usage: node bench/ab.mjs <git revision> [preset] [all|trackerFree]')
  process.exit(2)
}
const root = fileURLToPath(new URL('..', import.meta.url))
const dir = join(mkdtempSync(join(tmpdir(), 'linkcanon-ab-')), 'tree')
execFileSync('git', ['worktree', 'add', '--detach', '--quiet', dir, rev], { cwd: root, stdio: 'inherit' })
try {
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  // The core's own dependencies (character entities) are linked in its package folder.
  symlinkSync(join(root, 'packages/core/node_modules'), join(dir, 'packages/core/node_modules'))
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(dir, 'packages/core/tsconfig.json')], { stdio: 'inherit' })
  const before = await import(pathToFileURL(join(dir, 'packages/core/dist/index.js')).href)
  const inputs = loadInputs()[set]
  if (!inputs) throw new Error(`No input set "${set}" (all or trackerFree)`)
  const a = before.createCanonicalizer({ preset })
  const b = createCanonicalizer({ preset })
  const table = compare(
    [
      { name: 'new URL(s).href', fn: (s) => new URL(s).href },
      { name: `${preset} at ${rev}`, fn: (s) => a(s).url },
      { name: `${preset} here`, fn: (s) => b(s).url }
    ],
    { inputs, rounds: 15, warmup: 4, chunk: 10_000, title: `A/B ${preset} (${set}): ${rev} vs the working tree`, unit: 'URLs' }
  )
  printTable(table)
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root })
  rmSync(join(dir, '..'), { recursive: true, force: true })
}
