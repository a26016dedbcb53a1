import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

// The runs below report on standard error how many files the cache answered and how many were parsed.
beforeAll(() => {
  process.env.LINKCANON_CACHE_STATS = '1'
})

const tracked = 'Read [this](https://example.com/a?utm_source=x&id=1).\n'
const clean = 'Read [that](https://example.com/b?id=2).\n'
const defaultCache = join('node_modules', '.cache', 'linkcanon', 'cache.json')

function stats(stderr: string): string {
  return /cache: (\d+ files reused, \d+ parsed)/.exec(stderr)?.[1] ?? `no cache line in: ${stderr}`
}

describe('check --cache', () => {
  it('a second run over an unchanged tree parses nothing and prints the same', () => {
    const dir = scratch({ 'a.md': tracked, 'b.md': clean, 'c.txt': tracked })
    const first = linkcanon(['check', '--cache', '--format', 'json'], { cwd: dir })
    expect(first.code).toBe(1)
    expect(stats(first.stderr)).toBe('0 files reused, 3 parsed')
    expect(existsSync(join(dir, defaultCache))).toBe(true)
    const second = linkcanon(['check', '--cache', '--format', 'json'], { cwd: dir })
    expect(stats(second.stderr)).toBe('3 files reused, 0 parsed')
    expect(second).toMatchObject({ code: 1, stdout: first.stdout })
    // No temporary file is left beside the cache.
    expect(readdirSync(join(dir, 'node_modules', '.cache', 'linkcanon'))).toEqual(['cache.json'])
  })

  it('equal bytes under another name or kind: the name is the new one, the kind is part of the key', () => {
    const dir = scratch({ 'a.md': tracked })
    linkcanon(['check', '--cache'], { cwd: dir })
    writeFileSync(join(dir, 'copy.md'), tracked)
    writeFileSync(join(dir, 'copy.txt'), tracked)
    const run = linkcanon(['check', '--cache', '--format', 'json'], { cwd: dir })
    expect(stats(run.stderr)).toBe('2 files reused, 1 parsed')
    expect((JSON.parse(run.stdout) as Array<{ file: string }>).map((finding) => finding.file).sort()).toEqual([
      'a.md',
      'copy.md',
      'copy.txt'
    ])
  })

  it('a changed file is parsed again, the others not', () => {
    const dir = scratch({ 'a.md': tracked, 'b.md': clean })
    linkcanon(['check', '--cache'], { cwd: dir })
    writeFileSync(join(dir, 'b.md'), clean.replace('?id=2', '?id=2&utm_medium=y'))
    const run = linkcanon(['check', '--cache', '--format', 'json'], { cwd: dir })
    expect(stats(run.stderr)).toBe('1 files reused, 1 parsed')
    expect((JSON.parse(run.stdout) as unknown[]).length).toBe(2)
  })

  it('other options parse everything again', () => {
    const dir = scratch({ 'a.md': 'See https://example.com/a?ref=news&id=1\n' })
    const minimal = linkcanon(['check', '--cache', '--format', 'json'], { cwd: dir })
    const share = linkcanon(['check', '--cache', '--preset', 'share', '--format', 'json'], { cwd: dir })
    expect(stats(share.stderr)).toBe('0 files reused, 1 parsed')
    expect(share.stdout).toBe(linkcanon(['check', '--preset', 'share', '--format', 'json'], { cwd: dir }).stdout)
    expect(stats(linkcanon(['check', '--cache', '--images', '--preset', 'share'], { cwd: dir }).stderr)).toBe(
      '0 files reused, 1 parsed'
    )
    expect(minimal.stdout).toBe(linkcanon(['check', '--format', 'json'], { cwd: dir }).stdout)
  })

  it('a cache of another linkcanon version is not used (and is replaced)', () => {
    const dir = scratch({ 'a.md': tracked })
    linkcanon(['check', '--cache'], { cwd: dir })
    const path = join(dir, defaultCache)
    const file = JSON.parse(readFileSync(path, 'utf8')) as { version: string }
    const own = file.version
    writeFileSync(path, JSON.stringify({ ...file, version: '0.0.0-other' }))
    const run = linkcanon(['check', '--cache'], { cwd: dir })
    expect(stats(run.stderr)).toBe('0 files reused, 1 parsed')
    expect(run.stderr).not.toContain('damaged')
    expect((JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version).toBe(own)
  })

  it.each([
    ['cut short', 'CUT'],
    ['a forged finding', 'FORGED']
  ])('a damaged cache file (%s) is ignored with a note, and replaced', (_, how) => {
    const dir = scratch({ 'a.md': tracked })
    const expected = linkcanon(['check', '--format', 'json'], { cwd: dir }).stdout
    linkcanon(['check', '--cache'], { cwd: dir })
    const path = join(dir, defaultCache)
    const text = readFileSync(path, 'utf8')
    const file = JSON.parse(text) as { entries: Record<string, unknown[][]> }
    // Layout 2: a finding is a row of numbers; its sixth is the line.
    for (const rows of Object.values(file.entries)) rows[0]![5] = 'one'
    writeFileSync(path, how === 'CUT' ? text.slice(0, text.length >> 1) : JSON.stringify(file))
    const run = linkcanon(['check', '--cache', '--format', 'json'], { cwd: dir })
    expect(run.stderr).toContain('a damaged linkcanon cache; ignored (it is replaced)')
    expect(stats(run.stderr)).toBe('0 files reused, 1 parsed')
    expect(run.stdout).toBe(expected)
    expect(stats(linkcanon(['check', '--cache'], { cwd: dir }).stderr)).toBe('1 files reused, 0 parsed')
  })

  it('a run that parses nothing new leaves the cache file as it is; one that does rewrites it', () => {
    const dir = scratch({ 'a.md': tracked, 'b.md': clean })
    linkcanon(['check', '--cache'], { cwd: dir })
    const path = join(dir, defaultCache)
    const before = statSync(path)
    expect(stats(linkcanon(['check', '--cache'], { cwd: dir }).stderr)).toBe('2 files reused, 0 parsed')
    // A rewrite is a new file renamed over the old one: another inode.
    expect(statSync(path).ino).toBe(before.ino)
    writeFileSync(join(dir, 'c.md'), clean.replace('id=2', 'id=3'))
    expect(stats(linkcanon(['check', '--cache'], { cwd: dir }).stderr)).toBe('2 files reused, 1 parsed')
    expect(statSync(path).ino).not.toBe(before.ino)
    expect(stats(linkcanon(['check', '--cache'], { cwd: dir }).stderr)).toBe('3 files reused, 0 parsed')
  })

  it('directives still apply to findings from the cache (they are applied before findings are cached)', () => {
    const directive = `<!-- linkcanon-disable-next-line -->\n${tracked}\n${tracked}\n<!-- linkcanon-disable-next-line -->\n`
    const dir = scratch({ 'a.md': directive, 'b.md': tracked })
    const expected = linkcanon(['check', '--format', 'json'], { cwd: dir }).stdout
    // One tracked URL of a.md is suppressed, the other is not; the directive with nothing on its next line is reported.
    expect(
      (JSON.parse(expected) as Array<{ file: string; ruleId: string }>)
        .map((finding) => `${finding.file} ${finding.ruleId}`)
        .sort()
    ).toEqual(['a.md linkcanon-directive', 'a.md no-tracking-params', 'b.md no-tracking-params'])
    linkcanon(['check', '--cache'], { cwd: dir })
    const second = linkcanon(['check', '--cache', '--format', 'json'], { cwd: dir })
    expect(stats(second.stderr)).toBe('2 files reused, 0 parsed')
    expect(second.stdout).toBe(expected)
  })

  it('stores each string once: findings with the same URL and changes take one row each', () => {
    const line = 'Read [this](https://example.com/a?utm_source=x&id=1).\n'
    const dir = scratch({ 'a.md': line.repeat(50) })
    const first = linkcanon(['check', '--cache', '--format', 'json'], { cwd: dir })
    const file = JSON.parse(readFileSync(join(dir, defaultCache), 'utf8')) as {
      layout: number
      strings: string[]
      changes: unknown[]
      entries: Record<string, number[][]>
    }
    expect(file.layout).toBe(5)
    expect(Object.values(file.entries)[0]!.length).toBe(50)
    // The message, the URL and the canonical URL (also the replacement); one change record.
    expect(file.strings.length).toBe(3)
    expect(file.changes.length).toBe(1)
    expect(linkcanon(['check', '--cache', '--format', 'json'], { cwd: dir }).stdout).toBe(first.stdout)
  })

  it('a cache of the older layout (1, one object per finding) is not used: a note, and it is replaced', () => {
    const dir = scratch({ 'a.md': tracked })
    const expected = linkcanon(['check', '--format', 'json'], { cwd: dir }).stdout
    const path = join(dir, defaultCache)
    mkdirSync(dirname(path), { recursive: true })
    const forged = {
      ruleId: 'no-tracking-params',
      message: 'forged',
      url: 'https://example.com/',
      start: 0,
      end: 1,
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 2
    }
    writeFileSync(
      path,
      JSON.stringify({ tool: 'linkcanon-cache', layout: 1, version: 'any', options: 'any', entries: { x: [forged] } })
    )
    const run = linkcanon(['check', '--cache', '--format', 'json'], { cwd: dir })
    expect(run.stderr).toContain('a linkcanon cache of another layout (1); ignored (it is replaced)')
    expect(stats(run.stderr)).toBe('0 files reused, 1 parsed')
    expect(run.stdout).toBe(expected)
    expect((JSON.parse(readFileSync(path, 'utf8')) as { layout: number }).layout).toBe(5)
    expect(stats(linkcanon(['check', '--cache'], { cwd: dir }).stderr)).toBe('1 files reused, 0 parsed')
  })

  it.each([
    ['JSON of another tool', '{"hello": "world"}\n'],
    ['a readme', '# Notes\n']
  ])('a foreign file at the cache location (%s) is ignored with a note and never overwritten', (_, content) => {
    const dir = scratch({ 'a.md': tracked, 'notes.json': content })
    const expected = linkcanon(['check', '--format', 'json'], { cwd: dir }).stdout
    for (let round = 0; round < 2; round++) {
      const run = linkcanon(['check', '--cache', '--cache-location', 'notes.json', '--format', 'json'], { cwd: dir })
      expect(run.stderr).toContain('not a linkcanon cache; ignored and left as it is')
      // notes.json is checked too: two files, both parsed each time.
      expect(stats(run.stderr)).toBe('0 files reused, 2 parsed')
      expect(run.stdout).toBe(expected)
    }
    expect(readFileSync(join(dir, 'notes.json'), 'utf8')).toBe(content)
  })

  it('--cache-location names the file (or a folder for cache.json); it needs --cache', () => {
    const dir = scratch({ 'a.md': tracked, 'store/keep': '' })
    linkcanon(['check', '--cache', '--cache-location', 'my.json'], { cwd: dir })
    expect(existsSync(join(dir, 'my.json'))).toBe(true)
    linkcanon(['check', '--cache', '--cache-location', 'store'], { cwd: dir })
    expect(existsSync(join(dir, 'store', 'cache.json'))).toBe(true)
    expect(existsSync(join(dir, 'node_modules'))).toBe(false)
    expect(linkcanon(['check', '--cache-location', 'my.json'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--cache-location goes with --cache')
    })
  })

  it('a cache file in the tree checked is never read as a file to check (it holds the URLs it found)', () => {
    const dir = scratch({ 'a.md': tracked, 'store/keep': '' })
    const options = ['--cache', '--cache-location', 'lc-cache.json', '--format', 'json']
    expect(linkcanon(['check', ...options], { cwd: dir }).code).toBe(1)
    const again = linkcanon(['check', ...options], { cwd: dir })
    expect(again.code).toBe(1)
    expect(JSON.parse(again.stdout).map((finding: { file: string }) => finding.file)).toEqual(['a.md'])
    // `fix` read the cache file as JSON, found its URLs, then saw it "changed while linkcanon was fixing it" (exit 2).
    expect(linkcanon(['fix', ...options], { cwd: dir }).code).toBe(0)
    expect(linkcanon(['fix', ...options], { cwd: dir })).toMatchObject({
      code: 0,
      stderr: expect.not.stringContaining('changed')
    })
    // A folder's cache files, each shard's too.
    for (const shard of ['1/2', '2/2'])
      linkcanon(['check', '--cache', '--cache-location', 'store', '--shard', shard], { cwd: dir })
    expect(readdirSync(join(dir, 'store')).sort()).toEqual([
      'cache.shard-1-of-2.json',
      'cache.shard-2-of-2.json',
      'keep'
    ])
    writeFileSync(join(dir, 'b.md'), tracked)
    const shard = linkcanon(['check', '--cache', '--cache-location', 'store', '--shard', '1/2', '--format', 'json'], {
      cwd: dir
    })
    expect(JSON.parse(shard.stdout).every((finding: { file: string }) => !finding.file.startsWith('store'))).toBe(true)
    // A `cache.json` there that is not linkcanon's is checked (and left as it is); the shards' files beside it are not.
    writeFileSync(join(dir, 'store', 'cache.json'), '{"links": ["https://example.com/?utm_source=x"]}')
    const foreign = linkcanon(['check', '--cache', '--cache-location', 'store', '--format', 'json'], { cwd: dir })
    expect(foreign.stderr).toContain('not a linkcanon cache; ignored and left as it is')
    const files = JSON.parse(foreign.stdout).map((finding: { file: string }) => finding.file)
    expect(files.filter((file: string) => file.startsWith('store/'))).toEqual(['store/cache.json'])
  })

  it('fix --cache reuses only files without findings, and fixes as without a cache', () => {
    const dir = scratch({ 'a.md': tracked, 'b.md': clean })
    linkcanon(['check', '--cache'], { cwd: dir })
    const run = linkcanon(['fix', '--cache'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(stats(run.stderr)).toBe('1 files reused, 1 parsed')
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe('Read [this](https://example.com/a?id=1).\n')
    expect(readFileSync(join(dir, 'b.md'), 'utf8')).toBe(clean)
  })
})
