import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const tracked = 'See https://a.example/?utm_source=x&id=1\n'

describe('no silent runs', () => {
  it('check ends with a summary line on stderr, also when clean; --quiet drops it', () => {
    const dir = scratch({ 'a.md': tracked, 'b.txt': tracked, 'c.md': 'clean\n' })
    const dirty = linkcanon(['check'], { cwd: dir })
    expect(dirty.code).toBe(1)
    expect(dirty.stderr).toBe('checked 3 files, 2 findings in 2 files\n')
    const clean = linkcanon(['check', 'c.md'], { cwd: dir })
    expect(clean.code).toBe(0)
    expect(clean.stderr).toBe('checked 1 file, no findings\n')
    expect(linkcanon(['check', '--quiet', 'c.md'], { cwd: dir }).stderr).toBe('')
    expect(linkcanon(['check', '-q', 'a.md'], { cwd: dir }).stderr).toBe('')
    // Machine formats keep standard error for notes only.
    expect(linkcanon(['check', '--format', 'json', 'c.md'], { cwd: dir }).stderr).toBe('')
  })

  it('fix ends with one summary line: fixed, would fix, nothing to fix', () => {
    const dir = scratch({ 'a.md': tracked, 'c.md': 'clean\n' })
    expect(linkcanon(['fix', '--dry-run', 'a.md'], { cwd: dir }).stderr).toBe(
      'checked 1 file, would fix 1 link in 1 file\n'
    )
    expect(linkcanon(['fix'], { cwd: dir }).stderr).toBe('checked 2 files, fixed 1 link in 1 file\n')
    expect(linkcanon(['fix'], { cwd: dir }).stderr).toBe('checked 2 files, nothing to fix\n')
    expect(linkcanon(['fix', '-q'], { cwd: dir }).stderr).toBe('')
  })

  it('a named file that is excluded or not scanned says why and is not counted', () => {
    const dir = scratch({
      'linkcanon.config.json': JSON.stringify({ exclude: ['vendor/**'] }),
      'vendor/b.md': tracked,
      'a.js': `const u = "https://a.example/?fbclid=1"\n`,
      'ok.md': 'clean\n'
    })
    const run = linkcanon(['check', 'vendor/b.md', 'a.js', 'ok.md'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(run.stderr).toContain('linkcanon: vendor/b.md: skipped, excluded by the config\'s "exclude"\n')
    expect(run.stderr).toContain(
      'linkcanon: a.js: skipped, JavaScript/TypeScript is left to eslint-plugin-linkcanon (pass --include-code to read it as text)\n'
    )
    expect(run.stderr).toMatch(/checked 1 file, no findings\n$/)
    const included = scratch({ 'linkcanon.config.json': JSON.stringify({ include: ['docs/**'] }), 'x.md': tracked })
    expect(linkcanon(['check', 'x.md'], { cwd: included }).stderr).toContain(
      'x.md: skipped, not matched by the config\'s "include"'
    )
    // A folder walk passes over excluded files without a word, as before (it reads ok.md and the config).
    expect(linkcanon(['check', '.'], { cwd: dir }).stderr).toBe('checked 2 files, no findings\n')
    // A named folder that gives no file to read says so, and the run still ends with its summary.
    const vendor = linkcanon(['check', 'vendor'], { cwd: dir })
    expect(vendor.code).toBe(0)
    expect(vendor.stderr).toBe(
      'linkcanon: vendor: no file in this folder is read (ignored by .gitignore, excluded by the config, binary, or code without --include-code)\nchecked 0 files, no findings\n'
    )
  })

  it('--format github names files relative to the repository root, from a subfolder too', () => {
    const dir = scratch({ 'docs/guide/a.md': tracked })
    mkdirSync(join(dir, '.git'))
    const run = linkcanon(['check', '--format', 'github', 'a.md'], { cwd: join(dir, 'docs', 'guide') })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/^::warning file=docs\/guide\/a\.md,line=1,col=5,/)
    const fix = scratch({ 'sub/a.md': 'See [x](https://a.example/?utm\\_source=x&id=1)\n' })
    mkdirSync(join(fix, '.git'))
    const left = linkcanon(['fix', '--format', 'github', '.'], { cwd: join(fix, 'sub') })
    expect(left.stdout).toMatch(/^::warning file=sub\/a\.md,line=1,/)
  })
})
