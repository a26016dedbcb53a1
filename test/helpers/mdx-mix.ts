// fast-check arbitraries for MDX documents: ESM blocks (multi-line, with blank lines inside),
// JSX blocks and inline JSX (nested, self-closing, attributes with strings, expressions and
// template literals holding URLs), `{…}` expressions and `{/* */}` comments, frontmatter, code,
// containers, tables and links of every kind around them, with blank lines or none between them.
// Used to compare the CLI's fast scan of MDX with the whole-document parse.
import fc from 'fast-check'

const url = fc.constantFrom(
  'https://x.com/?utm_source=1',
  'https://y.com/p?id=1&fbclid=2',
  'https://ok.com/?id=1',
  'https://bad:99999/?utm_source=1',
  'https://r.com/?a=1&amp;utm_source=2'
)
const bare = fc.oneof(url, fc.constant('www.w.com/?utm_medium=1'))
const word = fc.constantFrom(
  'text',
  '*em*',
  '`code`',
  '`{`',
  '`}`',
  '`<b`',
  "don't",
  '\\{',
  '[',
  ']',
  '|',
  '&amp;',
  '"'
)
const name = fc.constantFrom('Tabs', 'a', 'Card', 'x.Y')

const attribute = fc.oneof(
  url.map((u) => `href="${u}"`),
  url.map((u) => `src='${u}'`),
  url.map((u) => `title="${u}"`),
  url.map((u) => `href={"${u}"}`),
  url.map((u) => `href={\`${u}\`}`),
  url.map((u) => `href={\`${u}\${id}\`}`),
  fc.constantFrom('open', 'n={1}', 'o={{a: {b: 1}}}', 'f={/* } */ 1}', 's="a>b"', '{...props}', 'x={"}"}')
)
const attributes = fc.array(attribute, { maxLength: 2 }).map((list) => list.map((a) => ' ' + a).join(''))
const spacing = fc.constantFrom(' ', '\n', '\n\n', '\n  ')

const inline: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: word },
  { weight: 2, arbitrary: bare },
  { weight: 2, arbitrary: fc.tuple(word, url).map(([t, u]) => `[${t}](${u})`) },
  { weight: 1, arbitrary: fc.tuple(word, url).map(([t, u]) => `![${t}](${u})`) },
  { weight: 1, arbitrary: fc.constantFrom('[a]', '[a][]', '[t][a]', '![i][a]') },
  { weight: 2, arbitrary: fc.tuple(name, attributes, word).map(([n, a, t]) => `<${n}${a}>${t}</${n}>`) },
  { weight: 1, arbitrary: fc.tuple(name, attributes).map(([n, a]) => `<${n}${a} />`) },
  { weight: 1, arbitrary: url.map((u) => `{"${u}"}`) },
  { weight: 1, arbitrary: fc.constantFrom('{1 + 1}', '{/* c */}', '{a}', '{{}}', '{/* } */}', '{"}"}') }
)
const line = fc.array(inline, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join(' '))

const esm = fc.oneof(
  fc.constantFrom(
    "import Tabs from '@theme/Tabs'",
    "import {a,\n  b} from 'c'",
    'export const meta = {\n  title: "x"\n}',
    'export const a = 1\nexport const b = 2'
  ),
  fc.tuple(url, spacing).map(([u, s]) => `export const links = [${s}'${u}'${s}]`),
  fc.tuple(url, spacing).map(([u, s]) => `export const x =${s}\`${u}\``),
  spacing.map((s) => `export function f() {${s}return 1${s}}`)
)

const flow: fc.Arbitrary<string> = fc.letrec<{ block: string }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: line },
    { weight: 1, arbitrary: url.map((u) => `[a]: ${u}`) },
    { weight: 1, arbitrary: esm },
    {
      weight: 2,
      arbitrary: fc
        .tuple(name, attributes, spacing, tie('block'), spacing)
        .map(([n, a, s, b, t]) => `<${n}${a}>${s}${b}${t}</${n}>`)
    },
    { weight: 1, arbitrary: fc.tuple(name, attributes, spacing).map(([n, a, s]) => `<${n}${a}${s}/>`) },
    {
      weight: 1,
      arbitrary: fc.tuple(name, spacing, url).map(([n, s, u]) => `<${n}${s}title="x"${s}href="${u}"${s}/>`)
    },
    { weight: 1, arbitrary: fc.tuple(spacing, url).map(([s, u]) => `{${s}"${u}"${s}}`) },
    { weight: 1, arbitrary: fc.tuple(spacing, url).map(([s, u]) => `{/*${s}${u}${s}*/}`) },
    { weight: 1, arbitrary: fc.tuple(spacing, url).map(([s, u]) => `{[${s}1,${s}{a: 2}${s}]}\n${u}`) },
    { weight: 1, arbitrary: fc.tuple(line, url).map(([l, u]) => '```js\n' + `${l}\n\n'${u}' {\n` + '```') },
    { weight: 1, arbitrary: fc.tuple(line).map(([l]) => '~~~\n<Tabs>\n\n' + l + '\n~~~') },
    { weight: 1, arbitrary: tie('block').map((b) => '> ' + b.replaceAll('\n', '\n> ')) },
    { weight: 1, arbitrary: tie('block').map((b) => '- ' + b.replaceAll('\n', '\n  ')) },
    { weight: 1, arbitrary: fc.tuple(line, line).map(([a, b]) => `| a | b |\n| - | - |\n| ${a} | ${b} |`) }
  )
})).block

const separator = fc.constantFrom('\n', '\n\n', '\n\n\n')

/** An MDX document: optional frontmatter, then blocks. */
export const mdxDocument: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', '---\ntitle: x\nlink: https://x.com/?utm_source=1\n---\n\n'),
    fc.array(fc.tuple(flow, separator), { minLength: 1, maxLength: 8 })
  )
  .map(([front, blocks]) => front + blocks.map(([block, sep]) => block + sep).join(''))
