import { canonicalize } from '@linkcanon/core'
import { pathEndProblem } from '@linkcanon/core/source'
import { describe, expect, it } from 'vitest'

const problem = (url: string, preset: 'share' | 'cache-key' | 'minimal' = 'share') =>
  pathEndProblem(url, canonicalize(url, { preset }).url)

describe('pathEndProblem', () => {
  it('names an edit that adds the "/" of an empty path or removes the one that ends a path', () => {
    expect(problem('http://localhost:4444')).toMatch(/^the edit adds a "\/"/)
    expect(problem('https://esm.sh/pkg/dist/prod/')).toMatch(/^the edit removes the "\/"/)
    expect(problem('http://unix/tmp/test.sock:/')).toMatch(/^the edit removes/)
    // A test of trailing slashes (found on withastro/astro): all of them go.
    expect(problem('http://example.com/another///')).toMatch(/^the edit removes/)
    expect(problem('https://e.com/docs/?utm_source=x#top', 'cache-key')).toMatch(/^the edit removes/)
  })
  it('says nothing of other edits', () => {
    expect(problem('https://e.com/docs?b=1&a=2&utm_source=x')).toBeUndefined()
    expect(problem('https://e.com/?utm_source=x')).toBeUndefined()
    expect(problem('https://e.com/a/?utm_source=x', 'minimal')).toBeUndefined()
    expect(pathEndProblem('mailto:a@e.com', 'mailto:a@e.com/')).toBeUndefined()
  })
})
