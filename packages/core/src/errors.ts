/** Every error code that `@linkcanon/core` throws. */
export type LinkcanonErrorCode =
  'invalid-url' | 'unsupported-scheme' | 'invalid-port' | 'invalid-host' | 'invalid-options' | 'invalid-rules'

/**
 * The one error type the core throws. `code` is stable (tests and tools match on it);
 * `message` is for people.
 */
export class LinkcanonError extends Error {
  override name = 'LinkcanonError'
  readonly code: LinkcanonErrorCode
  /** The input that was rejected, when there was one. */
  readonly input: string | undefined

  constructor(code: LinkcanonErrorCode, message: string, input?: string) {
    super(message)
    this.code = code
    this.input = input
  }
}

/** True when `value` is a `LinkcanonError` (also across realms and copies of the package). */
export function isLinkcanonError(value: unknown): value is LinkcanonError {
  return (
    value instanceof LinkcanonError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { name?: unknown }).name === 'LinkcanonError' &&
      typeof (value as { code?: unknown }).code === 'string')
  )
}

/** The error for bad options (code `invalid-options`). */
export function invalidOptions(message: string): LinkcanonError {
  return new LinkcanonError('invalid-options', message)
}
