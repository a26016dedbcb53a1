// Issue 9: `linkcanon fix` under file system faults. Each fault gives a clear message on
// standard error and the documented exit code (2 for I/O errors; a skipped file is a note), and
// no content is lost: the other files are still fixed, the faulty one keeps its bytes, and no
// temporary file stays behind.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bin, runBin, scratchDir, type BinRun } from './helpers/bin.js'
import { inCi } from './helpers/tools.js'

const TRACKED = '[a](https://example.com/page?utm_source=news&id=7)\n'
const FIXED = '[a](https://example.com/page?id=7)\n'

const scratch = scratchDir('faults')
let faults = 0
let folders = 0
afterAll(() => {
  scratch.remove()
  console.log(`faults: ${faults} faults tried`)
})

/** A new folder in the scratch folder holding `ok.md` (a tracked link) and these files. */
function folder(files: Record<string, string | Buffer> = {}): string {
  const dir = join(scratch.dir, `case-${++folders}`)
  mkdirSync(dir)
  writeFileSync(join(dir, 'ok.md'), TRACKED)
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content)
  return dir
}

/** No `.…linkcanon-….tmp` file anywhere under `dir` (folders this user cannot read, the bin could not write in either). */
function temporaries(dir: string): string[] {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EACCES' && !isRoot) return []
    throw error
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? temporaries(join(dir, entry.name))
      : /\.linkcanon-\d+-[0-9a-f]{8}\.tmp$/.test(entry.name)
        ? [join(dir, entry.name)]
        : []
  )
}

/** The fault gave exit 2 with `message` on stderr, the good file was still fixed, and nothing temporary is left. */
function expectIoError(run: BinRun, dir: string, message: RegExp): void {
  faults++
  expect(run.code, run.stderr).toBe(2)
  expect(run.stderr).toMatch(message)
  expect(readFileSync(join(dir, 'ok.md'), 'utf8')).toBe(FIXED)
  expect(temporaries(dir)).toEqual([])
}

const isRoot = process.getuid?.() === 0
/** `chattr +i` needs root; outside CI a user's run shows the test as skipped instead. */
const immutable = { skip: !isRoot && !inCi, note: !isRoot && !inCi ? ' (skipped: chattr +i needs root)' : '' }

/**
 * As root without CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH, so that file modes apply (root
 * reads a mode-000 file and writes into a mode-555 folder otherwise; tests run as root).
 */
