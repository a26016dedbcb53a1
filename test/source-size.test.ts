import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Each package's source stays in files a reader takes in at once: none over 300 lines.
const packages = fileURLToPath(new URL('../packages', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

describe('package source files', () => {
  it('none is over 300 lines', () => {
    const files = readdirSync(packages).flatMap((name) => sources(join(packages, name, 'src')))
    expect(files.length).toBeGreaterThan(100)
    const long = files
      .map((file) => ({
        file: file.slice(packages.length + 1),
        lines: readFileSync(file, 'utf8').split('\n').length - 1
      }))
      .filter(({ lines }) => lines > 300)
    expect(long).toEqual([])
  })
})
