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
 * With `auto` on two cores or fewer, workers start only from this many UTF-16 units. Measured on
 * 2 cores: one thread already keeps about 1.5 cores busy (V8 compiles and collects garbage on
 * helper threads), and a worker is a second V8 that compiles the same code and collects its
 * own garbage again, about 1.7–2 s of CPU whatever the run's size, which a second core cannot
 * absorb: on a 19 MB Markdown corpus one worker beside the main thread took 3.3 s against 2.6 s
 * for one thread (0.8×); on 57 MB they were even (7.0 s each). So on such a machine `auto` stays
 * on one thread for all but the largest runs; a number (`--concurrency 1`) starts its workers
 * from `POOL_THRESHOLD`, as with more cores, where the helper threads have cores of their own.
 */
export const AUTO_POOL_THRESHOLD_TWO_CORES = 64_000_000

/** The text to scan (UTF-16 units, after the cache) from which the workers of `--concurrency` `value` start. */
export function poolThresholdFor(value: string | undefined, cores = availableParallelism()): number {
  return (value === undefined || value === 'auto') && cores <= 2 ? AUTO_POOL_THRESHOLD_TWO_CORES : POOL_THRESHOLD
}

/** The worker threads `--concurrency` asks for (`0`: `off`, one thread). */
export function workersFor(command: string, value: string | undefined): number {
  if (value === undefined || value === 'auto') return Math.max(1, availableParallelism() - 1)
  if (value === 'off') return 0
  if (!/^[1-9]\d{0,2}$/.test(value)) {
    throw new CliError(
      'usage',
      `${command}: --concurrency takes a number of worker threads (1 to 999), "auto" or "off", not "${value}"`
    )
  }
  return Number(value)
}
