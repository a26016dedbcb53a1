import { LinkcanonError } from '../errors.js'
import { partsOf, queryEnd, simpleParts, withoutTrailingDots, type RawParts } from '../parse/parts.js'
import { parsedParts } from '../parse/platform.js'
import { locate, scan, type Shape } from '../parse/scan.js'
import { addScheme, httpSchemeEnd } from '../parse/scheme.js'
import { checkHost, checkPort, fail } from '../parse/validate.js'
import type { Preset } from '../presets.js'
import type { CompiledRules, ParamContext } from '../rules/compile.js'
import { signedResult, type SignedSettings } from '../rules/signed.js'
import { serializeParts, spliceParts } from '../serialize/serialize.js'
import { planOf, runPlan } from '../steps/index.js'
import { firstTracker } from '../steps/query.js'
import type { UrlState } from '../steps/state.js'
import type { CanonicalizeResult, Change } from '../types.js'

/** A compiled preset: the function that canonicalizes with it. */
export type Runner = (input: string) => CanonicalizeResult

/** Test switches of the pipeline's runner (`createRunner`). */
export interface RunnerSettings {
  /**
   * `false` sends every URL of a parsed-parts preset through the platform parser, runs the
   * steps of an as-written preset also on a URL without trackers, and searches every changed
   * URL for a signature: the property tests hold both routes equal. Default `true`.
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
    if (input.indexOf('\t') >= 0 || input.indexOf('\n') >= 0 || input.indexOf('\r') >= 0)
      input = input.replace(TAB_OR_NEWLINE, '')
  }
  if (input === '') throw new LinkcanonError('invalid-url', 'The URL is empty')
  if (httpSchemeEnd(input) >= 0) return input
  if (preset.parts === 'written' && input.charCodeAt(0) <= 0x20)
    fail('invalid-url', input, 'it starts with white space')
  return addScheme(input, preset, changes)
}

/** The rules' context of a URL from the text as written (host lower case, no trailing dot). */
function writtenContextOf(input: string): ParamContext {
  const s = locate(input, scan(input, httpSchemeEnd(input), true))
  const host = withoutTrailingDots(input.slice(s.hostStart, s.hostEnd).toLowerCase())
  return { host, path: input.slice(s.pathEnd, s.queryStart >= 0 ? s.queryStart : queryEnd(input, s)), url: input }
}

/** What a run needs besides the input: the preset, its compiled rules and plan, the test switch. */
interface Compiled {
  preset: Preset
  rules: CompiledRules
  plan: Uint8Array
  fastPath: boolean
  signed: SignedSettings | null
}

function run(original: string, c: Compiled): CanonicalizeResult {
  if (typeof original !== 'string') notAString(original)
  const written = c.preset.parts === 'written'
  const changes: Change[] = []
  let input = original
  let schemeEnd = written ? httpSchemeEnd(input) : -1
  if (schemeEnd < 0) {
    input = prepare(original, c.preset, changes)
    schemeEnd = httpSchemeEnd(input)
  }
  const shape = scan(input, schemeEnd, written)
  if (!written) return runParsed(original, input, shape, c, changes)
  const result = runWritten(input, shape, c, changes)
  return c.signed === null ? result : signedResult(result, original, c.preset, c.signed, undefined)
}

/** The result with the steps' notes (`kept-param`), if any. */
function withNotes(result: CanonicalizeResult, state: UrlState): CanonicalizeResult {
  if (state.notes !== undefined) result.notes = state.notes
  return result
}

/** Run the preset's steps over `out` and give the state they leave (every state is made here: all have one shape). */
function runSteps(input: string, raw: RawParts, out: RawParts, c: Compiled, changes: Change[], from: number): UrlState {
  const { preset, signed } = c
  const state: UrlState = {
    input,
    raw,
    out,
    parts: preset.parts,
    rules: c.rules,
    changes,
    context: undefined,
    notes: undefined,
    isSignatureKey: preset.parts === 'written' || signed === null ? null : signed.signatures.isOwnKey,
    signatureKey: undefined,
    queryFrom: from
  }
  runPlan(c.plan, state, preset)
  return state
}

/** Steps over the parts as written; only the spans they change are replaced. */
function runWritten(input: string, shape: Shape, c: Compiled, changes: Change[]): CanonicalizeResult {
  if (input.charCodeAt(shape.schemeEnd + 1) !== 0x2f || input.charCodeAt(shape.schemeEnd + 2) !== 0x2f)
    noSlashes(input, shape)
  if (!shape.simple) {
    checkPort(input, shape.portStart >= 0 ? input.slice(shape.portStart, shape.pathEnd) : null)
    checkHost(input, input.slice(shape.hostStart, shape.hostEnd))
  }
  // No tracker (and no scheme to change): the URL is its own result, nothing built. The
  // look runs to the end: a `?` or `&` in the fragment can only give a false alarm.
  let first = -1
  if (c.fastPath && !c.preset.forceHttps) {
    const question = input.indexOf('?', shape.pathEnd)
    first = question < 0 ? -1 : firstTracker(input, question + 1, input.length, c.rules, writtenContextOf)
    if (first < 0) return { url: input, changes }
  }
  locate(input, shape)
  const raw = partsOf(input, shape)
  const out: RawParts = { ...raw }
  // (The query step starts at the segment the pre-check stopped at.)
  const queryFrom = first >= 0 && shape.queryStart >= 0 ? first - shape.queryStart - 1 : -1
  const state = runSteps(input, raw, out, c, changes, queryFrom)
  if (changes.length === 0) return withNotes({ url: input, changes }, state)
  const end = queryEnd(input, shape)
  return withNotes(
    { url: spliceParts(input, out, shape.schemeEnd, shape.queryStart >= 0 ? shape.queryStart : end, end), changes },
    state
  )
}

/**
 * Steps over the parts the URL Standard's parser gives (from the scan alone for a simple URL);
 * serialized, then checked for a signature (`original`: the input as given).
 */
function runParsed(original: string, input: string, shape: Shape, c: Compiled, changes: Change[]): CanonicalizeResult {
  if (!shape.slashes) noSlashes(input, shape)
  const raw = partsOf(input, shape)
  const simple = shape.simple && c.fastPath
  const out = simple ? simpleParts(raw, shape) : parsedParts(input, raw)
  const signed = c.signed
  const state = runSteps(input, raw, out, c, changes, -1)
  // A simple URL that no step changed is its own result, unless the parser adds the root path.
  const result = withNotes(
    { url: simple && changes.length === 0 && raw.path !== '' ? input : serializeParts(out), changes },
    state
  )
  if (signed === null) return result
  return signedResult(result, original, c.preset, signed, c.fastPath ? state.signatureKey : undefined)
}

function noSlashes(input: string, shape: Shape): never {
  fail('invalid-url', input, `expected "//" after "${input.slice(0, shape.schemeEnd + 1)}"`)
}

/**
 * The function that runs `preset`'s steps with compiled rules (and, with `signed`, leaves signed
 * URLs alone): stages 4 and 5 of the pipeline (`pipeline.ts`). It prepares the input (`http://`
 * added where the preset allows), scans it once, takes its parts (as written; for the common URL
 * what the URL parser would give, without calling it; else from the platform's URL parser), runs
 * the preset's steps over them and serializes.
 */
export function stepRunner(
  preset: Preset,
  rules: CompiledRules,
  settings: RunnerSettings = {},
  signed: SignedSettings | null = null
): Runner {
  const compiled: Compiled = { preset, rules, plan: planOf(preset.steps), fastPath: settings.fastPath ?? true, signed }
  return (input) => run(input, compiled)
}
