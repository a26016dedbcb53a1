import { spawnSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The built bin. */
export const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url))

export interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Run `linkcanon …` through the built bin. */
export function linkcanon(args: readonly string[], options: { cwd?: string; input?: string | Buffer } = {}): Run {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: options.cwd,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 1 << 28
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
