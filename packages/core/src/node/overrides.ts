import { optionsProblem } from '../entry/canonicalize.js'
import type { CanonicalizeOptions } from '../index.js'
import { isRecord, typeName } from '../rules/shape.js'

/** Settings for the files that `files` matches (globs relative to the config file's folder). */
export interface ConfigOverride extends Pick<CanonicalizeOptions, 'preset' | 'rules' | 'keep'> {
  files: string[]
}

/** The keys an override may have. */
export const overrideKeys = ['files', 'preset', 'rules', 'keep'] as const

/** Check a config's `overrides`; `fail` makes the error to throw (it names the file). */
export function checkOverrides(value: unknown, fail: (message: string) => Error): ConfigOverride[] {
  if (!Array.isArray(value)) throw fail(`must be a list of { files, preset?, rules?, keep? }; got ${typeName(value)}`)
  return value.map((record: unknown, index) => {
    const at = `entry ${index + 1}`
    if (!isRecord(record)) throw fail(`${at} must be an object; got ${typeName(record)}`)
    for (const key of Object.keys(record)) {
      if (!(overrideKeys as readonly string[]).includes(key))
        throw fail(`${at}: unknown key "${key}"; known keys: ${overrideKeys.join(', ')}`)
    }
    const files = typeof record.files === 'string' ? [record.files] : record.files
    if (
      !Array.isArray(files) ||
      files.length === 0 ||
      !files.every((glob) => typeof glob === 'string' && glob !== '')
    ) {
      throw fail(`${at}: "files" must be a glob or a non-empty list of globs`)
    }
    const options: CanonicalizeOptions = {}
    for (const key of ['preset', 'rules', 'keep'] as const) {
      if (record[key] !== undefined) Object.assign(options, { [key]: record[key] })
    }
    const problem = optionsProblem(options)
    if (problem !== undefined) throw fail(`${at}: ${problem}`)
    return { files: files as string[], ...options } as ConfigOverride
  })
}
