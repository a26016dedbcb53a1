import { createCanonicalizer, isLinkcanonError, type CanonicalizeResult, type PresetName } from '@linkcanon/core'

/** What the page shows for one input line. */
export type Outcome =
  | { kind: 'empty' }
  | { kind: 'ok'; input: string; result: CanonicalizeResult }
  | { kind: 'error'; input: string; code: string | undefined; message: string }
  /** Batch: a `# linkcanon-disable…` comment keeps this line as it is. */
  | { kind: 'kept'; input: string }
  /** Batch: an unused or unknown `# linkcanon-…` directive. */
  | { kind: 'directive'; input: string; message: string }

export interface PageOptions {
  preset: PresetName
  forceHttps: boolean
  /** Keys a batch directive keeps (`# linkcanon-disable-next-line utm_source`). */
  keep?: readonly string[]
}

const canonicalizers = new Map<string, (input: string) => CanonicalizeResult>()

/** The compiled canonicalizer of one preset and checkbox state (compiled once, then reused). */
function canonicalizerFor(options: PageOptions): (input: string) => CanonicalizeResult {
  const keep = options.keep ?? []
  const key = `${options.preset}|${options.forceHttps}|${keep.join(',')}`
  let canonicalizer = canonicalizers.get(key)
  if (!canonicalizer) {
    canonicalizer = createCanonicalizer({
      preset: options.preset,
      forceHttps: options.forceHttps,
      ...(keep.length > 0 ? { keep: [...keep] } : {})
    })
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
