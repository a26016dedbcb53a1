#!/usr/bin/env node
// Write what the core's option table (packages/core/src/option-table.ts; run after `tsc --build`)
// declares: the option entries of the config file's JSON Schema, the doc comments of
// `CanonicalizeOptions` in packages/core/src/types.ts and the core's rows of the ESLint rule doc's
// options table. `--check` fails when a committed file says otherwise, and changes nothing.
import { readFileSync, writeFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { OPTIONS } from '../packages/core/dist/option-table.js'
import { frontEndPreset } from '../packages/core/dist/presets.js'

const schemaFile = new URL('../packages/core/schema/linkcanon.config.schema.json', import.meta.url)
const typesFile = new URL('../packages/core/src/types.ts', import.meta.url)
const ruleDocFile = new URL('../packages/eslint-plugin/docs/rules/no-tracking-params.md', import.meta.url)

/** `text` as the lines of a doc comment, wrapped at 110 columns. */
function wrap(text) {
  const lines = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line !== '' && 5 + line.length + 1 + word.length > 110) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  return [...lines, line]
}

/** The doc comment of an option in `CanonicalizeOptions`. */
function docComment(option) {
  const example = option.example.split('\n')
  const lines = [...wrap(option.schema.description), '', `@default ${option.default}`]
  if (example.length === 1) lines.push(`@example ${example[0]}`)
  else lines.push('@example', ...example)
  return ['  /**', ...lines.map((line) => (line === '' ? '   *' : `   * ${line}`)), '   */'].join('\n') + '\n'
}

const schemaText = readFileSync(schemaFile, 'utf8')
const schema = JSON.parse(schemaText)
const staleSchema = OPTIONS.filter(
  (option) => option.takenBy.config && !isDeepStrictEqual(schema.properties[option.name], option.schema)
)
/** The schema written back: only a description changed keeps the file's layout; more rewrites it whole. */
let newSchemaText = schemaText
for (const option of staleSchema) {
  const { description, ...rest } = schema.properties[option.name] ?? {}
  const { description: newDescription, ...newRest } = option.schema
  const old = `"description": ${JSON.stringify(description)}`
  if (isDeepStrictEqual(rest, newRest) && newSchemaText.split(old).length === 2) {
    newSchemaText = newSchemaText.replace(old, () => `"description": ${JSON.stringify(newDescription)}`)
  } else {
    schema.properties[option.name] = option.schema
    newSchemaText = JSON.stringify(schema, null, 2) + '\n'
  }
}

const types = readFileSync(typesFile, 'utf8')
const start = types.indexOf('export interface CanonicalizeOptions {')
const end = types.indexOf('\n}\n', start)
const body = types.slice(start, end).replace(/( {2}\/\*\*[^]*?\*\/\n)? {2}(\w+)\?:/g, (member, _doc, name) => {
  const option = OPTIONS.find((o) => o.name === name)
  if (option === undefined) throw new Error(`CanonicalizeOptions.${name} is not in the option table`)
  return `${docComment(option)}  ${name}?:`
})
const newTypes = types.slice(0, start) + body + types.slice(end)

/** The rule doc's options table: the core's rows from the table (preset `frontEndPreset`), then the rule's own. */
const ruleDoc = readFileSync(ruleDocFile, 'utf8')
const [before, tableAndAfter] = ruleDoc.split(/(?=^\| Option \| Type \| Default \| What \|$)/m)
const rows = tableAndAfter.slice(0, tableAndAfter.indexOf('\n\n') + 1).split(/(?<=\n)/)
const cell = (text) => text.replaceAll('|', '\\|')
const code = (text) => (/^(true|false|\[\]|'[^']*')$/.test(text) ? `\`${text}\`` : text)
const coreRows = OPTIONS.filter((option) => option.takenBy.eslint).map((option) => {
  const fallback = option.name === 'preset' ? `'${frontEndPreset}'` : option.default
  const type = option.type ?? option.schema.enum?.map((v) => `\`'${v}'\``).join(' | ') ?? `\`${option.schema.type}\``
  return `| \`${option.name}\` | ${cell(type)} | ${code(fallback)} | ${cell(option.schema.description)} |\n`
})
const ownRows = rows.slice(2).filter((row) => !OPTIONS.some((option) => row.startsWith(`| \`${option.name}\` |`)))
const newRuleDoc = [
  before,
  ...rows.slice(0, 2),
  ...coreRows,
  ...ownRows,
  tableAndAfter.slice(rows.join('').length)
].join('')

const stale = [
  ...(staleSchema.length > 0
    ? [`packages/core/schema/linkcanon.config.schema.json (${staleSchema.map((o) => o.name).join(', ')})`]
    : []),
  ...(newTypes !== types ? ["packages/core/src/types.ts (CanonicalizeOptions' doc comments)"] : []),
  ...(newRuleDoc !== ruleDoc ? ["packages/eslint-plugin/docs/rules/no-tracking-params.md (the core's options)"] : [])
]
if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`Out of date with the option table: ${stale.join(', ')}; run node scripts/options.mjs`)
    process.exit(1)
  }
} else {
  if (staleSchema.length > 0) writeFileSync(schemaFile, newSchemaText)
  if (newTypes !== types) writeFileSync(typesFile, newTypes)
  if (newRuleDoc !== ruleDoc) writeFileSync(ruleDocFile, newRuleDoc)
  for (const file of stale) console.log(`wrote ${file}`)
}
