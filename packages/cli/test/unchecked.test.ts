// Issue 27: a file skipped under its time budget made no trace in the exit code, the JSON or the SARIF.
import { chmodSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { canRunAsNobody, linkcanon, NOBODY, scratch } from './run.js'

const next = 'https://example.org/?utm_source=b\n'
/** About 100 kB on which micromark takes about 10 s (quadratic; see budget.test.ts). */
const slow = `${'[a]('.repeat(25_000)} https://example.com/?utm_source=a\n`
const budget = ['--max-file-ms', '300']
const skipped = 'skipped, its parse took longer than 300 ms (--max-file-ms); not checked'

describe('never a silent pass: a file not checked', () => {
  it('check: exit 2, counted in the summary line, unless --allow-unchecked', () => {
    const dir = scratch({ 'slow.md': slow, 'next.md': next })
    const run = linkcanon(['check', ...budget], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`linkcanon: slow.md: ${skipped}\n`)
    expect(run.stderr).toContain('checked 1 file, 1 finding in 1 file; 1 file not checked\n')
    expect(run.stdout).toBe('next.md:1:1  Remove tracking parameter "utm_source": https://example.org/\n')
    const allowed = linkcanon(['check', ...budget, '--allow-unchecked'], { cwd: dir })
    expect(allowed.code).toBe(1)
    expect(allowed.stderr).toContain('; 1 file not checked\n')
  })

  it('fix: exit 2 and the file left as it is, unless --allow-unchecked', () => {
    const dir = scratch({ 'slow.md': slow, 'next.md': next })
    const run = linkcanon(['fix', ...budget], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('fixed 1 link in 1 file; 1 file not checked\n')
    expect(readFileSync(join(dir, 'slow.md'), 'utf8')).toBe(slow)
    const again = scratch({ 'slow.md': slow, 'next.md': next })
    expect(linkcanon(['fix', ...budget, '--allow-unchecked'], { cwd: again }).code).toBe(0)
  })

  it('JSON: a record with the file and the reason, after the findings (check and fix)', () => {
    for (const command of ['check', 'fix']) {
      const dir = scratch({ 'slow.md': slow, 'next.md': next })
      const run = linkcanon([command, '--format', 'json', ...budget], { cwd: dir })
      const records = JSON.parse(run.stdout) as Array<Record<string, unknown>>
      expect(records.at(-1)).toEqual({
        file: 'slow.md',
        ruleId: 'not-checked',
        reason: 'time-budget',
        message: skipped
      })
      expect(run.code).toBe(2)
    }
  })

  it('SARIF: a tool execution notification of an unsuccessful invocation', () => {
    const dir = scratch({ 'slow.md': slow, 'next.md': next })
    const log = JSON.parse(linkcanon(['check', '--format', 'sarif', ...budget], { cwd: dir }).stdout) as {
      runs: Array<{ invocations?: unknown; results: unknown[] }>
    }
    expect(log.runs[0]!.results).toHaveLength(1)
    expect(log.runs[0]!.invocations).toEqual([
      {
        executionSuccessful: false,
        toolExecutionNotifications: [
          {
            level: 'error',
            descriptor: { id: 'not-checked/time-budget' },
            message: { text: `slow.md: ${skipped}` },
            locations: [{ physicalLocation: { artifactLocation: { uri: 'slow.md', uriBaseId: '%SRCROOT%' } } }]
          }
        ]
      }
    ])
    // A run that checked every file has no invocation record.
    const clean = JSON.parse(linkcanon(['check', '--format', 'sarif', 'next.md'], { cwd: dir }).stdout) as {
      runs: Array<Record<string, unknown>>
    }
    expect(clean.runs[0]!.invocations).toBeUndefined()
  })

  // Root reads a file of mode 000: as root (CI), the CLI runs as `nobody`, in a folder that user can read.
  const asRoot = process.getuid?.() === 0
  const nobody = asRoot && canRunAsNobody()
  it.skipIf(asRoot && !nobody)('a file that cannot be read: exit 2 even with --allow-unchecked, in JSON', () => {
    const dir = scratch({ 'locked.md': next, 'next.md': next })
    chmodSync(join(dir, 'locked.md'), 0)
    if (nobody) chmodSync(dir, 0o755)
    const run = linkcanon(['check', '--format', 'json', '--allow-unchecked'], {
      cwd: dir,
      ...(nobody ? { uid: NOBODY } : {})
    })
    expect(run.code).toBe(2)
    expect((JSON.parse(run.stdout) as Array<Record<string, unknown>>).at(-1)).toMatchObject({
      file: 'locked.md',
      ruleId: 'not-checked',
      reason: 'unreadable'
    })
  })
})
