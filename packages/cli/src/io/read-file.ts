import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs'

/** What a file system entry is when it is neither file, folder nor link, in words (`a socket`), else `undefined`. */
export function specialKind(entry: Pick<Stats, 'isFIFO' | 'isSocket' | 'isCharacterDevice' | 'isBlockDevice'>) {
  if (entry.isFIFO()) return 'a named pipe (FIFO)'
  if (entry.isSocket()) return 'a socket'
  if (entry.isCharacterDevice() || entry.isBlockDevice()) return 'a device'
  return undefined
}

/** The path is not a regular file (a FIFO, a socket, a device…): it is not read. */
export class NotRegularFileError extends Error {
  override name = 'NotRegularFileError'
  readonly code = 'ENOTREG'
  constructor(readonly kind: string) {
    super(`not a regular file: ${kind}`)
  }
}

/**
 * Read a regular file, following symbolic links, and return its bytes and its status. Opened
 * without blocking, so that a named pipe (even behind a link a folder walk followed) is
 * refused at once with `NotRegularFileError` instead of waiting for a writer forever. A folder
 * (a file replaced by one after the walk) fails as reading it would: `EISDIR`. The
 * calls are synchronous: for the small files of a check they cost a fifth of the promise API's
 * (1,262 files of the corpus: ~20 ms against ~100 ms of the main thread's time).
 */
export async function readRegularFile(path: string): Promise<{ bytes: Buffer; info: Stats }> {
  const handle = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    const info = fstatSync(handle)
    if (info.isDirectory())
      throw Object.assign(new Error(`EISDIR: illegal operation on a directory, read '${path}'`), {
        code: 'EISDIR',
        syscall: 'read',
        path
      })
    if (!info.isFile()) throw new NotRegularFileError(specialKind(info) ?? 'not a regular file')
    // The size is known: read it in as few calls as the kernel allows.
    const bytes = Buffer.allocUnsafe(info.size)
    let length = 0
    while (length < bytes.length) {
      const bytesRead = readSync(handle, bytes, length, bytes.length - length, length)
      if (bytesRead === 0) break // the file shrank since the status; what is there is what was read
      length += bytesRead
    }
    return { bytes: length === bytes.length ? bytes : bytes.subarray(0, length), info }
  } finally {
    closeSync(handle)
  }
}
