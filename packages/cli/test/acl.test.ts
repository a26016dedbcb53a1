import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { optionalTool } from '../../../test/helpers/tools.js'
import { withExtendedAttributes } from '../dist/fix/attributes.js'
import { bin, linkcanon, scratch } from './run.js'

// Issue 20: `fix` replaces a file by a renamed temporary file; its POSIX ACL entries and
// extended attributes must be carried over, as its owner, group and mode are.
const setfacl = optionalTool('setfacl', 'setfacl (Debian package acl) not installed')
const setfattr = optionalTool('setfattr', 'setfattr (Debian package attr) not installed')
const tools = { skip: setfacl.skip || setfattr.skip, note: setfacl.note || setfattr.note }

function run(command: string, ...args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } })
}

/** Whether the temporary folder's file system takes ACLs and `user.*` attributes. */
function supportsAttributes(dir: string): boolean {
  const probe = join(dir, 'probe')
  writeFileSync(probe, '')
  const acl = spawnSync('setfacl', ['-m', 'u:nobody:r', probe]).status === 0
  const xattr = spawnSync('setfattr', ['-n', 'user.probe', '-v', '1', probe]).status === 0
  return acl && xattr
}

describe('fix keeps ACLs and extended attributes', () => {
  it.skipIf(tools.skip)(`an ACL entry and a user.* attribute survive the atomic replace${tools.note}`, () => {
    const dir = scratch({ 'a.md': 'See [x](https://a.com/p?utm_source=1&id=2)\n' })
    if (!supportsAttributes(dir)) {
      // Said, not silently passed: a file system without ACLs cannot show the guarantee.
      console.warn('acl test: the temporary folder does not take ACLs or user attributes; nothing to check')
      return
    }
    const file = join(dir, 'a.md')
    chmodSync(file, 0o640)
    run('setfacl', '-m', 'u:nobody:r', file)
    run('setfattr', '-n', 'user.origin', '-v', 'docs', file)
    const aclBefore = run('getfacl', '--omit-header', '--absolute-names', file)
    const modeBefore = statSync(file).mode

    const fixed = linkcanon(['fix', 'a.md'], { cwd: dir })
    expect(fixed.code).toBe(0)
    expect(readFileSync(file, 'utf8')).toBe('See [x](https://a.com/p?id=2)\n')
    expect(run('getfacl', '--omit-header', '--absolute-names', file)).toBe(aclBefore)
    expect(aclBefore).toContain('user:nobody:r--')
    expect(run('getfattr', '--absolute-names', '--only-values', '-n', 'user.origin', file)).toBe('docs')
    expect(statSync(file).mode).toBe(modeBefore)
  })

  it.skipIf(tools.skip)(
    `a file whose attributes cannot be copied is left as it is, with the reason${tools.note}`,
    () => {
      const dir = scratch({ 'a.md': 'See [x](https://a.com/p?utm_source=1)\n' })
      if (!supportsAttributes(dir)) return
      const file = join(dir, 'a.md')
      run('setfattr', '-n', 'user.origin', '-v', 'docs', file)
      // A `cp` that always fails, first on PATH: the attributes cannot be carried over.
      const fakeBin = join(dir, 'bin')
      mkdirSync(fakeBin)
      writeFileSync(join(fakeBin, 'cp'), '#!/bin/sh\necho "cp: refused for the test" >&2\nexit 1\n', { mode: 0o755 })
      const result = spawnSync(process.execPath, [join(import.meta.dirname, '../dist/bin.js'), 'fix', 'a.md'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${fakeBin}:${process.env.PATH ?? ''}` }
      })
      expect(readFileSync(file, 'utf8')).toBe('See [x](https://a.com/p?utm_source=1)\n')
      expect(result.stderr + result.stdout).toMatch(/ACLs or extended attributes cannot be kept/)
      expect(run('getfattr', '--absolute-names', '--only-values', '-n', 'user.origin', file)).toBe('docs')
    }
  )
})

/** A folder of tools for `PATH`: a `cp` that logs each call to `cp.log` beside it, then runs the real one. */
function loggingCp(dir: string): { bin: string; calls: () => string[] } {
  const tools = join(dir, 'bin')
  mkdirSync(tools)
  const log = join(tools, 'cp.log')
  const real = run('/bin/sh', '-c', 'command -v cp').trim()
  writeFileSync(join(tools, 'cp'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`, { mode: 0o755 })
  return { bin: tools, calls: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []) }
}

/** `linkcanon fix` with `PATH` set to `path`. */
function fixWithPath(dir: string, path: string, ...args: string[]) {
  return spawnSync(process.execPath, [bin, 'fix', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PATH: path }
  })
}

describe('fix asks getfattr once for a group of files, and runs cp only for those with attributes', () => {
  const tracked = (n: number) => `See [x](https://a.com/${n}?utm_source=1)\n`
  const fixed = (n: number) => `See [x](https://a.com/${n})\n`

  it.skipIf(tools.skip)(
    `getfattr lists the files that have ACLs or attributes, odd names too${tools.note}`,
    async () => {
      const names = ['plain.md', 'acl.md', 'attr.md', 'new\nline.md', 'back\\slash.md', 'sp ace.md', 'tab\t.md']
      const dir = scratch(Object.fromEntries(names.map((name) => [name, 'x\n'])))
      if (!supportsAttributes(dir)) return
      const path = (name: string) => join(dir, name)
      run('setfacl', '-m', 'u:nobody:r', path('acl.md'))
      for (const name of names.slice(2)) run('setfattr', '-n', 'user.origin', '-v', 'docs', path(name))
      const listed = await withExtendedAttributes(names.map(path))
      expect([...listed!].sort()).toEqual(names.slice(1).map(path).sort())
      expect(await withExtendedAttributes([path('plain.md')])).toEqual(new Set())
      // A path it cannot read: nothing can be told of the group.
      expect(await withExtendedAttributes([path('plain.md'), path('missing.md')])).toBeUndefined()
    }
  )

  it.skipIf(tools.skip)(`a file getfattr lists gets its cp, one it does not list none${tools.note}`, () => {
    const dir = scratch({ 'a.md': tracked(1), 'b.md': tracked(2), 'c.md': tracked(3) })
    if (!supportsAttributes(dir)) return
    run('setfattr', '-n', 'user.origin', '-v', 'docs', join(dir, 'b.md'))
    run('setfacl', '-m', 'u:nobody:r', join(dir, 'c.md'))
    const cp = loggingCp(dir)
    const result = fixWithPath(dir, `${cp.bin}:${process.env.PATH ?? ''}`, 'a.md', 'b.md', 'c.md')
    expect(result.status).toBe(0)
    for (const n of [1, 2, 3]) expect(readFileSync(join(dir, `${'abc'[n - 1]}.md`), 'utf8')).toBe(fixed(n))
    // The files of a group are written at the same time, so their cp calls come in any order.
    const copied = cp.calls().map((line) => line.split(' ').at(-2))
    expect(copied.sort()).toEqual([join(dir, 'b.md'), join(dir, 'c.md')])
    expect(run('getfattr', '--absolute-names', '--only-values', '-n', 'user.origin', join(dir, 'b.md'))).toBe('docs')
    expect(run('getfacl', '--omit-header', '--absolute-names', join(dir, 'c.md'))).toContain('user:nobody:r--')
  })

  it.skipIf(tools.skip)(`without getfattr every file gets its cp, as before${tools.note}`, () => {
    const dir = scratch({ 'a.md': tracked(1), 'b.md': tracked(2) })
    if (!supportsAttributes(dir)) return
    run('setfattr', '-n', 'user.origin', '-v', 'docs', join(dir, 'b.md'))
    run('setfacl', '-m', 'u:nobody:r', join(dir, 'b.md'))
    const acl = run('getfacl', '--omit-header', '--absolute-names', join(dir, 'b.md'))
    // PATH holds the logging cp and nothing else: no getfattr.
    const cp = loggingCp(dir)
    const result = fixWithPath(dir, cp.bin, 'a.md', 'b.md')
    expect(result.status).toBe(0)
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(fixed(1))
    expect(readFileSync(join(dir, 'b.md'), 'utf8')).toBe(fixed(2))
    expect(cp.calls()).toHaveLength(2)
    expect(run('getfattr', '--absolute-names', '--only-values', '-n', 'user.origin', join(dir, 'b.md'))).toBe('docs')
    expect(run('getfacl', '--omit-header', '--absolute-names', join(dir, 'b.md'))).toBe(acl)
  })

  it.skipIf(tools.skip)(
    `over several groups, the files that cannot be fixed are reported in order${tools.note}`,
    () => {
      const count = 75
      const name = (n: number) => `f${String(n).padStart(3, '0')}.md`
      const dir = scratch(Object.fromEntries(Array.from({ length: count }, (_, n) => [name(n), tracked(n)])))
      if (!supportsAttributes(dir)) return
      const kept = [4, 40, 70]
      for (const n of kept) run('setfattr', '-n', 'user.origin', '-v', 'docs', join(dir, name(n)))
      // A `cp` that always fails: the files with attributes cannot keep them.
      const fakeBin = join(dir, 'bin')
      mkdirSync(fakeBin)
      writeFileSync(join(fakeBin, 'cp'), '#!/bin/sh\necho "cp: refused for the test" >&2\nexit 1\n', { mode: 0o755 })
      const result = fixWithPath(dir, `${fakeBin}:${process.env.PATH ?? ''}`)
      expect(result.status).toBe(2)
      const notFixed = result.stderr.split('\n').filter((line) => line.includes('not fixed'))
      expect(notFixed.map((line) => line.split(':')[1]?.trim())).toEqual(kept.map(name))
      expect(notFixed[0]).toMatch(/ACLs or extended attributes cannot be kept: .*refused for the test/)
      expect(result.stderr).toMatch(`fixed ${count - kept.length} links in ${count - kept.length} files`)
      for (let n = 0; n < count; n++)
        expect(readFileSync(join(dir, name(n)), 'utf8')).toBe(kept.includes(n) ? tracked(n) : fixed(n))
    }
  )
})
