// normalize-url's test cases against the `share` preset.
import { readFileSync } from 'node:fs'
import { attempt, code, explain, summary, viaUrl } from './shared.mjs'

const corpus = new URL('../../test/fixtures/third-party/normalize-url/normalize-url-cases.json', import.meta.url)

const stripPathSlash = (u) => {
  if (u.pathname.length > 1) u.pathname = u.pathname.replace(/\/+$/, '')
}
const features = {
  www: (t) =>
    viaUrl(t, (u) => {
      if (/^www\.[^.]+\./.test(u.hostname)) u.hostname = u.hostname.slice(4)
    }),
  rootSlash: (t) => t.replace(/^([a-z]+:\/\/[^/?#]*)\/(?=$|[?#])/i, '$1'),
  trailingSlash: (t) => viaUrl(t, stripPathSlash),
  trailingDot: (t) =>
    viaUrl(t, (u) => {
      u.hostname = u.hostname.replace(/\.$/, '')
    }),
  auth: (t) =>
    viaUrl(t, (u) => {
      u.username = ''
      u.password = ''
    }),
  fragment: (t) => t.replace(/#.*$/s, ''),
  trackers: (t) =>
    viaUrl(t, (u) => {
      for (const k of [...u.searchParams.keys()]) if (/^utm_\w+/i.test(k) || k === 'ref') u.searchParams.delete(k)
    }),
  allParams: (t) =>
    viaUrl(t, (u) => {
      u.search = ''
    }),
  order: (t) =>
    viaUrl(t, (u) => {
      u.searchParams.sort()
    }),
  dupSlashes: (t) =>
    viaUrl(t, (u) => {
      u.pathname = u.pathname.replace(/\/{2,}/g, '/')
    }),
  port: (t) =>
    viaUrl(t, (u) => {
      u.port = ''
    }),
  protocol: (t) => t.replace(/^(?:https?:)?\/\//i, ''),
  scheme: (t) => t.replace(/^https:/i, 'http:'),
  dirIndex: (t) =>
    viaUrl(t, (u) => {
      u.pathname = u.pathname.replace(/\/[^/]+\.(?:html?|php)$/, '/')
    }),
  formEncoding: (t) =>
    t.replace(/\?[^#]*/, (q) => {
      try {
        return decodeURIComponent(q.replaceAll('+', ' '))
      } catch {
        return q
      }
    }),
  encoding: (t) => {
    try {
      return decodeURI(t)
    } catch {
      return t
    }
  }
}

const reasons = {
  www: 'normalize-url strips `www.` (`stripWWW`, on by default); linkcanon never changes which host a link reaches.',
  rootSlash:
    'normalize-url drops the lone `/` path (`removeSingleSlash`); linkcanon serializes it as the URL Standard does (and seed 000 keeps the root slash).',
  trailingSlash:
    'seed 000 always removes the trailing slash of a longer path (`share`); normalize-url only with `removeTrailingSlash`.',
  trailingDot:
    "normalize-url removes the host's trailing dot; `share` keeps the host as the URL parser gives it (`cache-key` removes the dot).",
  auth: "normalize-url strips `user:password@` (`stripAuthentication`); `share` keeps it as seed 000's URL API does (`cache-key` drops it).",
  fragment:
    'normalize-url strips text fragments (`#:~:text=`) and, with `stripHash`, the whole fragment; seed 000 keeps the fragment.',
  trackers:
    "normalize-url removes `/^utm_\\w+/i` (any case) or a custom list; seed 000's list is case-sensitive (`utm_*`, `fbclid`, `gclid`, `msclkid`, `yclid`, `affiliate`, `ref`). Custom `rules` can match any list.",
  allParams:
    'normalize-url option `removeQueryParameters: true` / `keepQueryParameters` drops every other parameter; linkcanon removes trackers only.',
  order: 'normalize-url can keep the order (`sortQueryParameters: false`); seed 000 always sorts.',
  dupSlashes:
    'normalize-url collapses duplicate slashes in paths; linkcanon keeps them: `/a//b` and `/a/b` are different paths to a server.',
  port: "normalize-url can remove any explicit port (`removeExplicitPort`); linkcanon removes only the scheme's default port.",
  protocol:
    'normalize-url can strip the protocol (`stripProtocol`) or keep `//` relative; linkcanon always gives an absolute URL.',
  scheme:
    "normalize-url's `forceHttp` / `defaultProtocol: https` have no linkcanon equivalent (only `forceHttps`; missing schemes become `http://` as seed 000 says).",
  dirIndex: 'normalize-url can remove directory index files (`removeDirectoryIndex`); linkcanon keeps the path.',
  formEncoding:
    'seed 000 re-serializes the query as `URLSearchParams` does (`:` → `%3A`, `|` → `%7C`, `/` → `%2F`); normalize-url keeps those characters.',
  encoding: "normalize-url decodes some percent-encoded characters in paths; linkcanon keeps the URL parser's encoding."
}

function optionsFor(testCase) {
  return { forceHttps: Boolean(testCase.options?.forceHttps) }
}

export async function normalizeUrlSection() {
  const { cases } = JSON.parse(readFileSync(corpus, 'utf8'))
  const rows = []
  let matches = 0
  const byReason = new Map()
  const count = (reason) => byReason.set(reason, (byReason.get(reason) ?? 0) + 1)
  for (const testCase of cases) {
    const ours = attempt(testCase.input, optionsFor(testCase))
    let theirs
    if ('expected' in testCase) theirs = { url: testCase.expected }
    else if ('throws' in testCase) theirs = { error: testCase.throws }
    else {
      const other = cases.find((c) => c.input === testCase.expected_same_as?.input) ?? null
      theirs =
        other && 'expected' in other
          ? { url: other.expected }
          : { url: attempt(testCase.expected_same_as?.input ?? '', {}).url }
    }
    let reason
    if (ours.url !== undefined && ours.url === theirs.url) {
      matches++
      continue
    }
    if (ours.error && /^(data|tel|sindre|file|mailto):/i.test(testCase.input)) {
      reason = `linkcanon canonicalizes http(s) URLs only: other schemes are rejected (\`${ours.error.code}\`) rather than passed through.`
    } else if (ours.error && theirs.error) {
      matches++
      continue
    } else if (ours.error) {
      reason = `linkcanon rejects it (\`${ours.error.code}\`): ${ours.error.message}`
    } else if (theirs.error) {
      reason = testCase.options?.forceHttp
        ? 'normalize-url rejects `forceHttp` with `forceHttps`; linkcanon has no `forceHttp`.'
        : 'normalize-url rejects it; the URL Standard parses it and so does linkcanon.'
    } else {
      const set = explain(ours.url, theirs.url, features)
      reason = set ? set.map((name) => reasons[name]).join(' ') : 'other difference (see the two outputs).'
    }
    count(reason)
    rows.push({ testCase, ours, theirs, reason })
  }
  const lines = [
    '## normalize-url → `share`',
    '',
    `Source: \`test/fixtures/third-party/normalize-url/normalize-url-cases.json\` (${cases.length} cases from normalize-url's test.js, with their options). ` +
      'Each input runs through `canonicalize(input, {preset: "share", forceHttps})` (`forceHttps` when the case sets it; other normalize-url options have no linkcanon equivalent). ' +
      'Both throwing counts as a match.',
    '',
    ...summary({
      matches,
      total: cases.length,
      byReason,
      rows,
      columns: ['line', 'input', 'options', 'normalize-url', 'linkcanon `share`'],
      cells: ({ testCase, ours, theirs }) => [
        testCase.line,
        code(testCase.input),
        code(JSON.stringify(testCase.options ?? {})),
        theirs.error ? 'throws' : code(theirs.url),
        ours.error ? 'throws `' + ours.error.code + '`' : code(ours.url)
      ]
    })
  ]
  return { markdown: lines.join('\n'), matches, total: cases.length }
}
