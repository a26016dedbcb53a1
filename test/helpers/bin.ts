// Run the built `linkcanon` bin as a child process, in scratch folders.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** `packages/cli/dist/bin.js` (build first: `npx tsc --build`). */
export const bin = fileURLToPath(new URL('../../packages/cli/dist/bin.js', import.meta.url))

/** The Markdown corpus (read only; copy it before fixing): the vendored slice, or `LINKCANON_CORPUS`. */
export { markdownCorpus, wholeCorpus } from './corpora.js'

export interface BinRun {
  code: number | null
  stdout: string
  stderr: string
}

/** Run `linkcanon …` and wait for it. */
export function runBin(args: readonly string[], cwd: string): BinRun {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', maxBuffer: 1 << 28 })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** A running `linkcanon …`: the process (to kill it) and its result once it ends. */
export interface StartedBin {
  child: ChildProcess
  done: Promise<BinRun & { signal: NodeJS.Signals | null }>
}

/** Start `linkcanon …` without waiting for it. */
export function startBin(args: readonly string[], cwd: string): StartedBin {
  const child = spawn(process.execPath, [bin, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const done = new Promise<BinRun & { signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }))
  })
  return { child, done }
}

/** A new empty folder under the system's temporary folder, and a way to remove it. */
export function scratchDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `linkcanon-${prefix}-`))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
