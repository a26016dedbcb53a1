/**
 * A/B: `@linkcanon/core` at another git revision against the working tree's build, in one
 * process, on the same inputs, in interleaved rounds: run-to-run noise on a shared machine is
 * larger than most single changes, a same-process comparison is not.
 *
 *   node bench/ab.mjs <rev> [preset=share] [set=all|trackerFree] [against]
 *
 * The revision is checked out into a temporary git worktree, its core built with this
 * checkout's TypeScript, and the worktree removed afterwards. Build this checkout first
 * (`pnpm build`). With `against` (a second revision, `HEAD` for the last commit) that side is
 * built the same way instead of taken from the working tree: measured, the working tree's build
 * against its own commit gave 0.95×, two temporary builds of one commit 0.99–1.0×, so compare
 * two revisions for changes of a few percent. The last line is the second side's speed over
 * the first's (ratio of the median round times).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createCanonicalizer } from '@linkcanon/core'
import { compare, printTable } from './harness.mjs'
import { loadInputs } from './inputs.mjs'

const [rev, preset = 'share', set = 'all', against] = process.argv.slice(2)
if (!rev) {
  console.error('Usage: node bench/ab.mjs <git revision> [preset] [all|trackerFree] [second revision]')
  process.exit(2)
}
const root = fileURLToPath(new URL('..', import.meta.url))
const trees = []

/** The core of `revision`, built in a temporary worktree. */
async function coreAt(revision) {
  const dir = join(mkdtempSync(join(tmpdir(), 'linkcanon-ab-')), 'tree')
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', dir, revision], { cwd: root, stdio: 'inherit' })
  trees.push(dir)
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  // The core's own dependencies (character entities) are linked in its package folder.
  symlinkSync(join(root, 'packages/core/node_modules'), join(dir, 'packages/core/node_modules'))
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(dir, 'packages/core/tsconfig.json')], {
    stdio: 'inherit'
  })
  return import(pathToFileURL(join(dir, 'packages/core/dist/index.js')).href)
}

try {
  const before = await coreAt(rev)
  const after = against === undefined ? { createCanonicalizer } : await coreAt(against)
  const inputs = loadInputs()[set]
  if (!inputs) throw new Error(`No input set "${set}" (all or trackerFree)`)
  const a = before.createCanonicalizer({ preset })
  const b = after.createCanonicalizer({ preset })
  const first = `${preset} at ${rev}`
  const second = against === undefined ? `${preset} here` : `${preset} at ${against}`
  const table = compare(
    [
      { name: 'new URL(s).href', fn: (s) => new URL(s).href },
      { name: first, fn: (s) => a(s).url },
      { name: second, fn: (s) => b(s).url }
    ],
    {
      inputs,
      rounds: 15,
      warmup: 4,
      chunk: 10_000,
      title: `A/B ${preset} (${set}): ${rev} vs ${against ?? 'the working tree'}`,
      unit: 'URLs'
    }
  )
  printTable(table)
  const [, x, y] = table.rows
  console.log(`${second} vs ${first}: ${(x.medianMs / y.medianMs).toFixed(3)}× (ratio of the median round times)`)
} finally {
  for (const dir of trees) {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root })
    rmSync(join(dir, '..'), { recursive: true, force: true })
  }
}
