import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { messageJson, run, type FixtureConfig } from './process.js'

/** `UPDATE=1 npx vitest run packages/remark` rewrites the expected files; review the diff. */
const update = process.env.UPDATE === '1'
const root = new URL('fixtures/', import.meta.url)

function read(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined
}

describe('fixtures', () => {
  const cases = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

  it('has fixtures', () => {
    expect(cases.length).toBeGreaterThan(10)
  })

  for (const name of cases) {
    it(name, async () => {
      const folder = join(root.pathname, name)
      const mdx = existsSync(join(folder, 'input.mdx'))
      const extension = mdx ? 'mdx' : 'md'
      const input = read(join(folder, `input.${extension}`))!
      const config = JSON.parse(read(join(folder, 'options.json')) ?? '{}') as FixtureConfig
      const file = await run(input, config, mdx)
      const output = String(file)
      const messages = `${JSON.stringify(file.messages.map(messageJson), null, 2)}\n`
      const outputPath = join(folder, `output.${extension}`)
      const messagesPath = join(folder, 'messages.json')
      if (update) {
        writeFileSync(outputPath, output)
        writeFileSync(messagesPath, messages)
      }
      expect(output).toBe(read(outputPath))
      expect(messages).toBe(read(messagesPath))
    })
  }
})
