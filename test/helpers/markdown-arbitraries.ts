// fast-check arbitraries for Markdown documents full of URLs, tracked and not, in every place
// Markdown puts them: links, images, autolinks, GFM literals, definitions, raw HTML, tables,
// and code (where nothing may change).
import fc from 'fast-check'

const word = fc.stringMatching(/^[a-z0-9]{1,6}$/)
const trackerKey = fc.constantFrom(
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'fbclid',
  'gclid',
  'msclkid',
  'yclid',
  'affiliate',
  'ref'
)
const otherKey = fc.oneof(word, fc.constantFrom('id', 'q', 'page', 'utm', 'refs', 'UTM_source', 'x_y'))
/** A query value: letters, and characters Markdown or GFM read specially. */
const value = fc.oneof(
  { weight: 6, arbitrary: word },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', 'a_b', 'a*b', '~x~', 'a%20b', '(p)', 'v.', 'x!', "it's", 'a+b', '1:2', '@me')
  }
)
const param = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(trackerKey, value).map(([key, v]) => `${key}=${v}`) },
  { weight: 3, arbitrary: fc.tuple(otherKey, value).map(([key, v]) => `${key}=${v}`) },
  { weight: 1, arbitrary: fc.oneof(trackerKey, otherKey) }
)
const segment = fc.oneof(
  { weight: 6, arbitrary: word },
  { weight: 1, arbitrary: fc.constantFrom('Foo_(bar)', 'a_b_', 'x*y', '%E2%9C%93', 'v1.2', '~user') }
)

/** The part after the host: path, query (often with trackers), fragment. */
const rest = fc
  .tuple(
    fc.array(segment, { maxLength: 3 }),
    fc.option(fc.array(param, { minLength: 1, maxLength: 4 }), { freq: 4 }),
    fc.option(fc.oneof(word, fc.constant('')), { freq: 4 })
  )
  .map(
    ([segments, params, fragment]) =>
      `/${segments.join('/')}${params === null ? '' : `?${params.join('&')}`}${fragment === null ? '' : `#${fragment}`}`
  )
const host = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 2 }), fc.constantFrom('com', 'org', 'io'))
  .map(([labels, tld]) => `${labels.join('.')}.${tld}`)

/** An absolute http(s) URL. */
export const url = fc
  .tuple(
    fc.constantFrom('https', 'http', 'HTTPS'),
    host,
    fc.option(fc.constantFrom(':8080', ':443'), { freq: 6 }),
    rest
  )
  .map(([scheme, h, port, r]) => `${scheme}://${h}${port ?? ''}${r}`)
/** A GFM `www.` literal (no scheme). */
const www = fc.tuple(host, rest).map(([h, r]) => `www.${h}${r}`)

const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '))
const title = fc.constantFrom(' "title"', " 't'", ' (paren)', '')
const label = fc.constantFrom('one', 'Two', 'ref 3')

/** One inline piece. */
const inline = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 4, arbitrary: fc.tuple(text, url, title).map(([t, u, ti]) => `[${t}](${u}${ti})`) },
  { weight: 1, arbitrary: fc.tuple(text, url).map(([t, u]) => `[${t}](<${u}>)`) },
  { weight: 2, arbitrary: url.map((u) => `<${u}>`) },
  { weight: 3, arbitrary: url },
  { weight: 2, arbitrary: www },
  { weight: 1, arbitrary: fc.tuple(text, url).map(([t, u]) => `![${t}](${u})`) },
  { weight: 1, arbitrary: fc.tuple(text, url, text, url).map(([t, u, a, v]) => `[![${a}](${v})](${u}) ${t}`) },
  { weight: 2, arbitrary: url.map((u) => `\`${u}\``) },
  { weight: 1, arbitrary: url.map((u) => `\`\` ${u} \`\``) },
  { weight: 1, arbitrary: fc.tuple(text, url).map(([t, u]) => `*${t} [${t}](${u})*`) },
  { weight: 1, arbitrary: fc.tuple(text, label).map(([t, l]) => `[${t}][${l}]`) },
  { weight: 1, arbitrary: fc.tuple(text, url).map(([t, u]) => `<a href="${u}">${t}</a>`) },
  { weight: 1, arbitrary: fc.tuple(text, url).map(([t, u]) => `[${t}](${u.replace('_', '\\_')})`) },
  { weight: 1, arbitrary: fc.tuple(url, fc.constantFrom('.', ',', ')', '!', '?', ':')).map(([u, p]) => `(${u}${p}`) }
)
const line = fc.array(inline, { minLength: 1, maxLength: 5 }).map((pieces) => pieces.join(' '))

/** One block. */
const block = fc.oneof(
  { weight: 5, arbitrary: line },
  { weight: 1, arbitrary: line.map((l) => `## ${l}`) },
  {
    weight: 2,
    arbitrary: fc
      .array(line, { minLength: 1, maxLength: 3 })
      .map((items) => items.map((item) => `- ${item}`).join('\n'))
  },
  { weight: 1, arbitrary: line.map((l) => `> ${l}`) },
  { weight: 2, arbitrary: fc.tuple(label, url, title).map(([l, u, t]) => `[${l}]: ${u}${t}`) },
  { weight: 1, arbitrary: fc.tuple(label, url).map(([l, u]) => `[${l}]:\n  <${u}>`) },
  { weight: 2, arbitrary: fc.tuple(url, line).map(([u, l]) => `\`\`\`md\n${u}\n${l}\n\`\`\``) },
  { weight: 1, arbitrary: url.map((u) => `    ${u}`) },
  { weight: 1, arbitrary: fc.tuple(url, text).map(([u, t]) => `<div>\n<a href="${u}">${t}</a>\n</div>`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(inline, inline)
      .map(([a, b]) => `| a | b |\n| --- | --- |\n| ${a.replaceAll('|', '\\|')} | ${b.replaceAll('|', '\\|')} |`)
  }
)

/** A Markdown document: blocks, with LF or CRLF line endings, with or without a BOM. */
export const markdownDocument = fc
  .tuple(fc.array(block, { minLength: 1, maxLength: 8 }), fc.boolean(), fc.boolean(), fc.constantFrom('\n\n', '\n\n\n'))
  .map(([blocks, crlf, bom, gap]) => {
    const text = `${blocks.join(gap)}\n`
    return `${bom ? '\uFEFF' : ''}${crlf ? text.replaceAll('\n', '\r\n') : text}`
  })
