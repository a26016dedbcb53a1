// `linkcanon check` on the Markdown corpus (bench/inputs.mjs: `--corpus <dir>`; the 19 MB corpus at
// ../shared/corpora/markdown is optional, else the vendored slice) as a child process: wall time with
// `--concurrency off` against `auto`, a `--cache` second run against the first, and each worker's
// peak heap (`LINKCANON_POOL_STATS`). Wall time, so a busy machine shows: rounds alternate the
// settings and the load average is kept with each run. Run: node bench/cli-concurrency.mjs [--quick]
// (build first). Never asserts on time.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { median, target } from './harness.mjs'
import { markdownCorpus } from './inputs.mjs'

const bin = fileURLToPath(new URL('../packages/cli/dist/bin.js', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'linkcanon-bench-'))
const preload = join(scratch, 'usage.mjs')
// At exit: the process's peak RSS and CPU time, and (Linux) the CPU time of the main thread and of the threads still
// running (V8's garbage-collector and compiler helpers, libuv's pool): what is left is the worker threads', ended by then.
writeFileSync(
  preload,
  `import { readdirSync, readFileSync } from 'node:fs'
process.on('exit', () => {
  const use = process.resourceUsage()
  let main = -1
  let others = 0
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync('/proc/self/task/' + tid + '/stat', 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
      if (tid === String(process.pid)) main = ms
      else others += ms
    }
  } catch {}
  process.stderr.write('\\nmaxRSS ' + use.maxRSS + ' cpu ' + (use.userCPUTime + use.systemCPUTime) + ' main ' + main + ' helpers ' + others + '\\n')
})
`
)

/** One `check --format json` of the corpus: wall and CPU ms, peak RSS (MB), the pool's line, the output's length. */
function check(flags, oneCore = false) {
  const load = loadavg()[0]
  const start = performance.now()
  const command = [process.execPath, '--import', preload, bin, 'check', '--format', 'json', '--quiet', ...flags, markdownCorpus]
  // `taskset -c 0`: the process may use one core only (Node's availableParallelism() then says 1).
  const [file, ...args] = oneCore ? ['taskset', '-c', '0', ...command] : command
  const child = spawnSync(file, args, {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, LINKCANON_POOL_STATS: '1', LINKCANON_CACHE_STATS: '1' }
  })
  const wallMs = performance.now() - start
  if (child.status !== 0 && child.status !== 1) throw new Error(`check ${flags.join(' ')} exited ${child.status}: ${child.stderr}`)
  const usage = /maxRSS (\d+) cpu (\d+) main (-?[\d.]+) helpers ([\d.]+)/.exec(child.stderr)
  const heaps = [...(/workers: .*?per worker: (.*)$/m.exec(child.stderr)?.[1] ?? '').matchAll(/(\d+) MB heap, (\d+) ms scanning, ready after (\d+) ms, (-?\d+) ms idle/g)]
  const cpuMs = usage ? Number(usage[2]) / 1000 : NaN
  // Per thread (Linux, 10 ms ticks): the main thread, the helpers still running at exit, the rest (workers that ended).
  const mainMs = usage && Number(usage[3]) >= 0 ? Number(usage[3]) : NaN
  const helpersMs = usage && Number(usage[3]) >= 0 ? Number(usage[4]) : NaN
  return {
    wallMs,
    cpuMs,
    threadsCpuMs: { main: mainMs, helpers: helpersMs, workers: cpuMs - mainMs - helpersMs },
    rssMB: usage ? Number(usage[1]) / 1024 : NaN,
    load,
    workers: Number(/workers: (\d+) started/.exec(child.stderr)?.[1] ?? 0),
    workerHeapsMB: heaps.map((match) => Number(match[1])),
    workerBusyMs: heaps.map((match) => Number(match[2])),
    workerReadyMs: heaps.map((match) => Number(match[3])),
    workerIdleMs: heaps.map((match) => Number(match[4])),
    output: child.stdout
  }
}

