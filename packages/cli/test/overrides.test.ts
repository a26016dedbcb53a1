import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const tracked = 'See https://x.com/?ref=1&utm_source=2&id=3\n'

describe('config overrides in the CLI', () => {
  it('apply by path, and flags still win over them', () => {
    const dir = scratch({
      'linkcanon.config.json': JSON.stringify({
        keep: ['ref'],
        overrides: [
          { files: ['legacy/**'], keep: ['utm_source'] },
          { files: 'legacy/strict/**', keep: [] }
        ]
      }),
      'a.txt': tracked,
      'legacy/b.txt': tracked,
      'legacy/strict/c.txt': tracked
    })
    const run = linkcanon(['fix', '.'], { cwd: dir })
    expect(run.code, run.stderr).toBe(0)
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('See https://x.com/?ref=1&id=3\n')
    // An override's keep replaces the top-level one.
    expect(readFileSync(join(dir, 'legacy/b.txt'), 'utf8')).toBe('See https://x.com/?utm_source=2&id=3\n')
    expect(readFileSync(join(dir, 'legacy/strict/c.txt'), 'utf8')).toBe('See https://x.com/?id=3\n')
    const flagged = scratch({
      'linkcanon.config.json': JSON.stringify({ overrides: [{ files: '*.txt', keep: ['utm_source'] }] }),
      'd.txt': tracked
    })
    expect(linkcanon(['check', '--keep', 'ref', 'd.txt'], { cwd: flagged }).stdout).toMatch(
      /Remove tracking parameter "utm_source"/
    )
  })

  it('a bad override is a config error (exit 2) naming the key', () => {
    const dir = scratch({
      'linkcanon.config.json': JSON.stringify({ overrides: [{ files: 'x', fix: true }] }),
      'a.txt': tracked
    })
    const run = linkcanon(['check'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/linkcanon\.config\.json: "overrides": entry 1: unknown key "fix"/)
  })
})
