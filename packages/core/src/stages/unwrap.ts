import type { Runner } from '../entry/runner.js'
import { changeFromTo } from '../messages.js'
import type { RedirectWrapper } from '../rules/wrappers.js'
import type { Change } from '../types.js'

/** At most this many wrappers inside each other are unwrapped; a deeper chain is left as it is. */
export const MAX_UNWRAPS = 3

const HTTP_START = /^https?:\/\//i

/** `text` parsed, when it is an absolute `http:`/`https:` URL; else `null`. */
function httpUrl(text: string): URL | null {
  if (!HTTP_START.test(text)) return null
  try {
    return new URL(text)
  } catch {
    return null
  }
}

/** The target of the first wrapper that `text` is, when it is an http(s) URL; else `null`. */
function unwrapOnce(text: string, wrappers: readonly RedirectWrapper[]): string | null {
  const url = httpUrl(text.trim())
  if (url === null) return null
  for (const wrapper of wrappers) {
    const target = wrapper.target(url)
    if (target !== null) return httpUrl(target) === null ? null : target
  }
  return null
}

/**
 * Follow the wrappers `input` is made of, offline: each target is decoded exactly once and
 * must be an absolute http(s) URL. `null` when `input` is no wrapper, or when more than
 * `MAX_UNWRAPS` wrappers are nested (then the link is left as it is, and stays so on a
 * second run: idempotence).
 */
export function unwrapChain(
  input: string,
  wrappers: readonly RedirectWrapper[]
): { target: string; changes: Change[] } | null {
  let current = input
  const changes: Change[] = []
  for (;;) {
    const next = unwrapOnce(current, wrappers)
    if (next === null) break
    if (changes.length === MAX_UNWRAPS) return null
    changes.push(changeFromTo('unwrap-redirect', current, next))
    current = next
  }
  return changes.length === 0 ? null : { target: current, changes }
}

/**
 * A runner that first replaces a redirect wrapper by its target, then canonicalizes the target
 * with `run` (the same preset, with its signed-URL guard: a signed target is left as the guard
 * says, with its note). A target that `run` rejects leaves the wrapper as it is.
 */
export function withUnwrap(
  run: Runner,
  wrappers: readonly RedirectWrapper[],
  findSignature?: (input: string) => string | undefined
): Runner {
  return (input) => {
    if (typeof input !== 'string') return run(input)
    const chain = unwrapChain(input, wrappers)
    // A wrapper that carries a signature parameter itself is left to the guard, not unwrapped.
    if (chain === null || findSignature?.(input) !== undefined) return run(input)
    let result
    try {
      result = run(chain.target)
    } catch {
      return run(input)
    }
    const changes = [...chain.changes, ...result.changes]
    return result.notes === undefined ? { url: result.url, changes } : { url: result.url, changes, notes: result.notes }
  }
}
