import { invalidOptions } from '../errors.js'
import { checkProperties, isRecord } from './shape.js'
import { builtinSignedParams } from './data/signed.js'
import { decodeFormComponent } from '../parse/form.js'
import { makeNote } from '../notes.js'
import type { Preset } from '../presets.js'
import type { CanonicalizeResult, ChangeType } from '../types.js'

/**
 * One entry of the `signedParams` option: a key (`'token_sig'`), or a key that counts only
 * when one of the `with` keys is in the query too (`{key: 'hmac', with: ['expires']}`).
 */
export type SignedParam = string | { key: string; with?: readonly string[] | undefined }

/** A signature parameter, with the provider it stands for (shown in docs). */
export interface SignedRule {
  key: string
  with?: readonly string[]
  note: string
}

/** Finds the signature parameter of a URL: its key as written (decoded), or `undefined`. */
export type SignatureFinder = (input: string) => string | undefined

/** The compiled `signedParams` option. */
export interface Signatures {
  find: SignatureFinder
  /**
   * Whether a decoded key is a signature's own key (`X-Amz-Signature`…, case ignored): a URL
   * whose query has none carries no signature, which the query step notes as it reads the keys
   * (`UrlState.signatureKey`). `null` when a key holds a character the URL parser strips
   * (white space, controls): then the keys it reads may differ from the text as written.
   */
  isOwnKey: ((key: string) => boolean) | null
}

function badEntry(entry: unknown): never {
  throw invalidOptions(
    `"signedParams" entries must be non-empty keys or objects {key, with?: [keys]}; got ${JSON.stringify(entry)}`
  )
}

function isKey(value: unknown): value is string {
  return typeof value === 'string' && value !== ''
}

/** Check one `signedParams` entry (the `index`th) and give it as a rule. */
function ruleOf(entry: unknown, index: number): { key: string; with?: readonly string[] } {
  if (isKey(entry)) return { key: entry }
  if (!isRecord(entry)) badEntry(entry)
  checkProperties(entry, 'signed parameter', `signedParams[${index}]`)
  const { key, with: others } = entry
  if (!isKey(key)) badEntry(entry)
  if (others === undefined) return { key }
  if (!Array.isArray(others) || others.length === 0 || !others.every(isKey)) badEntry(entry)
  return { key, with: others as string[] }
}

/** Which keys the finder reads: the names, and two filters that pass over the other keys unread. */
interface Names {
  /** The keys that count (lower case). */
  keys: ReadonlySet<string>
  /** By ASCII code unit: `1` when a key as written starting with it may decode to a name (`%`, `+` too). */
  firstChars: Uint8Array
  /** By length: `1` when a name has it (for keys that decode to themselves). */
  lengths: Uint8Array
}

function namesOf(keys: ReadonlySet<string>): Names {
  const firstChars = new Uint8Array(128)
  firstChars[0x25] = 1
  firstChars[0x2b] = 1
  const lengths = new Uint8Array(Math.max(...[...keys].map((key) => key.length)) + 1)
  for (const key of keys) {
    lengths[key.length] = 1
    const c = key.charCodeAt(0)
    if (c < 128) firstChars[c] = 1
    if (c >= 0x61 && c <= 0x7a) firstChars[c - 0x20] = 1
  }
  return { keys, firstChars, lengths }
}

/**
 * The keys of the query of `input` (from the first `?` to `#`; pairs split at `&` and, as some
 * servers do, at `;`, so that no signature is missed) that are among `names`, each
 * lower-cased and mapped to its first spelling as written (decoded); `null` when none is. A key
 * is read only when its first character may start a name (any non-ASCII one may: it can
 * lower-case to ASCII), and sliced only when it holds an escape or has a name's length.
 */
function namedKeys(input: string, question: number, names: Names): Map<string, string> | null {
  const { keys, firstChars, lengths } = names
  let found: Map<string, string> | null = null
  let end = input.indexOf('#', question)
  if (end < 0) end = input.length
  // The next `;` from `start` on (or -1), looked for again only once passed: one pass over the query.
  let semicolon = input.indexOf(';', question)
  for (let start = question + 1; start < end;) {
    const first = input.charCodeAt(start)
    if (first >= 128 || firstChars[first] === 1) {
      let keyEnd = start
      let escaped = first >= 128
      for (; keyEnd < end; keyEnd++) {
        const c = input.charCodeAt(keyEnd)
        if (c === 0x26 || c === 0x3d || c === 0x3b) break
        if (c === 0x25 || c === 0x2b) escaped = true
      }
      const length = keyEnd - start
      if (escaped || (length < lengths.length && lengths[length] === 1)) {
        const key = decodeFormComponent(input.slice(start, keyEnd))
        const lower = key.toLowerCase()
        if (keys.has(lower) && !(found ??= new Map()).has(lower)) found.set(lower, key)
      }
    }
    if (semicolon >= 0 && semicolon < start) semicolon = input.indexOf(';', start)
    const amp = input.indexOf('&', start)
    const next = amp < 0 ? semicolon : semicolon < 0 ? amp : Math.min(amp, semicolon)
    if (next < 0 || next >= end) break
    start = next + 1
  }
  return found
}

