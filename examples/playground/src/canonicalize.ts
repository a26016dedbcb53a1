import { createCanonicalizer, isLinkcanonError, type CanonicalizeResult, type PresetName } from '@linkcanon/core'

/** What the page shows for one input line. */
export type Outcome =
  | { kind: 'empty' }
  | { kind: 'ok'; input: string; result: CanonicalizeResult }
  | { kind: 'error'; input: string; code: string | undefined; message: string }

export interface PageOptions {
  preset: PresetName
  forceHttps: boolean
}

const canonicalizers = new Map<string, (input: string) => CanonicalizeResult>()

/** The compiled canonicalizer of one preset and checkbox state (compiled once, then reused). */
function canonicalizerFor(options: PageOptions): (input: string) => CanonicalizeResult {
  const key = `${options.preset}|${options.forceHttps}`
  let canonicalizer = canonicalizers.get(key)
  if (!canonicalizer) {
    canonicalizer = createCanonicalizer({ preset: options.preset, forceHttps: options.forceHttps })
    canonicalizers.set(key, canonicalizer)
  }
  return canonicalizer
}

/** Canonicalize what the user typed; surrounding white space (from copy and paste) is ignored. */
export function outcomeOf(text: string, options: PageOptions): Outcome {
  const input = text.trim()
  if (input === '') return { kind: 'empty' }
  try {
    return { kind: 'ok', input, result: canonicalizerFor(options)(input) }
  } catch (error) {
    if (isLinkcanonError(error)) return { kind: 'error', input, code: error.code, message: error.message }
    return { kind: 'error', input, code: undefined, message: String(error) }
  }
}

export function isPresetName(value: string): value is PresetName {
  return value === 'share' || value === 'cache-key' || value === 'minimal'
}
