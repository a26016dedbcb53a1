// linkify-it's fixtures (test/fixtures/third-party/linkify-it): agreement may not drop, and no
// not-link with an http(s) scheme may yield a URL unless it is a documented exception.
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ESM script without types
import { compareWithLinkify } from '../../../scripts/conformance/linkify.mjs'

interface Comparison {
  total: number
  agree: number
  differences: Array<{ line: number; kind: string }>
  notLinks: Array<{ line: number; input: string; found: string[]; exception: string | null }>
}

/** Measured when the scanner landed: 69 of 76 http(s) link cases. */
const AGREE_AT_LEAST = 69

describe('linkify-it fixtures', () => {
  const result = compareWithLinkify() as Comparison

  it(`agrees on at least ${AGREE_AT_LEAST} http(s) link cases`, () => {
    expect(result.total).toBe(76)
    expect(result.agree).toBeGreaterThanOrEqual(AGREE_AT_LEAST)
  })

  it('explains every difference by a documented reason', () => {
    expect(result.differences.filter((d) => d.kind === 'unexplained')).toEqual([])
  })

  it('finds no URL in any http(s) not-link, unless documented', () => {
    expect(result.notLinks.length).toBeGreaterThan(0)
    expect(result.notLinks.filter((c) => c.found.length > 0 && !c.exception)).toEqual([])
  })
})
