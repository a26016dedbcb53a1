import { httpSchemeEnd } from '../parse/scheme.js'
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

export function sharedUrlScope(pattern: Pick<ParamPattern, 'urls' | 'exceptUrls'>): Scope {
  const urls = pattern.urls
  if (urls === undefined) return urlScope(pattern)
  let byExcept = urlScopes.get(urls)
  if (byExcept === undefined) urlScopes.set(urls, (byExcept = new Map()))
  let scope = byExcept.get(pattern.exceptUrls)
  if (scope === undefined) byExcept.set(pattern.exceptUrls, (scope = urlScope(pattern)))
  return scope
}

/** URL patterns that every URL matches (ClearURLs' global provider has `.*`). */
const EVERY_URL = new Set(['', '.*', '^.*'])

/** Whole-URL patterns, each with a literal that a URL needs to match it (see `requiredLiteral`). */
function urlTests(sources: readonly string[]): Array<{ re: RegExp; needle: string | null }> {
  return sources.map((source) => ({ re: listRegExp(source), needle: requiredLiteral(source) }))
}

/** A scope with whole-URL patterns (imported lists); the verdict is kept for the last URL seen. */
function urlScope(pattern: Pick<ParamPattern, 'urls' | 'exceptUrls'>): Scope {
  const urls =
    pattern.urls === undefined || pattern.urls.some((source) => EVERY_URL.has(source))
      ? undefined
      : urlTests(pattern.urls)
  const except = pattern.exceptUrls === undefined ? undefined : urlTests(pattern.exceptUrls)
  let lastUrl: string | null = null
  let lastVerdict = false
  const scope: Scope = (getContext) => {
    const context = getContext()
    if (context.url === lastUrl) return lastVerdict
    lastUrl = context.url
    const lower = lowerUrl(context.url)
    lastVerdict =
      (!urls || urls.some(({ re, needle }) => (needle === null || lower.includes(needle)) && re.test(context.url))) &&
      !(except && except.some(({ re, needle }) => (needle === null || lower.includes(needle)) && re.test(context.url)))
    return lastVerdict
  }
  const labels = pattern.urls?.map(pinnedLabel)
  if (labels !== undefined && labels.length > 0 && labels.every((label) => label !== null))
    pin(scope, labels as string[])
  return scope
}

/**
 * The host label that a ClearURLs-shaped URL pattern pins: `^https?:\/\/(?:[a-z0-9-]+\.)*?amazon`
 * followed by a required `\.` matches only a URL whose host as written (from `//` on, letters,
 * digits, `-` and `.`) holds the whole label `amazon`. `null` for any other pattern.
 */
const PINNED =
  /^\^https\?:\\\/\\\/\(\?:\[a-z0-9-\]\+\\\.\)\*\?([a-z0-9-]+)(?:\\\.|\(\?:\\\.\[a-z\]\{2,\}\)(?:\{1,\}|\+))/i

function pinnedLabel(source: string): string | null {
  if (source.includes('|')) return null
  return PINNED.exec(source)?.[1]?.toLowerCase() ?? null
}

/** The labels each pinned scope's patterns pin (see `pinnedLabel`). */
const pinnedLabels = new WeakMap<Scope, string[]>()

/** Longer labels share the last length slot of `PINNED_SHAPES`. */
const MAX_SHAPE_LENGTH = 63

/**
 * The first character (lower case) and length of every label any scope pins, as
 * `PINNED_SHAPES[code * 64 + length]`: a label of the URL's host that no scope can pin is
 * skipped without being sliced. It only grows, as lists are compiled.
 */
const PINNED_SHAPES = new Uint8Array(128 * (MAX_SHAPE_LENGTH + 1))

function pin(scope: Scope, labels: string[]): void {
  pinnedLabels.set(scope, labels)
  for (const label of labels) PINNED_SHAPES[shapeOf(label.charCodeAt(0), label.length)] = 1
  labelsUrl = '' // (the last URL's labels were read with fewer shapes)
}

/** The slot of a label of `length` that starts with the ASCII code `first` (any case). */
function shapeOf(first: number, length: number): number {
  return (
    ((first >= 0x41 && first <= 0x5a ? first | 0x20 : first) & 0x7f) * (MAX_SHAPE_LENGTH + 1) +
    Math.min(length, MAX_SHAPE_LENGTH)
  )
}

