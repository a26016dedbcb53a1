import { createHash } from 'node:crypto'
import { toPosix } from '../files/gitignore.js'
import { CliError } from '../errors.js'

/** `--shard <index>/<count>`: this run checks the files of one part out of `count` (index from 1). */
export interface Shard {
  index: number
  count: number
}

/** Read `--shard`'s value; anything but `i/n` with 1 ≤ i ≤ n ≤ 999 is a usage error. */
export function parseShard(command: string, value: string | undefined): Shard | undefined {
  if (value === undefined) return undefined
  const match = /^([1-9]\d{0,2})\/([1-9]\d{0,2})$/.exec(value)
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [0, 0]
  if (index < 1 || index > count)
    throw new CliError(
      'usage',
      `${command}: --shard takes <index>/<count> with 1 ≤ index ≤ count ≤ 999 (e.g. 2/4), not "${value}"`
    )
  return { index, count }
}

/**
 * Whether a file of the walk (its name as messages show it: relative to the working directory)
 * is in the shard. The split is by a hash of that name (SHA-1's first 32 bits, modulo the
 * count), not by its place in the walk: a file stays in its shard when others are added or
 * removed (so each shard's `--cache` keeps serving it), and the shards run from the same folder
 * with the same paths together hold every file exactly once.
 */
export function inShard(shard: Shard, name: string): boolean {
  return createHash('sha1').update(toPosix(name)).digest().readUInt32BE(0) % shard.count === shard.index - 1
}

/** The shard in file names and SARIF's `automationDetails` (`shard-2-of-4`). */
export function shardLabel(shard: Shard): string {
  return `shard-${shard.index}-of-${shard.count}`
}
