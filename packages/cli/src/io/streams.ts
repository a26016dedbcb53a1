import type { Readable, Writable } from 'node:stream'

/** Where a command reads and writes; `process` streams in the bin, others in tests. */
export interface Io {
  stdin: Readable
  stdout: Writable
  stderr: Writable
  cwd: string
}

/** A note or error line on standard error, prefixed with `linkcanon: `. */
export function warn(io: Io, message: string): void {
  io.stderr.write(`linkcanon: ${message}\n`)
}
