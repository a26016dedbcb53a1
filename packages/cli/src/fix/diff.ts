import { createTwoFilesPatch } from 'diff'

/** A unified diff of one file (`a/name` → `b/name`), as `git diff` shows it. */
export function unifiedDiff(name: string, before: string, after: string): string {
  const posix = name.replaceAll('\\', '/')
  const patch = createTwoFilesPatch(`a/${posix}`, `b/${posix}`, before, after, undefined, undefined, { context: 3 })
  // Drop jsdiff's `====` banner line; keep the `---`/`+++` header as git shows it.
  return patch.slice(patch.indexOf('---'))
}
