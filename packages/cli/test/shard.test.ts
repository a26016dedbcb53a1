// Issue 28: `--shard i/n` splits a run over CI machines; the shards together are the whole run.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const count = 90
const files: Record<string, string> = {}
for (let n = 0; n < count; n++)
  files[`d${n % 7}/f${n}.md`] = `[x](https://example.com/${n}?utm_source=s&id=${n})\n`.repeat(1 + (n % 3))

interface Record_ {
  file: string
  line: number
  ruleId: string
}
const json = (stdout: string): Record_[] => JSON.parse(stdout) as Record_[]
const key = (record: Record_): string => `${record.file}:${record.line}:${record.ruleId}`
const checkedFiles = (stderr: string): number => Number(/checked (\d+) file/.exec(stderr)![1])

describe('--shard', () => {
  it('the shards’ findings together are exactly the whole run’s, each shard about 1/n of the files', () => {
    const dir = scratch(files)
    // One text run a shard gives both its findings (a line each: file, line, column, message) and its summary.
    const findings = (stdout: string): string[] => stdout.split('\n').filter((line) => line !== '')
    const whole = findings(linkcanon(['check'], { cwd: dir }).stdout)
    expect(whole.length).toBeGreaterThan(count)
    for (const n of [2, 3, 5]) {
      const parts: string[] = []
      let total = 0
      for (let i = 1; i <= n; i++) {
        const run = linkcanon(['check', '--shard', `${i}/${n}`], { cwd: dir })
        expect(run.code).toBe(1)
        parts.push(...findings(run.stdout))
        const checked = checkedFiles(run.stderr)
        // A hash split: about 1/n each (within half of it either way on 90 files).
        expect(checked).toBeGreaterThan(count / n / 2)
        expect(checked).toBeLessThan((count / n) * 1.5)
        total += checked
      }
      expect(total).toBe(count)
      expect(parts.sort()).toEqual([...whole].sort())
    }
  })

  it('is stable: the same file goes to the same shard whatever else the walk finds', () => {
    const dir = scratch(files)
    const before = json(linkcanon(['check', '--format', 'json', '--shard', '2/3'], { cwd: dir }).stdout).map(key)
    const more = scratch({ ...files, 'new/a.md': files['d0/f0.md']!, 'new/b.md': files['d1/f1.md']! })
    const after = json(linkcanon(['check', '--format', 'json', '--shard', '2/3'], { cwd: more }).stdout).map(key)
    expect(after.filter((entry) => !entry.startsWith('new/'))).toEqual(before)
  })

  it('fix: each shard fixes its files; all shards fix them all', () => {
    const dir = scratch(files)
    const first = linkcanon(['fix', '--shard', '1/2'], { cwd: dir })
    expect(first.code).toBe(0)
    const left = Object.keys(files).filter((name) => readFileSync(join(dir, name), 'utf8').includes('utm_source'))
    expect(left.length).toBe(count - checkedFiles(first.stderr))
    expect(linkcanon(['fix', '--shard', '2/2'], { cwd: dir }).code).toBe(0)
    for (const name of Object.keys(files)) expect(readFileSync(join(dir, name), 'utf8')).not.toContain('utm_source')
  })

  it('--cache: one cache file a shard, reused by the next run of that shard', () => {
    const dir = scratch(files)
    linkcanon(['check', '--cache', '--shard', '1/2'], { cwd: dir })
    const cache = join(dir, 'node_modules/.cache/linkcanon')
    expect(existsSync(join(cache, 'cache.shard-1-of-2.json'))).toBe(true)
    expect(existsSync(join(cache, 'cache.json'))).toBe(false)
    const again = linkcanon(['check', '--cache', '--shard', '1/2', '--format', 'json'], { cwd: dir })
    expect(again.stdout).toBe(linkcanon(['check', '--shard', '1/2', '--format', 'json'], { cwd: dir }).stdout)
  })

  it('SARIF: one run a shard, told apart by automationDetails, so the logs can be merged', () => {
    const dir = scratch(files)
    const log = JSON.parse(linkcanon(['check', '--format', 'sarif', '--shard', '2/3'], { cwd: dir }).stdout) as {
      runs: Array<{ automationDetails?: { id: string } }>
    }
    expect(log.runs[0]!.automationDetails).toEqual({ id: 'linkcanon/shard-2-of-3/' })
  })

  it('bad values are usage errors (exit 2)', () => {
    for (const value of ['3/2', '0/2', 'x', '1/0', '1', '1/2/3', '01/2']) {
      for (const command of ['check', 'fix']) {
        const run = linkcanon([command, '--shard', value], { cwd: scratch() })
        expect(run.code).toBe(2)
        expect(run.stderr).toContain(
          `${command}: --shard takes <index>/<count> with 1 ≤ index ≤ count ≤ 999 (e.g. 2/4), not "${value}"`
        )
      }
    }
  })
})
