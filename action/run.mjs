#!/usr/bin/env node
// The GitHub Action's logic (see action.yml). Inputs come from the environment, as the
// composite step passes them, never spliced into a shell line:
//   INPUT_PATHS       paths to check, separated by spaces or new lines (default ".")
//   INPUT_FIX         "true": run `linkcanon fix` (writes files, commits nothing)
//   INPUT_FORMAT      "github" (annotations, default) or "sarif"
//   INPUT_SARIF_FILE  where the SARIF log goes (default "linkcanon.sarif")
//   INPUT_SHARD       "i/n": only that part of the files (`--shard`; the CLI checks the value)
//   INPUT_VERSION     the linkcanon version `npx` runs (default: this checkout's CLI version)
//   LINKCANON_BIN     a linkcanon bin script to run with this Node instead of `npx` (tests, `uses: ./`)
// Exit: check fails the step on findings (1) and errors (2); fix fails it on errors only.
import { spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { basename, dirname, join, resolve } from 'node:path'

const env = process.env

function fail(message) {
  process.stderr.write(`linkcanon action: ${message}\n`)
  process.exit(2)
}

const fix = (env.INPUT_FIX ?? 'false').trim()
if (fix !== 'true' && fix !== 'false') fail(`input "fix" must be true or false, not "${fix}"`)
const format = (env.INPUT_FORMAT ?? '').trim() || 'github'
if (format !== 'github' && format !== 'sarif') fail(`input "format" must be github or sarif, not "${format}"`)
const paths = (env.INPUT_PATHS ?? '').split(/\s+/).filter((path) => path !== '')
const command = fix === 'true' ? 'fix' : 'check'
const shard = (env.INPUT_SHARD ?? '').trim()
const args = [
  command,
  '--format',
  format,
  ...(shard === '' ? [] : ['--shard', shard]),
  ...(paths.length === 0 ? ['.'] : paths)
]

function cliVersion() {
  const requested = (env.INPUT_VERSION ?? '').trim()
  if (requested !== '') {
    if (!/^[\w.^~<>=-]+$/.test(requested)) fail(`input "version" is not a version or tag: "${requested}"`)
    return requested
  }
  const own = new URL('../packages/cli/package.json', import.meta.url)
  return JSON.parse(readFileSync(own, 'utf8')).version
}

const bin = env.LINKCANON_BIN
const [file, argv] = bin
  ? [process.execPath, [resolve(bin), ...args]]
  : ['npx', ['--yes', `linkcanon@${cliVersion()}`, ...args]]

// SARIF goes to a temporary file beside the target, renamed over it once the run ends: a
// half-written log never reaches the upload step.
let sarif
let temporary
let out = 'inherit'
if (format === 'sarif') {
  sarif = resolve((env.INPUT_SARIF_FILE ?? '').trim() || 'linkcanon.sarif')
  temporary = join(dirname(sarif), `.${basename(sarif)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`)
  out = openSync(temporary, 'w')
}

const child = spawn(file, argv, { stdio: ['ignore', out, 'inherit'] })
child.on('error', (error) => {
  if (temporary) rmSync(temporary, { force: true })
  fail(`cannot run ${file}: ${error.message}`)
})
child.on('close', (code, signal) => {
  if (typeof out === 'number') closeSync(out)
  // 0: clean, 1: findings; anything else (2: an error, a signal) leaves no log behind.
  if (code !== 0 && code !== 1) {
    if (temporary) rmSync(temporary, { force: true })
    fail(`linkcanon ${command} ${signal ? `was killed by ${signal}` : `exited with ${code}`}`)
  }
  if (temporary) renameSync(temporary, sarif)
  process.exit(code === 1 && command === 'check' ? 1 : 0)
})
