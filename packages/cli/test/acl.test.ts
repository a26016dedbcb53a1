import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { optionalTool } from '../../../test/helpers/tools.js'
import { linkcanon, scratch } from './run.js'

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
