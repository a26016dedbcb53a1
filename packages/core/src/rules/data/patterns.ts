import type { ParamPattern } from '../types.js'

/** Rule entries for `keys`, each exact, with the same note (the built-in sets' shorthand). */
export const exact = (note: string, keys: readonly string[]): ParamPattern[] => keys.map((key) => ({ key, note }))

/** Rule entries for `keys` on `hosts` only, with the same note. */
export const onHosts = (note: string, hosts: readonly string[], keys: readonly string[]): ParamPattern[] =>
  keys.map((key) => ({ key, hosts, note }))
