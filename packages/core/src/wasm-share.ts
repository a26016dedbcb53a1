/**
 * The WebAssembly fast path of the `whatwg` engine (the source is `wasm/share.ts`, in
 * AssemblyScript): for the common URL — a plain ASCII authority, a query of printable ASCII
 * with keys without `%` or `+` — it does the whole pipeline in one call and says what it
 * changed (positions in UTF-16 code units, as JavaScript slices); for any other URL
 * it declines and the JavaScript engine runs. Where WebAssembly is missing or forbidden (a
 * page's Content-Security-Policy), nothing changes but speed. The tests hold both paths equal.
 */
import { changeFromTo, makeChange, removeParam, removePort } from './messages.js'
import { hostChange } from './steps/host.js'
import { decodeFormComponent } from './form.js'
import type { Preset } from './presets.js'
import type { PlainRule } from './rules/compile.js'
import { mayHoldFunctional } from './rules/functional.js'
import type { CanonicalizeResult, Change } from './types.js'
import { shareModule } from './wasm-module.js'

interface ShareExports {
  memory: WebAssembly.Memory
  canonicalize(length: number, options: number): number
  inputOffset(): number
  outputOffset(): number
  metaOffset(): number
  rulesOffset(): number
  capacity(): number
}

/** The instance and views of its (fixed-size) memory. */
interface Loaded {
  canonicalize: (length: number, options: number) => number
  input: Uint8Array
  memory: Uint8Array
  meta: Int32Array
  output: number
  rules: number
  /** The longest input taken: three bytes of UTF-8 at most for each UTF-16 code unit, so it always fits. */
  maxLength: number
  /** The rule table in memory now (one instance serves every rule set). */
  table: Uint8Array | null
  /** The ASCII text of `memory[start, end)`. */
  text: (start: number, end: number) => string
}

// Slots of `meta` and change flags: as in wasm/share.ts.
const M_FLAGS = 0
const M_SCHEME_END = 1
const M_HOST_END = 2
const M_PORT_START = 3
const M_PATH_START = 4
const M_PATH_END = 5
const M_OUT_PATH_START = 6
const M_OUT_PATH_END = 7
const M_STRIPPED = 8
const M_REMOVED = 9
const M_HOST_START = 10
const M_HEADER = 16
const VALUE_ESCAPED = 0x40000000
const F_LOWER_SCHEME = 1
const F_LOWER_HOST = 2
const F_DEFAULT_PORT = 4
const F_REENCODE = 8
const F_SORT = 16
const F_DOT_SEGMENTS = 32
const F_TRAILING_SLASH = 64
const F_FORCE_HTTPS = 128
const F_DROP_FRAGMENT = 256
const F_PREFIX = 1024
const O_FORCE_HTTPS = 1
const O_DROP_FRAGMENT = 2
const O_STRIP_SLASH = 4
const O_HOST_PARSED = 8
/** The module's answer for a host only the URL parser can take (see `HOST` in wasm/share.ts). */
const HOST = -2

const encoder = new TextEncoder()

interface NodeBuffer {
  toString(encoding: 'latin1', start: number, end: number): string
  latin1Slice?: (start: number, end: number) => string
}
/** Node's `Buffer`, when there is one: its `latin1` decoding is the fastest way to a string. */
const nodeBuffer = (globalThis as { Buffer?: { from(buffer: ArrayBuffer): NodeBuffer } }).Buffer

function instantiate(): Loaded | null {
  try {
    const binary = atob(shareModule)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    const exports = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports as unknown as ShareExports
    const buffer = exports.memory.buffer
    const memory = new Uint8Array(buffer)
    const capacity = exports.capacity()
    let text: (start: number, end: number) => string
    if (nodeBuffer !== undefined) {
      const view = nodeBuffer.from(buffer)
      // `latin1Slice` is what `toString('latin1', …)` calls, without the argument checks.
      text = typeof view.latin1Slice === 'function' ? (start, end) => view.latin1Slice!(start, end) : (start, end) => view.toString('latin1', start, end)
    } else {
      const decoder = new TextDecoder()
      text = (start, end) => decoder.decode(memory.subarray(start, end))
    }
    return {
      canonicalize: exports.canonicalize,
      input: memory.subarray(exports.inputOffset(), exports.inputOffset() + capacity),
      memory,
      meta: new Int32Array(buffer, exports.metaOffset()),
      output: exports.outputOffset(),
      rules: exports.rulesOffset(),
      maxLength: Math.floor(capacity / 3),
      table: null,
      text
    }
  } catch {
    return null // no WebAssembly here, or not allowed: the JavaScript engine does it all
  }
}

