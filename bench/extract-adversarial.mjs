/**
 * Extraction on adversarial inputs: linkcanon's `extractUrls` against seed 003's regular
 * expression, linkify-it and url-regex-safe. Each run is a child process with a time cap, so a
 * catastrophic (super-linear) matcher is reported as such instead of hanging the benchmark.
 * Linearity: each input at 1× and 4× its size; the time ratio divided by 4 should stay near 1.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))

/** Adversarial families: name → JS expression building a string of about `n` characters. */
const FAMILIES = {
  'http:// repeated': "'http://'.repeat(n / 7)",
  'one long label': "'http://' + 'a'.repeat(n)",
  'hyphen run': "'http://a' + '-'.repeat(n)",
  '( repeated': "'http://a.com/' + '('.repeat(n)",
  'punctuation run': "'http://a.com/x' + '.,;:!?'.repeat(n / 6)",
  'a. repeated': "'http://' + 'a.'.repeat(n / 2)",
  'https://a. repeated': "'https://a.'.repeat(n / 10)",
  'labels of 63': "'http://' + ('a'.repeat(63) + '.').repeat(n / 64)",
  'digits and dots': "'http://' + '1.'.repeat(n / 2)"
}

const TOOLS = {
  'seed 003 regex': `const re = /(http|https):\\/\\/([a-z\\d]([a-z\\d-]{0,61}[a-z\\d])?)(\\.[a-z\\d]([a-z\\d-]{0,61}[a-z\\d])?)*(:\\d*)?\\b([\\w@;:%.,+~#=/?&-]*)/gi
    run = (t) => { let c = 0; for (const m of t.matchAll(re)) c += m.index >= 0 ? 1 : 0; return c }`,
  'linkcanon extractUrls': `const { extractUrls } = await import('@linkcanon/core'); run = (t) => extractUrls(t).length`,
  'linkify-it': `const { LinkifyIt } = await import('linkify-it'); const l = new LinkifyIt(); run = (t) => (l.match(t) ?? []).length`,
  'url-regex-safe': `const { default: urlRegexSafe } = await import('url-regex-safe'); run = (t) => (t.match(urlRegexSafe()) ?? []).length`
}

function timeOnce(tool, family, n, capMs) {
  const code = `let run; ${TOOLS[tool]}
    const n = ${n}; const text = ${FAMILIES[family]}
    run(text.slice(0, 1000))
    // Repeat until 100 ms have passed, so sub-millisecond runs are timed reliably.
    let runs = 0; const t0 = performance.now(); let elapsed = 0
    do { run(text); runs++; elapsed = performance.now() - t0 } while (elapsed < 100)
    process.stdout.write(JSON.stringify({ ms: elapsed / runs, length: text.length }))`
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: here,
    timeout: capMs,
    encoding: 'utf8'
  })
  if (child.error?.code === 'ETIMEDOUT' || child.signal) return { ms: Infinity, timedOut: true }
  if (child.status !== 0) throw new Error(`${tool} on ${family}: ${child.stderr}`)
  return JSON.parse(child.stdout)
}

export async function benchExtractAdversarial({ quick = false } = {}) {
  const n = quick ? 50_000 : 250_000
  const capMs = quick ? 5_000 : 15_000
  const tables = []
  let worstGrowth = 0
  for (const family of Object.keys(FAMILIES)) {
    const rows = []
    const seed = timeOnce('seed 003 regex', family, n, capMs)
    for (const tool of Object.keys(TOOLS)) {
      const small = tool === 'seed 003 regex' ? seed : timeOnce(tool, family, n, capMs)
      const big = small.timedOut ? { ms: Infinity, timedOut: true } : timeOnce(tool, family, n * 4, capMs)
      const growth = big.ms / Math.max(small.ms, 0.05) / 4
      if (tool === 'linkcanon extractUrls') worstGrowth = Math.max(worstGrowth, Math.min(growth, 100))
      const mb = (small.length ?? n) / (1024 * 1024)
      rows.push({
        name: tool,
        perSecond: small.timedOut ? 0 : mb / (small.ms / 1000),
        medianMs: small.timedOut ? capMs : small.ms,
        ratio: small.timedOut || seed.timedOut ? 0 : seed.ms / small.ms,
        note: small.timedOut
          ? `catastrophic: stopped at the ${capMs / 1000} s cap`
          : big.timedOut
            ? `catastrophic at 4×: stopped at the ${capMs / 1000} s cap`
            : `4× input: ${growth.toFixed(2)}× the time per character${growth > 3 ? ' (super-linear)' : ''}`
      })
    }
    tables.push({
      title: `Adversarial: ${family}`,
      baseline: 'seed 003 regex',
      unit: 'MB',
      rounds: 1,
      warmup: 1,
      unitsPerRound: Number((n / 1048576).toFixed(2)),
      inputs: undefined,
      rows
    })
  }
  for (const table of tables) {
    console.log(`\n${table.title}`)
    for (const row of table.rows)
      console.log(
        `  ${row.name.padEnd(24)} ${Number.isFinite(row.medianMs) ? row.medianMs.toFixed(1).padStart(9) + ' ms' : '      cap   '}  ${row.note}`
      )
  }
  return {
    title: 'URL extraction on adversarial inputs',
    command: `node bench/run.mjs --only extract-adversarial${quick ? ' --quick' : ''}`,
    tables,
    targets: [
      {
        id: 'extract-linear',
        label: '`extractUrls` linear on adversarial inputs (time per character at 4× the size, worst family)',
        value: worstGrowth,
        goal: 1.5,
        floor: 3,
        better: 'lower',
        unit: '×'
      }
    ],
    notes: [
      `Each family is built at about ${n.toLocaleString('en')} characters and at 4× that; every tool runs in a child process per size, after a warm-up on the first 1000 characters, repeated until 100 ms have passed (the time per run is reported), with a ${capMs / 1000} s cap. Ratios are against seed 003's regex on the same input (higher is faster); a tool that hits the cap is reported as catastrophic, not timed.`
    ]
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await benchExtractAdversarial({ quick: process.argv.includes('--quick') })
