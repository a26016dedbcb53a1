// The link-safety audit of `linkcanon fix` (session 24) on generated YAML, JSON, TOML, HTML and XML
// files: URLs (tracked, clean, signed) written in each place the format can hold a string, in
// each of its escapings. The laws, checked by a real parser of the format (yaml, JSON.parse, smol-toml,
// parse5, fast-xml-parser) and not by the CLI's scanners (test/helpers/format-oracle.ts):
// the file still parses; every string it holds is what it was, or that with URLs replaced by
// their canonical URL (keys never change); characters are only removed, and no line goes;
// a signed URL's text is unchanged; a second `fix` changes nothing.
// Runs: FC_RUNS (default 10,000), at most 2,000 a format.
import fc from 'fast-check'
import { XMLParser } from 'fast-xml-parser'
import { parse as parseHtml } from 'parse5'
import { parse as parseToml } from 'smol-toml'
import { parseAllDocuments } from 'yaml'
import { describe, expect, it } from 'vitest'
import type { FileKind } from '../packages/cli/dist/files/kinds.js'
import { fixText, onlyRemoved, stringsOf, stringsProblem } from './helpers/format-oracle.js'
import { url as markdownUrl } from './helpers/markdown-arbitraries.js'

const numRuns = Math.min(Number(process.env.FC_RUNS ?? 10_000), 2_000)
/** `FC_SEED=<seed>` replays a run (fast-check prints the seed of a failure). */
const seed = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) }

/** `arbitrary` one time in `times`, else `null`. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, times: number): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: times - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary })

const SIGNED = ['X-Amz-Signature=0a1b', 'sig=abc&sv=2024-01-01', 'Signature=xyz&Key-Pair-Id=K1', 'X-Goog-Signature=ff']
/** A URL (often tracked), sometimes signed, sometimes with characters formats escape or end on. */
const url = fc
  .tuple(
    markdownUrl,
    sometimes(fc.constantFrom(...SIGNED), 5),
    sometimes(fc.constantFrom('a=1,2', "q=it's", 't="x"', 'p=a:b', 'e=%26', 'b=[1]', 'w=a b'), 3)
  )
  .map(([base, signed, odd]) => {
    const [head, fragment] = base.split('#') as [string, string | undefined]
    const added = [signed, odd].filter((pair) => pair !== null).join('&')
    const query = added === '' ? '' : `${head.includes('?') ? '&' : '?'}${added}`
    return `${head}${query}${fragment === undefined ? '' : `#${fragment}`}`
  })
/** A string value holding a URL: the URL alone, or in words. */
const value = fc.oneof(
  url,
  fc
    .tuple(
      fc.constantFrom('see ', 'a: ', '(', '"', 'été ', '\t', '«'),
      url,
      fc.constantFrom(' now', '。', ')', '.', '\tx', '», ', '')
    )
    .map(([before, link, after]) => `${before}${link}${after}`),
  fc.tuple(url, url).map(([a, b]) => `${a} ${b}`)
)

/** Write `text` with a random choice of escapes per character: `way(char, choice)`, `undefined` to keep it. */
function written(way: (char: string, choice: number) => string | undefined): (text: string) => fc.Arbitrary<string> {
  return (text) =>
    fc
      .array(fc.nat(9), { minLength: text.length, maxLength: text.length })
      .map((choices) => [...text].map((char, index) => way(char, choices[index]!) ?? char).join(''))
}
const hex = (char: string, digits: number): string => char.charCodeAt(0).toString(16).padStart(digits, '0')
const backslashed = (extra: (char: string, choice: number) => string | undefined) =>
  written((char, choice) =>
    char === '"' || char === '\\' ? `\\${char}` : choice === 0 ? `\\u${hex(char, 4)}` : extra(char, choice)
  )

/** YAML double-quoted: `\uXXXX`, `\xXX`, `\/`. */
const yamlDouble = backslashed((char, choice) =>
  choice === 1 ? `\\x${hex(char, 2)}` : choice === 2 && char === '/' ? '\\/' : undefined
)
/** JSON: `\uXXXX`, `\/`. */
const jsonString = backslashed((char, choice) => (choice === 1 && char === '/' ? '\\/' : undefined))
/** TOML basic: `\uXXXX`, `\U000000XX`. */
const tomlBasic = backslashed((char, choice) => (choice === 1 ? `\\U${hex(char, 8)}` : undefined))
/** HTML and XML: numeric references, `&amp;` (always for `&` in XML), `&quot;` for `"`. */
const markupText = (xml: boolean) =>
  written((char, choice) => {
    if (char === '&') return choice < 3 || xml ? '&amp;' : choice < 5 ? '&#38;' : choice < 7 ? '&#x26;' : undefined
    if (char === '"' || char === '<') return `&#${char.charCodeAt(0)};`
    return choice === 0 ? `&#${char.charCodeAt(0)};` : choice === 1 ? `&#x${hex(char, 1)};` : undefined
  })

