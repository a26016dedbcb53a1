import { createHash } from 'node:crypto'
import { open, realpath, rename, stat, unlink } from 'node:fs/promises'
import { describeFsError } from '../errors.js'
import { readRegularFile } from '../io/read-file.js'
import { copyAttributes, withExtendedAttributes } from './attributes.js'
import { temporaryPathFor } from '../io/temporary.js'

/** What a file was when it was read, to tell whether it changed since, and whose it is. */
export interface Snapshot {
  size: number
  mtimeMs: number
  /** The status change time: a new owner, mode, ACL, extended attribute or hard link moves it. */
  ctimeMs: number
  mode: number
  uid: number
  gid: number
  /** How many names (hard links) the file has. */
  nlink: number
  hash: string
}

function hashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/** Read a file and remember its size, times, mode and content hash. */
export async function readSnapshot(path: string): Promise<{ bytes: Buffer; snapshot: Snapshot }> {
  const { bytes, info } = await readRegularFile(path)
  const { size, mtimeMs, ctimeMs, mode, uid, gid, nlink } = info
  return { bytes, snapshot: { size, mtimeMs, ctimeMs, mode, uid, gid, nlink, hash: hashOf(bytes) } }
}

/** The file changed after it was read; it is left untouched. */
export class ChangedOnDiskError extends Error {
  override name = 'ChangedOnDiskError'
}

/**
 * Whether the file is still what was read. Its status first: another size or time proves a change without reading it
 * (the status change time also tells of attributes set since, which the temporary file would not have); the same
 * times do not prove the same content (a write within the clock's tick keeps them), so then its hash.
 */
async function sameAsSnapshot(path: string, snapshot: Snapshot): Promise<boolean> {
  const now = await stat(path)
  if (now.size !== snapshot.size || now.mtimeMs !== snapshot.mtimeMs || now.ctimeMs !== snapshot.ctimeMs) return false
  return hashOf((await readRegularFile(path)).bytes) === snapshot.hash
}

/** The file cannot be replaced as it is (its owner cannot be kept); it is left untouched. */
export class CannotReplaceError extends Error {
  override name = 'CannotReplaceError'
}

/**
 * Replace the file's content atomically: write a temporary file in the same folder, give it
 * the file's owner, group and mode (owner first: `chown` clears set-user-ID bits), flush it to
 * disk (one `fsync`, after the content and the attributes, so that a crash after the rename
 * leaves the new content whole), check that the file is still what was read, then rename over it.
 * A symbolic link is followed, so the link stays a link. If the file changed since it was read
 * (content, times, or status: owner, mode, ACLs, extended attributes, links), nothing is written and
 * `ChangedOnDiskError` is thrown; if its owner or group cannot be kept (a user other than root
 * fixing a file of another group), `CannotReplaceError`. ACLs and extended attributes are copied
 * onto the temporary file by GNU `cp` (see `attributes.ts`), unless `extended` is `false` (the
 * caller asked `getfattr` after reading the file: it has none; the status check catches any set
 * since); where `cp` fails, a file that `getfattr` shows to have some is not replaced
 * (`CannotReplaceError`), and one without (or where `getfattr` cannot tell) is replaced with owner,
 * group and mode only. Files with several hard links are not replaced by `fix` (see
 * `commands/fix.ts`): a rename would split them.
 */
export async function writeAtomic(
  path: string,
  content: Uint8Array,
  snapshot: Snapshot,
  extended?: boolean
): Promise<void> {
  const target = await realpath(path)
  const temporary = temporaryPathFor(target)
  const handle = await open(temporary, 'wx', snapshot.mode & 0o777)
  try {
    try {
      await handle.writeFile(content)
      // After the content: a write may drop attributes such as file capabilities.
      if (extended !== false) {
        const notCopied = await copyAttributes(target, temporary)
        if (notCopied !== undefined && (extended ?? (await withExtendedAttributes([target]))?.has(target)) === true) {
          throw new CannotReplaceError(`its ACLs or extended attributes cannot be kept: ${notCopied}`)
        }
      }
      const made = await handle.stat()
      if (made.uid !== snapshot.uid || made.gid !== snapshot.gid) {
        await handle.chown(snapshot.uid, snapshot.gid).catch((error: unknown) => {
          throw new CannotReplaceError(
            `its owner and group (${snapshot.uid}:${snapshot.gid}) cannot be kept by this user: ` +
              describeFsError(error)
          )
        })
      }
      await handle.chmod(snapshot.mode & 0o7777)
      await handle.sync()
    } finally {
      await handle.close()
    }
    if (!(await sameAsSnapshot(target, snapshot))) {
      throw new ChangedOnDiskError(
        `${path} changed while linkcanon was fixing it; it was left untouched, run fix again`
      )
    }
    await rename(temporary, target)
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    throw error
  }
}

/** A file to replace with `content`, as `writeAtomic` does. */
export interface Replacement {
  path: string
  content: Uint8Array
  snapshot: Snapshot
}

/**
 * Replace files at the same time, each as `writeAtomic` does, with one `getfattr` call to learn
 * which have ACLs or extended attributes: only those get a `cp` (one spawn a file took most of
 * `fix`'s time). Where `getfattr` cannot tell, each file gets its `cp`, as alone. Resolves to each
 * file's error, or `undefined` for a file replaced, in the order given.
 */
export async function replaceFiles(files: readonly Replacement[]): Promise<unknown[]> {
  const extended = await withExtendedAttributes(files.map((file) => file.path))
  return Promise.all(
    files.map(({ path, content, snapshot }) =>
      writeAtomic(path, content, snapshot, extended?.has(path)).then(
        () => undefined,
        (error: unknown) => error
      )
    )
  )
}