function runWithoutRootOverride(args: readonly string[], cwd: string): BinRun {
  // Not root: file modes already apply (and setpriv could not change the bounding set).
  if (!isRoot) return runBin(args, cwd)
  const result = spawnSync(
    'setpriv',
    ['--bounding-set=-dac_override,-dac_read_search', process.execPath, bin, ...args],
    { cwd, encoding: 'utf8' }
  )
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('linkcanon fix: paths that are not readable files', () => {
  it('a missing path: exit 2, "no such file or folder"; the other paths are fixed', () => {
    const dir = folder()
    expectIoError(runBin(['fix', 'missing.md', 'ok.md'], dir), dir, /linkcanon: missing\.md: no such file or folder/)
  })

  it('a FIFO or a socket named on the command line: exit 2, "not a regular file"; in a folder walk: passed over, never read', async () => {
    const dir = folder()
    execFileSync('mkfifo', [join(dir, 'pipe.md')])
    const server: Server = createServer()
    await new Promise<void>((resolve) => server.listen(join(dir, 'socket.md'), resolve))
    try {
      const named = spawnSync(process.execPath, [bin, 'fix', 'pipe.md', 'socket.md', 'ok.md'], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 30_000
      })
      expectIoError(
        { code: named.status, stdout: named.stdout, stderr: named.stderr },
        dir,
        /pipe\.md: not a regular file or folder\n.*socket\.md: not a regular file or folder/
      )
      faults++
      writeFileSync(join(dir, 'ok.md'), TRACKED)
      // A link to the FIFO must not be read either (a walk does not follow links).
      symlinkSync('pipe.md', join(dir, 'pipe-link.md'))
      faults++
      // A read of the FIFO would block: the timeout turns a hang into a failure.
      const walked = spawnSync(process.execPath, [bin, 'fix', '.'], { cwd: dir, encoding: 'utf8', timeout: 30_000 })
      expect(walked.status, walked.stderr).toBe(0)
      expect(readFileSync(join(dir, 'ok.md'), 'utf8')).toBe(FIXED)
      // Passed over with a note each, not in silence.
      expect(walked.stderr).toMatch(/linkcanon: pipe\.md: skipped, a named pipe \(FIFO\): not a regular file/)
      expect(walked.stderr).toMatch(/linkcanon: socket\.md: skipped, a socket: not a regular file/)
      expect(walked.stderr).toMatch(
        /linkcanon: pipe-link\.md: skipped, the same file as pipe\.md \(a walk does not follow symbolic links\)/
      )
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('a folder where a file was expected is walked; a symbolic link loop is exit 2 by name and passed over in a walk', () => {
    const dir = folder()
    mkdirSync(join(dir, 'folder.md'))
    writeFileSync(join(dir, 'folder.md', 'inner.md'), TRACKED)
    symlinkSync('loop-b.md', join(dir, 'loop-a.md'))
    symlinkSync('loop-a.md', join(dir, 'loop-b.md'))
    expectIoError(
      runBin(['fix', 'folder.md', 'loop-a.md', 'ok.md'], dir),
      dir,
      /loop-a\.md: too many levels of symbolic links \(a link loop\?\) \(ELOOP\)/
    )
    faults++
    expect(readFileSync(join(dir, 'folder.md', 'inner.md'), 'utf8')).toBe(FIXED)
    writeFileSync(join(dir, 'ok.md'), TRACKED)
    symlinkSync('gone.md', join(dir, 'dangling.md'))
    faults++
    const walked = runBin(['fix', '.'], dir)
    expect(walked.code, walked.stderr).toBe(0)
    expect(readFileSync(join(dir, 'ok.md'), 'utf8')).toBe(FIXED)
    expect(walked.stderr).toMatch(
      /linkcanon: loop-a\.md: skipped, a symbolic link that leads nowhere: too many levels of symbolic links/
    )
    expect(walked.stderr).toMatch(
      /linkcanon: dangling\.md: skipped, a symbolic link that leads nowhere: no such file or folder \(ENOENT\)/
    )
  })

  it('a file reached under two names (a link, a folder link, a path given twice) is fixed once; the other names get a note', () => {
    const dir = folder()
    symlinkSync('ok.md', join(dir, 'alias.md'))
    mkdirSync(join(dir, 'real'))
    writeFileSync(join(dir, 'real', 'inner.md'), TRACKED)
    symlinkSync('real', join(dir, 'folder-link'))
    faults++
    const walked = runBin(['fix', '.'], dir)
    expect(walked.code, walked.stderr).toBe(0)
    expect(walked.stderr).toMatch(/linkcanon: alias\.md: skipped, the same file as ok\.md/)
    expect(walked.stderr).toMatch(
      /linkcanon: folder-link: skipped, the same folder as real \(a walk does not follow symbolic links\)/
    )
    expect(walked.stderr).toMatch(/fixed 2 links in 2 files/)
    expect(readFileSync(join(dir, 'ok.md'), 'utf8')).toBe(FIXED)
    expect(readFileSync(join(dir, 'real', 'inner.md'), 'utf8')).toBe(FIXED)
    expect(lstatSync(join(dir, 'alias.md')).isSymbolicLink()).toBe(true)
    writeFileSync(join(dir, 'ok.md'), TRACKED)
    const named = runBin(['fix', 'alias.md', 'ok.md'], dir)
    expect(named.code, named.stderr).toBe(0)
    expect(named.stderr).toMatch(/linkcanon: alias\.md: skipped, the same file as ok\.md/)
    expect(readFileSync(join(dir, 'ok.md'), 'utf8')).toBe(FIXED)
  })

  it('unreadable files and folders (EACCES, mode 000): exit 2, "permission denied"; their bytes stay', () => {
    const dir = folder({ 'secret.md': TRACKED })
    mkdirSync(join(dir, 'locked'))
    writeFileSync(join(dir, 'locked', 'inside.md'), TRACKED)
    chmodSync(join(dir, 'secret.md'), 0o000)
    chmodSync(join(dir, 'locked'), 0o000)
    try {
      const run = runWithoutRootOverride(['fix', 'secret.md', 'locked/inside.md', 'ok.md'], dir)
      expectIoError(run, dir, /secret\.md: cannot read it: permission denied \(EACCES\)/)
      faults++
      expect(run.stderr).toMatch(/locked\/inside\.md: permission denied \(EACCES\)/)
      // A folder walk that cannot read a folder says so: its files were not looked at.
      writeFileSync(join(dir, 'ok.md'), TRACKED)
      const walked = runWithoutRootOverride(['fix', '.'], dir)
      faults++
      expect(walked.code, walked.stderr).toBe(2)
      expect(walked.stderr).toMatch(/linkcanon: locked: cannot read this folder: permission denied \(EACCES\)/)
      expect(readFileSync(join(dir, 'ok.md'), 'utf8')).toBe(FIXED)
    } finally {
      chmodSync(join(dir, 'secret.md'), 0o644)
      chmodSync(join(dir, 'locked'), 0o755)
    }
    expect(readFileSync(join(dir, 'secret.md'), 'utf8')).toBe(TRACKED)
    expect(readFileSync(join(dir, 'locked', 'inside.md'), 'utf8')).toBe(TRACKED)
  })
})

describe('linkcanon fix: files that are not UTF-8 text', () => {
  it('binary, UTF-16 and invalid UTF-8 files are skipped with a note (exit 0) and keep every byte', () => {
    const late = Buffer.concat([Buffer.from(`${'x'.repeat(9000)}\n${TRACKED}`), Buffer.from([0xc3, 0x28, 0x0a])])
    const contents: Record<string, Buffer> = {
      'nul.md': Buffer.from(`\u0000${TRACKED}`),
      'utf16.md': Buffer.from(`\uFEFF${TRACKED}`, 'utf16le'),
      'latin1.md': Buffer.from(`caf\u00e9 ${TRACKED}`, 'latin1'),
      'late-invalid.md': late,
      'lone-surrogate.txt': Buffer.from([0xed, 0xa0, 0x80, 0x20, ...Buffer.from(TRACKED)])
    }
    const dir = folder(contents)
    const run = runBin(['fix', '.'], dir)
    faults += Object.keys(contents).length
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toMatch(/nul\.md: skipped, binary file/)
    expect(run.stderr).toMatch(/utf16\.md: skipped, UTF-16 text/) // named for what it is (issue 18)
    expect(run.stderr).toMatch(/latin1\.md: skipped, not UTF-8 text/)
    expect(run.stderr).toMatch(/late-invalid\.md: skipped, not UTF-8 text/)
    expect(run.stderr).toMatch(/lone-surrogate\.txt: skipped, not UTF-8 text/)
    for (const [name, content] of Object.entries(contents))
      expect(readFileSync(join(dir, name)).equals(content), name).toBe(true)
    expect(readFileSync(join(dir, 'ok.md'), 'utf8')).toBe(FIXED)
  })
})

describe('linkcanon fix: files that cannot be written', () => {
  it.skipIf(immutable.skip)(
    `an immutable file (chattr +i): exit 2, "operation not permitted"; its content stays and no temporary file is left${immutable.note}`,
    () => {
      const dir = folder({ 'frozen.md': TRACKED })
      execFileSync('chattr', ['+i', join(dir, 'frozen.md')])
      let run: BinRun
      try {
        run = runBin(['fix', '.'], dir)
      } finally {
        execFileSync('chattr', ['-i', join(dir, 'frozen.md')])
      }
      // Exit 0 before: a failed write was reported but not counted.
      expectIoError(run, dir, /frozen\.md: not fixed: operation not permitted \(read-only or immutable\?\) \(EPERM\)/)
      expect(readFileSync(join(dir, 'frozen.md'), 'utf8')).toBe(TRACKED)
    }
  )

  it('a file in a read-only folder (mode 555): exit 2, "permission denied"; its content stays', () => {
    const dir = folder()
    mkdirSync(join(dir, 'readonly'))
    writeFileSync(join(dir, 'readonly', 'a.md'), TRACKED)
    chmodSync(join(dir, 'readonly'), 0o555)
    let run: BinRun
    try {
      run = runWithoutRootOverride(['fix', '.'], dir)
    } finally {
      chmodSync(join(dir, 'readonly'), 0o755)
    }
    expectIoError(run, dir, /readonly\/a\.md: not fixed: permission denied \(EACCES\)/)
    expect(readFileSync(join(dir, 'readonly', 'a.md'), 'utf8')).toBe(TRACKED)
  })

  it('a read-only file (mode 444) in a writable folder is replaced like any other, as git and editors do, and keeps its mode', () => {
    const dir = folder({ 'ro.md': TRACKED })
    chmodSync(join(dir, 'ro.md'), 0o444)
    const run = runWithoutRootOverride(['fix', '.'], dir)
    faults++
    expect(run.code, run.stderr).toBe(0)
    expect(readFileSync(join(dir, 'ro.md'), 'utf8')).toBe(FIXED)
    expect(existsSync(join(dir, 'ro.md'))).toBe(true)
    expect(execFileSync('stat', ['-c', '%a', join(dir, 'ro.md')], { encoding: 'utf8' }).trim()).toBe('444')
  })
})
