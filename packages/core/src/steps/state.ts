import type { RawParts } from '../parse/parts.js'
import type { Note } from '../notes.js'
import type { Preset } from '../presets.js'
import type { CompiledRules, ParamContext } from '../rules/compile.js'
import type { Change } from '../types.js'

/** What every step reads and writes: the URL as written, the URL being built, the changes. */
export interface UrlState {
  /** The input as the steps see it (trimmed, with `http://` when it was added). */
  readonly input: string
  /** The parts as written. */
  readonly raw: RawParts
  /** The parts of the result, edited by the steps, serialized at the end. */
  readonly out: RawParts
  /** `parsed`: `out` is what the URL parser gives; `written`: `out` starts as the text as written. */
  readonly parts: Preset['parts']
  readonly rules: CompiledRules
  readonly changes: Change[]
  /**
   * Where a parameter stands, for host- and path-scoped rules (`contextGetter` in query.ts). Created
   * as `undefined`, so that every state object has one shape and the steps' property loads stay monomorphic.
   */
  context: ParamContext | undefined
  /** Notes of the steps (`kept-param`); `undefined` until one is added. */
  notes: Note[] | undefined
  /** `Signatures.isOwnKey` of a preset that leaves signed URLs alone, else `null`. */
  readonly isSignatureKey: ((key: string) => boolean) | null
  /**
   * Set by the query step once it has read every key: whether one is a signature's own key
   * (`isSignatureKey`); `undefined` when the query was not read.
   */
  signatureKey: boolean | undefined
  /**
   * Where in the query as written an as-written preset's pre-check found the first tracker
   * (a key the rules remove; the segments before it hold none), or -1 when it did not look.
   */
  queryFrom: number
}

/** A step reads the state, edits `state.out`, and records each change it made. */
export type Step = (state: UrlState, preset: Preset) => void
