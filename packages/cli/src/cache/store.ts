import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { temporaryPathFor } from '../io/temporary.js'
import type { Finding } from '../scan/findings.js'
import { areTables, isRow, Packer, unpack, type CachedFinding, type Row, type Tables } from './layout.js'

/** `--cache` without `--cache-location`: relative to the working directory. */
const DEFAULT_CACHE_LOCATION = 'node_modules/.cache/linkcanon/cache.json'

/** Marks a linkcanon cache file; anything else at the location is foreign. */
const TOOL = 'linkcanon-cache'
/**
 * The file's layout (`layout.ts`); a file of another layout is not used, and is replaced. Also
 * raised when the rows' meaning changes within one version: 3, Markdown files may hold
 * `read-stopped` rows (a layout-2 file was written by a scan that did not look for them); 4, rows
 * are findings with the file's directives applied (`findingsOf`), no longer before them; 5, a `.md` file's front
 * matter is read as YAML or TOML, no longer as Markdown.
 */
const LAYOUT = 5
/** Entries kept from earlier runs beyond this run's own (the oldest go first). */
const MAX_ENTRIES = 100_000

interface CacheFile extends Tables {
  tool: typeof TOOL
  layout: typeof LAYOUT
  version: string
  options: string
  /** Content key (`contentKey`) → the file's findings (rows of `layout.ts`) without their `file`. */
  entries: Record<string, Row[]>
}

const NONE: Tables = { strings: [], changes: [] }

/**
 * The cache file's path: `location` (a file, or a folder that gets `cache.json`) from `cwd`.
 * With `--shard` (`shard`: `shard-2-of-4`), the default file and a folder's file are
 * `cache.shard-2-of-4.json`: shards run side by side do not write over each other's cache.
 */
export async function cachePath(cwd: string, location: string | undefined, shard?: string): Promise<string> {
  const path = resolve(cwd, location ?? DEFAULT_CACHE_LOCATION)
  const name = shard === undefined ? 'cache.json' : `cache.${shard}.json`
  if (location === undefined) return join(dirname(path), name)
  const isFolder = /[\\/]$/.test(location) || (await stat(path).catch(() => undefined))?.isDirectory() === true
  return isFolder ? join(path, name) : path
}

/** The name of a cache file in a folder: `cache.json`, or a shard's (`cache.shard-2-of-4.json`, `cachePath`). */
const CACHE_NAME = /^cache(?:\.shard-\d+-of-\d+)?\.json$/

/**
 * Whether `path` (absolute) is the cache file `cacheFile` (when it is ours: `own`) or, in the folder that holds it as
 * `cache.json` or a shard's file, another shard's: a walk of that folder never reads one as a file to check.
 */
export function isCacheFile(path: string, cacheFile: string | undefined, own = true): boolean {
  if (cacheFile === undefined) return false
  if (path === cacheFile) return own
  return dirname(path) === dirname(cacheFile) && CACHE_NAME.test(basename(cacheFile)) && CACHE_NAME.test(basename(path))
}

/**
 * Findings by content, for one tool version and one set of options. A file that is missing
 * starts an empty cache; one from another version or with other options too (it is replaced);
 * one that is not a linkcanon cache or is damaged is ignored with a note and replaced.
 */
export class ResultCache {
  /** Findings parsed this run; entries of the file read are kept as rows of `tables`. */
  private readonly fresh = new Map<string, CachedFinding[]>()
  /** Entries of the file read that this run used: saved before the others, which the bound drops first. */
  private readonly used = new Set<string>()
  /** Whether the file must be written: an entry was added, or the file read is not kept. */
  private changed: boolean
  /** Files answered from the cache, and files parsed (counted by the caller), for `LINKCANON_CACHE_STATS`. */
  hits = 0
  misses = 0

  private constructor(
    readonly path: string,
    private readonly version: string,
    private readonly options: string,
    private readonly old: Map<string, Row[]>,
    private readonly tables: Tables,
    /** `false` when the file at `path` is someone else's. */
    readonly writable = true,
    replace = false
  ) {
    this.changed = replace
  }

