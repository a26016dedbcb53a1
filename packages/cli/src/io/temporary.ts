import { randomBytes } from 'node:crypto'
import { unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/**
 * `fix` writes `.<name>.linkcanon-<pid>-<8 hex>.tmp` beside a file, then renames it over the
 * file. A process killed between the two (SIGKILL, power loss) leaves it behind: the name says
 * whose it is, folder walks never read it as input, and the next `fix` over the folder removes
 * it once its process is gone.
 */
const TEMPORARY = /^\.(.+)\.linkcanon-(\d+)-[0-9a-f]{8}\.tmp$/

/** A new temporary path for replacing `target`. */
export function temporaryPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.linkcanon-${process.pid}-${randomBytes(4).toString('hex')}.tmp`)
}

/** The process id in a temporary file's name, or `undefined` when the path is not one. */
export function temporaryOwner(path: string): number | undefined {
  const match = TEMPORARY.exec(basename(path))
  return match ? Number(match[2]) : undefined
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false // this run has written nothing yet when it looks
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Remove a leftover temporary file whose process has ended. Resolves to whether it was removed
 * (`false`: its process still runs, so another `fix` may be writing it).
 */
export async function removeLeftover(path: string): Promise<boolean> {
  const pid = temporaryOwner(path)
  if (pid === undefined || isRunning(pid)) return false
  await unlink(path)
  return true
}
