// w3lib's canonicalize_url test cases against the `cache-key` preset.
import { readFileSync } from 'node:fs'
import { attempt, code, explain, summary, viaUrl } from './shared.mjs'

const corpus = new URL('../../test/fixtures/third-party/w3lib/canonicalize_url-cases.json', import.meta.url)
const CACHE_KEY = { preset: 'cache-key' }

/** A case's input as a string: bytes are UTF-8, `$output_of` is our own output (idempotence). */
function inputOf(input) {
  if (typeof input === 'string') return input
  if (input.$bytes_latin1 !== undefined) {
    const bytes = Buffer.from(input.$bytes_latin1, 'latin1')
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      return input.$bytes_latin1 // not UTF-8: w3lib reads such bytes as Latin-1
    }
  }
  if (input.$output_of) {
    const inner = attempt(inputOf(input.$output_of.input), CACHE_KEY)
    return inner.url ?? inputOf(input.$output_of.input)
  }
  throw new Error(`unknown input shape ${JSON.stringify(input)}`)
}

const upperPercent = (t) => t.replace(/%[0-9a-f]{2}/gi, (m) => m.toUpperCase())
const features = {
  fragment: (t) => t.replace(/#.*$/s, ''),
  blanks: (t) =>
    viaUrl(t, (u) => {
      for (const [k, v] of [...u.searchParams]) if (v === '') u.searchParams.delete(k, v)
    }),
  trailingSlash: (t) =>
    viaUrl(t, (u) => {
      if (u.pathname.length > 1) u.pathname = u.pathname.replace(/\/+$/, '')
    }),
  percentCase: (t) =>
    upperPercent(t)
      .replace(/%7E/g, '~')
      .replace(/%2A/g, '*')
      .replace(/%5F/g, '_')
      .replace(/%2D/g, '-')
      .replace(/%2E/g, '.'),
  pathChars: (t) => {
    try {
      return upperPercent(t).replace(/%(2C|3A|3B|40|21|24|27|28|29|2B|3D|26|7C)/g, (m) => decodeURIComponent(m))
    } catch {
      return t
    }
  },
  separator: (t) =>
    t
      .replaceAll('%3B', ';')
      .replaceAll('%3D', '=')
      .replace(/\?.*$/, (q) => '?' + q.slice(1).split(/[;&]/).sort().join('&')),
  userinfo: (t) => t.replace(/^(https?:\/\/)[^@/?#]*@/i, '$1'),
  invalidUtf8: (t) =>
    t.replace(/(?:%[0-9A-F]{2})+/gi, (run) => {
      const bytes = Uint8Array.from(run.match(/%[0-9A-F]{2}/gi), (h) => parseInt(h.slice(1), 16))
      return new TextDecoder().decode(bytes)
    })
}
const reasons = {
  fragment: 'w3lib keeps the fragment with `keep_fragments=True`; `cache-key` always drops it (seed 004).',
  blanks:
    'w3lib drops blank values with `keep_blank_values=False`; `cache-key` keeps them (seed 004 uses `keep_blank_values=True`).',
  trailingSlash: 'seed 004 (`posixpath.normpath`) removes the trailing slash of a longer path; w3lib keeps it.',
  percentCase:
    "w3lib upper-cases percent-escapes and decodes unreserved ones (`%7E` → `~`); linkcanon keeps the URL Standard's serialization, which leaves escapes as written and form-encodes `~` in queries.",
  pathChars:
    "w3lib decodes sub-delimiters it considers safe in the path (`%2C` → `,`); linkcanon keeps the URL Standard's serialization.",
  userinfo: 'seed 004 drops the user info (its `netloc` is rebuilt from host and port); w3lib keeps it.',
  invalidUtf8:
    "the query holds percent-escapes that are not UTF-8 (`%A3`): the URL Standard's form parser decodes them to U+FFFD and re-encodes that (`%EF%BF%BD`); w3lib keeps the bytes.",
  separator: 'w3lib can split the query on `;` (`query_separator`); the URL Standard splits on `&` only.'
}

export async function w3libSection() {
  const { cases } = JSON.parse(readFileSync(corpus, 'utf8'))
  const rows = []
  let matches = 0
  const byReason = new Map()
  for (const testCase of cases) {
    const input = inputOf(testCase.input)
    const ours = attempt(input, CACHE_KEY)
    const expected = testCase.expected_same_as
      ? attempt(inputOf(testCase.expected_same_as.input), CACHE_KEY).url
      : testCase.expected
    let reason
    if (ours.url !== undefined && ours.url === expected) {
      matches++
      continue
    }
    const kwargs = testCase.kwargs ?? {}
    if (ours.error && !/^https?:/i.test(input)) {
      reason = `linkcanon takes absolute http(s) URLs only (\`${ours.error.code}\`); w3lib also canonicalizes relative references and other schemes.`
    } else if (ours.error) {
      reason = `linkcanon rejects it (\`${ours.error.code}\`: ${ours.error.message}); w3lib passes the host through.`
    } else if (/^https?:\/\/[^/]*[^\x00-\x7f]/i.test(expected ?? '')) {
      reason =
        'the host cannot be encoded under IDNA 2003 (an empty label, or a label over 63 octets), so w3lib leaves it in Unicode; the URL Standard (UTS 46 without DNS length checks) encodes it to punycode.'
    } else if (kwargs.encoding && kwargs.encoding.toLowerCase().replace('-', '') !== 'utf8') {
      reason = `w3lib can encode the query in a legacy charset (\`encoding=${kwargs.encoding}\`); linkcanon always uses UTF-8, as the URL Standard does for http(s).`
    } else {
      const set = explain(ours.url, expected, features)
      reason = set ? set.map((name) => reasons[name]).join(' ') : 'other difference (see the two outputs).'
    }
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1)
    rows.push({ testCase, input, ours, expected })
  }
  const lines = [
    '## w3lib `canonicalize_url` → `cache-key`',
    '',
    `Source: \`test/fixtures/third-party/w3lib/canonicalize_url-cases.json\` (${cases.length} cases from Scrapy w3lib's tests). ` +
      "Inputs given as bytes are decoded as UTF-8; inputs wrapped in `urlparse()` are passed as the string; `expected_same_as` cases (idempotence) compare with linkcanon's own result for the other input.",
    '',
    ...summary({
      matches,
      total: cases.length,
      byReason,
      rows,
      columns: ['line', 'input', 'kwargs', 'w3lib', 'linkcanon `cache-key`'],
      cells: ({ testCase, input, ours, expected }) => [
        testCase.line,
        code(input),
        code(JSON.stringify(testCase.kwargs ?? {})),
        code(expected ?? ''),
        ours.error ? 'throws `' + ours.error.code + '`' : code(ours.url)
      ]
    })
  ]
  return { markdown: lines.join('\n'), matches, total: cases.length }
}
