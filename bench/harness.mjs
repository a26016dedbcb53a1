/**
 * The shared benchmark harness: every case runs in the same process, in interleaved rounds
 * (A, B, C, then B, C, A, …: the starting case rotates so no case always follows the same one),
 * warm-up rounds are dropped, each case has a timing loop
 * of its own, the clock is the process's CPU time, and each figure is a median over the measured
 * rounds. Ratios are paired: in every round the baseline's time is divided by the case's time on
 * the same inputs, and the ratio reported is the median of those per-round ratios. Absolute
 * rates are context.
 *
 * A section module (`bench/<section>.mjs`) exports `bench<Section>({quick})` returning a
 * `SectionResult`:
 *
 *   {
 *     title: string,
 *     tables: [{title, baseline, unit, rows: [{name, perSecond, medianMs, ratio, errors?, note?}]}],
 *     targets: [{id, label, value, goal, floor?, better: 'higher' | 'lower', unit: '×' | '%'}],
 *     notes: string[]
 *   }
 *
 * `compare()` returns one such table; `target()` builds one target row.
 */
/** Results flow into this so the engine cannot drop the work as dead code. */
let sink = 0

let loops = 0
/**
 * A timing loop of its own for one case. Compiled from a unique source, so its call site and
 * type feedback are not shared with other cases (a shared loop turns megamorphic and bills
 * each case for the others). Errors are caught per input and counted; the loop is the same
 * for every case. Returns `[errors, checksum]`.
 */
function compileLoop() {
  loops++
  return new Function(
    'fn',
    'inputs',
    'repeat',
    `// benchmark loop ${loops}
    let errors = 0
    let sum = 0
    if (inputs) {
      for (let i = 0; i < inputs.length; i++) {
        try {
          const value = fn(inputs[i])
          sum = (sum + (typeof value === 'string' ? value.length : value == null ? 0 : 1)) | 0
        } catch {
          errors++
        }
      }
    } else {
      for (let i = 0; i < repeat; i++) {
        const value = fn()
        sum = (sum + (value == null ? 0 : 1)) | 0
      }
    }
    return [errors, sum]`
  )
}

/**
 * The clock: the process's CPU time (`process.cpuUsage()`, user + system, in µs). Time the
 * process spends descheduled while other processes run does not count, which matters on a
 * shared or busy machine; work the case causes on V8's helper threads (JIT, concurrent GC)
 * does. So there is no forced GC between passes: it leaves sweeping to the helper threads, billed
 * to whichever case runs next (measured: it halved `minimal`'s ratio). `LINKCANON_BENCH_CLOCK=wall`
 * switches to wall time (`process.hrtime`).
 */
function pickClock() {
  if (process.env.LINKCANON_BENCH_CLOCK === 'wall') {
    return { name: 'wall time (process.hrtime)', now: () => Number(process.hrtime.bigint()) }
  }
  return {
    name: 'process CPU time (process.cpuUsage, user + system)',
    now: () => {
      const usage = process.cpuUsage()
      return (usage.user + usage.system) * 1000
    }
  }
}

export const clock = pickClock()

/** Time one pass of `loop` (see `compileLoop`). */
function timePass(loop, fn, inputs, repeat) {
  const start = clock.now()
  const [errors, sum] = loop(fn, inputs, repeat)
  const ns = clock.now() - start
  sink = (sink + sum) | 0
  return { ms: ns / 1e6, errors }
}

export function median(values) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The inputs of round `round`: a window of `chunk` items that moves through `inputs`. */
function windowOf(inputs, chunk, round) {
  if (!inputs || chunk >= inputs.length) return inputs
  const start = (round * chunk) % inputs.length
  const end = start + chunk
  return end <= inputs.length
    ? inputs.slice(start, end)
    : inputs.slice(start).concat(inputs.slice(0, end - inputs.length))
}

/**
 * Run `cases` in interleaved rounds and compare each with `baseline` (a case name; default the
 * first case).
 *
 * Each case is `{name, fn, note?}`; `fn(input)` is called once per input, and each case first
 * makes one untimed pass over all of `inputs` (its `errors` are counted there). Without
 * `inputs`, `fn()` is called `repeat` times a round and `units` says how many units one call is
 * worth.
 *
 * Settings: `inputs`, `chunk` (inputs a round; the window moves so the rounds together cover the
 * set), `rounds` (measured), `warmup` (dropped), `repeat`, `units`, `unit` (what is counted:
 * `'URLs'`, `'files'`…), `title`.
 */
