// linkify-it's link fixtures against `extractUrls` (the http/https cases only).
import { readFileSync } from 'node:fs'
import { extractUrls } from '@linkcanon/core'

const corpus = new URL('../../test/fixtures/third-party/linkify-it/', import.meta.url)
const HTTP = /^https?:\/\//i
const NON_ASCII = /[^\x00-\x7f]/

/**
 * Why `extractUrls` differs from linkify-it, by kind. Each entry tests the case; the first
 * that matches gives the reason. A case no entry explains is listed as unexplained.
 */
const REASONS = [
  {
    id: 'idn-host',
    test: ({ expected }) => NON_ASCII.test(expected.replace(HTTP, '').split(/[/?#]/)[0]),
    reason:
      "Seed 003's host grammar is ASCII labels: a host written in Unicode is not found (its punycode form is, as the next fixture line shows); linkify-it accepts Unicode hosts."
  },
  {
    id: 'non-ascii-path',
    test: ({ expected }) => NON_ASCII.test(expected),
    reason:
      'SPEC: a URL stops at non-ASCII text, so Korean or Chinese words glued to a URL are not swallowed; linkify-it keeps Unicode letters in paths.'
  },
  {
    id: 'braces',
    test: ({ expected }) => /[{}]/.test(expected),
    reason: "Seed 003's path characters do not include `{` `}`; linkify-it keeps balanced braces."
  },
  {
    id: 'double-quote',
    test: ({ expected }) => expected.includes('"'),
    reason: 'SPEC: a URL stops at `"`; linkify-it keeps balanced double quotes inside a path.'
  }
]

/**
 * `not_links.json` inputs with an http(s) URL in which `extractUrls` finds one on purpose
 * (line → reason).
 */
export const NOT_LINK_EXCEPTIONS = new Map([
  [
    18,
    'Only a letter or digit before the scheme makes it part of a word (SPEC); `_` may open Markdown emphasis (`_http://127.0.0.1:7878_` in the Rust book), as GFM autolinks allow.'
  ]
])

function load(name) {
  return JSON.parse(readFileSync(new URL(name, corpus), 'utf8')).cases
}

/**
 * Run the fixtures. Links: the cases whose expected first URL is http(s); a case agrees when
 * the first URL `extractUrls` finds is exactly linkify-it's (the harness's `match(input)[0].url`,
 * normalization off). Not-links: the inputs that contain `http://` or `https://`; each must
 * yield no URL.
 */
export function compareWithLinkify() {
  const links = load('links.json').filter((c) => HTTP.test(c.expected_first_url))
  const differences = []
  for (const c of links) {
    const first = extractUrls(c.input)[0]
    if (first?.url === c.expected_first_url) continue
    const found = { line: c.line, input: c.input, expected: c.expected_first_url, ours: first?.url ?? null }
    const kind = REASONS.find((r) => r.test(found))
    differences.push({
      ...found,
      kind: kind?.id ?? 'unexplained',
      reason: kind?.reason ?? 'Unexplained: a bug or a new fixture.'
    })
  }
  const notLinks = load('not_links.json')
    .filter((c) => /https?:\/\//i.test(c.input))
    .map((c) => ({
      line: c.line,
      input: c.input,
      found: extractUrls(c.input).map((f) => f.url),
      exception: NOT_LINK_EXCEPTIONS.get(c.line) ?? null
    }))
  return { total: links.length, agree: links.length - differences.length, differences, notLinks }
}

function code(text) {
  return text === null ? '—' : '`` ' + text.replaceAll('|', '\\|') + ' ``'
}

/** The conformance section (Markdown) for docs/conformance.md. */
export async function linkifySection() {
  const { total, agree, differences, notLinks } = compareWithLinkify()
  const byKind = new Map()
  for (const d of differences) byKind.set(d.reason, (byKind.get(d.reason) ?? 0) + 1)
  const clean = notLinks.filter((c) => c.found.length === 0).length
  const excepted = notLinks.filter((c) => c.found.length > 0 && c.exception).length
  const unexplained = notLinks.length - clean - excepted
  const lines = [
    '## linkify-it → `extractUrls`',
    '',
    "Source: `test/fixtures/third-party/linkify-it/` (`links.json`, `not_links.json`: linkify-it's own fixtures). " +
      'Only the http/https cases count: linkify-it also finds `mailto:`, `ftp:`, protocol-relative and fuzzy links (`example.com`), which `extractUrls` leaves alone by design. ' +
      "A link case agrees when the first URL `extractUrls` finds in the input is exactly linkify-it's first match (its test harness, normalization off).",
    '',
    `**Links: ${agree} of ${total} agree; ${differences.length} differ. Not-links: ${clean} of ${notLinks.length} inputs with \`http(s)://\` yield no URL; ${excepted} ${excepted === 1 ? 'yields' : 'yield'} one on purpose (below)${unexplained ? `; ${unexplained} unexplained` : ''}.**`,
    '',
    '| why extractUrls differs | cases |',
    '|---|---|',
    ...[...byKind.entries()].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `| ${reason} | ${n} |`),
    '',
    '| line | input | linkify-it | extractUrls | reason |',
    '|---|---|---|---|---|',
    ...differences.map((d) => `| ${d.line} | ${code(d.input)} | ${code(d.expected)} | ${code(d.ours)} | ${d.kind} |`),
    ''
  ]
  if (notLinks.some((c) => c.found.length > 0)) {
    lines.push('| not-link line | input | extractUrls finds | why |', '|---|---|---|---|')
    for (const c of notLinks.filter((n) => n.found.length > 0)) {
      lines.push(`| ${c.line} | ${code(c.input)} | ${code(c.found.join(' '))} | ${c.exception ?? 'unexplained'} |`)
    }
    lines.push('')
  }
  return { markdown: lines.join('\n'), matches: agree, total }
}
