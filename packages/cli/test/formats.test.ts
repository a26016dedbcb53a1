// `fix` on files read through their format's escaping (issue 14): one folder a format under
// fixtures/formats/, each `input.<ext>` fixed into `output.<ext>`, with what `fix` says in
// `report.txt`. `UPDATE=1 npx vitest run packages/cli/test/formats.test.ts` rewrites the
// expected files; review the diff.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { XMLValidator } from 'fast-xml-parser'
import { parse as parseYaml } from 'yaml'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const update = process.env.UPDATE === '1'
const root = new URL('fixtures/formats/', import.meta.url).pathname

/** Throws when `text` does not parse as its format. */
function parses(name: string, text: string): void {
  if (name.endsWith('.json')) JSON.parse(text)
  else if (name.endsWith('.yaml')) parseYaml(text)
  else if (/\.(?:rss|svg|xml)$/.test(name)) {
    const valid = XMLValidator.validate(text)
    if (valid !== true) throw new Error(`${name}: ${valid.err.msg}`)
  }
}

describe('fix: formats', () => {
  for (const format of readdirSync(root)) {
    it(format, () => {
      const folder = join(root, format)
      const inputs = readdirSync(folder).filter((name) => name.startsWith('input.'))
      const dir = scratch()
      for (const input of inputs) copyFileSync(join(folder, input), join(dir, input))
      const run = linkcanon(['fix', '.'], { cwd: dir })
      expect(run.code).not.toBe(2)
      const report = `${run.stdout}${run.stderr}`
      for (const input of inputs) {
        const output = input.replace(/^input\./, 'output.')
        const fixed = readFileSync(join(dir, input), 'utf8')
        if (update) writeFileSync(join(folder, output), fixed)
        expect(fixed, input).toBe(readFileSync(join(folder, output), 'utf8'))
        parses(input, fixed)
      }
      if (update) writeFileSync(join(folder, 'report.txt'), report)
      expect(report).toBe(
        existsSync(join(folder, 'report.txt')) ? readFileSync(join(folder, 'report.txt'), 'utf8') : undefined
      )
      const again = linkcanon(['fix', '.'], { cwd: dir })
      for (const input of inputs)
        expect(readFileSync(join(dir, input), 'utf8')).toBe(
          readFileSync(join(folder, input.replace(/^input\./, 'output.')), 'utf8')
        )
      expect(again.stderr).not.toMatch(/fixed \d+ link/)
    })
  }
})
