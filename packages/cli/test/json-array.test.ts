import { describe, expect, it } from 'vitest'
import { jsonArray } from '../dist/report/json.js'

// `jsonArray` writes `JSON.stringify(items, null, 2)` in pieces, a chunk of items per
// `JSON.stringify` call: the bytes must not depend on where the chunks end.

const item = (index: number): unknown => ({
  file: `f${index}.md`,
  line: index,
  changes: [{ type: 'remove-param', key: `k${index}`, rule: { set: 'default' } }],
  empty: [],
  nested: {}
})

describe('jsonArray', () => {
  it.each([0, 1, 2, 255, 256, 257, 600])('%i items equal JSON.stringify, at depth 0 and 3', (count) => {
    const items = Array.from({ length: count }, (_, index) => item(index))
    expect([...jsonArray(items, 0, (value) => value)].join('')).toBe(JSON.stringify(items, null, 2))
    expect([...jsonArray(items, 3, (value) => value)].join('')).toBe(
      JSON.stringify(items, null, 2).replaceAll('\n', `\n${'  '.repeat(3)}`)
    )
  })

  it('a chunk too long for one string is written one item at a time, with the same bytes', () => {
    const items = Array.from({ length: 300 }, (_, index) => item(index))
    let thrown = false
    // As V8 throws "Invalid string length" (a RangeError) for a string past its limit: here once, for the first chunk.
    const row = (value: unknown): unknown => ({
      toJSON: () => {
        if (!thrown) {
          thrown = true
          throw new RangeError('Invalid string length')
        }
        return value
      }
    })
    expect([...jsonArray(items, 1, row)].join('')).toBe(JSON.stringify(items, null, 2).replaceAll('\n', '\n  '))
    expect(thrown).toBe(true)
  })
})
