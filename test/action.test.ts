// The GitHub Action (action.yml) runs action/run.mjs; here the script runs the workspace's bin
// (LINKCANON_BIN) instead of `npx linkcanon@…`, on scratch folders.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { scratchDir } from './helpers/bin.js'

const script = fileURLToPath(new URL('../action/run.mjs', import.meta.url))
const bin = fileURLToPath(new URL('../packages/cli/bin/linkcanon.js', import.meta.url))
const tracked = 'See [the post](https://example.com/post?utm_source=news&id=7).\n'

const removers: Array<() => void> = []
afterEach(() => {
  for (const remove of removers.splice(0)) remove()
})

function fixture(files: Record<string, string>): string {
  const { dir, remove } = scratchDir('action')
  removers.push(remove)
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}

function action(
  cwd: string,
  inputs: Record<string, string>,
  base: NodeJS.ProcessEnv = { ...process.env, LINKCANON_BIN: bin }
) {
  const env: NodeJS.ProcessEnv = { ...base }
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase().replaceAll('-', '_')}`] = value
  const result = spawnSync(process.execPath, [script], { cwd, env, encoding: 'utf8' })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('GitHub Action', () => {
  it('passes every input of action.yml to the script through the environment', () => {
    const spec = parse(readFileSync(new URL('../action.yml', import.meta.url), 'utf8')) as {
      inputs: Record<string, { default: string }>
      runs: { using: string; steps: Array<{ run: string; env: Record<string, string> }> }
    }
    expect(spec.runs.using).toBe('composite')
    const [step] = spec.runs.steps
    expect(step!.run).toContain('action/run.mjs')
    for (const name of Object.keys(spec.inputs)) {
      expect(step!.env[`INPUT_${name.toUpperCase().replaceAll('-', '_')}`]).toBe(`\${{ inputs.${name} }}`)
    }
    expect(spec.inputs.paths!.default).toBe('.')
    expect(spec.inputs.format!.default).toBe('github')
    expect(spec.inputs['sarif-file']!.default).toBe('linkcanon.sarif')
  })

  it('check: annotations as `--format github` prints them, and the step fails', () => {
    const dir = fixture({ 'a.md': tracked, 'clean.md': 'Nothing [here](https://example.com/).\n' })
    const run = action(dir, { paths: '.' })
    expect(run.code).toBe(1)
    const lines = run.stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^::warning file=a\.md,line=1,col=\d+,.*::.*utm_source/)
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(tracked)
  })

  it('check: a clean tree passes; paths are split on spaces and new lines', () => {
    const dir = fixture({
      'a.md': 'Fine: https://example.com/a\n',
      'b.md': 'Fine too: https://example.com/b\n',
      'c.md': tracked
    })
    const run = action(dir, { paths: 'a.md\nb.md' })
    expect(run).toMatchObject({ code: 0, stdout: '' })
  })

  it('fix: the file is changed, nothing else, and findings do not fail the step', () => {
    const dir = fixture({ 'a.md': tracked })
    const run = action(dir, { fix: 'true' })
    expect(run.code).toBe(0)
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe('See [the post](https://example.com/post?id=7).\n')
    expect(readdirSync(dir)).toEqual(['a.md'])
  })

  it('sarif: a SARIF 2.1.0 log in sarif-file, and no temporary file left', () => {
    const dir = fixture({ 'a.md': tracked })
    const run = action(dir, { format: 'sarif', 'sarif-file': 'out.sarif' })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    const log = JSON.parse(readFileSync(join(dir, 'out.sarif'), 'utf8')) as {
      version: string
      runs: Array<{ results: unknown[] }>
    }
    expect(log.version).toBe('2.1.0')
    expect(log.runs[0]!.results).toHaveLength(1)
    expect(readdirSync(dir).sort()).toEqual(['a.md', 'out.sarif'])
  })

  it('sarif: the default file name is linkcanon.sarif', () => {
    const dir = fixture({ 'a.md': 'Fine: https://example.com/a\n' })
    expect(action(dir, { format: 'sarif' }).code).toBe(0)
    expect(existsSync(join(dir, 'linkcanon.sarif'))).toBe(true)
  })

  it('an error (a missing path) fails the step in fix mode too, and writes no SARIF log', () => {
    const dir = fixture({ 'a.md': tracked })
    const run = action(dir, { fix: 'true', format: 'sarif', paths: 'missing.md' })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('linkcanon fix exited with 2')
    expect(readdirSync(dir)).toEqual(['a.md'])
  })

  it('bad inputs are reported, not guessed', () => {
    const dir = fixture({ 'a.md': tracked })
    expect(action(dir, { format: 'text' })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('input "format" must be github or sarif')
    })
    expect(action(dir, { fix: 'yes' })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('input "fix" must be true or false')
    })
  })

  it('without LINKCANON_BIN runs `npx --yes linkcanon@<version>`, by default the CLI version of this checkout', () => {
    // A stand-in `npx` on PATH prints its arguments: nothing is fetched.
    const dir = fixture({ npx: '#!/bin/sh\necho "$@"\n' })
    chmodSync(join(dir, 'npx'), 0o755)
    const { LINKCANON_BIN: _, ...rest } = process.env
    const base = { ...rest, PATH: `${dir}:${process.env.PATH ?? ''}` }
    const own = (
      JSON.parse(readFileSync(new URL('../packages/cli/package.json', import.meta.url), 'utf8')) as { version: string }
    ).version
    expect(action(dir, { paths: 'docs' }, base).stdout).toBe(`--yes linkcanon@${own} check --format github docs\n`)
    expect(action(dir, { version: '0.2.0', fix: 'true' }, base).stdout).toBe(
      '--yes linkcanon@0.2.0 fix --format github .\n'
    )
    expect(action(dir, { version: '1; rm -rf /' }, base)).toMatchObject({ code: 2, stdout: '' })
    // `shard` becomes `--shard` (the CLI checks its value: a bad one is a usage error, exit 2).
    expect(action(dir, { shard: '2/4' }, base).stdout).toBe(
      `--yes linkcanon@${own} check --format github --shard 2/4 .\n`
    )
  })

  it("the README's workflow examples use the action with inputs it declares", () => {
    const spec = parse(readFileSync(new URL('../action.yml', import.meta.url), 'utf8')) as {
      inputs: Record<string, unknown>
    }
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    const section = readme.slice(readme.indexOf('## GitHub Action'), readme.indexOf('## Presets'))
    const workflows = [...section.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map(
      (match) =>
        parse(match[1]!) as { jobs: Record<string, { steps: Array<{ uses: string; with?: Record<string, string> }> }> }
    )
    expect(workflows).toHaveLength(2)
    const uses = workflows.flatMap((workflow) =>
      Object.values(workflow.jobs).flatMap((job) =>
        job.steps.filter((step) => step.uses.startsWith('linkcanon/linkcanon@'))
      )
    )
    expect(uses).toHaveLength(2)
    for (const step of uses) for (const name of Object.keys(step.with ?? {})) expect(spec.inputs).toHaveProperty([name])
    // The SARIF example uploads the file the action writes.
    const [, sarif] = workflows
    const steps = Object.values(sarif!.jobs)[0]!.steps
    expect(steps.find((step) => step.uses.startsWith('github/codeql-action/upload-sarif'))!.with!.sarif_file).toBe(
      steps[1]!.with!['sarif-file']
    )
  })
})
