import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { readConfigFile } from 'linkcanon/config'
import { describe, expect, it } from 'vitest'
import { bin, scratch } from './run.js'

const readme = readFileSync(new URL('../readme.md', import.meta.url), 'utf8')

interface Block {
  lang: string
  body: string
  /** The text between the previous block and this one. */
  before: string
}

function blocks(): Block[] {
  const fence = /^```(\w*)\n([\s\S]*?)^```$/gm
  let end = 0
  return [...readme.matchAll(fence)].map((match) => {
    const block = { lang: match[1]!, body: match[2]!, before: readme.slice(end, match.index) }
    end = match.index + match[0].length
    return block
  })
}

/**
 * A shell example is run when every command in it is `linkcanon`, `printf`, `echo` or `cat`
 * and nothing is redirected: it can only read and change the example files in a fresh folder.
 */
function isSafe(body: string): boolean {
  return body
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .every(
      (line) =>
        !/[<>]/.test(line) &&
        line.split(/\s*(?:\||;|&&)\s*/).every((command) => /^(?:linkcanon|printf|echo|cat)(?:\s|$)/.test(command))
    )
}

/** A folder on PATH with a `linkcanon` that runs the built bin. */
function shim(): string {
  const dir = mkdtempSync(join(tmpdir(), 'linkcanon-bin-'))
  const file = join(dir, 'linkcanon')
  writeFileSync(file, `#!/bin/sh\nexec "${process.execPath}" "${bin}" "$@"\n`)
  chmodSync(file, 0o755)
  return dir
}

interface ShellExample {
  code: string
  /** Files declared ("`path` contains:") before the example. */
  files: Record<string, string>
  output?: { text: string; shortened: boolean }
}

function shellExamples(): { run: ShellExample[]; skipped: string[] } {
  const all = blocks()
  const files: Record<string, string> = {}
  const run: ShellExample[] = []
  const skipped: string[] = []
  for (const [index, block] of all.entries()) {
    const file = /`([^`]+)` contains:\s*$/.exec(block.before)
    if (file) files[file[1]!] = block.body
    if (block.lang !== 'sh') continue
    if (!isSafe(block.body)) {
      skipped.push(block.body.trim())
      continue
    }
    const next = all[index + 1]
    const prints = next ? /…prints( \(shortened\))?:\s*$/.exec(next.before) : null
    run.push({
      code: block.body,
      files: { ...files },
      ...(prints ? { output: { text: next!.body, shortened: prints[1] !== undefined } } : {})
    })
  }
  return { run, skipped }
}

describe('readme', () => {
  const { run, skipped } = shellExamples()
  const path = `${shim()}${delimiter}${process.env.PATH ?? ''}`

  it('runs every shell example but installing (most with their output)', () => {
    expect(skipped).toEqual(['npm install --save-dev linkcanon'])
    expect(run.length).toBeGreaterThanOrEqual(12)
    expect(run.filter((example) => example.output === undefined)).toEqual([])
  })

  for (const example of run) {
    it(`$ ${example.code.trim().split('\n').join(' ⏎ ')}`, () => {
      const cwd = scratch(example.files)
      const result = spawnSync('sh', ['-c', example.code], {
        cwd,
        encoding: 'utf8',
        env: { ...process.env, PATH: path }
      })
      expect(result.stderr).not.toMatch(/internal error|not found/)
      const output = example.output!
      if (output.shortened) expect(JSON.parse(result.stdout)).toMatchObject(JSON.parse(output.text) as object)
      else expect(result.stdout).toBe(output.text)
    })
  }

  it('has config examples that linkcanon reads', async () => {
    const configs = blocks().flatMap((block) => {
      const name = /\n\n`(linkcanon\.config\.json|linkcanon\.config\.mjs|package\.json)`:\s*$/.exec(block.before)
      return name ? [{ name: name[1]!, body: block.body }] : []
    })
    expect(configs.map((config) => config.name)).toEqual([
      'linkcanon.config.json',
      'linkcanon.config.mjs',
      'package.json'
    ])
    for (const { name, body } of configs) {
      const dir = scratch({ [name]: body })
      const loaded = await readConfigFile(join(dir, name))
      expect(Object.keys(loaded.config).length, name).toBeGreaterThan(0)
    }
  })

  it('has the sections the SARIF rules link to', () => {
    expect(readme).toContain('\n## `no-tracking-params`\n')
    expect(readme).toContain('\n## `invalid-url`\n')
  })
})
