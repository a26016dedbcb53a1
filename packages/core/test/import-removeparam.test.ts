// importRules, AdGuard/uBlock `$removeparam` filters: names, regexes on `name=`, host scoping,
// domain= with exclusions, @@ exceptions, other lines skipped and counted, broken lines named.
import { readFileSync } from 'node:fs'
import { canonicalize, importRules } from '@linkcanon/core'
import { describe, expect, it } from 'vitest'
import { expectInvalidRules } from './invalid-rules.js'

const sample = readFileSync(new URL('./fixtures/lists/removeparam.txt', import.meta.url), 'utf8')
const list = importRules(sample, { format: 'removeparam', name: 'filters' })
const clean = (url: string) => canonicalize(url, { preset: 'minimal', rules: [list] }).url

describe('importRules: removeparam', () => {
  it('counts what it read and skips other lines with the reason', () => {
    expect(list.report.counts).toEqual({ filters: 6, exceptions: 1, comments: 4, otherFilters: 4 })
    expect(list.report.skipped).toEqual([
      { where: 'line 11', reason: 'not a $removeparam filter' },
      { where: 'line 12', reason: 'not a $removeparam filter' },
      { where: 'line 13', reason: 'a $removeparam without a name removes every parameter: not applied' },
      { where: 'line 14', reason: 'option "xmlhttprequest" is not supported' }
    ])
  })

  it('removes a named parameter everywhere, and names the line', () => {
    const { url, changes } = canonicalize('https://example.org/?gclsrc=aw.ds&q=1', { preset: 'minimal', rules: [list] })
    expect(url).toBe('https://example.org/?q=1')
    expect(changes[0]?.rule).toEqual({ set: 'filters', key: 'gclsrc', source: 'filters line 4' })
  })

  it('a /regex/ is tested on name=value, both decoded (case as its flags say)', () => {
    expect(clean('https://example.org/?PK_campaign=1&mtm_source=2&pkx=3')).toBe('https://example.org/?pkx=3')
    // Line 10 needs the value: `ref_src=twsrc^tfw` goes, another `ref_src` stays.
    expect(clean('https://x.example/s?ref_src=twsrc%5Etfw&id=1')).toBe('https://x.example/s?id=1')
    expect(clean('https://x.example/s?ref_src=app&id=1')).toBe('https://x.example/s?ref_src=app&id=1')
  })

  describe('regexes on the value (AdGuard/uBlock lines)', () => {
    const lines = [
      '! Title: value regexes (written for linkcanon, in the AdGuard URL Tracking filter style)',
      '$removeparam=/^utm_referrer=/',
      '||news.example^$removeparam=/^(?:at_medium|at_campaign)=(?:rss|social|email)/i',
      '$removeparam=/^ved=[0-9a-z_-]{20,}$/i',
      '$removeparam=/^src=(?:hp|hpcl)$/,domain=search.example',
      '@@||search.example^$removeparam=/^ved=keepme/',
      '$removeparam=/^sid=$/'
    ].join('\n')
    const values = importRules(lines, { format: 'removeparam', name: 'values' })
    const run = (url: string) => canonicalize(url, { preset: 'minimal', rules: [values] })

    it('remove a pair only when its value matches', () => {
      expect(run('https://news.example/a?at_medium=RSS&at_medium=print&x=1').url).toBe(
        'https://news.example/a?at_medium=print&x=1'
      )
      expect(run('https://example.org/?ved=2ahUKEwiT4abcdefghijkl_9&q=1').url).toBe('https://example.org/?q=1')
      expect(run('https://example.org/?ved=short&q=1').url).toBe('https://example.org/?ved=short&q=1')
      expect(run('https://search.example/s?src=hp&q=a').url).toBe('https://search.example/s?q=a')
      expect(run('https://other.example/s?src=hp&q=a').url).toBe('https://other.example/s?src=hp&q=a')
    })

    it('read the decoded value, and `name=` for a key without one', () => {
      expect(run('https://news.example/a?at%5Fcampaign=social%20x').url).toBe('https://news.example/a')
      expect(run('https://example.org/?sid&sid=&sid=1').url).toBe('https://example.org/?sid=1')
    })

    it('@@ exceptions match the value too', () => {
      expect(run('https://search.example/s?ved=keepme00000000000000000&q=1').url).toBe(
        'https://search.example/s?ved=keepme00000000000000000&q=1'
      )
      expect(run('https://search.example/s?ved=zz000000000000000000000&q=1').url).toBe('https://search.example/s?q=1')
    })

    it('work under every preset and in fragments, and name the line', () => {
      const result = canonicalize('https://example.org/a/?z=1&utm_referrer=feed#utm_referrer=x&p=2', {
        preset: 'share',
        rules: [values],
        fragment: true
      })
      expect(result.url).toBe('https://example.org/a?z=1#p=2')
      expect(result.changes.filter((c) => c.type === 'remove-param').map((c) => c.rule?.source)).toEqual([
        'values line 2',
        'values line 2'
      ])
      expect(
        canonicalize('https://Example.org/?utm_referrer=a&b=1', { preset: 'cache-key', rules: [values] }).url
      ).toBe('https://example.org/?b=1')
    })
  })

  it('||host^ scopes to the host and its subdomains', () => {
    expect(clean('https://www.shop.example/p?sessid=1&id=2')).toBe('https://www.shop.example/p?id=2')
    expect(clean('https://other.example/p?sessid=1')).toBe('https://other.example/p?sessid=1')
    expect(clean('https://video.example/w?si=abc')).toBe('https://video.example/w')
  })

  it('domain= includes and ~excludes hosts', () => {
    expect(clean('https://news.example/a?cmpid=1')).toBe('https://news.example/a')
    expect(clean('https://www.news.example/a?cmpid=1')).toBe('https://www.news.example/a')
    expect(clean('https://archive.news.example/a?cmpid=1')).toBe('https://archive.news.example/a?cmpid=1')
    expect(clean('https://example.org/a?cmpid=1')).toBe('https://example.org/a?cmpid=1')
  })

  it('an @@ exception with a host and a path (||host/path^) keeps the parameter under that path only', () => {
    const paths = importRules(
      ['$removeparam=si', '@@||example.org/api^$removeparam=si', '||track.example/r$removeparam=x'].join('\n'),
      { format: 'removeparam', name: 'paths' }
    )
    expect(paths.report.counts).toMatchObject({ filters: 2, exceptions: 1, otherFilters: 0 })
    const run = (url: string) => canonicalize(url, { preset: 'minimal', rules: [paths] }).url
    expect(run('https://example.org/api?si=1')).toBe('https://example.org/api?si=1')
    expect(run('https://example.org/api/v1?si=1')).toBe('https://example.org/api/v1?si=1')
    expect(run('https://www.example.org:8080/api?si=1')).toBe('https://www.example.org:8080/api?si=1')
    // `^` is a separator: /apis is another path.
    expect(run('https://example.org/apis?si=1')).toBe('https://example.org/apis')
    expect(run('https://example.org/other?si=1')).toBe('https://example.org/other')
    expect(run('https://notexample.org/api?si=1')).toBe('https://notexample.org/api')
    // Without `^` the path is a plain prefix.
    expect(run('https://track.example/r2?x=1&y=2')).toBe('https://track.example/r2?y=2')
    expect(run('https://track.example/s?x=1')).toBe('https://track.example/s?x=1')
    const wild = importRules('@@||example.org/a*b^$removeparam=si', { format: 'removeparam' })
    expect(wild.report.skipped[0]!.reason).toMatch(/not supported \(only \|\|host\^ and \|\|host\/path\^\)/)
  })

  it('@@ exceptions keep the parameter where they apply', () => {
    expect(clean('https://docs.example/p?gclsrc=1')).toBe('https://docs.example/p?gclsrc=1')
  })

  it.each([
    ['$removeparam=/(a+)+/', 'line 1: unsafe regular expression'],
    ['! ok\n$removeparam=/[unclosed/', 'line 2: not a valid regular expression'],
    ['$removeparam=/x/g', 'line 1: regex flags "g" are not supported'],
    ['$removeparam=a,domain=bad_domain!', 'line 1: "bad_domain!" is not a domain'],
    ['$removeparam=a=b', 'line 1: "a=b" is neither a parameter name nor a /regex/']
  ])('broken line %j throws invalid-rules naming it', (text, message) => {
    expectInvalidRules(text, 'removeparam', message)
  })
})
