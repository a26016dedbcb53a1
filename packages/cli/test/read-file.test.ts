// Reading a path the walk listed as a file: what comes back when it is no longer one.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { describeFsError } from '../src/errors.js'
import { NotRegularFileError, readRegularFile } from '../src/io/read-file.js'

const dir = mkdtempSync(join(tmpdir(), 'linkcanon-read-file-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('readRegularFile', () => {
  it('reads a regular file whole, with its status', async () => {
    writeFileSync(join(dir, 'a.md'), 'text\n')
    const { bytes, info } = await readRegularFile(join(dir, 'a.md'))
    expect(bytes.toString()).toBe('text\n')
    expect(info.size).toBe(5)
  })

  it('fails on a folder as a read would (EISDIR), so that a file replaced by a folder is an error', async () => {
    mkdirSync(join(dir, 'folder.md'))
    const error = await readRegularFile(join(dir, 'folder.md')).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'EISDIR' })
    expect(describeFsError(error)).toBe('is a folder (EISDIR)')
  })

  it('refuses a named pipe at once, without waiting for a writer', async () => {
    execFileSync('mkfifo', [join(dir, 'pipe.md')])
    const error = await readRegularFile(join(dir, 'pipe.md')).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NotRegularFileError)
    expect((error as NotRegularFileError).kind).toBe('a named pipe (FIFO)')
  })
})