/** The characters of a label as `pinnedLabel` reads them: ASCII letters, digits and `-`. */
const LABEL_CHARS = new Uint8Array(128).map((_, c) => (/[A-Za-z0-9-]/.test(String.fromCharCode(c)) ? 1 : 0))

const NO_LABELS: readonly string[] = []
let labelsUrl = ''
let labelsOfUrl: readonly string[] = NO_LABELS

/**
 * The labels of the host of `url` as written, lower case, that a scope may pin (see
 * `PINNED_SHAPES`; the others cannot be in any index); the last URL's are kept.
 */
function hostLabels(url: string): readonly string[] {
  if (url === labelsUrl) return labelsOfUrl
  labelsUrl = url
  labelsOfUrl = NO_LABELS
  const start = schemeEnd(url)
  if (start < 0) return labelsOfUrl
  let from = start
  for (let end = start; ; end++) {
    const c = end < url.length ? url.charCodeAt(end) : 0
    if (c < 128 && LABEL_CHARS[c] === 1) continue
    if (end > from && PINNED_SHAPES[shapeOf(url.charCodeAt(from), end - from)] === 1) {
      labelsOfUrl = [...labelsOfUrl, url.slice(from, end).toLowerCase()]
    }
    if (c !== 0x2e) return labelsOfUrl
    from = end + 1
  }
}

/** Where the host starts in an `http://` or `https://` URL (any case), or -1. */
function schemeEnd(url: string): number {
  const colon = httpSchemeEnd(url)
  return colon >= 0 && url.charCodeAt(colon + 1) === 0x2f && url.charCodeAt(colon + 2) === 0x2f ? colon + 3 : -1
}

/** The items whose scope pins no host label, and those that do by label (in their order). */
function byPinnedLabel<T>(items: readonly T[], scopeOf: (item: T) => Scope): { rest: T[]; byLabel: Map<string, T[]> } {
  const rest: T[] = []
  const byLabel = new Map<string, T[]>()
  for (const item of items) {
    const labels = pinnedLabels.get(scopeOf(item))
    if (labels === undefined) rest.push(item)
    else for (const label of new Set(labels)) byLabel.set(label, [...(byLabel.get(label) ?? []), item])
  }
  return { rest, byLabel }
}

/** From this many scopes on, a list of scopes is indexed by host (see `indexedScope`). */
export const HOST_INDEX_MIN = 8

/**
 * One scope for many (the providers of an imported list that name one key): true when any of
 * them is, trying those without a pinned host label and those of the URL's host labels only.
 */
export function indexedScope(scopes: readonly Scope[]): Scope {
  const { rest, byLabel } = byPinnedLabel(scopes, (scope) => scope)
  return (context) => {
    for (const scope of rest) if (scope(context)) return true
    if (byLabel.size === 0) return false
    for (const label of hostLabels(context().url)) {
      const list = byLabel.get(label)
      if (list !== undefined) for (const scope of list) if (scope(context)) return true
    }
    return false
  }
}

/**
 * The items (in their order) whose scope may apply to a URL: those without a pinned host label,
 * and those pinned to a label of the URL's host; the others cannot match it. For the raw rules
 * of an imported list, which are tried one by one on every URL.
 */
export function candidatesByHost<T extends { scope: Scope }>(items: readonly T[]): (url: string) => readonly T[] {
  const { rest, byLabel } = byPinnedLabel(items, (item) => item.scope)
  if (byLabel.size === 0) return () => items
  return (url) => {
    let found: T[] | undefined
    let more = false
    for (const label of hostLabels(url)) {
      const list = byLabel.get(label)
      if (list === undefined) continue
      if (found === undefined) found = list
      else more = true
    }
    if (found === undefined) return rest
    if (rest.length === 0 && !more) return found
    // (Rare: several lists; keep the items' own order.)
    const picked = new Set([...rest, ...hostLabels(url).flatMap((label) => byLabel.get(label) ?? [])])
    return items.filter((item) => picked.has(item))
  }
}
