import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { ESLint, type Linter } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import { fromConfigFile } from 'eslint-plugin-linkcanon/config-file'
import { describe, expect, it } from 'vitest'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

/** The readme's "Config file" example: the files it declares and the outputs it promises. */
function example(): { files: Record<string, string>; outputs: Record<string, string> } {
  const section = readme.slice(readme.indexOf('## Config file'), readme.indexOf('## Configs'))
  const files: Record<string, string> = {}
  const outputs: Record<string, string> = {}
  for (const match of section.matchAll(/`([^`]+)` (contains|as):\s*\n\n```\w*\n([\s\S]*?)```/g)) {
    ;(match[2] === 'contains' ? files : outputs)[match[1]!] = match[3]!
  }
  return { files, outputs }
}

describe('readme: Config file', () => {
  it.each([
    ['configs.recommended (read while linting)', (): Linter.Config[] => [plugin.configs.recommended]],
    ['fromConfigFile', (dir: string): Linter.Config[] => fromConfigFile({ cwd: dir })]
  ])('does what the readme says, with %s', async (_, configOf) => {
    const { files, outputs } = example()
    expect(Object.keys(files).sort()).toEqual(['linkcanon.config.json', 'scripts/links.js', 'src/links.js'])
    expect(Object.keys(outputs).sort()).toEqual(['scripts/links.js', 'src/links.js'])
    const dir = mkdtempSync(join(tmpdir(), 'linkcanon-eslint-readme-'))
    mkdirSync(join(dir, '.git'))
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true })
      writeFileSync(join(dir, name), text)
    }
    // The readme's eslint.config.js: the recommended config, or the config file's objects.
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      fix: true,
      overrideConfig: configOf(dir)
    })
    const results = await eslint.lintFiles(['.'])
    await ESLint.outputFixes(results)
    for (const [name, text] of Object.entries(outputs)) expect(readFileSync(join(dir, name), 'utf8'), name).toBe(text)
  })
})
