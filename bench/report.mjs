/** The machine description, the issue's targets and the Markdown of `docs/benchmarks.md`. */
import { arch, cpus, loadavg, platform, release, totalmem } from 'node:os'
import { clock, formatTable } from './harness.mjs'

/**
 * The targets (issues 2, 8 and 16). `id` is what a section names its target value by;
 * `floor` is the level below which the lead must act, even if the goal is not met yet.
 */
export const TARGETS = [
  {
    id: 'share',
    section: 'canonicalize',
    label: '`share` throughput vs `new URL().href`',
    goal: 0.7,
    floor: 0.4,
    better: 'higher',
    unit: '×'
  },
  {
    id: 'share-natural',
    section: 'canonicalize',
    label: "`canonicalize(s, { preset: 'share' })` (fresh literal) vs a `createCanonicalizer` function",
    goal: 1,
    floor: 0.85,
    better: 'higher',
    unit: '×'
  },
  {
    id: 'minimal-tracker-free',
    section: 'canonicalize',
    label: '`minimal` on tracker-free URLs vs `new URL().href`',
    goal: 5,
    floor: 3,
    better: 'higher',
    unit: '×'
  },
  {
    id: 'extract',
    section: 'extract',
    label: '`extractUrls` vs seed 003’s regex',
    goal: 1,
    better: 'higher',
    unit: '×'
  },
  {
    id: 'remark-overhead',
    section: 'remark',
    label: 'remark-linkcanon overhead on a remark run',
    goal: 3,
    better: 'lower',
    unit: '%'
  },
  {
    id: 'eslint-share',
    section: 'eslint',
    label: '`no-tracking-params` share of lint time',
    goal: 5,
    better: 'lower',
    unit: '%'
  },
  {
    id: 'eslint-markdown-share',
    section: 'eslint',
    label: '`no-tracking-params` share of lint time on Markdown (@eslint/markdown)',
    goal: 5,
    better: 'lower',
    unit: '%'
  },
  {
    id: 'cli-check-vs-remark',
    section: 'cli',
    label: '`linkcanon check` vs remark-parse + remark-gfm (same findings)',
    goal: 10,
    floor: 5,
    better: 'higher',
    unit: '×'
  },
  {
    id: 'cli-check-mdx',
    section: 'cli-mdx',
    label: '`linkcanon check` on an MDX docs site vs one full MDX parse (same findings)',
    goal: 10,
    floor: 5,
    better: 'higher',
    unit: '×'
  },
  {
    id: 'cli-concurrency',
    section: 'cli-concurrency',
    label: '`check --concurrency auto` vs `off`, wall time on 2 cores (issue 19)',
    goal: 1.7,
    better: 'higher',
    unit: '×'
  },
  {
    id: 'cli-one-worker',
    section: 'cli-concurrency',
    label: '`check --concurrency 1` (one worker beside the main thread) vs `off`, wall time on 2 cores (issue 19)',
    goal: 1.7,
    better: 'higher',
    unit: '×'
  },
  {
    id: 'cli-cache',
    section: 'cli-concurrency',
    label: '`check --cache` second run vs first, wall time, default text output (issue 19)',
    goal: 10,
    better: 'higher',
    unit: '×'
  },
  {
    id: 'cli-cache-json',
    section: 'cli-concurrency',
    label: '`check --cache --format json` second run vs first, wall time (issue 19)',
    goal: 10,
    better: 'higher',
    unit: '×'
  }
]

export function describeMachine() {
  const list = cpus()
  return {
    cpu: list[0]?.model.trim() ?? 'unknown CPU',
    cores: list.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${platform()} ${release()} ${arch()}`,
    /** The 1-minute load average when the run started: above the core count, figures are noisy. */
    load: Math.round(loadavg()[0] * 100) / 100,
    clock: clock.name,
    date: new Date().toISOString()
  }
}

function machineLine(m) {
  return `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB memory, Node ${m.node}, ${m.os}`
}

function conditions(m) {
  const busy = m.load > m.cores ? ' — **busier than its core count: treat the figures as rough**' : ''
  return `load average ${m.load} at the start${busy}; clock: ${m.clock}`
}

function status(t) {
  if (t.value === undefined) return 'not measured'
  if (t.met) return 'met'
  return t.floorMet === false ? '**missed (below floor)**' : '**missed**'
}

function limit(t, value) {
  return `${t.better === 'higher' ? '≥' : '≤'} ${value}${t.unit}`
}

function targetTable(targets) {
  const lines = ['| target | goal | floor | measured | status |', '|---|---:|---:|---:|---|']
  for (const t of targets) {
    const value = t.value === undefined ? '—' : `${t.value.toFixed(2)}${t.unit}`
    lines.push(
      `| ${t.label} | ${limit(t, t.goal)} | ${t.floor === undefined ? '—' : limit(t, t.floor)} | ${value} | ${status(t)} |`
    )
  }
  return lines.join('\n')
}

function isCompareTable(table) {
  return (
    table &&
    Array.isArray(table.rows) &&
    table.rows.every((r) => typeof r.name === 'string' && typeof r.ratio === 'number')
  )
}

/** Fields a section's result has that are not figures (rendered elsewhere or not at all). */
const NOT_FIGURES = new Set(['title', 'command', 'tables', 'targets', 'notes', 'skipped'])

function formatFigure(value) {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2)
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(String).join(', ')
  return String(value)
}

/** The scalar figures of a result (nested objects one level down, as `parent.field`), as a two-column table. */
function figuresTable(object, prefix = '') {
  const rows = []
  for (const [key, value] of Object.entries(object)) {
    if (prefix === '' && NOT_FIGURES.has(key)) continue
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      if (prefix === '') rows.push(...figuresTable(value, `${key}.`))
      continue
    }
    rows.push(`| \`${prefix}${key}\` | ${formatFigure(value)} |`)
  }
  return prefix === '' ? (rows.length === 0 ? '' : ['| figure | value |', '|---|---:|', ...rows].join('\n')) : rows
}

