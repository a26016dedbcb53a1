// node tmp-b-measure.mjs <root> <kind> <preset> <out.json> [--fix]
import { ESLint } from 'eslint'
import * as astroParser from 'astro-eslint-parser'
import svelteParser from 'svelte-eslint-parser'
import vueParser from 'vue-eslint-parser'
import markdown from '@eslint/markdown'
import json from '@eslint/json'
import tseslint from 'typescript-eslint'
import linkcanon from 'eslint-plugin-linkcanon'
import fs from 'node:fs'
import { globSync } from 'tinyglobby'
import path from 'node:path'

const [root, kind, preset, out, fixFlag] = process.argv.slice(2)
const fix = fixFlag === '--fix'
const tsParser = tseslint.parser
const langs = {
  md: [{ files: ['**/*.md'], plugins: { markdown }, language: 'markdown/gfm', languageOptions: { frontmatter: 'yaml' } }, linkcanon.configs.markdown],
  json: [
    { files: ['**/*.json'], plugins: { json }, language: 'json/json' },
    { files: ['**/*.jsonc'], plugins: { json }, language: 'json/jsonc' },
    { files: ['**/*.json5'], plugins: { json }, language: 'json/json5' },
    linkcanon.configs.json
  ],
  code: [{ files: ['**/*.{ts,tsx,js,jsx,mjs,cjs,mts,cts}'], languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } }, plugins: { linkcanon } }],
  vue: [{ files: ['**/*.vue'], languageOptions: { parser: vueParser, sourceType: 'module', parserOptions: { parser: tsParser } } }, linkcanon.configs.vue],
  svelte: [{ files: ['**/*.svelte'], languageOptions: { parser: svelteParser, parserOptions: { parser: tsParser } } }, linkcanon.configs.svelte],
  astro: [{ files: ['**/*.astro'], languageOptions: { parser: astroParser, sourceType: 'module', parserOptions: { parser: tsParser } } }, linkcanon.configs.astro]
}
const globs = { code: ['**/*.{ts,tsx,js,jsx,mjs,cjs,mts,cts}'], md: ['**/*.md'], json: ['**/*.json', '**/*.jsonc', '**/*.json5'], vue: ['**/*.vue'], svelte: ['**/*.svelte'], astro: ['**/*.astro'] }
const config = [
  ...langs[kind],
  { rules: { 'linkcanon/no-tracking-params': [process.env.RULEOFF ? 'off' : 'error', { preset, config: false, ...JSON.parse(process.env.EXTRA ?? '{}') }] } }
]
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config, fix, errorOnUnmatchedPattern: false })

const list = globSync(globs[kind], { cwd: root, dot: true, ignore: ['**/.git/**', '**/node_modules/**'] }).sort()
const t0 = performance.now()
const results = []
const crashes = []
if (process.env.ONECALL) { results.push(...(await eslint.lintFiles(list))) } else for (const f of list) {
  try {
    const [r] = await eslint.lintFiles([f])
    if (r) results.push(r)
  } catch (e) {
    crashes.push({ file: f, error: String(e.stack ?? e).slice(0, 800) })
  }
}
const ms = performance.now() - t0
if (fix) await ESLint.outputFixes(results)
const rows = []
const fatals = []
for (const r of results) {
  const rel = path.relative(root, r.filePath)
  for (const m of r.messages) {
    if (m.fatal || !m.ruleId) { fatals.push({ file: rel, message: m.message, line: m.line }); continue }
    rows.push({ file: rel, line: m.line, column: m.column, endLine: m.endLine, endColumn: m.endColumn, messageId: m.messageId, message: m.message, fix: m.fix ?? null, suggestions: m.suggestions?.length ?? 0 })
  }
}
fs.writeFileSync(out, JSON.stringify({ root, kind, preset, files: list.length, linted: results.length, ms: Math.round(ms), crashes, fatals, findings: rows }, null, 1))
console.log(`${kind} ${preset} files=${list.length} linted=${results.length} findings=${rows.length} fixable=${rows.filter((r) => r.fix).length} fatal=${fatals.length} crashes=${crashes.length} ms=${Math.round(ms)}`)
