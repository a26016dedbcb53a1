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
