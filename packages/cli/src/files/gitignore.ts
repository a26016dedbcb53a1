import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import ignore, { type Ignore } from 'ignore'

/** The repository root above `dir` (the folder holding `.git`), or `undefined`. */
export function gitRoot(dir: string): string | undefined {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, '.git'))) return current
    if (dirname(current) === current) return undefined
  }
}

/** `path` with `/` between its parts (whatever the platform's separator). */
export function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/')
}

/**
 * Answers "is this file ignored by git?" from the `.gitignore` files of its folder and the
 * folders above it, up to the repository root (or `top` outside a repository).
 */
export class GitignoreFilter {
  readonly #cache = new Map<string, Ignore | null>()

  #rulesOf(dir: string): Ignore | null {
    let rules = this.#cache.get(dir)
    if (rules === undefined) {
      const file = join(dir, '.gitignore')
      rules = existsSync(file) ? ignore().add(readFileSync(file, 'utf8')) : null
      this.#cache.set(dir, rules)
    }
    return rules
  }

  /** Whether `file` (absolute) is ignored; `top` is where the search for `.gitignore` files stops. */
  ignores(file: string, top: string): boolean {
    const dirs: string[] = []
    for (let dir = dirname(file); ; dir = dirname(dir)) {
      dirs.push(dir)
      if (dir === top || dirname(dir) === dir) break
    }
    let ignored = false
    for (const dir of dirs.reverse()) {
      const rules = this.#rulesOf(dir)
      if (rules === null) continue
      const result = rules.test(toPosix(relative(dir, file)))
      if (result.ignored) ignored = true
      else if (result.unignored) ignored = false
    }
    return ignored
  }
}
