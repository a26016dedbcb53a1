// `pnpm test:pack`: the four packages as users get them. Each is packed with `pnpm pack`, the
// tarballs are installed together with npm (other dependencies from the npm registry) into a new
// app in the system's temporary folder, outside the workspace, and used there: the remark
// pipeline, `eslint --fix` with `configs.recommended`, `linkcanon check` and `fix`, and the types
// under `"types": []`. Not part of `pnpm test` (it needs the registry); .ci/run runs it.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const PACKAGES = {
  '@linkcanon/core': 'core',
  'remark-linkcanon': 'remark',
  'eslint-plugin-linkcanon': 'eslint-plugin',
  linkcanon: 'cli'
}
const REPOSITORY = 'https://github.com/linkcanon/linkcanon'
const PNPM = ['--yes', 'pnpm@10.34.9']

const scratch = mkdtempSync(join(tmpdir(), 'linkcanon-pack-'))
const tarballs = join(scratch, 'tarballs')
const app = join(scratch, 'app')
/** Each package's tarball path and its unpacked contents (`package/…`). */
const packed = new Map<string, { tarball: string; dir: string }>()

function run(
  command: string,
  args: readonly string[],
  cwd: string
): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    env: { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false' }
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
}

/** Every file below `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort()
}

beforeAll(() => {
  mkdirSync(tarballs)
  // One `pnpm pack` of the four packages (the same tarballs as one a package, without three more starts of pnpm).
  const filters = Object.values(PACKAGES).flatMap((folder) => ['--filter', `./packages/${folder}`])
  const out = run('npx', [...PNPM, '--recursive', ...filters, 'pack', '--pack-destination', tarballs], root)
  if (out.code !== 0) throw new Error(`pnpm pack failed:\n${out.stderr}`)
  for (const [name, folder] of Object.entries(PACKAGES)) {
    const { version } = readJson(join(root, 'packages', folder, 'package.json'))
    // pnpm's name for the tarball: the package's name without the scope's @ and /, and its version.
    const tarball = join(tarballs, `${name.replace(/^@/, '').replace('/', '-')}-${String(version)}.tgz`)
    if (!existsSync(tarball)) throw new Error(`pnpm pack wrote no ${tarball}:\n${out.stdout}`)
    const dir = join(scratch, 'unpacked', folder)
    mkdirSync(dir, { recursive: true })
    execFileSync('tar', ['-xzf', tarball, '-C', dir])
    packed.set(name, { tarball, dir: join(dir, 'package') })
  }
  // The app: the four tarballs together (their dependencies on each other resolve to them), and
  // what a user would add beside them from the registry.
  mkdirSync(join(app, 'docs'), { recursive: true })
  mkdirSync(join(app, 'src'))
  const dependencies: Record<string, string> = {
    unified: '^11.0.5',
    'remark-parse': '^11.0.0',
    'remark-stringify': '^11.0.0',
    eslint: '^10.0.0',
    typescript: '5.9.3'
  }
  for (const [name, { tarball }] of packed) dependencies[name] = `file:${tarball}`
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'app', private: true, type: 'module', dependencies }, null, 2)
  )
  const install = run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app)
  if (install.code !== 0) throw new Error(`npm install failed:\n${install.stderr}`)
}, 600_000)

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe('the tarballs (pnpm pack)', () => {
  it.each(Object.entries(PACKAGES))('%s: LICENSE, CHANGELOG, readme, metadata, no workspace ranges', (name, folder) => {
    const { dir } = packed.get(name)!
    const files = filesUnder(dir)
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'CHANGELOG.md', 'package.json']))
    expect(files.some((file) => /^readme\.md$/i.test(file))).toBe(true)
    expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/)
    const manifest = readJson(join(dir, 'package.json'))
    expect(manifest.license).toBe('MIT')
    expect(manifest.repository).toEqual({ type: 'git', url: `git+${REPOSITORY}.git`, directory: `packages/${folder}` })
    expect(manifest.homepage).toBe(`${REPOSITORY}/tree/main/packages/${folder}#readme`)
    expect(manifest.bugs).toEqual({ url: `${REPOSITORY}/issues` })
    expect(manifest.engines).toEqual({ node: '>=20.19' })
    expect((manifest.keywords as string[]).length).toBeGreaterThan(2)
    if (name.startsWith('@')) expect(manifest.publishConfig).toEqual({ access: 'public' })
    const ranges = JSON.stringify([manifest.dependencies, manifest.peerDependencies])
    expect(ranges).not.toContain('workspace:')
  })

  it.each(Object.entries(PACKAGES))(
    '%s: source maps carry their sources; no declaration maps to missing files',
    (name) => {
      const { dir } = packed.get(name)!
      const files = filesUnder(dir)
      expect(files.filter((file) => file.endsWith('.d.ts.map'))).toEqual([])
      const maps = files.filter((file) => file.endsWith('.js.map'))
      expect(maps.length).toBeGreaterThan(0)
      for (const map of maps) {
        const { sources, sourcesContent } = readJson(join(dir, map)) as {
          sources: string[]
          sourcesContent?: Array<string | null>
        }
        expect(sourcesContent?.length, map).toBe(sources.length)
        expect(
          sourcesContent!.every((content) => typeof content === 'string' && content.length > 0),
          map
        ).toBe(true)
      }
    }
  )

  it.each(Object.entries(PACKAGES))('%s: the readme links only to files in the tarball or to absolute URLs', (name) => {
    const { dir } = packed.get(name)!
    const readme = filesUnder(dir).find((file) => /^readme\.md$/i.test(file))!
    const text = readFileSync(join(dir, readme), 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`\n]*`/g, '')
    const targets = [...text.matchAll(/\]\(([^)\s]+)[^)]*\)|^\[[^\]]+\]:\s*(\S+)/gm)].map(
      (match) => match[1] ?? match[2]!
    )
    const relative = targets.filter((target) => !/^(https?:|mailto:|#)/.test(target))
    for (const target of relative)
      expect(existsSync(join(dir, target.split('#')[0]!)), `${readme} links to ${target}`).toBe(true)
  })

  it('installs with npm as one set: each package depends on the packed others, not on the registry', () => {
    for (const name of Object.keys(PACKAGES)) {
      const installed = readJson(join(app, 'node_modules', name, 'package.json'))
      expect(installed.version).toBe(readJson(join(packed.get(name)!.dir, 'package.json')).version)
    }
    const nested = filesUnder(join(app, 'node_modules')).filter((file) =>
      /\/node_modules\/(@linkcanon\/core|remark-linkcanon|linkcanon)\/package\.json$/.test(file)
    )
    expect(nested).toEqual([])
  })
})

describe('in an app outside the workspace', () => {
  it('runs unified + remark-parse + remark-linkcanon + remark-stringify', () => {
    writeFileSync(
      join(app, 'remark.mjs'),
      [
        "import { unified } from 'unified'",
        "import remarkParse from 'remark-parse'",
        "import remarkStringify from 'remark-stringify'",
        "import remarkLinkcanon from 'remark-linkcanon'",
        'const file = await unified().use(remarkParse).use(remarkLinkcanon).use(remarkStringify)',
        "  .process('Read [the guide](https://example.com/guide?utm_source=news&page=2) or <https://example.org/?fbclid=abc>.\\n')",
        'console.log(JSON.stringify({ value: String(file), messages: file.messages.map((message) => message.reason) }))'
      ].join('\n')
    )
    const out = run(process.execPath, ['remark.mjs'], app)
    expect(out.code, out.stderr).toBe(0)
    const { value, messages } = JSON.parse(out.stdout) as { value: string; messages: string[] }
    expect(value).toBe('Read [the guide](https://example.com/guide?page=2) or <https://example.org/>.\n')
    expect(messages).toHaveLength(2)
    expect(messages[0]).toContain('utm_source')
    expect(messages[1]).toContain('fbclid')
  })

  it('runs eslint --fix with configs.recommended', () => {
    writeFileSync(
      join(app, 'eslint.config.js'),
      "import linkcanon from 'eslint-plugin-linkcanon'\n\nexport default [linkcanon.configs.recommended]\n"
    )
    writeFileSync(
      join(app, 'src', 'links.js'),
      "export const docs = 'https://example.com/docs?utm_source=app&v=2'\nexport const page = `https://example.org/?fbclid=1`\n"
    )
    const lint = run(process.execPath, [join(app, 'node_modules/eslint/bin/eslint.js'), 'src'], app)
    expect(lint.code).toBe(1)
    expect(lint.stdout).toContain('linkcanon/no-tracking-params')
    const fix = run(process.execPath, [join(app, 'node_modules/eslint/bin/eslint.js'), '--fix', 'src'], app)
    expect(fix.code, fix.stdout + fix.stderr).toBe(0)
    expect(readFileSync(join(app, 'src', 'links.js'), 'utf8')).toBe(
      "export const docs = 'https://example.com/docs?v=2'\nexport const page = `https://example.org/`\n"
    )
  })

  it('runs linkcanon check and fix from node_modules/.bin', () => {
    const bin = join(app, 'node_modules', '.bin', 'linkcanon')
    writeFileSync(
      join(app, 'docs', 'guide.md'),
      'See [x](https://a.com/?utm_source=1&k=2)\r\n\n```\nhttps://code.com/?utm_source=1\n```\n'
    )
    writeFileSync(join(app, 'docs', 'notes.txt'), 'https://b.com/?fbclid=2\n')
    const check = run(bin, ['check', 'docs'], app)
    expect(check.code, check.stderr).toBe(1)
    expect(check.stdout).toContain('docs/guide.md:1:9')
    expect(check.stdout).toContain('docs/notes.txt:1:1')
    const fix = run(bin, ['fix', 'docs'], app)
    expect(fix.code, fix.stderr).toBe(0)
    expect(fix.stderr).toMatch(/fixed 2 links in 2 files/)
    expect(readFileSync(join(app, 'docs', 'guide.md'), 'utf8')).toBe(
      'See [x](https://a.com/?k=2)\r\n\n```\nhttps://code.com/?utm_source=1\n```\n'
    )
    expect(readFileSync(join(app, 'docs', 'notes.txt'), 'utf8')).toBe('https://b.com/\n')
    expect(run(bin, ['check', 'docs'], app).code).toBe(0)
    expect(run(bin, ['url', 'https://example.com/blog/?utm_source=news&ref=xyz&b=2&a=1'], app).stdout.trim()).toBe(
      'https://example.com/blog?a=1&b=2'
    )
  })

  it('type-checks against all four packages with "types": [] and skipLibCheck off', () => {
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: []
        },
        files: ['types.ts']
      })
    )
    writeFileSync(
      join(app, 'types.ts'),
      [
        "import { canonicalize, type CanonicalizeResult } from '@linkcanon/core'",
        "import remarkLinkcanon from 'remark-linkcanon'",
        "import linkcanon from 'eslint-plugin-linkcanon'",
        "import { findingsOf, main, type Io } from 'linkcanon'",
        "const result: CanonicalizeResult = canonicalize('https://example.com/?utm_source=x')",
        'export const used = [result.url, remarkLinkcanon, linkcanon.configs.recommended, findingsOf, main] as const',
        'export type CliIo = Io'
      ].join('\n')
    )
    const tsc = run(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', '.'], app)
    expect(tsc.stdout + tsc.stderr).toBe('')
    expect(tsc.code).toBe(0)
  })
})
