import { lstatSync, readdir, statSync, type Dirent } from 'node:fs'
import { lstat, realpath, stat } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { LoadedConfig } from '@linkcanon/core/config'
import picomatch from 'picomatch'
import { glob, isDynamicPattern, type FileSystemAdapter } from 'tinyglobby'
import { describeFsError } from '../errors.js'
import { specialKind } from '../io/read-file.js'
import { temporaryOwner } from '../io/temporary.js'
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
  /** Its `include` and `exclude` globs (relative to its folder) and its `formats` (how extensions are read). */
  config?: LoadedConfig | undefined
}

/** The files found, the paths that could not be read, and temporary files left by a killed `fix`. */
export interface WalkResult {
  files: FileEntry[]
  errors: Array<{ path: string; message: string }>
  /** What a folder walk passed over that a user may have expected it to read (a FIFO, a dangling link…). */
  notes: Array<{ path: string; message: string }>
  leftovers: FileEntry[]
}

/** What the glob passes over without a word, told through `noticingFs`. */
interface Notice {
  path: string
  message: string
  /** A folder that could not be read: its files were not looked at. */
  error: boolean
}

/**
 * A `node:fs` for the glob that tells what the glob would pass over in silence: entries that
 * are neither files, folders nor links (named pipes, sockets, devices) and folders it cannot
 * read; and calls `onLink` with each symbolic link, which the glob does not follow.
 */
function noticingFs(notice: (notice: Notice) => void, onLink: (path: string) => void): FileSystemAdapter {
  const noticingReaddir = (
    path: string,
    options: { withFileTypes: true },
    callback: (error: NodeJS.ErrnoException | null, entries: Dirent[]) => void
  ): void => {
    readdir(path, options, (error, entries) => {
      if (error) notice({ path, message: `cannot read this folder: ${describeFsError(error)}`, error: true })
      else {
        for (const entry of entries) {
          const kind = specialKind(entry)
          if (kind !== undefined)
            notice({ path: join(path, entry.name), message: `skipped, ${kind}: not a regular file`, error: false })
          else if (entry.isSymbolicLink()) onLink(join(path, entry.name))
        }
      }
      callback(error, entries)
    })
  }
  return { readdir: noticingReaddir as unknown as typeof readdir }
}

/**
 * What a walk says of a symbolic link it found under `root` (whose real path is `realRoot`):
 * it never follows one, so that it cannot leave the folders it was given (a link to `/` or to
 * another user's files). A link within the root leads to what the walk reads under its own name.
 */
async function linkNotice(
  link: string,
  root: string,
  realRoot: string,
  nameOf: (path: string) => string
): Promise<Notice & { folder: boolean }> {
  try {
    const target = await realpath(link)
    const folder = (await stat(target)).isDirectory()
    const inside = target === realRoot || target.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep)
    const same = nameOf(join(root, relative(realRoot, target)))
    const message = inside
      ? `skipped, the same ${folder ? 'folder' : 'file'} as ${same} (a walk does not follow symbolic links)`
      : `skipped, a symbolic link out of ${nameOf(root)} (to ${target}): ` +
        'a walk does not follow links out of the folders it is given; name the link to read it'
    return { path: link, message, error: false, folder }
  } catch (error) {
    return {
      path: link,
      message: `skipped, a symbolic link that leads nowhere: ${describeFsError(error)}`,
      error: false,
      folder: false
    }
  }
}

/** Why a file named on the command line is not read. */
const skipReasons = {
  code: 'skipped, JavaScript/TypeScript is left to eslint-plugin-linkcanon (pass --include-code to read it as text)',
  include: 'skipped, not matched by the config\'s "include"',
  exclude: 'skipped, excluded by the config\'s "exclude"'
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
 * without `includeCode`); temporary files of `fix` (see `io/temporary.ts`) never are, they
 * go to `leftovers`. Config `include`/`exclude` apply to every file. A missing path is
 * an error in `errors`; the rest still goes on.
 */
