import type { CanonicalizeOptions, PresetName } from '../types.js'
import { importedId } from '../rules/import/report.js'
import { createRunner } from '../pipeline.js'
import type { Runner } from './runner.js'

/**
 * A stable text of an options value, equal for value-equal options: object keys sorted, each
 * value tagged with its type. `null` for what cannot be compared by value (a function, a
 * RegExp or another class instance, a symbol, a cycle or deep nesting): such options are
 * compiled on each call, never cached.
 */
function keyOf(value: unknown, depth = 0): string | null {
  if (depth > 16) return null
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value)
    case 'boolean':
    case 'number':
      return String(value)
    case 'undefined':
      return 'u'
    case 'object': {
      if (value === null) return 'n'
      if (Array.isArray(value)) {
        let text = '['
        for (const item of value as unknown[]) {
          const key = keyOf(item, depth + 1)
          if (key === null) return null
          text += key + ','
        }
        return text + ']'
      }
      const imported = importedId(value)
      if (imported !== undefined) return 'i' + imported // sealed: its identity is its value
      const proto = Object.getPrototypeOf(value) as unknown
      if (proto !== Object.prototype && proto !== null) return null
      let text = '{'
      for (const name of Object.keys(value).sort()) {
        const key = keyOf((value as Record<string, unknown>)[name], depth + 1)
        if (key === null) return null
        text += JSON.stringify(name) + ':' + key + ','
      }
      return text + '}'
    }
    default:
      return null
  }
}

/** At most this many options texts are cached (the oldest entry goes first). */
const CACHE_SIZE = 64

/** Runners by default preset and options text (`keyOf`). */
const byValue = new Map<string, Runner>()
/**
 * Runners of the common literals (`{preset}`, `{forceHttps}`, both, or none), by default preset,
 * preset and `forceHttps`.
 */
const byLiteral = new Map<string, Runner[]>()

/**
 * Options with only `preset` and/or `forceHttps`, of primitive values: the runner without
 * serializing anything; `undefined` for other options.
 */
function literalRunner(options: CanonicalizeOptions, defaultPreset: PresetName): Runner | undefined {
  for (const key in options) if (key !== 'preset' && key !== 'forceHttps') return undefined
  const preset = options.preset
  const force = options.forceHttps
  if ((preset !== undefined && typeof preset !== 'string') || (force !== undefined && typeof force !== 'boolean'))
    return undefined
  const name = preset ?? defaultPreset
  const id = defaultPreset === name ? name : defaultPreset + ' ' + name
  const slot = force === undefined ? 0 : force ? 1 : 2 // (the slot of `forceHttps`)
  const slots = byLiteral.get(id)
  let runner = slots?.[slot]
  if (runner === undefined) {
    runner = createRunner(options, defaultPreset) // throws for an unknown preset: nothing is stored
    if (slots === undefined) byLiteral.set(id, [])
    byLiteral.get(id)![slot] = runner
  }
  return runner
}

/**
 * The runner of `options`, compiled once per value: value-equal options share one runner,
 * and an options object changed after a call is read again on the next.
 */
export function cachedRunner(options: CanonicalizeOptions | undefined, defaultPreset: PresetName): Runner {
  if (options === undefined) options = {}
  else if (typeof options !== 'object' || options === null) return createRunner(options, defaultPreset)
  const literal = literalRunner(options, defaultPreset)
  if (literal !== undefined) return literal
  const text = keyOf(options)
  if (text === null) return createRunner(options, defaultPreset)
  const key = defaultPreset + ' ' + text
  let runner = byValue.get(key)
  if (runner === undefined) {
    runner = createRunner(options, defaultPreset)
    if (byValue.size >= CACHE_SIZE) byValue.delete(byValue.keys().next().value as string)
    byValue.set(key, runner)
  }
  return runner
}
