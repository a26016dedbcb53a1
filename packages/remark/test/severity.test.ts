// Severities as users meet them: through the remark-lint wrapper, and with remark-cli's `-o --frail`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { remark } from 'remark'
import remarkLinkcanon from 'remark-linkcanon'
import remarkLint from 'remark-linkcanon/lint'
import { describe, expect, it } from 'vitest'

const signed = 'https://bucket.s3.amazonaws.com/a?X-Amz-Signature=abc&utm_source=x'
const mixed = [
  `[s](${signed})`,
  '',
  '[bad](http://localhost:port)',
  '',
  '<!-- linkcanon-disable-next-line -->',
  'nothing here',
  '',
  '<div>',
  '<a title=\'oops href="https://c.example/?utm_source=3">c</a>',
  '</div>',
  '',
  '[t](https://x.com/?utm_source=a)',
  ''
].join('\n')

describe('remark-linkcanon/lint keeps the ids and severities of its other messages', () => {
  for (const severity of [1, 2] as const) {
    it(`at severity ${severity}: only no-tracking-params takes it`, async () => {
      const file = await remark().use(remarkLint, [severity, {}]).process(mixed)
      const byRule = file.messages.map((message) => [message.ruleId, message.fatal, message.source])
      expect(byRule).toEqual(
        expect.arrayContaining([
          ['signed-url', false, 'linkcanon'],
          ['invalid-url', false, 'linkcanon'],
          ['linkcanon-directive', false, 'linkcanon'],
          ['read-stopped', false, 'linkcanon'],
          ['no-tracking-params', severity === 2, 'remark-lint']
        ])
      )
      expect(byRule).toHaveLength(5)
      const signedMessage = file.messages.find((message) => message.ruleId === 'signed-url')!
      expect(signedMessage.url).toMatch(/#signed-urls$/)
    })
  }
})

describe('fix mode: a fixed link is an info message', () => {
  it('fatal is undefined for a rewritten link, false for one left', async () => {
    const file = await remark()
      .use(remarkLinkcanon)
      .process(
        '[t](https://x.com/?utm_source=a)\n\n<!-- linkcanon-disable-next-line utm_source -->\n[k](https://x.com/?utm_source=a&gclid=1)\n'
      )
    expect(file.messages.map((message) => [message.line, message.fatal])).toEqual([
      [1, undefined],
      [4, false]
    ])
  })
})

const remarkBin = fileURLToPath(new URL('../node_modules/remark-cli/cli.js', import.meta.url))
const plugin = pathToFileURL(fileURLToPath(new URL('../dist/index.js', import.meta.url))).href

function remarkCli(files: Record<string, string>, args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'remark-linkcanon-cli-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  writeFileSync(join(dir, '.remarkrc.mjs'), `import plugin from '${plugin}'\nexport default { plugins: [plugin] }\n`)
  const run = spawnSync(process.execPath, [remarkBin, ...args], { cwd: dir, encoding: 'utf8' })
  return { dir, code: run.status, stderr: run.stderr }
}

describe('remark-cli: remark -o --frail', () => {
  it('passes when everything was fixed, and writes the fixed file', () => {
    const run = remarkCli({ 'a.md': '[t](https://x.com/?utm_source=a&id=1)\n' }, ['a.md', '-o', '--frail'])
    expect(run.code, run.stderr).toBe(0)
    expect(readFileSync(join(run.dir, 'a.md'), 'utf8')).toBe('[t](https://x.com/?id=1)\n')
  })

  it('fails when something was left (a link a directive keeps in part)', () => {
    const text = '<!-- linkcanon-disable-next-line utm_source -->\n[k](https://x.com/?utm_source=a&gclid=1)\n'
    const run = remarkCli({ 'a.md': text }, ['a.md', '-o', '--frail'])
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/not fixed/)
  })
})
