// CommonJS configs (`eslint.config.cjs`) get the plugin from `require` without `.default`.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import plugin from 'eslint-plugin-linkcanon'
import { afterAll, describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const folder = mkdtempSync(join(tmpdir(), 'linkcanon-cjs-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('require(eslint-plugin-linkcanon)', () => {
  it('gives the plugin itself, the same object as import (in Node.js, outside the test runner)', () => {
    const required = require('eslint-plugin-linkcanon') as typeof plugin
    expect(Object.keys(required)).toEqual(Object.keys(plugin))
    expect(required.configs.recommended.name).toBe('linkcanon/recommended')
    expect(require.resolve('eslint-plugin-linkcanon')).toMatch(/cjs[\\/]index\.cjs$/)
    const same = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import p from 'eslint-plugin-linkcanon'; import { createRequire } from 'node:module'; " +
          "console.log(createRequire(import.meta.url)('eslint-plugin-linkcanon') === p)"
      ],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' }
    )
    expect(same.trim()).toBe('true')
  })

  it('works in an eslint.config.cjs', async () => {
    const config = join(folder, 'eslint.config.cjs')
    const path = JSON.stringify(require.resolve('eslint-plugin-linkcanon'))
    writeFileSync(config, `const linkcanon = require(${path})\nmodule.exports = [linkcanon.configs.recommended]\n`)
    const eslint = new ESLint({ cwd: folder, overrideConfigFile: config })
    const [result] = await eslint.lintText("const a = 'https://example.com/?utm_source=x'\n", {
      filePath: join(folder, 'a.js')
    })
    expect(result!.messages.map((message) => message.ruleId)).toEqual(['linkcanon/no-tracking-params'])
  })
})
