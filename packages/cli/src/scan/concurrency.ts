import { availableParallelism } from 'node:os'
import { CliError } from '../errors.js'

/**
 * Worker threads start once the files waiting for a scan (after the cache) hold this many
 * UTF-16 units: a worker takes about 0.2 s to load the core and the Markdown parser, the time
 * the main thread takes to scan 1 MB, so small runs (pre-commit's few files) stay on one thread.
 * Above it they load while this thread scans, so a run just over it loses little (the readme's "Threads").
 */
export const POOL_THRESHOLD = 1_000_000

/**
 * `auto` has workers only from this many cores; with fewer it is `off`, the same code path (no
 * pool), so never slower. On 2 cores one thread already keeps about 1.5 cores busy (V8's helper
 * threads) and a worker adds about 2 s of CPU whatever the run's size (the readme's "Threads"; a
 * pool whose workers never start costs 3–8% more CPU than `off`: docs/benchmarks.md);
 * on 3 cores two isolates and their helpers still want more cores than there are. A number
 * (`--concurrency 1`) starts its workers from `POOL_THRESHOLD` on any machine.
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
