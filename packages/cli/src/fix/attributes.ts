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

/** A name as `getfattr` prints it: a newline, a carriage return and a backslash are written `\ooo` (octal). */
function unquote(name: string): string {
  return name.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)))
}

/**
 * Which of `paths` have ACLs or extended attributes, by one `getfattr` call for them all (a
 * spawn from a large Node.js process takes ~20 ms). Resolves to `undefined` when that cannot be
 * told: `getfattr` missing, or it failed for any of them (a file system without extended
 * attributes, a file gone), or it printed a name not asked for.
 */
export async function withExtendedAttributes(paths: readonly string[]): Promise<Set<string> | undefined> {
  if (paths.length === 0) return new Set()
  const listed = await run('getfattr', ['--absolute-names', '--match=-', '--', ...paths])
  if (!listed.ok) return undefined
  // One section a file that has some: `# file: <name>`, a line per attribute, a blank line.
  const asked = new Set(paths)
  const found = new Set<string>()
  let file: string | undefined
  for (const line of listed.stdout.split('\n')) {
    if (line.startsWith('# file: ')) {
      file = unquote(line.slice('# file: '.length))
      if (!asked.has(file)) return undefined
    } else if (line !== '' && !line.startsWith('#')) {
      if (file === undefined) return undefined
      found.add(file)
    }
  }
  return found
}