  static async open(
    path: string,
    version: string,
    options: string,
    note: (message: string) => void
  ): Promise<ResultCache> {
    let text: string
    try {
      text = await readFile(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        note(`cannot read the cache ${path} (${(error as Error).message}); starting afresh`)
      return new ResultCache(path, version, options, new Map(), NONE)
    }
    const file = parseCacheFile(text)
    if (typeof file !== 'object') {
      // Never overwrite a file that is not ours (a mistyped --cache-location): only one that starts as ours do.
      const ours = text.trim() === '' || text.startsWith(`{"tool":"${TOOL}"`)
      const why =
        typeof file === 'number'
          ? `a linkcanon cache of another layout (${file}); ignored (it is replaced)`
          : 'a damaged linkcanon cache; ignored (it is replaced)'
      note(ours ? `${path}: ${why}` : `${path}: not a linkcanon cache; ignored and left as it is (nothing is cached)`)
      return new ResultCache(path, version, options, new Map(), NONE, ours, ours)
    }
    const fits = file.version === version && file.options === options
    return fits
      ? new ResultCache(path, version, options, new Map(Object.entries(file.entries)), file)
      : new ResultCache(path, version, options, new Map(), NONE, true, true)
  }

  /** The findings stored for this content, with `file` set to `name` (`onlyClean`: only when there are none). */
  get(key: string, name: string, onlyClean = false): Finding[] | undefined {
    const fresh = this.fresh.get(key)
    if (fresh !== undefined) {
      if (onlyClean && fresh.length > 0) return undefined
      this.hits++
      return fresh.map((finding) => ({ ...finding, file: name }))
    }
    const rows = this.old.get(key)
    if (rows === undefined || (onlyClean && rows.length > 0)) return undefined
    this.hits++
    this.used.add(key)
    return rows.map((row) => unpack(row, this.tables, name))
  }

  set(key: string, findings: readonly Finding[]): void {
    this.fresh.set(
      key,
      findings.map(({ file: _, ...rest }) => rest)
    )
    if (!this.old.has(key)) this.changed = true
  }

  /**
   * Write this run's entries and the earlier ones (up to a bound), when there is anything new:
   * a temporary file renamed over the old one.
   */
  async save(): Promise<void> {
    if (!this.writable || !this.changed) return
    const packer = new Packer()
    const entries: Record<string, Row[]> = {}
    for (const [key, findings] of this.fresh) entries[key] = findings.map((finding) => packer.row(finding))
    let room = MAX_ENTRIES
    for (const key of [...this.used, ...this.old.keys()]) {
      if (key in entries) continue
      if (room-- <= 0) break
      entries[key] = this.old.get(key)!.map((row) => packer.row(unpack(row, this.tables, '')))
    }
    const file: CacheFile = {
      tool: TOOL,
      layout: LAYOUT,
      version: this.version,
      options: this.options,
      ...packer.tables,
      entries
    }
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

/**
 * The file read, its layout number when it is a linkcanon cache of another layout, or `undefined` (damaged or foreign).
 */
function parseCacheFile(text: string): CacheFile | number | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  const file = value as Partial<CacheFile>
  if (file.tool !== TOOL) return undefined
  if (file.layout !== LAYOUT)
    return typeof file.layout === 'number' && Number.isSafeInteger(file.layout) ? file.layout : undefined
  if (typeof file.version !== 'string' || typeof file.options !== 'string' || !areTables(file)) return undefined
  // (`areTables` narrowed `file` to the tables: the entries are read from the value.)
  const entries = (value as Partial<CacheFile>).entries as unknown
  if (entries === null || typeof entries !== 'object' || Array.isArray(entries)) return undefined
  for (const rows of Object.values(entries as Record<string, unknown>))
    if (!Array.isArray(rows) || !rows.every((row) => isRow(row, file))) return undefined
  return file as CacheFile
}