const key = (index: number): string => `k${index}`

/** One YAML entry `kN: …` (or a comment, or a URL as a key) holding `text`. */
const yamlEntry = (text: string, index: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant(`${key(index)}: ${text}`),
    yamlDouble(text).map((raw) => `${key(index)}: "${raw}"`),
    yamlDouble(text).map((raw) => `${key(index)}: !!str "${raw}" # ${text}`),
    fc.constant(`${key(index)}: '${text.replaceAll("'", "''")}'`),
    fc.constantFrom('|', '>-', '|+').map((style) => `${key(index)}: ${style}\n  ${text}\n  next`),
    yamlDouble(text).map((raw) => `${key(index)}: [${text.split(' ')[0]}, "${raw}", x]`),
    fc.constant(`${key(index)}: {a: ${text.split(' ')[0]}, b: 1}`),
    fc.constant(`# ${text}`),
    yamlDouble(text).map((raw) => `"${raw}${index}": ${key(index)}`),
    fc.constant(`${text.split(' ')[0]}${index}: ${key(index)}`),
    fc.constant(`${key(index)}: &a${index} ${text.split(' ')[0]}`)
  )

/** One TOML entry holding `text`. */
const tomlEntry = (text: string, index: number): fc.Arbitrary<string> =>
  fc.oneof(
    tomlBasic(text).map((raw) => `${key(index)} = "${raw}"`),
    fc.constant(text.includes("'") ? `${key(index)} = 1` : `${key(index)} = '${text}'`),
    tomlBasic(text).map((raw) => `${key(index)} = """\n${raw}"""`),
    fc.constant(text.includes("''") ? `${key(index)} = 2` : `${key(index)} = '''${text}'''`),
    tomlBasic(text).map((raw) => `${key(index)} = [ "${raw}", 1 ] # ${text}`),
    tomlBasic(text).map((raw) => `${key(index)} = { a = "${raw}" }`),
    tomlBasic(text).map((raw) => `"${raw}${index}" = ${index}`),
    tomlBasic(text).map((raw) => `a${index}."${raw}" = ${index}`),
    tomlBasic(text).map((raw) => `[t${index}."${raw}"]\nk = ${index}`)
  )

/** One JSON member holding `text`: a value, an array item, or a key (`"<url>N": N`). */
const jsonEntry = (text: string, index: number): fc.Arbitrary<string> =>
  fc.oneof(
    jsonString(text).map((raw) => `"${key(index)}": "${raw}"`),
    jsonString(text).map((raw) => `"${key(index)}": [1, "${raw}", {"a": "${raw}"}]`),
    jsonString(text).map((raw) => `"${raw}${index}": ${index}`)
  )

