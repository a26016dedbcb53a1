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

/** The worker threads `--concurrency` asks for (`0`: `off`, one thread). */
export function workersFor(command: string, value: string | undefined): number {
  if (value === undefined || value === 'auto') return Math.max(1, availableParallelism() - 1)
  if (value === 'off') return 0
  if (!/^[1-9]\d{0,2}$/.test(value)) {
    throw new CliError('usage', `${command}: --concurrency takes a number of worker threads (1 to 999), "auto" or "off", not "${value}"`)
  }
  return Number(value)
}
