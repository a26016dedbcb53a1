import { LinkcanonError, type LinkcanonErrorCode } from './errors.js'
import { makeChange } from './messages.js'
import { schemeOf, serializeParts, type RawParts } from './parse.js'
import type { Preset } from './presets.js'
import type { CompiledRules, ParamContext } from './rules/compile.js'
import { hasDotSegment, httpSchemeEnd, plainAuthorityEnd, resolveDotSegments, scan, type Shape } from './shape.js'
import type { UrlState } from './state.js'
import { runPlan } from './steps/index.js'
import { DEFAULT_PORTS } from './steps/port.js'
import { hasTracker } from './steps/query.js'
import type { CanonicalizeResult, Change } from './types.js'
import { wasmShare } from './wasm-share.js'

const TAB_OR_NEWLINE = /[\t\n\r]/g
const BAD_PARSED_HOST = /[%\x00-\x20#/:<>?@[\\\]^|]/
/** What a host as written may not contain (the WHATWG forbidden host code points, minus `%`). */
const BAD_HOST = /[\x00-\x20#/:<>?@[\\\]^|]/
const IPV6 = /^\[[0-9A-Fa-f:.]+\]$/

/**
 * Test hooks: `fastPath: false` sends every URL through the platform parser (`whatwg`) or the
 * full scan (`raw`); `wasm: false` turns the WebAssembly fast path off (runners made after).
 */
export const engineSettings = { fastPath: true, wasm: true }

function fail(code: LinkcanonErrorCode, input: string, why: string): never {
  throw new LinkcanonError(code, `"${input}" is not a valid URL: ${why}`, input)
}

function notAString(input: unknown): never {
  throw new LinkcanonError('invalid-url', `Expected a URL string; got ${input === null ? 'null' : typeof input}`)
}

/**
 * The input does not start with `http:`/`https:`. Prepend `http://` when the preset allows and
 * there is no scheme; else reject. Returns the input to parse.
 */
function addScheme(input: string, preset: Preset, changes: Change[]): string {
  const scheme = schemeOf(input)
  if (scheme === null) {
    if (!preset.addScheme) fail('unsupported-scheme', input, 'it has no scheme; write http:// or https:// before it')
    changes.push(makeChange('add-scheme'))
    return input.startsWith('//') ? 'http:' + input : 'http://' + input
  }
  throw new LinkcanonError('unsupported-scheme', `Unsupported scheme "${scheme}:" in "${input}": only http and https URLs are canonicalized`, input)
}

function checkPort(input: string, port: string | null): void {
  if (port === null || port === '') return
  if (!/^\d+$/.test(port) || Number(port) > 65535) fail('invalid-port', input, `the port "${port}" is not a number from 0 to 65535`)
}

function checkHost(input: string, host: string): void {
  if (host === '') fail('invalid-host', input, 'it has no host')
  if (host.startsWith('[') ? !IPV6.test(host) : BAD_HOST.test(host)) fail('invalid-host', input, `the host "${host}" is not valid`)
}

function trimControls(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && text.charCodeAt(start) <= 0x20) start++
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--
  return text.slice(start, end)
}

/** The context of the rules, from the text as written (the `raw` engine's pre-check). */
function rawContext(input: string, s: Shape): ParamContext {
  let host = input.slice(s.hostStart, s.hostEnd).toLowerCase()
  while (host.endsWith('.')) host = host.slice(0, -1)
  return { host, path: input.slice(s.pathEnd, s.queryStart >= 0 ? s.queryStart : s.hashStart >= 0 ? s.hashStart : input.length) }
}

/** The parts as written, sliced from the scan. */
function partsOf(input: string, s: Shape): RawParts {
  const queryEnd = s.hashStart >= 0 ? s.hashStart : input.length
  return {
    scheme: input.slice(0, s.schemeEnd),
    userinfo: s.at >= 0 ? input.slice(s.authorityStart, s.at) : null,
    host: input.slice(s.hostStart, s.hostEnd),
    port: s.portStart >= 0 ? input.slice(s.portStart, s.pathEnd) : null,
    path: input.slice(s.pathEnd, s.queryStart >= 0 ? s.queryStart : queryEnd),
    query: s.queryStart >= 0 ? input.slice(s.queryStart + 1, queryEnd) : null,
    fragment: s.hashStart >= 0 ? input.slice(s.hashStart + 1) : null
  }
}

/** The parts the URL parser would give for a simple URL (see `Shape.simple`), without calling it. */
function simpleParts(raw: RawParts, shape: Shape): RawParts {
  const scheme = raw.scheme.length === 4 ? 'http' : 'https'
  return {
    scheme: raw.scheme,
    userinfo: null,
    host: shape.upper ? raw.host.toLowerCase() : raw.host,
    port: raw.port === null || raw.port === DEFAULT_PORTS[scheme] ? null : raw.port,
    path: raw.path === '' ? '/' : raw.path,
    query: raw.query,
    fragment: raw.fragment
  }
}

/** The parts the platform's URL parser gives. */
function parsedParts(input: string, raw: RawParts): RawParts {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    checkPort(input, raw.port)
    checkHost(input, raw.host)
    if (raw.host.includes('%')) fail('invalid-host', input, `the host "${raw.host}" is not valid`)
    fail('invalid-url', input, 'the URL parser rejects it')
  }
  if (url.hostname === '') fail('invalid-host', input, 'it has no host')
  // The URL Standard rejects forbidden host code points, also percent-encoded; some browsers'
  // parsers keep them percent-encoded (Chromium: `http://a b/` → `a%20b`). Reject them everywhere.
  if (!url.hostname.startsWith('[') && BAD_PARSED_HOST.test(url.hostname)) fail('invalid-host', input, `the host "${raw.host}" is not valid`)
  return {
    scheme: raw.scheme,
    userinfo: url.username || url.password ? url.username + (url.password ? ':' + url.password : '') : null,
    host: url.hostname,
    port: url.port === '' ? null : url.port,
    // Node 20's parser leaves some dot segments after a segment that starts with a dot
    // (`/a/.a/..`); resolve what it left, as the URL Standard (and browsers) do.
    path: hasDotSegment(url.pathname) ? resolveDotSegments(url.pathname) : url.pathname,
    query: raw.query === null ? null : url.search.slice(1),
    fragment: raw.fragment === null ? null : url.hash.slice(1)
  }
}

