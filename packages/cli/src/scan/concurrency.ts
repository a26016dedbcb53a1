import { availableParallelism } from 'node:os'
import { CliError } from '../errors.js'

/**
 * Worker threads start once the files waiting for a scan (after the cache) hold this many
 * UTF-16 units. A worker takes about 0.2 s to load the core and the Markdown parser (measured
 * on 2 cores: 200–235 ms from `new Worker` to ready), and the main thread scans about 3 MB a
 * second: below 1 MB the whole run is over before a worker could take a useful share, so
 * small runs (pre-commit's few files) stay on one thread. Above it the workers load while the
 * main thread goes on scanning, so a run just over the threshold loses little.
 */
export const POOL_THRESHOLD = 1_000_000

/**
 * `auto` has workers only from this many cores; with fewer it is `off`, the same code path (no
 * pool), so never slower. Measured on 2 cores (19 MB of Markdown, 1,262 files): one thread
 * takes about 6.1 s of CPU (4.8 ms a file), of which V8's helper threads (compiling, collecting
 * garbage) take 2.6–3 s beside the main thread's 3.2–3.6 s, so it keeps about 1.5 cores busy;
 * a worker is a second V8 that loads and compiles the same code and collects its own garbage
 * again, about 2 s more CPU whatever the run's size (8.1–9.4 s with one worker), which a second
 * core cannot absorb (0.7–0.8× of one thread; on 57 MB even). A pool whose workers never start
 * (the former `auto` below 64 MB on 2 cores) cost 3–8% more CPU than `off` for its queue. On 3
 * cores two isolates and their helpers still want more cores than there are, so `auto` starts
 * at 4 (see the readme's "Threads" for how it scales). A number (`--concurrency 1`) starts its
 * workers from `POOL_THRESHOLD` on any machine.
 */
export const AUTO_MIN_CORES = 4

/** The worker threads `--concurrency` asks for (`0`: `off`, one thread). */
export function workersFor(command: string, value: string | undefined, cores = availableParallelism()): number {
  if (value === undefined || value === 'auto') return cores < AUTO_MIN_CORES ? 0 : cores - 1
  if (value === 'off') return 0
  if (!/^[1-9]\d{0,2}$/.test(value)) {
    throw new CliError(
      'usage',
      `${command}: --concurrency takes a number of worker threads (1 to 999), "auto" or "off", not "${value}"`
    )
  }
  return Number(value)
}
