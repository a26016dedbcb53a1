import { decodeFormComponent } from '../parse/form.js'
import { withoutTrailingDots } from '../parse/parts.js'
import { globToRegExp, hostTest } from './globs.js'
import { listRegExp } from './list-regexp.js'
import type { RedirectRule, RuleSet } from './types.js'
import { builtinWrapperData, OWN_WORK } from './data/wrappers.js'

/**
 * A redirect wrapper: a link whose only job is to send the browser on to a target URL that
 * it carries (`google.com/url?q=TARGET`). `target` gives the target as written in the
 * wrapper (still encoded), or `null` when this URL is not this wrapper.
 */
export interface RedirectWrapper {
  /** Who runs the wrapper (shown in docs and tests). */
  name: string
  /** Where the fact comes from, and under which licence the entry is used. */
  source: string
  target(url: URL): string | null
}

/** The built-in wrappers' data: written for linkcanon from each service's public behaviour. */
export interface WrapperData {
  name: string
  /** Hosts (and their subdomains); `google.*` is `google.` and any public suffix. */
  hosts: readonly string[]
  /** Path globs (`*` within a segment). */
  paths: readonly string[]
  /** Query keys that carry the target, first found wins. */
  params: readonly string[]
  source: string
}

/** The value of the first of `params` in `search` (`?a=1&q=…`), as written, or `null`. */
export function paramAsWritten(search: string, params: readonly string[]): string | null {
  const pairs = search.slice(1).split('&')
  for (const name of params) {
    for (const pair of pairs) {
      if (pair.startsWith(name) && pair.charCodeAt(name.length) === 0x3d) return pair.slice(name.length + 1)
    }
  }
  return null
}

/** A wrapper that carries its target in a query parameter. */
export function queryWrapper(data: WrapperData): RedirectWrapper {
  const hosts = data.hosts.map(hostTest)
  const paths = data.paths.map(globToRegExp)
  return {
    name: data.name,
    source: data.source,
    target(url) {
      const host = withoutTrailingDots(url.hostname)
      if (!hosts.some((test) => test(host)) || !paths.some((re) => re.test(url.pathname))) return null
      const written = paramAsWritten(url.search, data.params)
      return written === null ? null : decodeFormComponent(written)
    }
  }
}

/** Google's AMP viewer: `google.com/amp/s/HOST/PATH` shows `https://HOST/PATH`. */
const googleAmp: RedirectWrapper = {
  name: 'Google AMP viewer',
  source: `google.com/amp/s/HOST/PATH (Google's AMP viewer shows https://HOST/PATH); ${OWN_WORK}`,
  target(url) {
    const host = withoutTrailingDots(url.hostname)
    if (!isGoogle(host) || !url.pathname.startsWith('/amp/s/')) return null
    return 'https://' + url.pathname.slice('/amp/s/'.length) + url.search + url.hash
  }
}

const isGoogle = hostTest('google.*')

/** The built-in wrappers, compiled. */
export const builtinWrappers: readonly RedirectWrapper[] = [...builtinWrapperData.map(queryWrapper), googleAmp]

/** The wrappers a run unwraps: the built-in ones, then those of imported rule sets. */
export function wrappersOf(sets: readonly RuleSet[]): readonly RedirectWrapper[] {
  const imported = sets.flatMap((set) => set.redirections ?? [])
  return imported.length === 0 ? builtinWrappers : [...builtinWrappers, ...imported.map(patternWrapper)]
}

/** An imported list's redirect rule as a wrapper. */
export function patternWrapper(rule: RedirectRule): RedirectWrapper {
  const urls = rule.urls?.map(listRegExp)
  const except = rule.exceptUrls?.map(listRegExp)
  const pattern = listRegExp(rule.pattern)
  return {
    name: rule.source ?? 'imported redirection',
    source: rule.source ?? 'imported list',
    target(url) {
      const href = url.href
      if (urls && !urls.some((re) => re.test(href))) return null
      if (except && except.some((re) => re.test(href))) return null
      const group = pattern.exec(href)?.[1]
      return group === undefined ? null : decodeFormComponent(group)
    }
  }
}
