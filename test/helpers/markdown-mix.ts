// fast-check arbitraries for Markdown documents where parts of the document act on each other:
// reference definitions and their uses (links, images, collapsed and shortcut references),
// containers (block quotes, list items, footnotes), raw HTML, fenced and indented code, and
// tables, in any order, with blank lines or none between them. Used to compare the CLI's fast
// scan with the whole-document parse.
import fc from 'fast-check'

/** A few labels, so that definitions and references meet. */
const label = fc.constantFrom('a', 'B', 'ref one', 'x')
const tracked = fc.constantFrom(
  'https://x.com/?utm_source=1',
  'https://y.com/p?id=1&fbclid=2',
  'http://z.com/?gclid=3#f',
  'https://ok.com/?id=1',
  'https://bad:99999/?utm_source=1',
  'https://e.com/?utm\\_source=1',
  'https://r.com/?a=1&amp;utm_source=2',
  'www.w.com/?utm_medium=1'
)
const url = tracked.filter((u) => !u.startsWith('www.'))
const word = fc.constantFrom('text', 'more words', '*em*', '`code`', 'a\\*b', '&amp;', '[', ']', '|', '<', '>')

const inline = fc.oneof(
  { weight: 3, arbitrary: word },
  { weight: 2, arbitrary: tracked },
  { weight: 2, arbitrary: fc.tuple(word, url).map(([t, u]) => `[${t}](${u})`) },
  { weight: 1, arbitrary: fc.tuple(word, url).map(([t, u]) => `![${t}](${u})`) },
  { weight: 1, arbitrary: url.map((u) => `<${u}>`) },
  { weight: 2, arbitrary: fc.tuple(word, label).map(([t, l]) => `[${t}][${l}]`) },
  { weight: 2, arbitrary: fc.tuple(word, label).map(([t, l]) => `![${t}][${l}]`) },
  { weight: 1, arbitrary: label.map((l) => `[${l}][]`) },
  { weight: 1, arbitrary: label.map((l) => `![${l}][]`) },
  { weight: 1, arbitrary: label.map((l) => `[${l}]`) },
  { weight: 1, arbitrary: label.map((l) => `![${l}]`) },
  { weight: 1, arbitrary: fc.tuple(label, url).map(([l, u]) => `[![i][${l}]](${u})`) },
  { weight: 1, arbitrary: url.map((u) => `<a href="${u}">a</a>`) },
  { weight: 1, arbitrary: fc.tuple(word, url, url).map(([t, u, v]) => `[${t} [in](${u}) out](${v})`) },
  { weight: 1, arbitrary: fc.tuple(label, url).map(([l, u]) => `[${l}](${u}) [${l}]`) },
  { weight: 1, arbitrary: url.map((u) => `(${u}).`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '[^n]',
      '<span>',
      '</span>',
      '<!-- c -->',
      '<https://x.com/?utm_source=1',
      '](https://y.com/?utm_source=1)',
      '\\[a]'
    )
  }
)
const line = fc.array(inline, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join(' '))
const definition = fc
  .tuple(label, url, fc.constantFrom('', ' "t"', "\n  'multi'"))
  .map(([l, u, t]) => `[${l}]: ${u}${t}`)

const leaf = fc.oneof(
  { weight: 5, arbitrary: line },
  { weight: 3, arbitrary: definition },
  { weight: 1, arbitrary: label.map((l) => `[${l}]:\n<https://x.com/?utm_source=9>`) },
  { weight: 1, arbitrary: fc.tuple(url, line).map(([u, l]) => `\`\`\`\n${u}\n${l}\n\n\`\`\``) },
  { weight: 1, arbitrary: url.map((u) => `    ${u}`) },
  { weight: 1, arbitrary: fc.tuple(url, line).map(([u, l]) => `<div>\n<a href="${u}">x</a>\n${l}\n</div>`) },
  { weight: 1, arbitrary: fc.tuple(line, line).map(([a, b]) => `<!--\n${a}\n\n${b}\n-->`) },
  { weight: 1, arbitrary: fc.tuple(line, line).map(([a, b]) => `| h | i |\n| --- | --- |\n| ${a} | ${b} |`) },
  { weight: 1, arbitrary: line.map((l) => `# ${l}`) },
  { weight: 1, arbitrary: line.map((l) => `${l}\n===`) },
  { weight: 1, arbitrary: fc.tuple(url, line).map(([u, l]) => `<script>\n${u}\n\n${l}\n</script>`) },
  { weight: 1, arbitrary: fc.tuple(label, url).map(([l, u]) => `> [${l}]: ${u}`) },
  { weight: 1, arbitrary: fc.constantFrom('```', '~~~', '<pre>', '</pre>', '---', '***', '') }
)
const container = fc.constantFrom('', '', '', '> ', '- ', '1. ', '  ', '[^n]: ', '> - ', '    ')

/** One block: a leaf, maybe in a container (each of its lines prefixed, or only the first: lazy). */
const block = fc.tuple(container, leaf, fc.boolean()).map(([prefix, body, lazy]) =>
  body
    .split('\n')
    .map((text, index) => (index === 0 || !lazy ? prefix : '') + text)
    .join('\n')
)

/**
 * Front matter, or none: YAML and TOML (blank to the Markdown parser, read as data), fences the parser would read as
 * a thematic break and a setext heading, front matter with the first block right after its closing fence, and a
 * fence that never closes (no front matter: all of it Markdown).
 */
const frontMatter = fc.constantFrom(
  '',
  '',
  '---\ntitle: x\nlink: https://x.com/?utm_source=1\n---\n\n',
  '---\n[a]: https://x.com/?utm_source=1\n---\n',
  '+++\nlink = "https://y.com/p?id=1&fbclid=2"\n+++\n',
  '---\nimage: "https://x.com/?utm_source=1\\u0026id=1"\n---\n> a\n',
  '---\n\n'
)

/** A document: optional front matter, then blocks joined by no, one or two blank lines, LF or CRLF. */
export const markdownMix = fc
  .tuple(
    frontMatter,
    fc.array(fc.tuple(block, fc.constantFrom('\n', '\n\n', '\n\n', '\n\n\n')), { minLength: 1, maxLength: 10 }),
    fc.boolean()
  )
  .map(([front, blocks, crlf]) => {
    const text = front + blocks.map(([b, gap]) => b + gap).join('')
    return crlf ? text.replaceAll('\n', '\r\n') : text
  })
