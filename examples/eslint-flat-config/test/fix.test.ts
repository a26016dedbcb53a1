import { cp, mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const example = fileURLToPath(new URL('..', import.meta.url))
const expected = fileURLToPath(new URL('expected/', import.meta.url))
let directory = ''

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'linkcanon-eslint-'))
  for (const entry of ['eslint.config.js', 'package.json', 'src'])
    await cp(join(example, entry), join(directory, entry), { recursive: true })
  await symlink(join(example, 'node_modules'), join(directory, 'node_modules'), 'dir')
})

afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true })
})

describe('examples/eslint-flat-config with the ESLint API', () => {
  it('reports tracked links before fixing', async () => {
    const eslint = new ESLint({ cwd: directory })
    const results = await eslint.lintFiles(['src'])
    const ids = results.flatMap((result) => result.messages.map((message) => message.ruleId))
    expect(ids.length).toBe(8)
    expect(new Set(ids)).toEqual(new Set(['linkcanon/no-tracking-params']))
  })

  it('fixes every link it can, in place, and reports the rest', async () => {
    const eslint = new ESLint({ cwd: directory, fix: true })
    const results = await eslint.lintFiles(['src'])
    await ESLint.outputFixes(results)
    for (const name of await readdir(join(expected, 'src'))) {
      expect(await readFile(join(directory, 'src', name), 'utf8'), name).toBe(
        await readFile(join(expected, 'src', name), 'utf8')
      )
    }
    const left = results.flatMap((result) =>
      result.messages.map((message) => ({
        file: result.filePath.slice(directory.length + 1),
        line: message.line,
        message: message.message
      }))
    )
    expect(left).toEqual([
      {
        file: join('src', 'links.js'),
        line: 11,
        message:
          'Remove tracking parameter "utm_source": https://example.com/ (not fixed: the part to change continues into an expression)'
      }
    ])
  })
})
