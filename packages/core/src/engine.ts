import { LinkcanonError } from './errors.js'
import { makeChange } from './messages.js'
import { schemeOf, serializeParts, splitUrl, type RawParts } from './parse.js'
import type { Preset } from './presets.js'
import type { CompiledRules } from './rules/compile.js'
import type { UrlState } from './state.js'
import { steps } from './steps/index.js'
import type { CanonicalizeResult, Change } from './types.js'

const HTTP_SCHEME = /^https?$/i
/** Code points the URL parser strips from both ends of its input. */
const EDGE_SPACE = /^[\x00-\x20]+|[\x00-\x20]+$/g
/** What a host as written may not contain (the WHATWG forbidden host code points, minus `%`). */
const BAD_HOST = /[\x00-\x20#/:<>?@[\\\]^|]/
const IPV6 = /^\[[0-9A-Fa-f:.]+\]$/

function fail(code: ConstructorParameters<typeof LinkcanonError>[0], input: string, why: string): never {
  throw new LinkcanonError(code, `"${input}" is not a valid URL: ${why}`, input)
}

/** Check the scheme; return its length. Adds `http://` when the preset allows. */
function checkScheme(input: string, preset: Preset, changes: Change[]): string {
  const scheme = schemeOf(input)
  if (scheme === null) {
    if (!preset.addScheme) fail('unsupported-scheme', input, 'it has no scheme; write http:// or https:// before it')
    changes.push(makeChange('add-scheme'))
    return input.startsWith('//') ? 'http:' + input : 'http://' + input
  }
  if (!HTTP_SCHEME.test(scheme)) {
    throw new LinkcanonError(
      'unsupported-scheme',
      `Unsupported scheme "${scheme}:" in "${input}": only http and https URLs are canonicalized`,
      input
    )
  }
  return input
}

function checkPort(input: string, port: string | null): void {
  if (port === null || port === '') return
  if (!/^\d+$/.test(port) || Number(port) > 65535) {
    fail('invalid-port', input, `the port "${port}" is not a number from 0 to 65535`)
  }
}

function checkHost(input: string, host: string): void {
  if (host === '') fail('invalid-host', input, 'it has no host')
  if (host.startsWith('[') ? !IPV6.test(host) : BAD_HOST.test(host)) {
    fail('invalid-host', input, `the host "${host}" is not valid`)
  }
}

function emptyInput(input: unknown): never {
  if (typeof input !== 'string') {
    throw new LinkcanonError('invalid-url', `Expected a URL string; got ${input === null ? 'null' : typeof input}`)
  }
  throw new LinkcanonError('invalid-url', 'The URL is empty')
}

/** The `whatwg` engine: the platform parses once; the steps compare it with the raw parts. */
function runWhatwg(original: string, preset: Preset, rules: CompiledRules): CanonicalizeResult {
  const trimmed = original.replace(EDGE_SPACE, '')
  if (trimmed === '') emptyInput(original)
  const changes: Change[] = []
  const input = checkScheme(trimmed, preset, changes)
  const schemeLength = input.indexOf(':')
  const raw = splitUrl(input, schemeLength)
  let url: URL
  try {
    url = new URL(input)
  } catch {
    checkPort(input, raw.port)
    checkHost(input, raw.host)
    fail('invalid-url', input, 'the URL parser rejects it')
  }
  if (url.hostname === '') fail('invalid-host', input, 'it has no host')
  const user = url.username || url.password ? url.username + (url.password ? ':' + url.password : '') : null
  const out: RawParts = {
    scheme: raw.scheme,
    userinfo: user,
    host: url.hostname,
    port: url.port === '' ? null : url.port,
    path: url.pathname,
    query: raw.query === null ? null : url.search.slice(1),
    fragment: raw.fragment === null ? null : url.hash.slice(1)
  }
  const state: UrlState = { input, raw, out, url, rules, changes }
  for (const name of preset.steps) steps[name](state, preset)
  return { url: serializeParts(out), changes }
}

/** The `raw` engine: only the spans that change are replaced; every other byte stays. */
function runRaw(input: string, preset: Preset, rules: CompiledRules): CanonicalizeResult {
  if (input === '') emptyInput(input)
  const scheme = schemeOf(input)
  if (scheme === null || !HTTP_SCHEME.test(scheme)) {
    if (scheme === null && /^[\x00-\x20]/.test(input)) fail('invalid-url', input, 'it starts with white space')
    checkScheme(input, preset, [])
  }
  const schemeLength = (scheme as string).length
  if (input.charCodeAt(schemeLength + 1) !== 0x2f || input.charCodeAt(schemeLength + 2) !== 0x2f) {
    fail('invalid-url', input, `expected "//" after "${scheme}:"`)
  }
  const raw = splitUrl(input, schemeLength)
  checkPort(input, raw.port)
  checkHost(input, raw.host)
  if (raw.query === null && !preset.forceHttps) return { url: input, changes: [] }
  const out: RawParts = { ...raw }
  const changes: Change[] = []
  const state: UrlState = { input, raw, out, url: null, rules, changes }
  for (const name of preset.steps) steps[name](state, preset)
  if (changes.length === 0) return { url: input, changes }
  // Splice: the scheme and the query are the only spans the raw steps change.
  const fragmentStart = raw.fragment === null ? input.length : input.length - raw.fragment.length - 1
  const queryStart = raw.query === null ? fragmentStart : fragmentStart - raw.query.length - 1
  const url =
    out.scheme +
    input.slice(schemeLength, queryStart) +
    (out.query === null ? '' : '?' + out.query) +
    input.slice(fragmentStart)
  return { url, changes }
}

/** Run `preset` on `input` with compiled rules. */
export function run(input: string, preset: Preset, rules: CompiledRules): CanonicalizeResult {
  if (typeof input !== 'string') emptyInput(input)
  return preset.engine === 'raw' ? runRaw(input, preset, rules) : runWhatwg(input, preset, rules)
}