/** The result with the steps' notes, if any. */
function withNotes(result: CanonicalizeResult, state: UrlState): CanonicalizeResult {
  if (state.notes !== undefined) result.notes = state.notes
  return result
}

/** The `whatwg` engine: parse once (fast path or the platform parser), run the steps, serialize. */
function runWhatwg(original: string, preset: Preset, rules: CompiledRules, plan: Uint8Array): CanonicalizeResult {
  let input = original
  // As the URL parser does: strip C0 controls and spaces at both ends, remove tabs and newlines.
  if (input.charCodeAt(0) <= 0x20 || input.charCodeAt(input.length - 1) <= 0x20) input = trimControls(input)
  if (input.indexOf('\t') >= 0 || input.indexOf('\n') >= 0 || input.indexOf('\r') >= 0) input = input.replace(TAB_OR_NEWLINE, '')
  if (input === '') throw new LinkcanonError('invalid-url', 'The URL is empty')
  const changes: Change[] = []
  let schemeEnd = httpSchemeEnd(input)
  if (schemeEnd < 0) {
    input = addScheme(input, preset, changes)
    schemeEnd = httpSchemeEnd(input)
    if (schemeEnd < 0) fail('invalid-url', input, 'it does not start with a scheme')
  }
  const shape = scan(input, schemeEnd)
  if (!shape.slashes) fail('invalid-url', input, `expected "//" after "${input.slice(0, schemeEnd + 1)}"`)
  const raw = partsOf(input, shape)
  const simple = shape.simple && engineSettings.fastPath
  const out = simple ? simpleParts(raw, shape) : parsedParts(input, raw)
  const state: UrlState = { input, raw, out, engine: 'whatwg', rules, changes, context: undefined, notes: undefined }
  runPlan(plan, state, preset)
  // A simple URL that no step changed is its own result, unless the parser adds the root path.
  return withNotes({ url: simple && changes.length === 0 && raw.path !== '' ? input : serializeParts(out), changes }, state)
}

/** The rules' context of a URL, from the text as written, for scoped rules of the raw engine's pre-check. */
function rawContextOf(input: string): ParamContext {
  return rawContext(input, scan(input, httpSchemeEnd(input), true))
}

/**
 * The shape of a URL with a plain authority (see `plainAuthorityEnd`), from where its path
 * starts: no scan needed, the authority has no user info and no character to check.
 */
