import { relative, resolve, sep } from 'node:path'
import { gitRoot } from '../files/gitignore.js'
import type { Finding } from '../scan/findings.js'
import type { Format } from './index.js'

/**
 * The findings as `format` shows them: GitHub annotations need paths relative to the
 * repository root (`linkcanon check` run in a subfolder names files relative to that folder),
 * with `/` between the parts. Files outside the repository keep their names.
 */
export function forFormat(findings: readonly Finding[], format: Format, cwd: string): readonly Finding[] {
  if (format !== 'github' || findings.length === 0) return findings
  const root = gitRoot(cwd) ?? cwd
  return findings.map((finding) => {
    const path = relative(root, resolve(cwd, finding.file))
    if (path.startsWith('..') || resolve(root, path) !== resolve(cwd, finding.file)) return finding
    return { ...finding, file: sep === '/' ? path : path.split(sep).join('/') }
  })
}
