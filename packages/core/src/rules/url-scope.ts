import type { Scope } from './compile.js'
import { listRegExp, requiredLiteral } from './list-regexp.js'
import type { ParamPattern } from './types.js'

let lastUrl = ''
let lastLower = ''

/** `url` in lower case (the last one is kept: every provider scope asks for the same URL). */
function lowerUrl(url: string): string {
  if (url !== lastUrl) {
    lastUrl = url
    lastLower = url.toLowerCase()
  }
  return lastLower
}

/**
 * Rules of one imported provider share their `urls` and `exceptUrls` lists: they share one
 * scope, so each provider's patterns run at most once a URL.
 */
const urlScopes = new WeakMap<readonly string[], Map<readonly string[] | undefined, Scope>>()

export function sharedUrlScope(pattern: ParamPattern, hosts: Array<(value: string) => boolean> | undefined, paths: RegExp[] | undefined): Scope {
  const urls = pattern.urls
  if (urls === undefined || hosts || paths) return urlScope(pattern, hosts, paths)
  let byExcept = urlScopes.get(urls)
  if (byExcept === undefined) urlScopes.set(urls, (byExcept = new Map()))
  let scope = byExcept.get(pattern.exceptUrls)
  if (scope === undefined) byExcept.set(pattern.exceptUrls, (scope = urlScope(pattern, hosts, paths)))
  return scope
}

/** A scope with whole-URL patterns (imported lists); the verdict is kept for the last URL seen. */
function urlScope(pattern: ParamPattern, hosts: Array<(value: string) => boolean> | undefined, paths: RegExp[] | undefined): Scope {
  const urls = pattern.urls?.map((source) => ({ re: listRegExp(source), needle: requiredLiteral(source) }))
  const except = pattern.exceptUrls?.map(listRegExp)
  let lastUrl: string | null = null
  let lastVerdict = false
  return (getContext) => {
    const context = getContext()
    if (context.url === lastUrl) return lastVerdict
    lastUrl = context.url
    const lower = lowerUrl(context.url)
    lastVerdict =
      (!hosts || hosts.some((test) => test(context.host))) &&
      (!paths || paths.some((re) => re.test(context.path))) &&
      (!urls || urls.some(({ re, needle }) => (needle === null || lower.includes(needle)) && re.test(context.url))) &&
      !(except && except.some((re) => re.test(context.url)))
    return lastVerdict
  }
}

