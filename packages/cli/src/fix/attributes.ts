import { execFile } from 'node:child_process'

/**
 * ACLs and extended attributes (a POSIX ACL is the attribute `system.posix_acl_access`) have no
 * Node.js API, so `fix` carries them over with the platform's own tools, run without a shell:
 * GNU `cp` copies them, `getfattr` (package `attr`) tells whether a file has any.
 */

interface Ran {
  ok: boolean
  stdout: string
  /** Why the command failed: its standard error, or the error starting it (ENOENT: not installed). */
  reason: string
}

function run(command: string, args: string[]): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { env: { ...process.env, LC_ALL: 'C' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const reason = stderr.trim() !== '' ? stderr.trim() : error ? error.message : ''
        resolve({ ok: error === null, stdout, reason })
      }
    )
  })
}

/**
 * Give `destination` (an existing file, its content untouched) the mode, owner, group, ACLs and
 * extended attributes of `source`, with GNU `cp --attributes-only`. Resolves to `undefined` when
 * it did, else to the reason (no GNU `cp`, or an attribute this user cannot set).
 */
export async function copyAttributes(source: string, destination: string): Promise<string | undefined> {
  const copied = await run('cp', [
    '--attributes-only',
    '--preserve=mode,ownership,xattr',
    '--no-target-directory',
    '--',
    source,
    destination
  ])
  return copied.ok ? undefined : `cp: ${copied.reason}`
}

/**
 * Whether `path` has ACLs or extended attributes, by `getfattr`: `undefined` when that cannot be
 * told (`getfattr` missing, or it failed, as on a file system without extended attributes).
 */
export async function hasExtendedAttributes(path: string): Promise<boolean | undefined> {
  const listed = await run('getfattr', ['--absolute-names', '--match=-', '--', path])
  if (!listed.ok) return undefined
  return listed.stdout.split('\n').some((line) => line !== '' && !line.startsWith('#'))
}
