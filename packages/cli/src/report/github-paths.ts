import { isAbsolute, relative, resolve } from 'node:path'
import { toPosix } from '../files/gitignore.js'
import type { Format } from './index.js'

/** Whether `format` names files from the repository root rather than from the working folder. */
export function fromRoot(format: Format): boolean {
  return format === 'github' || format === 'sarif'
}

/**
 * A file's name as `format` shows it: GitHub annotations and SARIF (code scanning) need paths
 * relative to the repository root `root` (`linkcanon check` run in a subfolder names files
 * relative to that folder), with `/` between the parts. A file outside the repository keeps
 * its name in `github`, and is named by its absolute path in `sarif` (a `file:` URI there).
 */
export function pathFor(file: string, format: Format, cwd: string, root: string): string {
  if (!fromRoot(format)) return file
  const absolute = resolve(cwd, file)
  const path = relative(root, absolute)
  if (path.startsWith('..') || isAbsolute(path) || resolve(root, path) !== absolute)
    return format === 'sarif' ? absolute : file
  return toPosix(path)
}
