#!/usr/bin/env node
// Write the option entries of the config file's JSON Schema from the core's option table
// (packages/core/src/option-table.ts; run after `tsc --build`). `--check` fails when the
// committed schema says otherwise, and changes nothing.
import { readFileSync, writeFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { OPTIONS } from '../packages/core/dist/option-table.js'

const file = new URL('../packages/core/schema/linkcanon.config.schema.json', import.meta.url)
const schema = JSON.parse(readFileSync(file, 'utf8'))
const stale = OPTIONS.filter(
  (option) => option.takenBy.config && !isDeepStrictEqual(schema.properties[option.name], option.schema)
)

if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(
      `packages/core/schema/linkcanon.config.schema.json is out of date for ${stale.map((o) => o.name).join(', ')}: run node scripts/options.mjs`
    )
    process.exit(1)
  }
} else if (stale.length > 0) {
  for (const option of stale) schema.properties[option.name] = option.schema
  writeFileSync(file, JSON.stringify(schema, null, 2) + '\n')
  console.log(`wrote the schema's ${stale.map((o) => o.name).join(', ')}`)
}
