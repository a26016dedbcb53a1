import { resolve } from 'node:path'
import { importRules, isLinkcanonError, type ImportedRuleSet, type RuleListFormat } from '../index.js'
import { ruleListFormats } from '../rules/import/report.js'
import { notBoolean } from '../rules/shape.js'
import { readTextFile } from './text-file.js'

/** One entry of `ruleFiles`: a community list on disk, read with `importRules`. */
export interface RuleFile {
  /** Relative to the config file's folder. */
  path: string
  format: RuleListFormat
  /** The set's name in explanations (default: the format). */
  name?: string
  /** ClearURLs: also apply `referralMarketing`. */
  referralMarketing?: boolean
}

/** Why `value` is not a valid `ruleFiles` list, or `null`. */
export function ruleFilesProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be a list of {path, format} objects'
  for (const [index, entry] of value.entries()) {
    if (typeof entry !== 'object' || entry === null) return `[${index}] must be an object {path, format}`
    const e = entry as Record<string, unknown>
    for (const key of Object.keys(e))
      if (!['path', 'format', 'name', 'referralMarketing'].includes(key)) return `[${index}]: unknown key "${key}"`
    if (typeof e.path !== 'string' || e.path === '') return `[${index}].path must be a non-empty string`
    if (typeof e.format !== 'string' || !(ruleListFormats as readonly string[]).includes(e.format))
      return `[${index}].format must be one of ${ruleListFormats.join(', ')}; got ${JSON.stringify(e.format)}`
    if (e.name !== undefined && (typeof e.name !== 'string' || e.name === ''))
      return `[${index}].name must be a non-empty string`
    const notFlag = notBoolean(e.referralMarketing)
    if (notFlag !== undefined) return `[${index}].referralMarketing ${notFlag}`
  }
  return null
}

/** Read one list file; `Error` with the file and the importer's message (line or JSON path) when it cannot be used. */
export function readRuleFile(entry: RuleFile, dir: string): ImportedRuleSet {
  const path = resolve(dir, entry.path)
  let text: string
  try {
    text = readTextFile(path)
  } catch (error) {
    throw new Error(`${path}: cannot read it: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, {
      cause: error
    })
  }
  try {
    return importRules(text, {
      format: entry.format,
      name: entry.name ?? entry.format,
      referralMarketing: entry.referralMarketing
    })
  } catch (error) {
    if (isLinkcanonError(error)) throw new Error(`${path}: ${error.code}: ${error.message}`, { cause: error })
    throw error
  }
}
