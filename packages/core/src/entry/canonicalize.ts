import { isLinkcanonError } from '../errors.js'
import type { CanonicalizeOptions, CanonicalizeResult } from '../types.js'
import { createRunner } from '../pipeline.js'
import { cachedRunner } from './options.js'

/**
 * Canonicalize one URL under a preset (default `share`) and list the changes applied.
 *
 * Options are compiled once per value and cached: a fresh literal each call costs no
 * compilation, and an options object changed between calls is read again.
 * Throws `LinkcanonError` and nothing else.
 *
 * @example
 * canonicalize('https://example.com/blog/?utm_source=news&b=2&a=1').url
 * //=> 'https://example.com/blog?a=1&b=2'
 */
export function canonicalize(input: string, options?: CanonicalizeOptions): CanonicalizeResult {
  return cachedRunner(options, 'share')(input)
}

/**
 * Compile options once; the returned function canonicalizes with them.
 *
 * @example
 * const clean = createCanonicalizer({ preset: 'minimal' })
 * clean('https://example.com/?utm_source=x&id=1').url
 * //=> 'https://example.com/?id=1'
 */
export function createCanonicalizer(options?: CanonicalizeOptions): (input: string) => CanonicalizeResult {
  return createRunner(options, 'share')
}

/** Check options without canonicalizing anything; throws `LinkcanonError` with code `invalid-options`. */
export function validateOptions(options: CanonicalizeOptions | undefined): void {
  createRunner(options, 'share')
}

/**
 * What is wrong with `options`, in the core's words (the message `validateOptions` throws), or
 * `undefined` when they are fine: for a caller that says it in its own error, after its own
 * context (a command, a rule's name, a config file's key).
 */
export function optionsProblem(options: CanonicalizeOptions | undefined): string | undefined {
  try {
    validateOptions(options)
  } catch (error) {
    if (isLinkcanonError(error)) return error.message
    throw error
  }
}
