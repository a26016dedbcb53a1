import type { Preset } from '../presets.js'
import type { UrlState } from './state.js'

/** A step reads the state, edits `state.out`, and records each change it made. */
export type Step = (state: UrlState, preset: Preset) => void
