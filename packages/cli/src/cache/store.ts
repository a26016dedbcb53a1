import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { temporaryPathFor } from '../fix/temporary.js'
import type { Finding } from '../scan/findings.js'
import { isFindingList, type CachedFinding } from './valid.js'

/** `--cache` without `--cache-location`: relative to the working directory. */
export const DEFAULT_CACHE_LOCATION = 'node_modules/.cache/linkcanon/cache.json'

/** Marks a linkcanon cache file; anything else at the location is foreign. */
const TOOL = 'linkcanon-cache'
const LAYOUT = 1
/** Entries kept from earlier runs beyond this run's own (the oldest go first). */
const MAX_ENTRIES = 100_000

interface CacheFile {
  tool: typeof TOOL
  layout: typeof LAYOUT
  version: string
  options: string
  /** Content key (`contentKey`) → the file's findings without their `file`. */
  entries: Record<string, CachedFinding[]>
}

/** The cache file's path: `location` (a file, or a folder that gets `cache.json`) from `cwd`. */
export async function cachePath(cwd: string, location: string | undefined): Promise<string> {
  const path = resolve(cwd, location ?? DEFAULT_CACHE_LOCATION)
  const isFolder = location !== undefined && (/[\\/]$/.test(location) || (await stat(path).catch(() => undefined))?.isDirectory() === true)
  return isFolder ? join(path, 'cache.json') : path
}

/**
 * Findings by content, for one tool version and one set of options. A file that is missing
 * starts an empty cache; one from another version or with other options too (it is replaced);
 * one that is not a linkcanon cache or is damaged is ignored with a note and replaced.
 */
export class ResultCache {
  private readonly old: Map<string, CachedFinding[]>
  private readonly fresh = new Map<string, CachedFinding[]>()
  /** How many files were answered from the cache and how many were parsed (`LINKCANON_CACHE_STATS`). */
  hits = 0
  misses = 0

  private constructor(
    readonly path: string,
    private readonly version: string,
    private readonly options: string,
    old: Map<string, CachedFinding[]>,
    /** `false` when the file at `path` is someone else's. */
    readonly writable = true
  ) {
    this.old = old
  }

  static async open(path: string, version: string, options: string, note: (message: string) => void): Promise<ResultCache> {
    let text: string
    try {
      text = await readFile(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') note(`cannot read the cache ${path} (${(error as Error).message}); starting afresh`)
      return new ResultCache(path, version, options, new Map())
    }
    const file = parseCacheFile(text)
    if (file === undefined) {
      // Never overwrite a file that is not ours (a mistyped --cache-location): only one that starts as ours do.
      const ours = text.trim() === '' || text.startsWith(`{"tool":"${TOOL}"`)
      note(ours ? `${path}: a damaged linkcanon cache; ignored (it is replaced)` : `${path}: not a linkcanon cache; ignored and left as it is (nothing is cached)`)
      return new ResultCache(path, version, options, new Map(), ours)
    }
    const fits = file.version === version && file.options === options
    return new ResultCache(path, version, options, fits ? new Map(Object.entries(file.entries)) : new Map())
  }

  /** The findings stored for this content, with `file` set to `name` (`onlyClean`: only when there are none). */
  get(key: string, name: string, onlyClean = false): Finding[] | undefined {
    const found = this.fresh.get(key) ?? this.old.get(key)
    if (found === undefined || (onlyClean && found.length > 0)) {
      this.misses++
      return undefined
    }
    this.hits++
    this.fresh.set(key, found)
    return found.map((finding) => ({ ...finding, file: name }))
  }

  set(key: string, findings: readonly Finding[]): void {
    this.fresh.set(key, findings.map(({ file: _, ...rest }) => rest))
  }

  /** Write this run's entries and the earlier ones (up to a bound): a temporary file renamed over the old one. */
  async save(): Promise<void> {
    if (!this.writable) return
    const entries: Record<string, CachedFinding[]> = Object.fromEntries(this.fresh)
    let room = MAX_ENTRIES
    for (const [key, findings] of this.old) {
      if (room-- <= 0) break
      if (!(key in entries)) entries[key] = findings
    }
    const file: CacheFile = { tool: TOOL, layout: LAYOUT, version: this.version, options: this.options, entries }
    await mkdir(dirname(this.path), { recursive: true })
    const temporary = temporaryPathFor(this.path)
    try {
      await writeFile(temporary, JSON.stringify(file))
      await rename(temporary, this.path)
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }
}

function parseCacheFile(text: string): CacheFile | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  const file = value as Partial<CacheFile>
  if (file.tool !== TOOL || file.layout !== LAYOUT || typeof file.version !== 'string' || typeof file.options !== 'string') return undefined
  const entries = file.entries as unknown
  if (entries === null || typeof entries !== 'object' || Array.isArray(entries)) return undefined
  for (const findings of Object.values(entries as Record<string, unknown>)) if (!isFindingList(findings)) return undefined
  return file as CacheFile
}