let loaded: Loaded | null | undefined

/**
 * The rules as the module reads them (`RULES` in wasm/share.ts): for each ASCII character an
 * offset to the list of rules whose keys can start with it (0 for none), then the lists: a
 * count, then flags (1 prefix, 2 folded), length and key of each rule. `null` when it does not
 * fit (more than 255 rules start with one character, or 64 KiB in all).
 */
function ruleTable(rules: readonly PlainRule[]): Uint8Array | null {
  const lists = new Map<number, PlainRule[]>()
  for (const rule of rules) {
    for (const code of rule.first) lists.set(code, [...(lists.get(code) ?? []), rule])
  }
  const bytes: number[] = new Array<number>(256).fill(0)
  for (const [code, list] of lists) {
    if (list.length > 255) return null
    bytes[code * 2] = bytes.length & 0xff
    bytes[code * 2 + 1] = bytes.length >> 8
    bytes.push(list.length)
    for (const rule of list) {
      bytes.push((rule.prefix ? 1 : 0) | (rule.folded ? 2 : 0), rule.key.length)
      for (let i = 0; i < rule.key.length; i++) bytes.push(rule.key.charCodeAt(i))
    }
    if (bytes.length > RULES_CAPACITY - 1) return null
  }
  return Uint8Array.from(bytes)
}

/** Whether the module can run `preset`: it sorts by key only, never removes a host's trailing dot, always runs the query step. */
function supports(preset: Preset): boolean {
  return preset.engine === 'whatwg' && preset.sort === 'key' && !preset.removeTrailingDot && preset.steps.includes('query')
}

/** The upper bound of the rule table's size in memory (see `RULES` in wasm/share.ts). */
const RULES_CAPACITY = 65536

/**
 * The fast path for `preset` with these rules, or `null` when the module cannot take them (or
 * is not available). It returns `null` for a URL it declines.
 */
export function wasmShare(preset: Preset, rules: readonly PlainRule[] | null, plan: Uint8Array): ((input: string) => CanonicalizeResult | null) | null {
  if (rules === null || !supports(preset)) return null
  const table = ruleTable(rules)
  if (table === null) return null
  if (loaded === undefined) loaded = instantiate()
  const module = loaded
  if (module === null) return null
  const options = (preset.forceHttps ? O_FORCE_HTTPS : 0) | (preset.fragment === 'drop' ? O_DROP_FRAGMENT : 0) | (preset.trailingSlash === 'strip' ? O_STRIP_SLASH : 0)
  return (input) => {
    if (input.length > module.maxLength || mayHoldFunctional(preset.functional, input)) return null
    if (module.table !== table) {
      module.memory.set(table, module.rules)
      module.table = table
    }
    const length = module.canonicalize(encoder.encodeInto(input, module.input).written, options)
    if (length >= 0) return result(module, input, length, plan, null)
    return length === HOST ? withParsedHost(module, input, options, plan) : null
  }
}

const WHITE_SPACE = /[\x00-\x20\x7f]/
/** What a host from the URL parser must be for the module (anything else: the JavaScript engine, with its checks). */
const PARSED_HOST = /^[a-z0-9._-]+$/

/**
 * A host the module leaves to the URL parser (non-ASCII, `xn--` labels, a number form): let
 * the parser serialize the host alone, put that in its place and run the module again. The
 * change to report is the host step's (`hostStep`): lower case, punycode, or none.
 */
function withParsedHost(module: Loaded, input: string, options: number, plan: Uint8Array): CanonicalizeResult | null {
  const authorityStart = input.charCodeAt(4) === 0x3a ? 7 : 8
  let authorityEnd = authorityStart
  while (authorityEnd < input.length) {
    const c = input.charCodeAt(authorityEnd)
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x5c) break
    authorityEnd++
  }
  // After the user info, if any (the module checks it when it reads the URL again).
  const at = input.lastIndexOf('@', authorityEnd - 1)
  const hostStart = at >= authorityStart ? at + 1 : authorityStart
  let end = hostStart
  while (end < authorityEnd) {
    const c = input.charCodeAt(end)
    if (c === 0x3a || c === 0x5b || c === 0x25) break
    end++
  }
  // IPv6, escapes, a backslash: the JavaScript engine.
  if (input.charCodeAt(end) === 0x5b || input.charCodeAt(end) === 0x25 || input.charCodeAt(authorityEnd) === 0x5c) return null
  const host = input.slice(hostStart, end)
  const parsed = parseHost(host)
  if (parsed === null) return null
  const rewritten = input.slice(0, hostStart) + parsed + input.slice(end)
  if (rewritten.length > module.maxLength) return null
  const length = module.canonicalize(encoder.encodeInto(rewritten, module.input).written, options | O_HOST_PARSED)
  if (length < 0) return null
  return result(module, rewritten, length, plan, { original: input, change: hostChange(host, parsed) })
}

