// Every ```js example of the readme runs against the built package; each `//=>` line is the
// value of the expression just above it.
import { readFileSync } from 'node:fs'
import * as core from '@linkcanon/core'
import { describe, expect, it } from 'vitest'

const readme = readFileSync(new URL('../readme.md', import.meta.url), 'utf8')
const blocks = [...readme.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((match) => match[1]!)

/** Opening brackets minus closing ones, outside quotes (enough for the readme's examples). */
function depth(code: string): number {
  let count = 0
  for (const c of code.replace(/'(?:[^'\\]|\\.)*'/g, "''")) {
    if (c === '(' || c === '[' || c === '{') count++
    else if (c === ')' || c === ']' || c === '}') count--
  }
  return count
}

/**
 * The block as the body of a function of the package's exports: its imports become one
 * destructuring, and each `expression` followed by `//=> expected` becomes a check.
 */
function compile(block: string): { body: string; checks: number } {
  const lines = block.split('\n')
  const out: string[] = [`const { ${Object.keys(core).join(', ')} } = core`]
  let checks = 0
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (/^import .* from '@linkcanon\/core'$/.test(line)) continue
    const next = lines[i + 1]
    if (next?.startsWith('//=> ')) {
      // The expression: this line and as many lines before it as its brackets need.
      let expression = line
      while (depth(expression) !== 0 && out.length > 1) expression = out.pop()! + '\n' + expression
      out.push(`check(${JSON.stringify(expression)}, (${expression}), (${next.slice(5)}))`)
      checks++
      i++
    } else out.push(line)
  }
  return { body: out.join('\n'), checks }
}

describe('readme examples', () => {
  it('has examples with results', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(3)
  })
  for (const [index, block] of blocks.entries()) {
    it(`example ${index + 1} gives what the readme says`, () => {
      const { body, checks } = compile(block)
      let ran = 0
      const check = (source: string, actual: unknown, expected: unknown) => {
        ran++
        expect(actual, source).toEqual(expected)
      }
      new Function('core', 'check', body)(core, check)
      expect(ran).toBe(checks)
    })
  }
})
