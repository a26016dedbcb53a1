import type { ParamPattern } from '../types.js'
import { escapeRegExp } from '../globs.js'
import { checkListRegExp } from './regexp-safety.js'
import { fail, type ImportReport } from './report.js'

/** Filter options that do not change which parameter goes on a page link. */
const HARMLESS_OPTIONS = new Set(['document', 'doc', 'important', 'all', 'urlblock', 'match-case'])
const HOST = /^[a-z0-9*](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i

/**
 * A whole-URL regular expression source for "this host or a subdomain" (`*.` prefix
 * allowed as in match patterns), then `end`: linear, with no nested quantifier.
 */
function hostUrlSource(host: string, end = '(?:[:/?#]|$)'): string {
  const name = host.startsWith('*.') ? host.slice(2) : host
  return `^[a-z][a-z0-9+.-]*:\\/\\/(?:[^/?#@]*@)?(?:[^/?#]*\\.)?${escapeRegExp(name.toLowerCase())}${end}`
}

/** The characters of a path in a `||host/path` target (no wildcard, separator or anchor inside). */
const PATH = /^\/[A-Za-z0-9._~!$&'()+,;=:@%/-]*$/

/**
 * A `||host/path^` (or `||host/path`, `||host/path*`) target as a whole-URL regular expression
 * source: this host or a subdomain (any port), then the path as a prefix; a trailing `^` is
 * AdGuard's separator (any character but a letter, digit, `_ - . %`, or the end). Linear: one
 * literal after the host.
 */
function hostPathUrlSource(host: string, path: string, separator: boolean): string {
  return `${hostUrlSource(host, '')}(?::\\d+)?${escapeRegExp(path)}${separator ? '(?:[^A-Za-z0-9_.%-]|$)' : ''}`
}

/** Split `a,b,domain=x|y,removeparam=/re,gex/i` at the commas between options (not inside a `/regex/`). */
function splitOptions(text: string): string[] {
  const options: string[] = []
  let start = 0
  let i = 0
  while (i <= text.length) {
    if (text.startsWith('removeparam=/', i)) {
      // The regex runs to the last `/` before the next `,` that follows it (flags after it).
      let j = i + 'removeparam=/'.length
      while (j < text.length && !(text[j] === '/' && /^\/[a-z]*(?:,|$)/.test(text.slice(j, j + 12))))
        j += text[j] === '\\' ? 2 : 1
      i = j + 1
      continue
    }
    if (i === text.length || text[i] === ',') {
      options.push(text.slice(start, i))
      start = i + 1
    }
    i++
  }
  return options
}

/**
 * AdGuard/uBlock filter lines: `[||host^]$removeparam=name` (or `||host/path^`: that path and
 * below), `$removeparam=/regex/flags`
 * (tested on `name=`: the value is not seen), `domain=a.com|~b.com`, `@@` exceptions. Other
 * filter lines are skipped and counted.
 */
export function readRemoveParam(
  text: string,
  setName: string,
  report: ImportReport
): { remove: ParamPattern[]; keep: ParamPattern[] } {
  const remove: ParamPattern[] = []
  const keep: ParamPattern[] = []
  const counts = report.counts
  for (const kind of ['filters', 'exceptions', 'comments', 'otherFilters']) counts[kind] = 0
  const lines = text.split(/\r?\n/)
  lines.forEach((raw, index) => {
    const where = `line ${index + 1}`
    const skip = (reason: string): void => {
      report.skipped.push({ where, reason })
      counts.otherFilters!++
    }
    const line = raw.trim()
    if (
      line === '' ||
      line.startsWith('!') ||
      (line.startsWith('[') && line.endsWith(']')) ||
      line.startsWith('# ') ||
      line === '#'
    ) {
      counts.comments!++
      return
    }
    const dollar = line.indexOf('$')
    if (dollar < 0 || !/(?:^|[$,])removeparam(?:=|,|$)/.test(line.slice(dollar))) {
      return skip('not a $removeparam filter')
    }
    const exception = line.startsWith('@@')
    const target = line.slice(exception ? 2 : 0, dollar)
    const hosts: string[] = []
    let urls: string[] | undefined
    if (target !== '' && target !== '*') {
      // `||host^`, or `||host/path^` (a path prefix: AdGuard exceptions such as `@@||example.org/api^`).
      const parts = /^\|\|([^/^*|]+)(\/[^^*|]*)?(\^?)\*?$/.exec(target)
      const host = parts?.[1]
      const path = parts?.[2]
      if (host === undefined || !HOST.test(host) || (path !== undefined && !PATH.test(path))) {
        return skip(`the URL pattern "${target}" is not supported (only ||host^ and ||host/path^)`)
      }
      hosts.push(host)
      if (path !== undefined) urls = [hostPathUrlSource(host, path, parts![3] === '^')]
    }
    let value: string | null = null
    const onHosts: string[] = []
    const notOnHosts: string[] = []
    for (const option of splitOptions(line.slice(dollar + 1))) {
      if (option.startsWith('removeparam=')) value = option.slice('removeparam='.length)
      else if (option === 'removeparam') value = ''
      else if (option.startsWith('domain=')) {
        for (const domain of option.slice('domain='.length).split('|')) {
          const name = domain.startsWith('~') ? domain.slice(1) : domain
          if (!HOST.test(name)) fail(where, `"${domain}" is not a domain`)
          ;(domain.startsWith('~') ? notOnHosts : onHosts).push(name)
        }
      } else if (!HARMLESS_OPTIONS.has(option.replace(/^~/, ''))) {
        return skip(`option "${option}" is not supported`)
      }
    }
    if (value === null || value === '') {
      return skip('a $removeparam without a name removes every parameter: not applied')
    }
    if (value.startsWith('~')) {
      return skip('an inverted $removeparam (~name) removes every other parameter: not applied')
    }
    const scope: Partial<ParamPattern> = {}
    const scopeHosts = [...hosts, ...onHosts]
    if (hosts.length > 0 && onHosts.length > 0) {
      // `||a^$domain=b`: the link's host is a; `domain=` names the page. Links are read without a page.
      return skip('domain= next to ||host^ names the page the link is on: not applied')
    }
    if (scopeHosts.length > 0) scope.hosts = scopeHosts
    if (urls !== undefined) scope.urls = urls
    if (notOnHosts.length > 0) scope.exceptUrls = notOnHosts.map((host) => hostUrlSource(host))
    const source = `${setName} ${where}`
    let pattern: ParamPattern
    const regex = /^\/(.*)\/([a-z]*)$/s.exec(value)
    if (regex) {
      const [, body = '', flags = ''] = regex
      if (/[^i]/.test(flags)) fail(where, `regex flags "${flags}" are not supported (only i)`)
      checkListRegExp(body, where, flags.includes('i') ? 'iu' : 'u')
      pattern = { key: body, match: 'pattern', caseSensitive: !flags.includes('i'), withEquals: true, ...scope, source }
    } else {
      if (value.includes('/') || value.includes('='))
        fail(where, `"${value}" is neither a parameter name nor a /regex/`)
      pattern = { key: value, ...scope, source }
    }
    if (exception) {
      counts.exceptions!++
      keep.push(pattern)
    } else {
      counts.filters!++
      remove.push(pattern)
    }
  })
  return { remove, keep }
}