export async function collectFiles(paths: readonly string[], options: WalkOptions): Promise<WalkResult> {
  const { cwd, config } = options
  const base = config?.dir ?? cwd
  const matcher = (globs: readonly string[] | undefined) =>
    globs && globs.length > 0 ? picomatch([...globs], { dot: true }) : undefined
  const included = matcher(config?.config.include)
  const excluded = matcher(config?.config.exclude)
  const gitignore = new GitignoreFilter()
  const seen = new Set<string>()
  const result: WalkResult = { files: [], errors: [], notes: [], leftovers: [] }

  /** Whether a file the walk found is one to look at (kind, `include`, `exclude`). */
  const wanted = (path: string, named: boolean, why?: (reason: string) => void): FileKind | undefined => {
    const kind = fileKind(path, config?.config.formats)
    if (kind === 'code' && !options.includeCode) return void why?.(skipReasons.code)
    if (kind === 'binary' && !named) return undefined
    const fromBase = relative(base, path)
    if (included && !included(fromBase)) return void why?.(skipReasons.include)
    if (excluded && excluded(fromBase)) return void why?.(skipReasons.exclude)
    return kind
  }

  const add = (path: string, named: boolean): void => {
    if (seen.has(path)) return
    if (temporaryOwner(path) !== undefined) {
      seen.add(path)
      result.leftovers.push({ path, name: displayName(cwd, path), kind: 'text' })
      return
    }
    // A file named on the command line and passed over says why: a silent exit 0 would read as "no findings".
    const kind = wanted(
      path,
      named,
      named ? (reason) => result.notes.push({ path: displayName(cwd, path), message: reason }) : undefined
    )
    if (kind === undefined) return
    seen.add(path)
    result.files.push({ path, name: displayName(cwd, path), kind })
  }

  const walk = async (pattern: string, root: string): Promise<void> => {
    const top = gitRoot(root) ?? root
    const notices: Array<Notice & { folder?: boolean }> = []
    const links: string[] = []
    const found = await glob(pattern, {
      cwd: root,
      absolute: true,
      dot: true,
      onlyFiles: true,
      ignore: ALWAYS_SKIPPED,
      expandDirectories: false,
      followSymbolicLinks: false,
      fs: noticingFs(
        (notice) => notices.push(notice),
        (link) => links.push(link)
      )
    })
    if (links.length > 0) {
      const realRoot = await realpath(root)
      for (const link of links) notices.push(await linkNotice(link, root, realRoot, (path) => displayName(cwd, path)))
    }
    for (const file of found.sort()) {
      if (!gitignore.ignores(file, top)) add(resolve(file), false)
    }
    // Only what the walk would have read had it been a file: in the pattern, not ignored, wanted.
    const inPattern = pattern === '**/*' ? () => true : picomatch(pattern, { dot: true })
    for (const notice of notices.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
      const path = resolve(root, notice.path)
      if (gitignore.ignores(path, top)) continue
      if (!notice.error && !notice.folder && (!inPattern(relative(root, path)) || wanted(path, false) === undefined))
        continue
      ;(notice.error ? result.errors : result.notes).push({ path: displayName(cwd, path), message: notice.message })
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
        const errorsBefore = result.errors.length
        await walk(given, cwd)
        // One error for a glob that matches nothing, not one more for the folder it names that is not there.
        if (result.files.length === before)
          result.errors.splice(errorsBefore, Infinity, { path: given, message: 'no files match this glob' })
        continue
      }
      result.errors.push({ path: given, message: describeFsError(error) })
      continue
    }
    if ((await lstat(path)).isSymbolicLink()) {
      result.notes.push({
        path: given,
        message: `a symbolic link named on the command line, followed to ${await realpath(path)}`
      })
    }
    if (info.isDirectory()) {
      const before = result.files.length
      await walk('**/*', path)
      // A folder named on the command line that gives nothing to read says so: "checked 0 files" alone reads as clean.
      if (result.files.length === before) {
        result.notes.push({
          path: given,
          message:
            'no file in this folder is read ' +
            '(ignored by .gitignore, excluded by the config, binary, or code without --include-code)'
        })
      }
    } else if (info.isFile()) add(path, true)
    else result.errors.push({ path: given, message: 'not a regular file or folder' })
  }
  result.files = onePathPerFile(result.files, result.notes)
  return result
}

/**
 * One entry per file on disk: a file reached under two names (a named link and its target, a
 * path given twice in other words, hard links) would be read and counted twice, and `fix`
 * would find it changed under it. The first name that is no symbolic link is kept; the others
 * get a note.
 */
function onePathPerFile(files: FileEntry[], notes: WalkResult['notes']): FileEntry[] {
  // Synchronous calls: one status a file costs a fifth of the promise API's (see `read-file.ts`).
  const ids = files.map((file) => {
    try {
      const own = lstatSync(file.path)
      const info = own.isSymbolicLink() ? statSync(file.path) : own
      return { id: `${info.dev}:${info.ino}`, link: own.isSymbolicLink() }
    } catch {
      return { id: file.path, link: false } // reading it will say what is wrong
    }
  })
  const kept = new Map<string, { file: FileEntry; link: boolean }>()
  files.forEach((file, i) => {
    const { id, link } = ids[i]!
    const other = kept.get(id)
    if (other === undefined || (other.link && !link)) kept.set(id, { file, link })
  })
  const chosen = new Set([...kept.values()].map((entry) => entry.file))
  files.forEach((file, i) => {
    if (!chosen.has(file))
      notes.push({ path: file.name, message: `skipped, the same file as ${kept.get(ids[i]!.id)!.file.name}` })
  })
  return files.filter((file) => chosen.has(file))
}