function sectionMarkdown(name, entry, machine) {
  const { result } = entry
  const out = [`## ${result.title ?? name}`, '']
  if (result.skipped) return [...out, `Not measured: ${result.skipped.split('\n')[0]}`, ''].join('\n')
  const when = `Measured ${entry.ranAt.slice(0, 10)}${entry.quick ? ' in a **quick (smoke) run**: few rounds, not representative' : ''}`
  const where = machineLine(entry.machine) === machineLine(machine) ? '' : ` on ${machineLine(entry.machine)}`
  out.push(
    `${when}${where}; ${conditions(entry.machine)}. Command: \`${result.command ?? `node bench/run.mjs --only ${name}`}\`.`,
    ''
  )
  const tables = Array.isArray(result.tables) ? result.tables : []
  for (const table of tables) {
    if (!isCompareTable(table)) {
      out.push(`### ${table.title ?? 'Figures'}`, '', figuresTable(table), '')
      continue
    }
    const size = table.inputs === undefined ? '' : ` (${table.inputs} ${table.unit})`
    out.push(`### ${table.title}${size}`, '')
    out.push(
      `${table.rounds} measured rounds of ${table.unitsPerRound} ${table.unit} each, after ${table.warmup} warm-up rounds.`,
      ''
    )
    out.push(formatTable(table), '')
  }
  if (tables.length === 0) out.push(figuresTable(result), '')
  for (const note of result.notes ?? []) out.push(`- ${note}`)
  if (result.notes?.length) out.push('')
  return out.join('\n')
}

/** The whole of `docs/benchmarks.md` from the merged results. */
export function renderMarkdown({ machine, sections, targets }) {
  const names = Object.keys(sections)
  return [
    '# Benchmarks',
    '',
    '<!-- Generated by `node bench/run.mjs`; do not edit by hand. -->',
    '',
    'Figures are **ratios against peers measured in the same process and the same run**: the cases',
    'run in interleaved rounds (the starting case rotates each round), warm-up rounds are dropped,',
    'each case first makes one untimed pass over all the inputs, each case has a timing loop of its own',
    '(so no call site is shared between cases), and each ratio is the median over rounds of the',
    "per-round ratio on the same inputs. Time is the process's CPU time, so time spent waiting",
    'for a busy machine does not count. Absolute rates are there for context only: they depend',
    'on the machine. Benchmarks are not tests; nothing asserts on time and CI never runs them.',
    '',
    `Machine of the last run: ${machineLine(machine)}; ${conditions(machine)}; ${machine.date}.`,
    '',
    '## Run them',
    '',
    '```sh',
    'npx --yes pnpm@10.34.9 build            # the benchmarks use the built packages',
    'npx --yes pnpm@10.34.9 bench            # = node bench/run.mjs: every section, full rounds',
    'node bench/run.mjs --quick              # smoke run: fewer rounds and inputs',
    'node bench/run.mjs --only canonicalize  # one section (also extract, remark, eslint)',
    'node bench/run.mjs --render             # rewrite this page from bench/results.json',
    '```',
    '',
    'Each run merges its sections into `bench/results.json` (a quick run never replaces full',
    'figures) and regenerates this page. To see where the time of a preset goes:',
    '',
    '```sh',
    'node bench/profile.mjs share all 10 share.cpuprofile     # or minimal tracker-free, cache-key all',
    'node bench/profile-summary.mjs share.cpuprofile          # self time by function and by file',
    '```',
    '',
    'Runs differ by 10–20% on a shared machine, more than most single changes. To judge a change',
    'to the core, compare it with an earlier revision in one process, on the same inputs:',
    '',
    '```sh',
    'node bench/ab.mjs HEAD~1 share all          # or minimal trackerFree, cache-key all',
    '```',
    '',
    '## Targets',
    '',
    targetTable(targets),
    '',
    'Floors are from issue 2: below them the lead profiles and changes the core before release.',
    '',
    ...names.map((name) => sectionMarkdown(name, sections[name], machine))
  ].join('\n')
}
