// The public API is what readme.md documents ("API"); a new export is a decision, made here on purpose.
import { describe, expect, it } from 'vitest'

describe('exports', () => {
  it('remark-linkcanon exports exactly the documented API', async () => {
    expect(Object.keys(await import('remark-linkcanon')).sort()).toEqual(['default', 'remarkLintNoTrackingParams'])
  })

  it('remark-linkcanon/locate exports the locating API', async () => {
    expect(Object.keys(await import('remark-linkcanon/locate')).sort()).toEqual([
      'Directives',
      'locateMarkdownUrls',
      'locateTreeUrls',
      'parseMarkdown',
      'rewriteLocated',
      'ruleId',
      'ruleUrl'
    ])
  })

  it('remark-linkcanon/lint exports the lint rule alone', async () => {
    expect(Object.keys(await import('remark-linkcanon/lint')).sort()).toEqual(['default'])
  })
})