const RAW_ELEMENTS = ['xmp', 'textarea', 'title', 'noscript', 'iframe', 'script', 'style']
/** One HTML element holding `text` in an attribute value, as text, or in a comment. */
const htmlEntry = (text: string, index: number): fc.Arbitrary<string> =>
  fc.oneof(
    markupText(false)(text).map((raw) => `<a href="${raw}" id="a${index}">x</a>`),
    markupText(false)(text).map(
      (raw) => `<img alt='${raw.replaceAll("'", '&#39;')}' src=${/[\s"'=<>`]/.test(raw) ? '"x"' : raw}>`
    ),
    markupText(false)(text).map((raw) => `<p>${raw}</p>`),
    fc
      .tuple(markupText(false)(text), fc.constantFrom(...RAW_ELEMENTS))
      .map(([raw, name]) => `<${name}>${raw.replaceAll('</', '')}</${name}>`),
    fc.constant(`<!-- ${text.replaceAll('--', '')} -->`)
  )

/** One XML element holding `text` in an attribute value, as text, or in CDATA. */
const xmlEntry = (text: string, index: number): fc.Arbitrary<string> =>
  fc.oneof(
    markupText(true)(text).map((raw) => `<link href="${raw}" n="${index}"/>`),
    markupText(true)(text).map((raw) => `<item n="${index}">${raw}</item>`),
    fc.constant(`<item n="${index}"><![CDATA[${text.replaceAll(']]>', '')}]]></item>`)
  )

/** A document: up to five entries, each holding one generated value. */
function documentOf(
  entry: (text: string, index: number) => fc.Arbitrary<string>,
  join: (entries: string[]) => string
): fc.Arbitrary<string> {
  const entries = fc
    .array(value, { minLength: 1, maxLength: 5 })
    .chain((values) => fc.tuple(...values.map((text, index) => entry(text, index))).map(join))
  // Line endings CRLF, and a byte order mark, now and then.
  return fc
    .tuple(entries, fc.boolean(), fc.boolean())
    .map(([text, crlf, bom]) => `${bom ? '\uFEFF' : ''}${crlf ? text.replaceAll('\n', '\r\n') : text}`)
}

/** The strings a parser reads in a file, or `undefined` when the file does not parse. */
type Reader = (text: string) => string[] | undefined

const readYaml: Reader = (text) => {
  const documents = parseAllDocuments(text, { uniqueKeys: true })
  if (!Array.isArray(documents) || documents.some((document) => document.errors.length > 0)) return undefined
  return documents.flatMap((document) => stringsOf(document.toJS()))
}
const readJson: Reader = (text) => {
  try {
    return stringsOf(JSON.parse(text))
  } catch {
    return undefined
  }
}
const readToml: Reader = (text) => {
  try {
    return stringsOf(parseToml(text))
  } catch {
    return undefined
  }
}
const readHtml: Reader = (text) => {
  const out: string[] = []
  type Node = {
    nodeName: string
    value?: string
    data?: string
    attrs?: Array<{ name: string; value: string }>
    childNodes?: Node[]
    content?: Node
  }
  const walk = (node: Node): void => {
    for (const attribute of node.attrs ?? []) out.push(attribute.value)
    if (node.nodeName === '#text' || node.nodeName === '#comment') out.push(node.value ?? node.data ?? '')
    for (const child of node.childNodes ?? []) walk(child)
  }
  // Scripting off: the only reading in which a <noscript>'s content is shown (with scripting on it is raw text no one sees).
  walk(parseHtml(text, { scriptingEnabled: false }) as unknown as Node)
  return out
}
const xmlParser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  cdataPropName: '#cdata',
  htmlEntities: true
})
const readXml: Reader = (text) => {
  try {
    return stringsOf(xmlParser.parse(text, true))
  } catch {
    return undefined
  }
}

function law(source: string, kind: FileKind, read: Reader): { fixed: number; left: string[] } {
  const before = read(source)
  fc.pre(before !== undefined)
  const once = fixText(source, kind)
  const after = read(once.text)
  expect(after, `does not parse after fix:\n${once.text}`).toBeDefined()
  expect(stringsProblem(before!, after!), once.text).toBeUndefined()
  expect(onlyRemoved(source, once.text), once.text).toBe(true)
  for (const signed of SIGNED) {
    // Counted in the strings as the format's parser reads them: a signed pair as written (`sig=abc`), not its key
    // alone (a tracker's value may hold `sig`, and the escapes a format may write around it vary).
    const pair = signed.split('&')[0]!
    const count = (strings: readonly string[]): number => strings.join('\n').split(pair).length
    expect(count(after!), `a signed URL changed:\n${once.text}`).toBe(count(before!))
  }
  expect(fixText(once.text, kind).text, 'a second fix changes the file').toBe(once.text)
  return once
}

const formats: Array<[string, FileKind, fc.Arbitrary<string>, Reader]> = [
  ['YAML', 'yaml', documentOf(yamlEntry, (entries) => `${entries.join('\n')}\n`), readYaml],
  ['JSON', 'json', documentOf(jsonEntry, (entries) => `{\n  ${entries.join(',\n  ')}\n}\n`), readJson],
  ['TOML', 'toml', documentOf(tomlEntry, (entries) => `${entries.join('\n')}\n`), readToml],
  [
    'HTML',
    'html',
    documentOf(htmlEntry, (entries) => `<!DOCTYPE html>\n<body>\n${entries.join('\n')}\n</body>\n`),
    readHtml
  ],
  [
    'XML',
    'xml',
    documentOf(xmlEntry, (entries) => `<?xml version="1.0"?>\n<feed>\n${entries.join('\n')}\n</feed>\n`),
    readXml
  ]
]

describe('linkcanon fix on generated files of each format (audit)', () => {
  for (const [name, kind, document, read] of formats) {
    it(`${name}: parses after, strings only canonicalized, keys kept, only removals, signed kept, idempotent (${numRuns} files)`, () => {
      let [files, fixed] = [0, 0]
      const left = new Map<string, number>()
      fc.assert(
        fc.property(document, (source) => {
          const run = law(source, kind, read)
          files++
          fixed += run.fixed
          for (const reason of run.left) left.set(reason, (left.get(reason) ?? 0) + 1)
        }),
        { numRuns, ...seed }
      )
      console.log(
        `formats audit, ${name}: ${files} files parsed and fixed (last run), ${fixed} links fixed; left: ${JSON.stringify(Object.fromEntries(left))}`
      )
      expect(fixed).toBeGreaterThan(0)
    }, 600_000)
  }
})
