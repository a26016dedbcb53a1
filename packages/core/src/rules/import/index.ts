import { invalidOptions, LinkcanonError } from '../../errors.js'
import { notBoolean } from '../shape.js'
import { readBrave } from './brave.js'
import { readClearUrls } from './clearurls.js'
import { readRemoveParam } from './removeparam.js'
import { ruleListFormats, sealImported, type ImportedRuleSet, type ImportOptions, type ImportReport } from './report.js'

/** The options `importRules` takes. */
const OPTION_KEYS: readonly string[] = ['format', 'name', 'referralMarketing']

/**
 * Read a community rule list into a rule set that goes into `rules` next to built-in names
 * (`rules: ['default', imported]`). The list is read once, here; it is never fetched.
 * Throws `LinkcanonError('invalid-rules')` naming the line or JSON path of broken input or of
 * a regular expression that could take super-linear time.
 *
 * @example
 * const text = '{"providers":{"shop":{"urlPattern":"^https?://shop\\\\.example/","rules":["sid"]}}}'
 * const list = importRules(text, { format: 'clearurls', name: 'my-list' })
 * canonicalize('https://shop.example/p?sid=1&id=2', { preset: 'minimal', rules: ['default', list] }).url
 * //=> 'https://shop.example/p?id=2'
 */
export function importRules(text: string, options: ImportOptions): ImportedRuleSet {
  if (typeof text !== 'string')
    throw new LinkcanonError('invalid-rules', `Expected the list's text as a string; got ${typeof text}`)
  if (typeof options !== 'object' || options === null || !ruleListFormats.includes(options.format)) {
    const format = JSON.stringify((options as ImportOptions | null)?.format)
    throw invalidOptions(`importRules: "format" must be one of ${ruleListFormats.join(', ')}; got ${format}`)
  }
  for (const key of Object.keys(options)) {
    if (!OPTION_KEYS.includes(key))
      throw invalidOptions(`importRules: unknown option "${key}"; known options: ${OPTION_KEYS.join(', ')}`)
  }
  const problem = notBoolean(options.referralMarketing)
  if (problem !== undefined) throw invalidOptions(`importRules: "referralMarketing" ${problem}`)
  const name = options.name ?? options.format
  if (typeof name !== 'string' || name === '') throw invalidOptions('importRules: "name" must be a non-empty string')
  const report: ImportReport = { format: options.format, counts: {}, skipped: [], completeProviders: [] }
  const lists =
    options.format === 'clearurls'
      ? readClearUrls(text, options, name, report)
      : options.format === 'removeparam'
        ? readRemoveParam(text, name, report)
        : { remove: readBrave(text, name, report) }
  return sealImported({ name, ...lists, report })
}

export type { ImportedRuleSet, ImportOptions, ImportReport, RuleListFormat } from './report.js'
