// `pnpm test:pack`: the `language: node` hooks of .pre-commit-hooks.yaml run by the pre-commit
// framework in a project with no package.json and no node_modules. The hooks repository is a copy
// of this repository's tracked files (as pre-commit clones it), committed in a temporary folder,
// which the project's .pre-commit-config.yaml names with its commit. pre-commit installs the hooks
// itself, once (PRE_COMMIT_HOME in the temporary folder): npm install at the hooks repository's
// root, npm pack, npm install -g of the tarball, dependencies from the npm registry. Not part of
// `pnpm test` (it needs the registry).
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { optionalTool } from '../helpers/tools.js'

const root = fileURLToPath(new URL('../../', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'linkcanon-pre-commit-'))
/** Optional locally (skipped when missing); CI installs it and fails without it. */
const preCommit = optionalTool('pre-commit')

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=test@example.com', '-c', 'user.name=test', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 26
  })
}

/** A git repository holding this repository's tracked files as they are in the working tree. */
function hooksRepository(): { path: string; rev: string } {
  const copy = join(scratch, 'hooks')
  const tracked = git(root, 'ls-files', '-z').split('\0').filter(Boolean)
  for (const file of tracked) {
    if (!existsSync(join(root, file))) continue
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    copyFileSync(join(root, file), join(copy, file))
  }
  git(copy, 'init', '-q')
  git(copy, 'add', '-A')
  git(copy, 'commit', '-qm', 'hooks')
  return { path: copy, rev: git(copy, 'rev-parse', 'HEAD').trim() }
}

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe('pre-commit hooks with `language: node` (.pre-commit-hooks.yaml)', () => {
  it.skipIf(preCommit.skip)(
    `install linkcanon themselves: check fails on a tracked link, fix rewrites it, a second fix passes${preCommit.note}`,
    () => {
      if (preCommit.path === '') throw new Error('pre-commit is not on PATH (Debian: apt-get install -y pre-commit)')
      const hooks = hooksRepository()
      const project = join(scratch, 'project')
      mkdirSync(project)
      writeFileSync(join(project, 'README.md'), 'See [x](https://a.com/?utm_source=1)\r\n')
      writeFileSync(join(project, 'notes.txt'), 'https://b.com/?fbclid=2\n')
      writeFileSync(
        join(project, '.pre-commit-config.yaml'),
        `repos:\n  - repo: ${hooks.path}\n    rev: ${hooks.rev}\n    hooks:\n      - id: linkcanon-check\n      - id: linkcanon-fix\n`
      )
      git(project, 'init', '-q')
      git(project, 'add', '.')
      git(project, 'commit', '-qm', 'init')
      // A user's shell: none of the npm settings that a `pnpm test:pack` run passes down.
      const env: NodeJS.ProcessEnv = { PRE_COMMIT_HOME: join(scratch, 'cache'), PRE_COMMIT_COLOR: 'never' }
      for (const [name, value] of Object.entries(process.env)) if (!/^(npm|pnpm)_/i.test(name)) env[name] ??= value
      const run = (hook: string) =>
        spawnSync('pre-commit', ['run', hook, '--all-files'], {
          cwd: project,
          env,
          encoding: 'utf8',
          maxBuffer: 1 << 26
        })

      const check = run('linkcanon-check')
      expect(check.status, check.stdout + check.stderr).toBe(1)
      expect(check.stdout).toMatch(/linkcanon check\.+Failed/)
      expect(check.stdout).toContain('README.md:1:9  Remove tracking parameter "utm_source": https://a.com/')
      expect(check.stdout).toContain('notes.txt:1:1')
      // The hooks ran without the project installing anything.
      expect(existsSync(join(project, 'node_modules'))).toBe(false)
      expect(existsSync(join(project, 'package.json'))).toBe(false)

      const fix = run('linkcanon-fix')
      expect(fix.status, fix.stdout + fix.stderr).toBe(1)
      expect(fix.stdout).toMatch(/files were modified by this hook/)
      expect(readFileSync(join(project, 'README.md'), 'utf8')).toBe('See [x](https://a.com/)\r\n')
      expect(readFileSync(join(project, 'notes.txt'), 'utf8')).toBe('https://b.com/\n')

      const again = run('linkcanon-fix')
      expect(again.status, again.stdout + again.stderr).toBe(0)
      expect(again.stdout).toMatch(/linkcanon fix\.+Passed/)
      const passed = run('linkcanon-check')
      expect(passed.status, passed.stdout + passed.stderr).toBe(0)
      expect(passed.stdout).toMatch(/linkcanon check\.+Passed/)
    },
    900_000
  )
})
