/** Why the CLI stopped: `usage` (bad flags or arguments), `config` (a bad config file), `io` (reading or writing). */
export type CliErrorCode = 'usage' | 'config' | 'io'

/** An error the CLI reports on stderr with exit code 2. */
export class CliError extends Error {
  override name = 'CliError'
  readonly code: CliErrorCode

  constructor(code: CliErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** Exit codes of every command. */
export const exitCodes = { ok: 0, findings: 1, error: 2 } as const

/** The message of an unknown thrown value. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** A file system error in words, with its code (`permission denied (EACCES)`); other errors' messages as they are. */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  const words: Record<string, string> = {
    ENOENT: 'no such file or folder',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted (read-only or immutable?)',
    EISDIR: 'is a folder',
    ENOTDIR: 'a part of the path is not a folder',
    ELOOP: 'too many levels of symbolic links (a link loop?)',
    EROFS: 'read-only file system',
    ENOSPC: 'no space left on the device'
  }
  return typeof code === 'string' && Object.hasOwn(words, code) ? `${words[code]} (${code})` : messageOf(error)
}

/** Whether a parse failed by running out of call stack (a `RangeError` V8 throws). */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message)
}