export async function benchCliConcurrency({ quick = false } = {}) {
  const rounds = quick ? 1 : 3
  const off = []
  const auto = []
  for (let round = 0; round < rounds; round++) {
    // The first setting of a round alternates, so a slow spell of the machine hits both.
    const order = round % 2 === 0 ? ['off', 'auto'] : ['auto', 'off']
    for (const setting of order) (setting === 'off' ? off : auto).push(check(['--concurrency', setting]))
  }
  // On one core (when `taskset` exists): what `auto` costs where no second core is free.
  const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0
  const oneCore = hasTaskset && !quick ? [check(['--concurrency', 'off'], true), check(['--concurrency', 'auto'], true)] : []
  const same = [...off, ...auto, ...oneCore].every((run) => run.output === off[0].output)
  const threads = (runs) => runs.map((run) => Object.values(run.threadsCpuMs).map((ms) => Math.round(ms)).join(' / '))
  const cacheFile = join(scratch, 'cache.json')
  const first = check(['--cache', '--cache-location', cacheFile])
  const cacheBytes = statSync(cacheFile).size
  // Second runs vary with the machine more than first runs do (a fraction of a second each): the median of three.
  const seconds = Array.from({ length: quick ? 1 : 3 }, () => check(['--cache', '--cache-location', cacheFile]))
  const second = [...seconds].sort((a, b) => a.wallMs - b.wallMs)[seconds.length >> 1]
  rmSync(scratch, { recursive: true, force: true })
  const ratios = off.map((run, index) => run.wallMs / auto[index].wallMs)
  const speedup = median(ratios)
  const cacheSpeedup = first.wallMs / second.wallMs
  const ms = (runs) => runs.map((run) => Math.round(run.wallMs))
  return {
    title: 'linkcanon check: threads and cache (CLI, wall time)',
    corpus: markdownCorpus,
    cores: availableParallelism(),
    rounds,
    offWallMs: ms(off),
    autoWallMs: ms(auto),
    offCpuMs: off.map((run) => Math.round(run.cpuMs)),
    autoCpuMs: auto.map((run) => Math.round(run.cpuMs)),
    offThreadsCpuMs: threads(off),
    autoThreadsCpuMs: threads(auto),
    loadAverages: [...off, ...auto].map((run) => Number(run.load.toFixed(2))),
    concurrencySpeedups: ratios.map((ratio) => Number(ratio.toFixed(2))),
    workersStarted: auto[0].workers,
    ...(oneCore.length === 0
      ? {}
      : {
          oneCoreOffWallMs: Math.round(oneCore[0].wallMs),
          oneCoreAutoWallMs: Math.round(oneCore[1].wallMs),
          oneCoreOffCpuMs: Math.round(oneCore[0].cpuMs),
          oneCoreAutoCpuMs: Math.round(oneCore[1].cpuMs),
          oneCoreSpeedup: Number((oneCore[0].wallMs / oneCore[1].wallMs).toFixed(2))
        }),
    workerPeakHeapMB: auto.flatMap((run) => run.workerHeapsMB),
    workerBusyMs: auto.flatMap((run) => run.workerBusyMs),
    workerReadyMs: auto.flatMap((run) => run.workerReadyMs),
    workerIdleMs: auto.flatMap((run) => run.workerIdleMs),
    offPeakRssMB: off.map((run) => Math.round(run.rssMB)),
    autoPeakRssMB: auto.map((run) => Math.round(run.rssMB)),
    sameOutput: same && [first, ...seconds].every((run) => run.output === off[0].output),
    cacheFileMB: Number((cacheBytes / 2 ** 20).toFixed(1)),
    cacheFirstWallMs: Math.round(first.wallMs),
    cacheFirstCpuMs: Math.round(first.cpuMs),
    cacheSecondWallMs: seconds.map((run) => Math.round(run.wallMs)),
    cacheSecondCpuMs: seconds.map((run) => Math.round(run.cpuMs)),
    cacheSecondPeakRssMB: Math.round(second.rssMB),
    cacheCpuSpeedup: Number((first.cpuMs / second.cpuMs).toFixed(1)),
    targets: [
      target({ id: 'cli-concurrency', label: '`check --concurrency auto` vs `off` (wall time)', value: speedup, goal: 1.7 }),
      target({ id: 'cli-cache', label: '`check --cache`: second run vs first (wall time)', value: cacheSpeedup, goal: 10 })
    ],
    notes: [
      'Each figure is one child process `check --format json --quiet` over the whole folder; the speed-up is the median over rounds of off ÷ auto in the same round (the setting that runs first alternates).',
      '`auto` is one worker per available core but one: on 2 cores, one worker beside the main thread, which scans the oldest files no worker has yet (its own budget kept by the timeout of `vm`). With n cores the scanning scales with n (n − 1 workers and the main thread); reading, the cache and printing stay on the main thread, so the gain flattens once the main thread is busy with them.',
      'Peak heap per worker is V8\'s used heap after each file, reported by the worker; the process\'s peak RSS includes every thread.',
      'The ceiling on 2 cores is lower than 2×: `off` already uses about 1.4 cores of CPU time per second of wall time (V8 collects garbage and compiles on helper threads: 9.5 s of CPU in 6.1 s at load 1), and a worker adds about 20% of CPU (its own start-up, JIT warm-up and heap, and copying texts to it). Compare offCpuMs and autoCpuMs: on a machine busy with other jobs `auto` can be slower than `off`.',
      'The cache runs use the default concurrency; the first also writes the cache file. On a machine shared with other jobs (see the load averages), wall times vary by tens of percent.'
    ]
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchCliConcurrency({ quick: process.argv.includes('--quick') })
  console.log(JSON.stringify(result, null, 2))
}
