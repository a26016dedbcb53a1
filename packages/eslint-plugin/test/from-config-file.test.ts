// fromConfigFile: the linkcanon config read when eslint.config.js is evaluated, as ESLint config objects.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import markdown from '@eslint/markdown'
import { configForFile, optionsForFile } from '@linkcanon/core/config'
import { ESLint, type Linter } from 'eslint'
import { fromConfigFile } from 'eslint-plugin-linkcanon/config-file'
import { afterAll, describe, expect, it } from 'vitest'

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'linkcanon-from-file-'))
  folders.push(dir)
  mkdirSync(join(dir, '.git'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

const TRACKED = "export const a = 'https://example.com/?utm_source=x&ref=1&gclid=2'\n"

async function reported(dir: string, config: ESLint.Options['overrideConfig'], file: string, text = TRACKED) {
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config ?? null })
  const [result] = await eslint.lintText(text, { filePath: join(dir, file) })
  return result!.messages.filter((message) => message.ruleId === 'linkcanon/no-tracking-params')
}

describe('fromConfigFile', () => {
  const dir = project({
    'linkcanon.config.json': JSON.stringify({
      keep: ['ref'],
      include: ['src/**', 'docs/**'],
      exclude: ['src/vendor/**'],
      overrides: [
        { files: ['src/legacy/**'], keep: ['gclid'] },
        { files: ['**/old-*'], rules: ['default', 'mc_eid'] }
      ]
    })
  })

  it('puts the options into the rule, with config: false', async () => {
    const [message] = await reported(dir, fromConfigFile({ cwd: dir }), 'src/a.js')
    expect(message!.message).toBe('Remove tracking parameters "utm_source", "gclid": https://example.com/?ref=1')
    const [first] = fromConfigFile({ cwd: dir })
    expect(first!.rules!['linkcanon/no-tracking-params']).toEqual(['error', { keep: ['ref'], config: false }])
  })

  it('include and exclude become files and ignores', async () => {
    expect(await reported(dir, fromConfigFile({ cwd: dir }), 'src/vendor/a.js')).toEqual([])
    expect(await reported(dir, fromConfigFile({ cwd: dir }), 'lib/a.js')).toEqual([])
  })

  it('overrides apply by path, later ones winning key by key over the ones before', async () => {
    const config = fromConfigFile({ cwd: dir })
    // An override's `keep` replaces the config's, as `linkcanon check` reads it (`optionsForFile`).
    const legacy = await reported(dir, config, 'src/legacy/a.js')
    expect(legacy.map((message) => message.message)).toEqual([
      'Remove tracking parameters "utm_source", "ref": https://example.com/?gclid=2'
    ])
    const loaded = configForFile(join(dir, 'src/legacy/a.js'))!
    for (const file of ['src/a.js', 'src/legacy/a.js', 'src/old-a.js', 'src/legacy/old-a.js']) {
      const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config })
      const resolved = (await eslint.calculateConfigForFile(join(dir, file))) as { rules: Linter.RulesRecord }
      const options = (resolved.rules['linkcanon/no-tracking-params'] as [number, object])[1]
      expect(options).toEqual({ ...optionsForFile(loaded, join(dir, file)), checkComments: false, config: false })
    }
    // Both overrides: the first one's `keep` and the second one's `rules`.
    const both = await reported(
      dir,
      config,
      'src/legacy/old-a.js',
      "export const a = 'https://e.com/?mc_eid=1&gclid=2'\n"
    )
    expect(both.map((message) => message.message)).toEqual([
      'Remove tracking parameter "mc_eid": https://e.com/?gclid=2'
    ])
  })

  it('takes the files of another language (Markdown through @eslint/markdown)', async () => {
    const config = [
      { files: ['**/*.md'], plugins: { markdown }, language: 'markdown/gfm' },
      ...fromConfigFile({ cwd: dir, files: ['**/*.md'], severity: 'warn' })
    ]
    const found = await reported(dir, config, 'docs/a.md', '[a](https://example.com/?utm_source=x&ref=1)\n')
    expect(found.map((message) => [message.severity, message.message])).toEqual([
      [1, 'Remove tracking parameter "utm_source": https://example.com/?ref=1']
    ])
  })

  it('a config above cwd (a package of a monorepo): its globs are taken down to cwd', async () => {
    const root = project({
      'linkcanon.config.json': JSON.stringify({
        include: ['packages/*/src/**', 'packages/web/scripts/**'],
        exclude: ['**/vendor/**'],
        overrides: [
          { files: ['packages/web/src/legacy/**'], keep: ['gclid'] },
          { files: ['packages/api/**'], keep: ['utm_source'] }
        ]
      })
    })
    const cwd = join(root, 'packages', 'web')
    const config = fromConfigFile({ cwd })
    const messages = async (file: string) =>
      (await reported(cwd, config, file)).map((message) => message.message.replace(/.*: /, ''))
    expect(await messages('src/a.js')).toEqual(['https://example.com/'])
    expect(await messages('scripts/a.js')).toEqual(['https://example.com/'])
    expect(await messages('src/legacy/a.js')).toEqual(['https://example.com/?gclid=2'])
    expect(await messages('src/vendor/a.js')).toEqual([])
    expect(await messages('lib/a.js')).toEqual([])
    // No `../` glob, which ESLint matches with no file; the override of another package gives no object.
    const js = '**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'
    expect(config.map((object) => [object.name, object.files, object.ignores])).toEqual([
      [
        'linkcanon/config-file',
        [
          [js, 'src/**'],
          [js, 'scripts/**']
        ],
        ['**/vendor/**']
      ],
      [
        'linkcanon/config-file/overrides-1',
        [
          [js, 'src/**', 'src/legacy/**'],
          [js, 'scripts/**', 'src/legacy/**']
        ],
        ['**/vendor/**']
      ]
    ])
  })

  it('throws invalid-options for bad options (a string for files was spread into one glob a character)', () => {
    for (const [options, message] of [
      [{ files: '**/*.md' }, 'fromConfigFile: "files" must be a list of globs'],
      [{ files: [''] }, 'fromConfigFile: "files" must be a list of globs'],
      [{ cwd: 1 }, 'fromConfigFile: "cwd" must be a folder path'],
      [null, 'fromConfigFile: options must be an object']
    ] as const) {
      expect(() => fromConfigFile(options as never)).toThrow(
        expect.objectContaining({ code: 'invalid-options', message })
      )
    }
  })

  it('without a config file: the rule on with its defaults', async () => {
    const empty = project({})
    expect(fromConfigFile({ cwd: empty }).map((config) => config.rules)).toEqual([
      { 'linkcanon/no-tracking-params': ['error', { config: false }] }
    ])
    expect(await reported(empty, fromConfigFile({ cwd: empty }), 'a.js')).toHaveLength(1)
  })
})
