import { spawnSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The built bin. */
export const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url))

/** `nobody`: a user for whom a file of mode 000 cannot be read (not so for root). */
export const NOBODY = 65534

/** Whether this process runs as root and `nobody` can run the built bin (every folder above it searchable). */
export function canRunAsNobody(): boolean {
  if (process.getuid?.() !== 0) return false
  const probe = spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(bin)})`], {
    uid: NOBODY,
    gid: NOBODY,
    cwd: tmpdir()
  })
  return probe.status === 0
}

export interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Run `linkcanon …` through the built bin (as user `uid`, when the tests run as root and give one). */
export function linkcanon(
  args: readonly string[],
  options: { cwd?: string; input?: string | Buffer; uid?: number } = {}
): Run {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: options.cwd,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid })
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** A fresh temporary folder with these files (contents as strings or bytes). */
export function scratch(files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'linkcanon-cli-'))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), content)
  }
  return dir
}