/**
 * Compile the built-in signature parameters and the `signedParams` option into a finder.
 * Throws `LinkcanonError('invalid-options')` for a bad option.
 */
export function compileSigned(option: unknown): Signatures {
  if (option !== undefined && !Array.isArray(option)) {
    throw invalidOptions(`"signedParams" must be a list of keys or {key, with} objects; got ${JSON.stringify(option)}`)
  }
  const rules = [...builtinSignedParams, ...((option as readonly unknown[] | undefined) ?? []).map(ruleOf)].map(
    (rule) => ({
      key: rule.key.toLowerCase(),
      with: rule.with?.map((key) => key.toLowerCase())
    })
  )
  const keys = new Set<string>()
  for (const rule of rules) for (const key of [rule.key, ...(rule.with ?? [])]) keys.add(key)
  const names = namesOf(keys)
  // A first look for the signatures' own keys, which fewer keys as written can start: most
  // queries have none, and are not read for the keys that come with them.
  const signatures = namesOf(new Set(rules.map((rule) => rule.key)))
  const find: SignatureFinder = (input) => {
    const question = input.indexOf('?')
    if (question < 0 || namedKeys(input, question, signatures) === null) return undefined
    const keys = namedKeys(input, question, names)
    if (keys === null) return undefined
    for (const rule of rules) {
      const written = keys.get(rule.key)
      if (written !== undefined && (rule.with === undefined || rule.with.some((other) => keys.has(other))))
        return written
    }
    return undefined
  }
  const { keys: own, lengths } = signatures
  const isOwnKey = [...own].some((key) => /[\x00-\x20]/.test(key))
    ? null
    : (key: string) => key.length < lengths.length && lengths[key.length] === 1 && own.has(key.toLowerCase())
  return { find, isOwnKey }
}

/** The changes on parsed parts that touch what a signature covers: the query and the path. */
const SIGNED_PARTS: ReadonlySet<ChangeType> = new Set<ChangeType>([
  'remove-param',
  'sort-params',
  'reencode-query',
  'remove-trailing-slash'
])

/**
 * The preset that runs instead on a signed URL, or `null` to give the URL back as it is: the
 * steps over the text as written (`minimal`) leave every byte; on parsed parts (`share`) the preset still does the
 * steps a browser does when it reads the URL (scheme and host case, default port, dot
 * segments) and `forceHttps`, but leaves the query and the trailing slash, which the signature covers.
 */
export function signedVariant(preset: Preset): Preset | null {
  if (preset.parts === 'written') return null
  return { ...preset, steps: preset.steps.filter((step) => step !== 'query'), trailingSlash: 'keep' }
}

/** A preset that leaves signed URLs alone: the signature parameters, and the runner of `signedVariant`. */
export interface SignedSettings {
  signatures: Signatures
  variant: ((input: string) => CanonicalizeResult) | null
}

/**
 * The result of a preset that leaves signed URLs alone: `result` of `input`, unless it changed
 * the query or the path (any change, for a preset over the text as written) and the URL carries
 * a signature parameter; then that of `signed.variant` (`null`: the input itself)
 * with a `signed-url` note. `keySeen === false` (the query step read every key and none is a
 * signature's own, see `Signatures.isOwnKey`) spares the search. Costs nothing on URLs that the
 * preset leaves alone.
 */
export function signedResult(
  result: CanonicalizeResult,
  input: string,
  preset: Preset,
  { signatures, variant }: SignedSettings,
  keySeen: boolean | undefined
): CanonicalizeResult {
  if (result.changes.length === 0 || keySeen === false) return result
  if (preset.parts !== 'written' && !result.changes.some((change) => SIGNED_PARTS.has(change.type))) return result
  const key = signatures.find(input)
  if (key === undefined) return result
  const note = makeNote('signed-url', { key })
  if (variant === null) return { url: input, changes: [], notes: [note] }
  const safe = variant(input)
  return { url: safe.url, changes: safe.changes, notes: [...(safe.notes ?? []), note] }
}
