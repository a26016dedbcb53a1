import type { ParamPattern } from '../types.js'
import { escapeRegExp } from '../globs.js'
import { checkListRegExp } from './regexp-safety.js'
import { fail, parseJson, type ImportReport } from './report.js'

const MATCH_PATTERN = /^(\*|https?):\/\/(\*|(?:\*\.)?[^/*]+)(\/.*)$/

/**
 * A WebExtension match pattern (`*://*.example.com/*`) as a whole-URL regular expression
 * source: `*` scheme is http or https, `*.` a host and its subdomains, `*` in the path any run.
 */
export function matchPatternSource(pattern: string, where: string): string {
  if (pattern === '<all_urls>') return '^https?:\\/\\/'
  const m = MATCH_PATTERN.exec(pattern)
  if (m === null) fail(where, `"${pattern}" is not a match pattern (scheme://host/path)`)
  const [, scheme = '', host = '', path = ''] = m
  const schemeSource = scheme === '*' ? 'https?' : scheme
  const hostSource =
    host === '*'
      ? '[^/?#]*'
      : host.startsWith('*.')
        ? `(?:[^/?#]*\\.)?${escapeRegExp(host.slice(2))}`
        : escapeRegExp(host)
  const pathSource = path.split('*').map(escapeRegExp).join('.*')
  return `^${schemeSource}:\\/\\/(?:[^/?#@]*@)?${hostSource}(?::\\d+)?${pathSource}$`
}

function stringList(value: unknown, where: string, required: boolean): string[] {
  if (value === undefined && !required) return []
  if (!Array.isArray(value)) fail(where, 'expected a list of strings')
  return value.map((item, index) => {
    if (typeof item !== 'string' || item === '')
      fail(`${where}[${index}]`, `expected a non-empty string; got ${JSON.stringify(item)}`)
    return item
  })
}

const KNOWN = new Set(['include', 'exclude', 'params'])

/**
 * Brave's `clean-urls.json`: a list of `{include, exclude, params}`; each key in `params` is
 * removed (exactly, case as written) on URLs that match an `include` pattern and no `exclude`.
 */
export function readBrave(text: string, setName: string, report: ImportReport): ParamPattern[] {
  const data = parseJson(text)
  if (!Array.isArray(data)) fail('$', 'expected a list of entries')
  const remove: ParamPattern[] = []
  report.counts.entries = 0
  report.counts.params = 0
  data.forEach((entry: unknown, index) => {
    const at = `$[${index}]`
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) fail(at, 'expected an object')
    const e = entry as Record<string, unknown>
    for (const field of Object.keys(e))
      if (!KNOWN.has(field)) report.skipped.push({ where: `${at}.${field}`, reason: 'unknown field' })
    const urls = stringList(e.include, `${at}.include`, true).map((pattern, i) =>
      matchPatternSource(pattern, `${at}.include[${i}]`)
    )
    const exceptUrls = stringList(e.exclude, `${at}.exclude`, false).map((pattern, i) =>
      matchPatternSource(pattern, `${at}.exclude[${i}]`)
    )
    urls.forEach((source, i) => checkListRegExp(source, `${at}.include[${i}]`))
    exceptUrls.forEach((source, i) => checkListRegExp(source, `${at}.exclude[${i}]`))
    const scope = exceptUrls.length > 0 ? { urls, exceptUrls } : { urls }
    const params = stringList(e.params, `${at}.params`, true)
    report.counts.entries = (report.counts.entries ?? 0) + 1
    params.forEach((key, i) => {
      report.counts.params = (report.counts.params ?? 0) + 1
      remove.push({ key, ...scope, source: `${setName} ${at}.params[${i}]` })
    })
  })
  return remove
}
