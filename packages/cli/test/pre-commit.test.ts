import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { optionalTool } from '../../../test/helpers/tools.js'
import { bin, scratch } from './run.js'

const hooksFile = fileURLToPath(new URL('../../../.pre-commit-hooks.yaml', import.meta.url))

/** Optional for `pnpm test` (skipped when missing); CI installs it and fails without it. */
const preCommit = optionalTool('pre-commit')

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.email=test@example.com', '-c', 'user.name=test', ...args], { cwd, stdio: 'pipe' })
}

describe('pre-commit hooks with `language: system` (.pre-commit-hooks.yaml)', () => {
  it.skipIf(preCommit.skip)(
    `run with the pre-commit framework: check fails on tracked links, fix rewrites them${preCommit.note}`,
    () => {
      if (preCommit.path === '') {
        throw new Error(
          'pre-commit is not on PATH: install it (Debian: apt-get install -y pre-commit; or pip install pre-commit) to run this test'
        )
      }
      // A repository holding the hooks file, as pre-commit clones it.
      const hooks = scratch()
      copyFileSync(hooksFile, join(hooks, '.pre-commit-hooks.yaml'))
      git(hooks, 'init', '-q')
      git(hooks, 'add', '.')
      git(hooks, 'commit', '-qm', 'hooks')
      // A project that installs linkcanon (here: a bin shim to the built package).
      const project = scratch({
        'README.md': 'See [x](https://a.com/?utm_source=1)\r\n',
        'notes.txt': 'https://b.com/?fbclid=2\n',
        // Code is left to eslint-plugin-linkcanon: the hooks do not get it (no "skipped" note a file).
        'app.js': "fetch('https://c.com/?gclid=3')\n",
        'types.ts': "export const u = 'https://c.com/?gclid=4'\n",
        // Debian's identify 2.5 tags these as text only: left out by the hooks' `exclude`.
        'module.mts': "export const u = 'https://c.com/?gclid=5'\n",
        'common.cts': "export const u = 'https://c.com/?gclid=6'\n",
        '.gitignore': 'node_modules/\n'
      })
      mkdirSync(join(project, 'node_modules/.bin'), { recursive: true })
      const shim = join(project, 'node_modules/.bin/linkcanon')
      writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${bin}" "$@"\n`)
      chmodSync(shim, 0o755)
      git(project, 'init', '-q')
      git(project, 'add', '.')
      git(project, 'commit', '-qm', 'init')
      const env = { ...process.env, PRE_COMMIT_HOME: join(project, '.cache-pre-commit'), PRE_COMMIT_COLOR: 'never' }
      const tryRepo = (hook: string) =>
        spawnSync('pre-commit', ['try-repo', hooks, hook, '--all-files'], { cwd: project, env, encoding: 'utf8' })

      const check = tryRepo('linkcanon-check-system')
      expect(check.status, check.stdout + check.stderr).toBe(1)
      expect(check.stdout).toMatch(/linkcanon check \(installed\)\.+Failed/)
      expect(check.stdout).toContain('README.md:1:9  Remove tracking parameter "utm_source": https://a.com/')
      expect(check.stdout).not.toMatch(/app\.js|types\.ts|module\.mts|common\.cts/)

      const fix = tryRepo('linkcanon-fix-system')
      expect(fix.status).toBe(1)
      expect(fix.stdout).toMatch(/files were modified by this hook/)
      expect(readFileSync(join(project, 'README.md'), 'utf8')).toBe('See [x](https://a.com/)\r\n')
      expect(readFileSync(join(project, 'notes.txt'), 'utf8')).toBe('https://b.com/\n')
      expect(readFileSync(join(project, 'app.js'), 'utf8')).toBe("fetch('https://c.com/?gclid=3')\n")

      const again = tryRepo('linkcanon-fix-system')
      expect(again.status, again.stdout).toBe(0)
      expect(tryRepo('linkcanon-check-system').stdout).toMatch(/linkcanon check \(installed\)\.+Passed/)
    },
    300_000
  )

  it('language: node: the root package bundles linkcanon and declares the runtime dependencies of core, remark and cli', () => {
    // pre-commit installs the root package (npm workspaces of packages/*); the dependencies the root declares are
    // hoisted to its node_modules, so the bundle holds one copy that the bundled packages resolve (a version
    // nested below packages/<name>/node_modules would be packed there, out of their reach).
    const read = (path: string) =>
      JSON.parse(readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8')) as {
        version: string
        dependencies: Record<string, string>
        bundleDependencies?: string[]
        bin?: Record<string, string>
      }
    const rootManifest = read('package.json')
    const packages = {
      '@linkcanon/core': read('packages/core/package.json'),
      'remark-linkcanon': read('packages/remark/package.json'),
      linkcanon: read('packages/cli/package.json')
    }
    const expected: Record<string, string> = { linkcanon: packages.linkcanon.version }
    for (const manifest of Object.values(packages))
      for (const [name, range] of Object.entries(manifest.dependencies)) {
        // Internal dependencies name the exact version of the workspace package (pnpm links it).
        if (name in packages) expect(range, name).toBe(packages[name as keyof typeof packages].version)
        else expected[name] = range
      }
    expect(rootManifest.dependencies).toEqual(expected)
    expect(rootManifest.bundleDependencies).toEqual(['linkcanon'])
    expect(rootManifest.bin).toEqual({ linkcanon: 'node_modules/linkcanon/bin/linkcanon.js' })
  })
})
