// Tests that need a tool the README's Quick start does not require (Chromium, pre-commit) skip
// visibly when it is missing, and run (and so fail) when CI is set: .ci/run installs every tool.
import { spawnSync } from 'node:child_process'

export interface OptionalTool {
  /** The command's path on PATH, or '' when it is not there. */
  path: string
  /** Skip the tests that need it: it is missing and this is not CI. */
  skip: boolean
  /** ` (skipped: <reason>)` to append to the skipped tests' names, else ''. */
  note: string
}

/** True when the `CI` variable is set (as .ci/run does), so a missing tool is a failure. */
export const inCi = (process.env.CI ?? '') !== '' && process.env.CI !== 'false' && process.env.CI !== '0'

/** Look `command` up on PATH; `reason` is shown in the skipped tests' names. */
export function optionalTool(command: string, reason = `${command} not installed`): OptionalTool {
  const found = spawnSync('/bin/sh', ['-c', `command -v ${command}`], { encoding: 'utf8' })
  const path = found.status === 0 ? found.stdout.trim() : ''
  const skip = path === '' && !inCi
  if (skip)
    console.warn(
      `Skipping the tests that need ${command}: ${reason} on PATH (install it to run them; CI fails without it).`
    )
  return { path, skip, note: skip ? ` (skipped: ${reason})` : '' }
}