/** Hosts the parser has read (UTS 46 mapping is the slow part, and links repeat hosts); cleared when full. */
const parsedHosts = new Map<string, string | null>()
const PARSED_HOSTS_MAX = 512

/** The URL parser's serialization of `host` when the module can take it, else `null`. */
function parseHost(host: string): string | null {
  let parsed = parsedHosts.get(host)
  if (parsed !== undefined) return parsed
  parsed = null
  // White space is removed or rejected by the parser: the JavaScript engine says which.
  if (!WHITE_SPACE.test(host)) {
    try {
      const hostname = new URL(`http://${host}/`).hostname
      if (PARSED_HOST.test(hostname)) parsed = hostname
    } catch {
      // not a valid host: the JavaScript engine throws its own error
    }
  }
  if (parsedHosts.size >= PARSED_HOSTS_MAX) parsedHosts.clear()
  parsedHosts.set(host, parsed)
  return parsed
}

/** For a URL whose host was parsed first: the input as given, and the host step's change. */
interface HostRewrite {
  original: string
  change: Change | null
}

/**
 * The result the module wrote for `input`: the URL (the input itself when nothing changed) and
 * the changes, in the steps' order.
 */
function result(module: Loaded, input: string, length: number, plan: Uint8Array, rewrite: HostRewrite | null): CanonicalizeResult {
  const meta = module.meta
  const flags = meta[M_FLAGS]!
  const removed = meta[M_REMOVED]!
  const pathStart = meta[M_PATH_START]!
  const pathEnd = meta[M_PATH_END]!
  // The parser adds the root path to an empty one, without a change to report.
  if (flags === 0 && removed === 0 && pathStart !== pathEnd && (rewrite === null || rewrite.original === input)) return { url: input, changes: [] }
  // The output is often the input cut short (trackers or a slash at the end): a slice is cheaper than a decoding.
  const url = flags & F_PREFIX ? input.slice(0, length) : module.text(module.output, module.output + length)
  const changes: Change[] = []
  for (let i = 0; i < plan.length; i++) {
    switch (plan[i]) {
      case 0: {
        const schemeEnd = meta[M_SCHEME_END]!
        if (flags & F_LOWER_SCHEME) {
          const scheme = input.slice(0, schemeEnd)
          changes.push(changeFromTo('lowercase-scheme', scheme, scheme.toLowerCase()))
        }
        if (flags & F_FORCE_HTTPS) changes.push(changeFromTo('force-https', 'http', 'https'))
        break
      }
      case 2:
        if (rewrite !== null) {
          if (rewrite.change !== null) changes.push(rewrite.change)
        } else if (flags & F_LOWER_HOST) {
          const host = input.slice(meta[M_HOST_START]!, meta[M_HOST_END]!)
          changes.push(hostChange(host, host.toLowerCase())!)
        }
        break
      case 3:
        if (flags & F_DEFAULT_PORT) changes.push(removePort(input.slice(meta[M_PORT_START]!, pathStart)))
        break
      case 4:
        if (flags & F_DOT_SEGMENTS) {
          const stripped = meta[M_STRIPPED]!
          const to = url.slice(meta[M_OUT_PATH_START]!, meta[M_OUT_PATH_END]! - stripped) + '/'.repeat(stripped)
          changes.push(changeFromTo('resolve-dot-segments', input.slice(pathStart, pathEnd), to))
        }
        if (flags & F_TRAILING_SLASH) changes.push(makeChange('remove-trailing-slash'))
        break
      case 5:
        for (let r = 0; r < removed; r++) {
          const slot = M_HEADER + r * 4
          const valueStart = meta[slot + 2]!
          let value = ''
          if (valueStart >= VALUE_ESCAPED) value = decodeFormComponent(input.slice(valueStart - VALUE_ESCAPED, meta[slot + 3]!))
          else if (valueStart >= 0) value = input.slice(valueStart, meta[slot + 3]!)
          changes.push(removeParam(input.slice(meta[slot]!, meta[slot + 1]!), value))
        }
        if (flags & F_REENCODE) changes.push(makeChange('reencode-query'))
        if (flags & F_SORT) changes.push(makeChange('sort-params'))
        break
      case 6:
        if (flags & F_DROP_FRAGMENT) changes.push(makeChange('drop-fragment'))
        break
    }
  }
  return { url, changes }
}
