/**
 * The benchmark runner: `node bench/run.mjs [--quick] [--only <section>[,<section>…]] [--corpus <dir>] [--mdx-site <dir>]`, or
 * `--render` to rewrite docs/benchmarks.md from bench/results.json without measuring anything.
 * (the root `bench` script). Runs each section that exists, prints its figures, merges them
 * into `bench/results.json` and regenerates `docs/benchmarks.md`. Never a CI gate: nothing
 * here asserts on time.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describeMachine, renderMarkdown, TARGETS } from './report.mjs'
import { target } from './harness.mjs'

/** Each section: its module, the function it exports. */
const SECTIONS = [
  { name: 'canonicalize', file: 'canonicalize.mjs', run: 'benchCanonicalize' },
  { name: 'extract', file: 'extract.mjs', run: 'benchExtract' },
  { name: 'remark', file: 'remark.mjs', run: 'benchRemark' },
  { name: 'eslint', file: 'eslint.mjs', run: 'benchEslint' },
  { name: 'extract-adversarial', file: 'extract-adversarial.mjs', run: 'benchExtractAdversarial' },
  { name: 'url-stream', file: 'url-stream.mjs', run: 'benchUrlStream' },
  { name: 'cli', file: 'cli.mjs', run: 'benchCli' },
  { name: 'cli-mdx', file: 'cli-mdx.mjs', run: 'benchCliMdx' },
  { name: 'cli-concurrency', file: 'cli-concurrency.mjs', run: 'benchCliConcurrency' }
]

const here = fileURLToPath(new URL('.', import.meta.url))
const resultsPath = fileURLToPath(new URL('results.json', import.meta.url))
const docsPath = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url))

function parseArgs(argv) {
  const args = { quick: false, only: null, render: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--quick') args.quick = true
    else if (arg === '--render') args.render = true
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length)
      if (!value) usage('--only needs a section name')
      args.only = value.split(',')
    } else if (arg === '--corpus') {
      // Read by bench/inputs.mjs; optional (default: ../shared/corpora/markdown if present, else the vendored slice).
      const dir = argv[++i]
      if (!dir || !existsSync(dir)) usage(`--corpus needs an existing folder`)
    } else if (arg === '--mdx-site') {
      // Read by bench/cli-mdx.mjs: a real MDX docs site instead of the generated one.
      const dir = argv[++i]
      if (!dir || !existsSync(dir)) usage(`--mdx-site needs an existing folder`)
    } else if (arg === '--help' || arg === '-h') usage()
    else usage(`Unknown argument "${arg}"`)
  }
  const unknown = (args.only ?? []).filter((name) => !SECTIONS.some((s) => s.name === name))
  if (unknown.length) usage(`Unknown section ${unknown.map((n) => `"${n}"`).join(', ')}`)
  return args
}

function usage(problem) {
  if (problem) console.error(problem)
  console.error(
    `Usage: node bench/run.mjs [--quick] [--only ${SECTIONS.map((s) => s.name).join('|')}] [--corpus <dir>] [--mdx-site <dir>] | --render`
  )
  console.error('  --render: rewrite docs/benchmarks.md from bench/results.json, measuring nothing')
  console.error(
    '  --corpus <dir>: the Markdown corpus (optional; default ../shared/corpora/markdown when it exists, else test/fixtures/third-party/markdown)'
  )
  process.exit(problem ? 2 : 0)
}

/** Run one section; a missing module or a throw becomes a printed note, not a failure. */
async function runSection(section, quick) {
  const path = here + section.file
  if (!existsSync(path)) return { skipped: `bench/${section.file} does not exist yet` }
  try {
    const module = await import(pathToFileURL(path).href)
    if (typeof module[section.run] !== 'function')
      return { skipped: `bench/${section.file} does not export ${section.run}()` }
    return await module[section.run]({ quick })
  } catch (error) {
    return {
      skipped: `bench/${section.file} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
    }
  }
}

function readPrevious() {
  if (!existsSync(resultsPath)) return { sections: {} }
  try {
    return JSON.parse(readFileSync(resultsPath, 'utf8'))
  } catch {
    return { sections: {} }
  }
}

/** The target a section reports: by id, else its only target. */
function reported(result, id) {
  const targets = Array.isArray(result?.targets) ? result.targets : []
  return targets.find((t) => t.id === id) ?? (targets.length === 1 ? targets[0] : undefined)
}

/**
 * The issue's targets, judged on whatever sections have figures. The goals here are the
 * issue's; a section's own floor is used only where the issue names none.
 */
function judgeTargets(sections) {
  return TARGETS.map((t) => {
    const entry = sections[t.section]
    const found = entry && !entry.result.skipped ? reported(entry.result, t.id) : undefined
    const value = typeof found?.value === 'number' ? found.value : undefined
    const floor = t.floor ?? (typeof found?.floor === 'number' ? found.floor : undefined)
    return { ...target({ ...t, floor, value }), section: t.section }
  })
}

const args = parseArgs(process.argv.slice(2))
const previous = readPrevious()
if (args.render) {
  if (!previous.machine) usage('Nothing to render: bench/results.json has no results yet')
  writeFileSync(docsPath, renderMarkdown(previous))
  console.log(`Wrote ${docsPath} from ${resultsPath}`)
  process.exit(0)
}
const machine = describeMachine()
const sections = { ...previous.sections }
console.log(
  `linkcanon benchmarks${args.quick ? ' (quick smoke run)' : ''} — ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, load ${machine.load}`
)

for (const section of SECTIONS) {
  if (args.only && !args.only.includes(section.name)) continue
  console.log(`\n## ${section.name}`)
  const result = await runSection(section, args.quick)
  if (result.skipped) console.log(`  skipped: ${result.skipped}`)
  const old = sections[section.name]
  // A quick (smoke) run never replaces the figures of a full run.
  if (args.quick && old && !old.quick && !old.result.skipped) {
    console.log('  (quick run: the full figures in bench/results.json are kept)')
    continue
  }
  sections[section.name] = { ranAt: machine.date, quick: args.quick, machine, result }
}

const ordered = Object.fromEntries(SECTIONS.filter((s) => sections[s.name]).map((s) => [s.name, sections[s.name]]))
const results = { machine, sections: ordered, targets: judgeTargets(ordered) }
writeFileSync(resultsPath, JSON.stringify(results, null, 2) + '\n')
writeFileSync(docsPath, renderMarkdown(results))
console.log('\nTargets:')
for (const t of results.targets) {
  const value = t.value === undefined ? 'not measured' : `${t.value.toFixed(2)}${t.unit}`
  const status = t.met === undefined ? '' : t.met ? 'met' : t.floorMet === false ? 'MISSED (below floor)' : 'missed'
  console.log(`  ${t.label}: ${value} ${status}`)
}
console.log(`\nWrote bench/results.json and docs/benchmarks.md`)
