// importRules, Brave's clean-urls.json format: include/exclude match patterns, params.
import { readFileSync } from 'node:fs'
import { canonicalize, importRules } from '@linkcanon/core'
import { describe, expect, it } from 'vitest'
import { expectInvalidRules } from './invalid-rules.js'

const sample = readFileSync(new URL('./fixtures/lists/brave-clean-urls.json', import.meta.url), 'utf8')
const list = importRules(sample, { format: 'brave' })
const clean = (url: string) => canonicalize(url, { preset: 'minimal', rules: [list] }).url

describe('importRules: brave', () => {
  it('reports what it read', () => {
    expect(list.report.counts).toEqual({ entries: 3, params: 7 })
    expect(list.report.skipped).toEqual([{ where: '$[2].comment', reason: 'unknown field' }])
  })

  it('removes params on included URLs, not on excluded ones', () => {
    expect(clean('https://example.org/a?fbclid=1&x=2')).toBe('https://example.org/a?x=2')
    expect(clean('https://news.mail.example/a?mc_eid=1')).toBe('https://news.mail.example/a?mc_eid=1')
    expect(clean('https://example.net/unsubscribe?mc_eid=1')).toBe('https://example.net/unsubscribe?mc_eid=1')
    expect(clean('https://example.net/other?mc_eid=1')).toBe('https://example.net/other')
  })

  it('host and path scoping of match patterns', () => {
    expect(clean('https://m.video.example/watch?v=1&si=2&pp=3')).toBe('https://m.video.example/watch?v=1')
    expect(clean('https://video.example/watch?si=2')).toBe('https://video.example/watch')
    expect(clean('https://music.example/track/1?si=2')).toBe('https://music.example/track/1')
    expect(clean('https://music.example/album/1?si=2')).toBe('https://music.example/album/1?si=2')
    expect(clean('https://other.example/watch?si=2')).toBe('https://other.example/watch?si=2')
  })

  it('names the entry of each removal', () => {
    const { changes } = canonicalize('https://video.example/w?pp=1', { preset: 'minimal', rules: [list] })
    expect(changes[0]?.rule).toEqual({ set: 'brave', key: 'pp', source: 'brave $[1].params[1]' })
  })

  it.each([
    ['{}', '$: expected a list of entries'],
    ['[{"params":["a"]}]', '$[0].include: expected a list of strings'],
    ['[{"include":["example.com"],"params":["a"]}]', '$[0].include[0]: "example.com" is not a match pattern'],
    ['[{"include":["*://*/*"],"params":[""]}]', '$[0].params[0]: expected a non-empty string']
  ])('broken input %s throws invalid-rules naming the JSON path', (text, message) => {
    expectInvalidRules(text, 'brave', message)
  })
})