function plainShape(input: string, pathStart: number): Shape {
  const schemeEnd = input.charCodeAt(4) === 0x3a ? 4 : 5
  const hostStart = schemeEnd + 3
  const colon = input.lastIndexOf(':', pathStart - 1)
  const portStart = colon > schemeEnd ? colon + 1 : -1
  const hashStart = input.indexOf('#', pathStart)
  const question = input.indexOf('?', pathStart)
  const queryStart = question >= 0 && (hashStart < 0 || question < hashStart) ? question : -1
  return {
    schemeEnd,
    authorityStart: hostStart,
    at: -1,
    hostStart,
    hostEnd: portStart >= 0 ? colon : pathStart,
    portStart,
    pathEnd: pathStart,
    queryStart,
    hashStart,
    slashes: true,
    upper: false, // not looked at by the raw engine
    simple: true
  }
}

/**
 * The shape of `input` for the `raw` engine, with its checks (a typed error for what is not
 * a valid URL); `null` when it has no tracker (unless the preset forces HTTPS), so that it
 * comes back as it is. A plain authority (`plainAuthorityEnd`) skips the scan: the common case.
 */
function rawShape(input: string, preset: Preset, rules: CompiledRules): Shape | null {
  const pathStart = engineSettings.fastPath ? plainAuthorityEnd(input) : -1
  if (pathStart >= 0) {
    if (!preset.forceHttps) {
      const question = input.indexOf('?', pathStart)
      // Keys stop at `#`; a `?` or `&` in the fragment can only give a false alarm, which the query step clears.
      if (question < 0 || !hasTracker(input, question + 1, input.length, rules, rawContextOf)) return null
    }
    return plainShape(input, pathStart)
  }
  const schemeEnd = httpSchemeEnd(input)
  if (schemeEnd < 0) {
    if (input.charCodeAt(0) <= 0x20) fail('invalid-url', input, 'it starts with white space')
    addScheme(input, preset, [])
  }
  const shape = scan(input, schemeEnd, true)
  if (input.charCodeAt(schemeEnd + 1) !== 0x2f || input.charCodeAt(schemeEnd + 2) !== 0x2f) {
    fail('invalid-url', input, `expected "//" after "${input.slice(0, schemeEnd + 1)}"`)
  }
  if (!shape.simple) {
    const host = input.slice(shape.hostStart, shape.hostEnd)
    checkPort(input, shape.portStart >= 0 ? input.slice(shape.portStart, shape.pathEnd) : null)
    checkHost(input, host)
  }
  if (!preset.forceHttps) {
    if (shape.queryStart < 0) return null
    const queryEnd = shape.hashStart >= 0 ? shape.hashStart : input.length
    if (!hasTracker(input, shape.queryStart + 1, queryEnd, rules, () => rawContext(input, shape))) return null
  }
  return shape
}

/** The `raw` engine: only the spans that change are replaced; every other byte stays. */
function runRaw(input: string, preset: Preset, rules: CompiledRules, plan: Uint8Array): CanonicalizeResult {
  if (input === '') throw new LinkcanonError('invalid-url', 'The URL is empty')
  const shape = rawShape(input, preset, rules)
  if (shape === null) return { url: input, changes: [] }
  const raw = partsOf(input, shape)
  const out: RawParts = { ...raw }
  const changes: Change[] = []
  const state: UrlState = { input, raw, out, engine: 'raw', rules, changes, context: undefined, notes: undefined }
  runPlan(plan, state, preset)
  if (changes.length === 0) return withNotes({ url: input, changes }, state)
  // Splice: the scheme and the query are the only spans the raw steps change.
  const queryEnd = shape.hashStart >= 0 ? shape.hashStart : input.length
  const queryStart = shape.queryStart >= 0 ? shape.queryStart : queryEnd
  const url = out.scheme + input.slice(shape.schemeEnd, queryStart) + (out.query === null ? '' : '?' + out.query) + input.slice(queryEnd)
  return withNotes({ url, changes }, state)
}

/** The function that runs `preset` with compiled rules and the preset's plan (`planOf(preset.steps)`), the engine chosen once. */
export function runner(preset: Preset, rules: CompiledRules, plan: Uint8Array): (input: string) => CanonicalizeResult {
  const engine = preset.engine === 'raw' ? runRaw : runWhatwg
  const wasm = engineSettings.wasm && engineSettings.fastPath ? wasmShare(preset, rules.plainRules, plan) : null
  if (wasm !== null) {
    return (input) => {
      if (typeof input !== 'string') notAString(input)
      return wasm(input) ?? engine(input, preset, rules, plan)
    }
  }
  return (input) => {
    if (typeof input !== 'string') notAString(input)
    return engine(input, preset, rules, plan)
  }
}
