// Share of lint time taken by `linkcanon/no-tracking-params` on a large real codebase: ESLint's
// own lib/ (about 390 files, 100k lines of JS, the copy installed in node_modules; files sorted
// by path), linted with @eslint/js recommended plus the rule, through the ESLint class with
// `stats: true`. Also lints a copy with tracking parameters added to every URL, fixes it, and
// checks that every fixed file still parses. The Markdown row: the same share on the Markdown
// corpus (see inputs.mjs) linted through @eslint/markdown (`markdown/gfm`) with
// `linkcanon.configs.markdown` alone. Run: node bench/eslint.mjs [--quick]
// (build first: npx tsc --build). Never a test: nothing here asserts on time.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import markdown from '@eslint/markdown'
import { ESLint, Linter } from 'eslint'
import { markdownCorpus, markdownFiles } from './inputs.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const { default: linkcanon } = await import(join(here, '../packages/eslint-plugin/dist/index.js'))
const eslintRoot = dirname(createRequire(import.meta.url).resolve('eslint/package.json'))
const RULE = 'linkcanon/no-tracking-params'

function codebase(quick) {
  const files = readdirSync(join(eslintRoot, 'lib'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => relative(eslintRoot, join(entry.parentPath, entry.name)))
    .sort()
  return quick ? files.filter((_, index) => index % 3 === 0) : files
}

const config = [
  { ...js.configs.recommended, languageOptions: { ecmaVersion: 'latest', sourceType: 'commonjs' } },
  { plugins: { linkcanon }, rules: { [RULE]: 'error' } }
]

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Markdown through @eslint/markdown and the rule from its Markdown config, no other rule: the
 * share is of parsing and the rule alone (@eslint/markdown 8's recommended rules throw on a
 * file of the corpus, eslint/README.md).
 */
const markdownConfig = [
  { files: ['**/*.md'], plugins: { markdown }, language: 'markdown/gfm' },
  linkcanon.configs.markdown
]

/** One lint of every file; times from ESLint's stats, in ms. */
async function lintRound(files, cwd = eslintRoot, overrideConfig = config) {
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig,
    stats: true,
    cache: false
  })
  const results = await eslint.lintFiles(files)
  let total = 0
  let rule = 0
  let rules = 0
  let messages = 0
  for (const result of results) {
    for (const pass of result.stats?.times.passes ?? []) {
      total += pass.total
      rule += pass.rules?.[RULE]?.total ?? 0
      for (const timing of Object.values(pass.rules ?? {})) rules += timing.total
    }
    messages += result.messages.filter((message) => message.ruleId === RULE).length
  }
  return { total, rule, rules, messages, files: results.length }
}

const URL_RUN = /https?:\/\/[\w.-]+(?:\/[\w./-]*)?/g

/** Add trackers to every URL, fix, and check each fixed file parses and is stable. */
function fixCheck(files) {
  const linter = new Linter()
  const parses = (text) => !linter.verify(text, [config[0]]).some((message) => message.fatal)
  let mutated = 0
  let fixed = 0
  let reports = 0
  const broken = []
  for (const file of files) {
    const source = readFileSync(join(eslintRoot, file), 'utf8').replace(URL_RUN, '$&?utm_source=bench&a=1&fbclid=x')
    if (!parses(source)) continue
    mutated++
    const first = linter.verifyAndFix(source, config, { filename: file })
    reports += linter.verify(source, config, { filename: file }).filter((message) => message.ruleId === RULE).length
    if (first.output !== source) fixed++
    const second = linter.verifyAndFix(first.output, config, { filename: file })
    if (!parses(first.output) || second.output !== first.output) broken.push(file)
  }
  return { mutated, fixed, reports, broken }
}

/** The rule's share of an `eslint .` run over the Markdown corpus (median of the rounds), and a note. */
async function benchMarkdown(quick) {
  const all = markdownFiles()
  const files = quick ? all.filter((_, index) => index % 3 === 0) : all
  await lintRound(files.slice(0, 20), markdownCorpus, markdownConfig) // warm up
  const rounds = []
  for (let index = 0; index < (quick ? 2 : 5); index++)
    rounds.push(await lintRound(files, markdownCorpus, markdownConfig))
  const share = Number(median(rounds.map((round) => (round.rule / round.total) * 100)).toFixed(2))
  const total = median(rounds.map((round) => round.total))
  const rule = median(rounds.map((round) => round.rule))
  const note = `Markdown: ${files.length} files of the Markdown corpus through @eslint/markdown (markdown/gfm, ${RULE} the only rule): ${total.toFixed(0)} ms, of which the rule ${rule.toFixed(1)} ms (${share.toFixed(2)}%). Reports: ${rounds[0].messages}.`
  return { share, note }
}

/** @param {{quick?: boolean}} [options] `quick`: every third file, 2 rounds (else all, 5 rounds). */
export async function benchEslint({ quick = false } = {}) {
  const files = codebase(quick)
  const lines = files.reduce((sum, file) => sum + readFileSync(join(eslintRoot, file), 'utf8').split('\n').length, 0)
  await lintRound(files.slice(0, 20)) // warm up
  const rounds = []
  for (let index = 0; index < (quick ? 2 : 5); index++) rounds.push(await lintRound(files))
  const share = median(rounds.map((round) => (round.rule / round.total) * 100))
  const ofRules = median(rounds.map((round) => (round.rule / round.rules) * 100))
  const check = fixCheck(files)
  const md = await benchMarkdown(quick)
  const notes = [
    `Codebase: eslint@${JSON.parse(readFileSync(join(eslintRoot, 'package.json'), 'utf8')).version} lib/, ${files.length} files, ${lines} lines; @eslint/js recommended + ${RULE}.`,
    `Lint time (median of ${rounds.length} rounds): ${median(rounds.map((round) => round.total)).toFixed(0)} ms, of which the rule ${median(rounds.map((round) => round.rule)).toFixed(1)} ms (${share.toFixed(2)}%; ${ofRules.toFixed(2)}% of all rules' time). Reports on the real code: ${rounds[0].messages}.`,
    `Fix check: ${check.mutated} files with trackers added to every URL (${check.reports} reports); ${check.fixed} changed by --fix; ${check.broken.length} failed to parse or changed again on a second pass${check.broken.length ? `: ${check.broken.join(', ')}` : ''}.`,
    md.note
  ]
  return {
    title: 'ESLint rule no-tracking-params',
    tables: [],
    targets: [
      {
        id: 'eslint-share',
        label: '`no-tracking-params` share of lint time',
        value: Number(share.toFixed(2)),
        goal: 5,
        better: 'lower',
        unit: '%'
      },
      {
        id: 'eslint-markdown-share',
        label: '`no-tracking-params` share of lint time on Markdown (@eslint/markdown)',
        value: md.share,
        goal: 5,
        better: 'lower',
        unit: '%'
      }
    ],
    notes,
    sharePercent: Number(share.toFixed(2)),
    shareOfRulesPercent: Number(ofRules.toFixed(2)),
    markdownSharePercent: md.share,
    fixCheck: check
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await benchEslint({ quick: process.argv.includes('--quick') })
  for (const note of result.notes) console.log(note)
  console.log(`no-tracking-params: ${result.sharePercent}% of lint time (target <= 5%)`)
  console.log(`no-tracking-params on Markdown: ${result.markdownSharePercent}% of lint time (target <= 5%)`)
}
