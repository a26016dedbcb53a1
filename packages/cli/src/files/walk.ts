import { stat } from 'node:fs/promises'
import { isAbsolute, relative, resolve } from 'node:path'
import picomatch from 'picomatch'
import { glob, isDynamicPattern } from 'tinyglobby'
import { describeFsError } from '../errors.js'
import { temporaryOwner } from '../fix/temporary.js'
import { fileKind, type FileKind } from './kinds.js'
import { gitRoot, GitignoreFilter } from './gitignore.js'

/** A file to look at. */
export interface FileEntry {
  /** Absolute path. */
  path: string
  /** As shown in messages: relative to the working directory when inside it. */
  name: string
  kind: FileKind
}

/** What `collectFiles` looks at. */
export interface WalkOptions {
  cwd: string
  /** Also read JavaScript and TypeScript files (as text). */
  includeCode: boolean
  /** Globs relative to `base`: only these files (default: all). */
  include?: readonly string[] | undefined
  /** Globs relative to `base`: never these files. */
  exclude?: readonly string[] | undefined
  /** Where `include`/`exclude` are relative to (the config file's folder). */
  base?: string | undefined
}

/** The files found, the paths that could not be read, and temporary files left by a killed `fix`. */
export interface WalkResult {
  files: FileEntry[]
  errors: Array<{ path: string; message: string }>
  leftovers: FileEntry[]
}

const ALWAYS_SKIPPED = ['**/.git/**', '**/node_modules/**']

function displayName(cwd: string, path: string): string {
  const name = relative(cwd, path)
  return name === '' || name.startsWith('..') || isAbsolute(name) ? path : name
}

/**
 * Expand paths (files, folders, globs) into the files to look at. Folders and globs skip
 * what `.gitignore` ignores, `.git` and `node_modules`, binary extensions, and
 * JavaScript/TypeScript unless `includeCode`. Named files are always taken (except code
 * without `includeCode`); temporary files of `fix` (see `fix/temporary.ts`) never are, they
 * go to `leftovers`. Config `include`/`exclude` apply to every file. A missing path is
 * an error in `errors`; the rest still goes on.
 */
export async function collectFiles(paths: readonly string[], options: WalkOptions): Promise<WalkResult> {
  const { cwd } = options
  const base = options.base ?? cwd
  const included = options.include && options.include.length > 0 ? picomatch([...options.include], { dot: true }) : undefined
  const excluded = options.exclude && options.exclude.length > 0 ? picomatch([...options.exclude], { dot: true }) : undefined
  const gitignore = new GitignoreFilter()
  const seen = new Set<string>()
  const result: WalkResult = { files: [], errors: [], leftovers: [] }

  const add = (path: string, named: boolean): void => {
    if (seen.has(path)) return
    if (temporaryOwner(path) !== undefined) {
      seen.add(path)
      result.leftovers.push({ path, name: displayName(cwd, path), kind: 'text' })
      return
    }
    const kind = fileKind(path)
    if (kind === 'code' && !options.includeCode) return
    if (kind === 'binary' && !named) return
    const fromBase = relative(base, path)
    if (included && !included(fromBase)) return
    if (excluded && excluded(fromBase)) return
    seen.add(path)
    result.files.push({ path, name: displayName(cwd, path), kind })
  }

  const walk = async (pattern: string, root: string): Promise<void> => {
    const top = gitRoot(root) ?? root
    const found = await glob(pattern, { cwd: root, absolute: true, dot: true, onlyFiles: true, ignore: ALWAYS_SKIPPED, expandDirectories: false })
    for (const file of found.sort()) {
      if (!gitignore.ignores(file, top)) add(resolve(file), false)
    }
  }

  for (const given of paths) {
    const path = resolve(cwd, given)
    let info: Awaited<ReturnType<typeof stat>> | undefined
    try {
      info = await stat(path)
    } catch (error) {
      if (isDynamicPattern(given)) {
        const before = result.files.length
        await walk(given, cwd)
        if (result.files.length === before) result.errors.push({ path: given, message: 'no files match this glob' })
        continue
      }
      result.errors.push({ path: given, message: describeFsError(error) })
      continue
    }
    if (info.isDirectory()) await walk('**/*', path)
    else if (info.isFile()) add(path, true)
    else result.errors.push({ path: given, message: 'not a regular file or folder' })
  }
  return result
}
