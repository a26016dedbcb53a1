import { chmodSync, chownSync, linkSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const TRACKED = 'https://example.com/?utm_source=a\n'
const FIXED = 'https://example.com/\n'
const isRoot = process.getuid?.() === 0

// Issue 20: a folder walk followed a symbolic link out of the tree and rewrote its target; a hard
// link was split and counted twice; a file of another user became root's after a root run.
describe('links and owners', () => {
  it('a walk never leaves its folder through a symbolic link; a link named on the command line is followed, with a note', () => {
    const dir = scratch({ 'outside/secret.md': TRACKED, 'outside/deeper/more.md': TRACKED, 'tree/own.md': TRACKED })
    symlinkSync('../outside', join(dir, 'tree', 'folder-link'))
    symlinkSync('../outside/secret.md', join(dir, 'tree', 'file-link.md'))
    symlinkSync('/', join(dir, 'tree', 'root-link'))
    const walked = linkcanon(['fix', 'tree'], { cwd: dir })
    expect(walked.code, walked.stderr).toBe(0)
    expect(walked.stderr).toContain(
      `linkcanon: tree/folder-link: skipped, a symbolic link out of tree (to ${join(dir, 'outside')})`
    )
    expect(walked.stderr).toContain(
      `linkcanon: tree/file-link.md: skipped, a symbolic link out of tree (to ${join(dir, 'outside', 'secret.md')})`
    )
    expect(walked.stderr).toContain('linkcanon: tree/root-link: skipped, a symbolic link out of tree (to /)')
    expect(walked.stderr).toContain('fixed 1 link in 1 file')
    expect(readFileSync(join(dir, 'tree', 'own.md'), 'utf8')).toBe(FIXED)
    expect(readFileSync(join(dir, 'outside', 'secret.md'), 'utf8')).toBe(TRACKED)
    expect(readFileSync(join(dir, 'outside', 'deeper', 'more.md'), 'utf8')).toBe(TRACKED)
    const named = linkcanon(['fix', 'tree/file-link.md', 'tree/folder-link'], { cwd: dir })
    expect(named.code, named.stderr).toBe(0)
    expect(named.stderr).toContain(
      `linkcanon: tree/file-link.md: a symbolic link named on the command line, followed to ${join(dir, 'outside', 'secret.md')}`
    )
    expect(named.stderr).toContain(
      `linkcanon: tree/folder-link: a symbolic link named on the command line, followed to ${join(dir, 'outside')}`
    )
    expect(named.stderr).toContain('fixed 2 links in 2 files')
    expect(readFileSync(join(dir, 'outside', 'secret.md'), 'utf8')).toBe(FIXED)
  })

  it('two names of one file (hard links) count once; fix leaves such a file, with a note, so the names stay one file', () => {
    const dir = scratch({ 'a.md': TRACKED, 'other.md': TRACKED })
    linkSync(join(dir, 'a.md'), join(dir, 'b.md'))
    const checked = linkcanon(['check', '.'], { cwd: dir })
    expect(checked.stderr).toContain('linkcanon: b.md: skipped, the same file as a.md')
    expect(checked.stderr).toContain('2 findings in 2 files')
    const fixed = linkcanon(['fix', '.'], { cwd: dir })
    expect(fixed.code).toBe(1)
    expect(fixed.stderr).toContain(
      'linkcanon: a.md: not fixed: the file has 2 names (hard links) and a rewrite would split them; edit it by hand'
    )
    expect(fixed.stdout).toContain(
      'a.md:1:1  Remove tracking parameter "utm_source": https://example.com/ (not fixed: the file has 2 hard links)'
    )
    expect(fixed.stderr).toContain('fixed 1 link in 1 file')
    expect(readFileSync(join(dir, 'other.md'), 'utf8')).toBe(FIXED)
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(TRACKED)
    expect(statSync(join(dir, 'a.md')).ino).toBe(statSync(join(dir, 'b.md')).ino)
  })

  it.runIf(isRoot)('fix keeps the owner, group and mode of a file of another user (run as root)', () => {
    const dir = scratch({ 'theirs.md': TRACKED })
    const path = join(dir, 'theirs.md')
    chownSync(path, 12345, 23456)
    chmodSync(path, 0o640)
    const run = linkcanon(['fix', 'theirs.md'], { cwd: dir })
    expect(run.code, run.stderr).toBe(0)
    expect(readFileSync(path, 'utf8')).toBe(FIXED)
    const info = statSync(path)
    expect([info.uid, info.gid, info.mode & 0o7777]).toEqual([12345, 23456, 0o640])
  })

  it('fix keeps an unusual mode (set-group-ID, group-writable, no read for others)', () => {
    const dir = scratch({ 'odd.md': TRACKED })
    const path = join(dir, 'odd.md')
    chmodSync(path, 0o2660)
    writeFileSync(join(dir, 'plain.md'), TRACKED)
    const run = linkcanon(['fix', '.'], { cwd: dir })
    expect(run.code, run.stderr).toBe(0)
    expect(readFileSync(path, 'utf8')).toBe(FIXED)
    expect(statSync(path).mode & 0o7777).toBe(0o2660)
  })
})
