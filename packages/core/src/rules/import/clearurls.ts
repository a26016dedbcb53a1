import type { ParamPattern, RawRule, RedirectRule } from '../types.js'
import { isRecord } from '../shape.js'
import { checkListRegExp } from './regexp-safety.js'
import { fail, parseJson, stringList, type ImportOptions, type ImportReport } from './report.js'

/** A key rule that is a plain name (no regular expression syntax) is compared exactly, ignoring case. */
const PLAIN_KEY = /^[A-Za-z0-9_-]+$/

const KNOWN_FIELDS = new Set([
  'urlPattern',
  'completeProvider',
  'rules',
  'rawRules',
  'referralMarketing',
  'exceptions',
  'redirections',
  'forceRedirection',
  'getRawRules'
])

/**
 * ClearURLs' data format (`data.min.json`): `{providers: {NAME: {urlPattern, rules, rawRules,
 * referralMarketing, exceptions, redirections, completeProvider, forceRedirection}}}`. A key
 * rule removes the parameters whose whole key it matches, ignoring case, on URLs that match
 * the provider's `urlPattern` and none of its `exceptions`, as ClearURLs applies them; a raw
 * rule removes its matches from the URL's text there (`stages/raw-rules.ts`).
 */
export function readClearUrls(
  text: string,
  options: ImportOptions,
  setName: string,
  report: ImportReport
): { remove: ParamPattern[]; redirections: RedirectRule[]; rawRules: RawRule[] } {
  const providers = (parseJson(text) as { providers?: unknown } | null)?.providers
  if (typeof providers !== 'object' || providers === null) fail('$.providers', 'expected an object of providers')
  const remove: ParamPattern[] = []
  const redirections: RedirectRule[] = []
  const rawRules: RawRule[] = []
  const counts = report.counts
  const add = (kind: string, n = 1): void => {
    counts[kind] = (counts[kind] ?? 0) + n
  }
  for (const kind of ['providers', 'rules', 'referralMarketing', 'exceptions', 'redirections', 'rawRules']) add(kind, 0)
  for (const [name, p] of Object.entries(providers)) {
    const at = `$.providers[${JSON.stringify(name)}]`
    if (!isRecord(p)) fail(at, 'expected a provider object')
    for (const field of Object.keys(p))
      if (!KNOWN_FIELDS.has(field)) report.skipped.push({ where: `${at}.${field}`, reason: 'unknown field' })
    if (typeof p.urlPattern !== 'string') fail(`${at}.urlPattern`, 'expected a regular expression string')
    checkListRegExp(p.urlPattern, `${at}.urlPattern`)
    const urls = [p.urlPattern]
    const exceptUrls = stringList(p.exceptions ?? [], `${at}.exceptions`)
    exceptUrls.forEach((source, index) => checkListRegExp(source, `${at}.exceptions[${index}]`))
    add('providers')
    add('exceptions', exceptUrls.length)
    const scope = exceptUrls.length > 0 ? { urls, exceptUrls } : { urls }
    const keyRules = (field: 'rules' | 'referralMarketing'): void => {
      stringList(p[field] ?? [], `${at}.${field}`).forEach((rule, index) => {
        const where = `${at}.${field}[${index}]`
        if (field === 'referralMarketing' && options.referralMarketing !== true) {
          report.skipped.push({ where, reason: 'referralMarketing is off unless asked (referralMarketing: true)' })
          return
        }
        add(field)
        if (PLAIN_KEY.test(rule)) {
          remove.push({ key: rule, caseSensitive: false, ...scope, source: `${setName} ${where}` })
          return
        }
        const source = `^(?:${rule})$`
        checkListRegExp(source, where, 'iu')
        remove.push({ key: source, match: 'pattern', caseSensitive: false, ...scope, source: `${setName} ${where}` })
      })
    }
    keyRules('rules')
    keyRules('referralMarketing')
    // Raw rules and redirections: a whole-URL pattern each, with the provider's scope.
    const urlRules = (field: 'rawRules' | 'redirections', into: RedirectRule[], flags?: string): void => {
      stringList(p[field] ?? [], `${at}.${field}`).forEach((pattern, index) => {
        const where = `${at}.${field}[${index}]`
        checkListRegExp(pattern, where, flags)
        add(field)
        into.push({ pattern, ...scope, source: `${setName} ${where}` })
      })
    }
    urlRules('rawRules', rawRules, 'gi')
    urlRules('redirections', redirections)
    if (p.completeProvider === true) report.completeProviders.push(name)
  }
  return { remove, redirections, rawRules }
}