export function compare(cases, settings = {}) {
  const { inputs, rounds = 10, warmup = 2, repeat = 1, title = '', unit = 'ops' } = settings
  const chunk = settings.chunk ?? (inputs ? inputs.length : 0)
  const baseline = settings.baseline ?? cases[0].name
  if (!cases.some((c) => c.name === baseline)) throw new Error(`No case named ${JSON.stringify(baseline)}`)
  const times = new Map(cases.map((c) => [c.name, []]))
  const loopOf = new Map(cases.map((c) => [c.name, compileLoop()]))
  const errors = new Map(cases.map((c) => [c.name, 0]))
  if (inputs) {
    // One untimed pass of each case over the whole set first: the code then has seen every
    // kind of input (one- and two-byte strings, rare shapes) before any round is timed, so no
    // deoptimization lands in a measured round; the errors are counted over the whole set.
    for (const c of cases) errors.set(c.name, timePass(loopOf.get(c.name), c.fn, inputs, 1).errors)
  }
  let unitsPerPass = 0
  for (let round = 0; round < warmup + rounds; round++) {
    const batch = windowOf(inputs, chunk, round)
    unitsPerPass = batch ? batch.length : repeat * (settings.units ?? 1)
    for (let k = 0; k < cases.length; k++) {
      const c = cases[(k + round) % cases.length]
      const pass = timePass(loopOf.get(c.name), c.fn, batch, repeat)
      if (round >= warmup) {
        times.get(c.name).push(pass.ms)
        if (!inputs) errors.set(c.name, errors.get(c.name) + pass.errors)
      }
    }
  }
  const base = times.get(baseline)
  const rows = cases.map((c) => {
    const own = times.get(c.name)
    const medianMs = median(own)
    return {
      name: c.name,
      perSecond: (unitsPerPass / medianMs) * 1000,
      medianMs,
      ratio: median(own.map((ms, i) => base[i] / ms)),
      errors: errors.get(c.name),
      ...(c.note ? { note: c.note } : {})
    }
  })
  return { title, baseline, unit, rounds, warmup, unitsPerRound: unitsPerPass, clock: clock.name, rows }
}

/** How many of `inputs` make `fn` throw (an untimed pass over the whole set). */
export function countErrors(fn, inputs) {
  return timePass(compileLoop(), fn, inputs, 1).errors
}

/** Measure one case alone (no ratio); the same loop as `compare`. */
export function measure(testCase, settings = {}) {
  return compare([testCase], settings).rows[0]
}

/**
 * A target row: `value` against `goal` and the `floor` below which the lead must act.
 * `better` is `'higher'` (ratios) or `'lower'` (overheads).
 */
export function target({ id, label, value, goal, floor, better = 'higher', unit = '×' }) {
  const meets = (limit) =>
    limit === undefined || value === undefined || Number.isNaN(value)
      ? undefined
      : better === 'higher'
        ? value >= limit
        : value <= limit
  return {
    id,
    label,
    value,
    goal,
    ...(floor === undefined ? {} : { floor }),
    better,
    unit,
    met: meets(goal),
    floorMet: meets(floor)
  }
}

/** The row called `name` in a table made by `compare`. */
export function row(table, name) {
  const found = table.rows.find((r) => r.name === name)
  if (!found) throw new Error(`No row ${JSON.stringify(name)} in table ${JSON.stringify(table.title)}`)
  return found
}

export function formatRate(perSecond) {
  if (!Number.isFinite(perSecond)) return '—'
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(2)} M`
  if (perSecond >= 1e3) return `${(perSecond / 1e3).toFixed(1)} k`
  return perSecond.toFixed(1)
}

export function formatRatio(ratio) {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '—'
}

/** A Markdown table of one `compare` result. */
export function formatTable(table) {
  const lines = [
    `| case | ${table.unit}/s | median ms a round | ratio vs ${table.baseline} | errors |`,
    '|---|---:|---:|---:|---:|'
  ]
  for (const r of table.rows) {
    const name = r.note ? `${r.name} (${r.note})` : r.name
    const ms = Number.isFinite(r.medianMs) ? r.medianMs.toFixed(2) : '—'
    lines.push(`| ${name} | ${formatRate(r.perSecond)} | ${ms} | ${formatRatio(r.ratio)} | ${r.errors ?? 0} |`)
  }
  return lines.join('\n')
}

/** Print a table to the terminal (plain text; the Markdown form goes to the docs). */
export function printTable(table) {
  console.log(
    `\n${table.title} — ${table.rounds} rounds of ${table.unitsPerRound} ${table.unit} (after ${table.warmup} warm-up)`
  )
  const width = Math.max(...table.rows.map((r) => r.name.length))
  for (const r of table.rows) {
    const rate = formatRate(r.perSecond).padStart(9)
    const ratio = formatRatio(r.ratio).padStart(8)
    const errors = r.errors ? `  ${r.errors} errors` : ''
    console.log(`  ${r.name.padEnd(width)}  ${rate} ${table.unit}/s  ${ratio}${errors}`)
  }
}

/** Keep the sink observable (never printed in normal runs). */
export function sinkValue() {
  return sink
}
