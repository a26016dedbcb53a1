import { LinkcanonError } from '../errors.js'
import { partsOf, queryEnd, simpleParts, type RawParts } from '../parse/parts.js'
import { parsedParts } from '../parse/platform.js'
import { locate, scan } from '../parse/scan.js'
import { addScheme, httpSchemeEnd } from '../parse/scheme.js'
import { checkHost, checkPort, fail } from '../parse/validate.js'
import type { Preset } from '../presets.js'
import type { CompiledRules, ParamContext } from '../rules/compile.js'
import { serializeParts, spliceParts } from '../serialize/serialize.js'
import { planOf, runPlan } from '../steps/index.js'
import { hasTracker } from '../steps/query.js'
import type { UrlState } from '../steps/state.js'
import type { CanonicalizeResult, Change } from '../types.js'

/**
 * The one pipeline every preset runs: prepare the input (`http://` added where the preset
 * allows), scan it once, take its parts (as written; for the common URL what the URL parser
 * would give, without calling it; else from the platform's URL parser), run the preset's
 * steps over them, serialize.
 */

/** A compiled preset: the function that canonicalizes with it. */
export type Runner = (input: string) => CanonicalizeResult

/** Test switches of `createRunner`. */
export interface RunnerSettings {
  /**
   * `false` sends every URL of a parsed-parts preset through the platform parser, and runs
   * the steps of an as-written preset also on a URL without trackers: the property tests
   * hold both routes equal. Default `true`.
   */
  fastPath?: boolean
}

const TAB_OR_NEWLINE = /[\t\n\r]/g

function notAString(input: unknown): never {
  throw new LinkcanonError('invalid-url', `Expected a URL string; got ${input === null ? 'null' : typeof input}`)
}

function trimControls(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && text.charCodeAt(start) <= 0x20) start++
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--
  return text.slice(start, end)
}

/**
 * The text to scan: it starts with `http:` or `https:`. A parsed-parts preset first strips
 * what the URL parser strips (C0 controls and spaces at both ends, tabs and newlines).
 */
function prepare(original: string, preset: Preset, changes: Change[]): string {
  let input = original
  if (preset.parts === 'parsed') {
    if (input.charCodeAt(0) <= 0x20 || input.charCodeAt(input.length - 1) <= 0x20) input = trimControls(input)
    if (input.indexOf('\t') >= 0 || input.indexOf('\n') >= 0 || input.indexOf('\r') >= 0) input = input.replace(TAB_OR_NEWLINE, '')
  }
  if (input === '') throw new LinkcanonError('invalid-url', 'The URL is empty')
  if (httpSchemeEnd(input) >= 0) return input
  if (preset.parts === 'written' && input.charCodeAt(0) <= 0x20) fail('invalid-url', input, 'it starts with white space')
  return addScheme(input, preset, changes)
}

/** The rules' context of a URL from the text as written (host lower case, no trailing dot). */
function writtenContextOf(input: string): ParamContext {
  const s = locate(input, scan(input, httpSchemeEnd(input), true))
  let host = input.slice(s.hostStart, s.hostEnd).toLowerCase()
  while (host.endsWith('.')) host = host.slice(0, -1)
  return { host, path: input.slice(s.pathEnd, s.queryStart >= 0 ? s.queryStart : queryEnd(input, s)) }
}

function run(original: string, preset: Preset, rules: CompiledRules, plan: Uint8Array, fastPath: boolean): CanonicalizeResult {
  if (typeof original !== 'string') notAString(original)
  const changes: Change[] = []
  const written = preset.parts === 'written'
  let input = original
  let schemeEnd = written ? httpSchemeEnd(input) : -1
  if (schemeEnd < 0) {
    input = prepare(original, preset, changes)
    schemeEnd = httpSchemeEnd(input)
  }
  const shape = scan(input, schemeEnd, written)
  const slash = input.charCodeAt(schemeEnd + 1) === 0x2f && input.charCodeAt(schemeEnd + 2) === 0x2f
  if (!(written ? slash : shape.slashes)) fail('invalid-url', input, `expected "//" after "${input.slice(0, schemeEnd + 1)}"`)
  if (written) {
    if (!shape.simple) {
      checkPort(input, shape.portStart >= 0 ? input.slice(shape.portStart, shape.pathEnd) : null)
      checkHost(input, input.slice(shape.hostStart, shape.hostEnd))
    }
    // No tracker (and no scheme to change): the URL is its own result, nothing built. The
    // look runs to the end: a `?` or `&` in the fragment can only give a false alarm.
    if (fastPath && !preset.forceHttps) {
      const question = input.indexOf('?', shape.pathEnd)
      if (question < 0 || !hasTracker(input, question + 1, input.length, rules, writtenContextOf)) return { url: input, changes }
    }
    locate(input, shape)
  }
  const end = queryEnd(input, shape)
  const raw = partsOf(input, shape)
  const simple = shape.simple && fastPath
  const out: RawParts = written ? { ...raw } : simple ? simpleParts(raw, shape) : parsedParts(input, raw)
  const state: UrlState = { input, raw, out, parts: preset.parts, rules, changes, context: undefined }
  runPlan(plan, state, preset)
  if (written) return { url: changes.length === 0 ? input : spliceParts(input, out, schemeEnd, shape.queryStart >= 0 ? shape.queryStart : end, end), changes }
  // A simple URL that no step changed is its own result, unless the parser adds the root path.
  return { url: simple && changes.length === 0 && raw.path !== '' ? input : serializeParts(out), changes }
}

/** The function that runs `preset` with compiled rules. */
export function createRunner(preset: Preset, rules: CompiledRules, settings: RunnerSettings = {}): Runner {
  const plan = planOf(preset.steps)
  const fastPath = settings.fastPath ?? true
  return (input) => run(input, preset, rules, plan, fastPath)
}
