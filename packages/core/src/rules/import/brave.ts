import type { ParamPattern } from '../types.js'
import { escapeRegExp } from '../globs.js'
import { isRecord } from '../shape.js'
import { checkListRegExp } from './regexp-safety.js'
import { fail, parseJson, stringList, type ImportReport } from './report.js'

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

const KNOWN = new Set(['include', 'exclude', 'params'])

/**
 * Brave's `clean-urls.json`: a list of `{include, exclude, params}`; each key in `params` is
 * removed (exactly, case as written) on URLs that match an `include` pattern and no `exclude`.
 */
export function readBrave(text: string, setName: string, report: ImportReport): ParamPattern[] {
  const data = parseJson(text)
  if (!Array.isArray(data)) fail('$', 'expected a list of entries')
  const remove: ParamPattern[] = []
  data.forEach((e: unknown, index) => {
    const at = `$[${index}]`
    if (!isRecord(e)) fail(at, 'expected an object')
    for (const field of Object.keys(e))
      if (!KNOWN.has(field)) report.skipped.push({ where: `${at}.${field}`, reason: 'unknown field' })
    const patterns = (field: 'include' | 'exclude'): string[] =>
      stringList(e[field], `${at}.${field}`, true).map((pattern, i) =>
        matchPatternSource(pattern, `${at}.${field}[${i}]`)
      )
    const urls = patterns('include')
    const exceptUrls = e.exclude === undefined ? [] : patterns('exclude')
    urls.forEach((source, i) => checkListRegExp(source, `${at}.include[${i}]`))
    exceptUrls.forEach((source, i) => checkListRegExp(source, `${at}.exclude[${i}]`))
    const scope = exceptUrls.length > 0 ? { urls, exceptUrls } : { urls }
    stringList(e.params, `${at}.params`, true).forEach((key, i) => {
      remove.push({ key, ...scope, source: `${setName} ${at}.params[${i}]` })
    })
  })
  // A broken entry throws, so the counts are those of the whole list.
  report.counts.entries = data.length
  report.counts.params = remove.length
  return remove
}
