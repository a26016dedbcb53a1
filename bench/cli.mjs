// `linkcanon check` over the Markdown corpus (bench/inputs.mjs: `--corpus <dir>`) against remark-parse + remark-gfm on the same
// files, and against the CLI's own whole-document path (the findings must be equal). CPU time
// in this process; the CLI end to end (wall time and peak memory) in a child process.
// Run: node bench/cli.mjs [--quick]   (build first: npx tsc --build). Never asserts on time.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { target } from './harness.mjs'
import { markdownCorpus, markdownFiles } from './inputs.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const cliDir = join(here, '../packages/cli')
// The parser the CLI uses is remark-linkcanon's (remark-linkcanon/locate): the peer runs the same copies.
const modules = join(here, '../packages/remark/node_modules')
const { unified } = await import(join(modules, 'unified/index.js'))
const { default: remarkParse } = await import(join(modules, 'remark-parse/index.js'))
const { default: remarkGfm } = await import(join(modules, 'remark-gfm/index.js'))
const { findingsOf } = await import(join(cliDir, 'dist/index.js'))
const bin = join(cliDir, 'dist/bin.js')
const corpus = markdownCorpus

/** CPU milliseconds `fn` takes. */
function cpu(fn) {
  const start = process.cpuUsage()
  const value = fn()
  const used = process.cpuUsage(start)
  return { ms: (used.user + used.system) / 1000, value }
}

/**
 * Run the CLI on `path`: wall time, the child's CPU time (all its threads) and peak resident
 * memory. On a busy machine the wall time is mostly waiting for a core; the CPU time is what
 * compares with the in-process figures.
 */
function runCli(path) {
  const dir = mkdtempSync(join(tmpdir(), 'linkcanon-bench-'))
  const preload = join(dir, 'usage.mjs')
  writeFileSync(
    preload,
    "process.on('exit', () => { const use = process.resourceUsage(); process.stderr.write(`\\nmaxRSS ${use.maxRSS} cpu ${use.userCPUTime + use.systemCPUTime}\\n`) })\n"
  )
  const start = performance.now()
  const child = spawnSync(process.execPath, ['--import', preload, bin, 'check', '--format', 'json', path], {
    encoding: 'utf8',
    maxBuffer: 1 << 30
  })
  const wallMs = performance.now() - start
  const usage = /maxRSS (\d+) cpu (\d+)/.exec(child.stderr)
  return {
    wallMs,
    cpuMs: usage ? Number(usage[2]) / 1000 : NaN,
    exitCode: child.status,
    findings: JSON.parse(child.stdout).length,
    peakMB: usage ? Number(usage[1]) / 1024 : NaN
  }
}

export async function benchCli({ quick = false } = {}) {
  let documents = markdownFiles(corpus).map((file) => ({ file, text: readFileSync(file, 'utf8') }))
  if (quick) {
    // Every third file, each cut at a blank line before ~100 kB, up to ~1 MB.
    const picked = []
    let size = 0
    for (const [index, doc] of documents.entries()) {
      if (index % 3 !== 0) continue
      const text =
        doc.text.length > 100_000 ? doc.text.slice(0, Math.max(doc.text.lastIndexOf('\n\n', 100_000), 0)) : doc.text
      picked.push({ file: doc.file, text })
      size += text.length
      if (size > 1_000_000) break
    }
    documents = picked
  }
  const bytes = documents.reduce((sum, doc) => sum + Buffer.byteLength(doc.text), 0)
  const parser = unified().use(remarkParse).use(remarkGfm).freeze()
  const fast = { core: undefined, images: false }
  const full = { core: undefined, images: false, fast: false }
  const scan = (settings) => documents.map((doc) => findingsOf(doc.file, doc.text, 'markdown', settings))

  scan(fast) // warm up
  const baseline = cpu(() => documents.forEach((doc) => parser.parse(doc.text)))
  const whole = cpu(() => scan(full))
  const check = cpu(() => scan(fast))
  const same = JSON.stringify(whole.value) === JSON.stringify(check.value)
  const findings = check.value.reduce((sum, list) => sum + list.length, 0)
  const cli = quick ? undefined : runCli(corpus)
  const speedup = baseline.ms / check.ms

  const result = {
    title: 'linkcanon check (CLI)',
    files: documents.length,
    megabytes: Number((bytes / 1e6).toFixed(2)),
    remarkParseGfmMs: Math.round(baseline.ms),
    wholeDocumentCheckMs: Math.round(whole.ms),
    checkMs: Math.round(check.ms),
    speedupOverRemarkParse: Number(speedup.toFixed(2)),
    speedupOverWholeDocumentCheck: Number((whole.ms / check.ms).toFixed(2)),
    findings,
    sameFindingsAsWholeDocument: same,
    ...(cli === undefined
      ? {}
      : {
          cliWallMs: Math.round(cli.wallMs),
          cliCpuMs: Math.round(cli.cpuMs),
          cliExitCode: cli.exitCode,
          cliFindings: cli.findings,
          cliPeakMemoryMB: Math.round(cli.peakMB),
          loadAverage: Number(loadavg()[0].toFixed(2))
        }),
    targets: [
      target({
        id: 'cli-check-vs-remark',
        label: 'linkcanon check vs remark-parse + remark-gfm',
        value: speedup,
        goal: 5
      })
    ],
    notes: [
      'CPU time in one process, one round each (the whole corpus takes minutes to parse).',
      'The whole-document path parses every file with remark-parse + remark-gfm and runs the same locating code; the fast path parses only the parts (and table cells) that can hold a finding.',
      'The CLI run (check --format json on the whole folder) is a child process: its CPU time includes start-up, reading and JSON output; its wall time also includes waiting for a core (see loadAverage, on 2 cores).'
    ]
  }
  return result
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchCli({ quick: process.argv.includes('--quick') })
  console.log(JSON.stringify(result, null, 2))
  console.log(
    `linkcanon check: ${result.speedupOverRemarkParse}× faster than remark-parse + remark-gfm on ${result.megabytes} MB ` +
      `(${result.findings} findings, same as the whole-document path: ${result.sameFindingsAsWholeDocument})`
  )
}
