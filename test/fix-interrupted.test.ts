// Issue 9: `linkcanon fix` when the file system moves under it (a file changed, removed or
// replaced by a folder between the walk, the read and the write) and when it is killed
// (SIGKILL at random moments): every file is the old or the new version, never a mix; a
// temporary file a kill leaves is removed by the next `fix`.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runBin, scratchDir, startBin } from './helpers/bin.js'

const scratch = scratchDir('interrupted')
let faults = 0
afterAll(() => {
  scratch.remove()
  console.log(`fix-interrupted: ${faults} faults tried`)
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A Markdown file of `count` paragraphs with a tracked link (about 70 bytes each), and its fixed text. */
function trackedDocument(count: number, tag = ''): { text: string; fixed: string } {
  const rows = Array.from(
    { length: count },
    (_, index) => `See [item ${index}${tag}](https://example.com/p/${index}?utm_source=list&id=${index}).`
  )
  return {
    text: `# Links\n\n${rows.join('\n\n')}\n`,
    fixed: `# Links\n\n${rows.map((row) => row.replace('utm_source=list&', '')).join('\n\n')}\n`
  }
}

const TEMPORARY = /\.linkcanon-\d+-[0-9a-f]{8}\.tmp$/
const temporaries = (dir: string): string[] => readdirSync(dir).filter((name) => TEMPORARY.test(name))

/**
 * Wait until the file has been read after `since` (its access time moves past its
 * modification time, which `since` set: relatime updates it on the first read).
 */
async function waitForRead(path: string, since: number): Promise<void> {
  const deadline = Date.now() + 60_000
  while (statSync(path).atimeMs <= since) {
    if (Date.now() > deadline)
      throw new Error(`${path} was not read within 60 s (or the file system does not update access times)`)
    await sleep(2)
  }
}

/** Make `path`'s access and modification times an hour ago; returns that time in ms. */
function age(path: string): number {
  const past = Math.floor(Date.now() / 1000) - 3600
  utimesSync(path, past, past)
  return statSync(path).atimeMs
}

describe('linkcanon fix while the files change', () => {
  // The big file takes the CLI hundreds of milliseconds to plan: the window to act in.
  const big = trackedDocument(3000)

  it('a file changed between read and write is left with the new content; exit 2 and a message', async () => {
    const dir = join(scratch.dir, 'changed')
    mkdirSync(dir)
    const file = join(dir, 'big.md')
    writeFileSync(file, big.text)
    const since = age(file)
    const run = startBin(['fix', 'big.md'], dir)
    await waitForRead(file, since)
    const newer = `${big.text}\nA line someone added meanwhile.\n`
    writeFileSync(file, newer)
    const result = await run.done
    faults++
    expect(result.code, result.stderr).toBe(2) // 0 before: the failed write was not counted
    expect(result.stderr).toMatch(/big\.md: not fixed: .*changed while linkcanon was fixing it; it was left untouched/)
    expect(readFileSync(file, 'utf8')).toBe(newer)
    expect(temporaries(dir)).toEqual([])
  })

  it('a file removed or replaced by a folder after the walk: exit 2 and a message; it stays removed or a folder', async () => {
    const dir = join(scratch.dir, 'replaced')
    mkdirSync(dir)
    const small = trackedDocument(3)
    writeFileSync(join(dir, 'a-big.md'), big.text)
    writeFileSync(join(dir, 'b-removed.md'), small.text)
    writeFileSync(join(dir, 'c-folder.md'), small.text)
    writeFileSync(join(dir, 'd-kept.md'), small.text)
    const since = age(join(dir, 'a-big.md'))
    // No time limit: the big file is planned on the main thread, before the others (with a
    // limit a worker takes it, and this thread may fix the small files before they change).
    const run = startBin(['fix', '--max-file-ms', '0', '.'], dir)
    // Once the first file is read the walk is over: change the next two while it is planned.
    // The CLI reads a few files ahead, so they fail either when read or when written.
    await waitForRead(join(dir, 'a-big.md'), since)
    rmSync(join(dir, 'b-removed.md'))
    rmSync(join(dir, 'c-folder.md'))
    mkdirSync(join(dir, 'c-folder.md'))
    const result = await run.done
    faults += 2
    expect(result.code, result.stderr).toBe(2)
    expect(result.stderr).toMatch(/b-removed\.md: (cannot read it|not fixed): no such file or folder \(ENOENT\)/)
    // Read in the instant between the removal and the new folder, it is not there at all.
    expect(result.stderr).toMatch(
      /c-folder\.md: (cannot read it: (is a folder \(EISDIR\)|no such file or folder \(ENOENT\))|not fixed: .*changed while linkcanon was fixing it)/
    )
    expect(existsSync(join(dir, 'b-removed.md'))).toBe(false)
    expect(statSync(join(dir, 'c-folder.md')).isDirectory()).toBe(true)
    expect(readFileSync(join(dir, 'a-big.md'), 'utf8')).toBe(big.fixed)
    expect(readFileSync(join(dir, 'd-kept.md'), 'utf8')).toBe(small.fixed)
    expect(temporaries(dir)).toEqual([])
    expect(readdirSync(join(dir, 'c-folder.md'))).toEqual([])
  })
})

/** A small deterministic random number generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('linkcanon fix killed with SIGKILL', () => {
  const FILES = 150
  const KILLS = Number(process.env.KILLS ?? 8)
  const seed = Number(process.env.KILL_SEED ?? 0x5eed)
  const documents = Array.from({ length: FILES }, (_, index) => trackedDocument(10, ` of file ${index}`))
  const name = (index: number) => `doc-${String(index).padStart(3, '0')}.md`

  function seedFolder(dir: string): void {
    mkdirSync(dir)
    documents.forEach((document, index) => writeFileSync(join(dir, name(index)), document.text))
  }

  it(`leaves every file old or new, and the next fix removes what a kill left (${KILLS} kills)`, async () => {
    const pristine = join(scratch.dir, 'pristine')
    seedFolder(pristine)
    const began = Date.now()
    const full = runBin(['fix', '.'], cpDir(pristine, 'full'))
    const duration = Date.now() - began
    expect(full.code, full.stderr).toBe(0)
    const next = random(seed)
    const outcomes: string[] = []
    let killsWithLeftovers = 0
    for (let kill = 0; kill < KILLS; kill++) {
      const dir = cpDir(pristine, `kill-${kill}`)
      const delay = Math.floor((0.1 + 0.8 * next()) * duration)
      const run = startBin(['fix', '.'], dir)
      await sleep(delay)
      run.child.kill('SIGKILL')
      const result = await run.done
      faults++
      let fixedFiles = 0
      documents.forEach((document, index) => {
        const now = readFileSync(join(dir, name(index)), 'utf8')
        if (now === document.fixed) fixedFiles++
        else expect(now, `kill ${kill} (seed ${seed}): ${name(index)} is neither old nor new`).toBe(document.text)
      })
      const left = temporaries(dir)
      expect(
        readdirSync(dir)
          .filter((entry) => !TEMPORARY.test(entry))
          .sort()
      ).toEqual(documents.map((_, index) => name(index)))
      if (left.length > 0) killsWithLeftovers++
      outcomes.push(
        `${delay} ms: ${result.signal ?? `exit ${result.code}`}, ${fixedFiles} fixed, ${left.length} temporary`
      )
      // The next run removes the leftovers (their process is gone) and fixes the rest.
      const again = runBin(['fix', '.'], dir)
      expect(again.code, again.stderr).toBe(0)
      expect(again.stderr.match(/removed, a temporary file of an interrupted "linkcanon fix"/g)?.length ?? 0).toBe(
        left.length
      )
      expect(temporaries(dir)).toEqual([])
      documents.forEach((document, index) => expect(readFileSync(join(dir, name(index)), 'utf8')).toBe(document.fixed))
    }
    console.log(
      `SIGKILL (seed ${seed}, full run ${duration} ms, ${FILES} files): ${killsWithLeftovers}/${KILLS} kills left a temporary file\n  ${outcomes.join('\n  ')}`
    )
  }, 600_000)

  it('a leftover of a process that has ended is removed by fix, left by check (with a note), never read as input', () => {
    const dir = join(scratch.dir, 'leftover')
    mkdirSync(dir)
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8'
    }).stdout
    const leftover = `.a.md.linkcanon-${ended}-0123abcd.tmp`
    writeFileSync(join(dir, 'a.md'), documents[0]!.text)
    writeFileSync(join(dir, leftover), documents[0]!.text)
    const checked = runBin(['check', '.'], dir)
    faults++
    expect(checked.stdout).not.toContain(leftover)
    expect(checked.stderr).toContain(
      `${leftover}: skipped, a temporary file left by an interrupted "linkcanon fix" (the next fix removes it)`
    )
    expect(temporaries(dir)).toEqual([leftover])
    const fixed = runBin(['fix', '.'], dir)
    expect(fixed.code, fixed.stderr).toBe(0)
    expect(fixed.stderr).toContain(`${leftover}: removed, a temporary file of an interrupted "linkcanon fix"`)
    expect(temporaries(dir)).toEqual([])
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(documents[0]!.fixed)
  })
})

function cpDir(from: string, name: string): string {
  const to = join(scratch.dir, name)
  cpSync(from, to, { recursive: true })
  return to
}
