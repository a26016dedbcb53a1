import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const packageRoot = new URL('..', import.meta.url).pathname
const readme = readFileSync(new URL('../readme.md', import.meta.url), 'utf8')

interface Example {
  code: string
  /** The fenced block after "Yields:" that follows the example, if any. */
  yields: string | undefined
}

/** Every ```js block, with the output the readme promises for it. */
function examples(): Example[] {
  const fence = /^```(\w*)\n([\s\S]*?)^```$/gm
  const blocks = [...readme.matchAll(fence)].map((match) => ({
    lang: match[1],
    body: match[2]!,
    start: match.index,
    end: match.index + match[0].length
  }))
  return blocks.flatMap((block, index) => {
    if (block.lang !== 'js') return []
    const next = blocks[index + 1]
    const between = next ? readme.slice(block.end, next.start) : ''
    return [{ code: block.body, yields: next && /yields:/i.test(between) ? next.body : undefined }]
  })
}

describe('readme examples', () => {
  const all = examples()

  it('has examples, most with their output', () => {
    expect(all.length).toBeGreaterThanOrEqual(5)
    expect(all.filter((example) => example.yields !== undefined).length).toBeGreaterThanOrEqual(4)
  })

  for (const [index, example] of all.entries()) {
    it(`example ${index + 1} runs${example.yields === undefined ? '' : ' and prints what the readme says'}`, async () => {
      // Run from the package folder: `remark-linkcanon` resolves to the built package itself.
      const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', example.code], {
        cwd: packageRoot
      })
      if (example.yields !== undefined) expect(stdout.trim()).toBe(example.yields.trim())
    })
  }
})
