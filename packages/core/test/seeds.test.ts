// Every example of seeds 000 (the web tool, Korean) and 004 (the cache-key function, Chinese).
import { canonicalize, LinkcanonError, type Change } from '@linkcanon/core'
import { describe, expect, it } from 'vitest'
import { seed000Snippet } from './seed-snippet.js'

const types = (changes: Change[]) => changes.map((c) => c.type)

describe('seed 000: the web tool (share preset, the default)', () => {
  it('gives the seed snippet example with its four changes, in order', () => {
    const { url, changes } = canonicalize('https://example.com/blog/?utm_source=news&ref=xyz&b=2&a=1')
    expect(url).toBe('https://example.com/blog?a=1&b=2')
    expect(changes.map(({ type, key }) => ({ type, key }))).toEqual([
      { type: 'remove-param', key: 'utm_source' },
      { type: 'remove-param', key: 'ref' },
      { type: 'sort-params', key: undefined },
      { type: 'remove-trailing-slash', key: undefined }
    ])
    expect(changes[0]).toMatchObject({ value: 'news' })
    expect(changes[1]).toMatchObject({ value: 'xyz' })
  })

  it('step 1: prepends http:// when there is no scheme (example.com/foo)', () => {
    const { url, changes } = canonicalize('example.com/foo')
    expect(url).toBe('http://example.com/foo')
    expect(types(changes)).toEqual(['add-scheme'])
  })

  it('step 2: lowercases the host, removes :80/:443, keeps :8080', () => {
    expect(canonicalize('http://EXAMPLE.com:80/a').url).toBe('http://example.com/a')
    expect(canonicalize('https://example.com:443/a').url).toBe('https://example.com/a')
    expect(canonicalize('http://example.com:8080/a').url).toBe('http://example.com:8080/a')
    expect(canonicalize('https://example.com:80/a').url).toBe('https://example.com:80/a')
  })

  it('step 3: removes one trailing slash of a path, keeps the root slash', () => {
    expect(canonicalize('https://example.com/a/b/').url).toBe('https://example.com/a/b')
    const root = canonicalize('https://example.com/')
    expect(root.url).toBe('https://example.com/')
    expect(root.changes).toEqual([])
  })

  it('step 4: removes utm_* by prefix and the six keys by exact, case-sensitive match', () => {
    const input =
      'https://example.com/?utm_source=a&utm_medium=b&utm_=c&utm_SOURCE=d&fbclid=1&gclid=2&msclkid=3&yclid=4&affiliate=5&ref=6&keep=7'
    const { url, changes } = canonicalize(input)
    expect(url).toBe('https://example.com/?keep=7')
    expect(changes.filter((c) => c.type === 'remove-param').map((c) => c.key)).toEqual([
      'utm_source',
      'utm_medium',
      'utm_',
      'utm_SOURCE',
      'fbclid',
      'gclid',
      'msclkid',
      'yclid',
      'affiliate',
      'ref'
    ])
  })

  it('FAQ: ref goes but referrer, referral, ref_src, Ref, affiliate_id, UTM_source stay', () => {
    const { url } = canonicalize(
      'https://example.com/p?ref=1&referrer=2&referral=3&ref_src=4&Ref=5&affiliate_id=6&UTM_source=7'
    )
    expect(url).toBe('https://example.com/p?Ref=5&UTM_source=7&affiliate_id=6&ref_src=4&referral=3&referrer=2')
  })

  it('step 5: sorts the remaining parameters by key', () => {
    expect(canonicalize('https://example.com/p?c=3&a=1&b=2').url).toBe('https://example.com/p?a=1&b=2&c=3')
  })

  it('lists sorting only when two or more parameters remain and their order changed', () => {
    expect(types(canonicalize('https://example.com/p?utm_source=x&b=1').changes)).toEqual(['remove-param'])
    expect(types(canonicalize('https://example.com/p?a=1&b=2').changes)).toEqual([])
    expect(types(canonicalize('https://example.com/p?b=1&a=2').changes)).toEqual(['sort-params'])
  })

  it('HTTPS is off by default: http stays http; added schemes are http', () => {
    expect(canonicalize('http://example.com/a').url).toBe('http://example.com/a')
    expect(canonicalize('example.com/a').url).toBe('http://example.com/a')
  })

  it('force HTTPS switches http: to https:', () => {
    const { url, changes } = canonicalize('http://example.com/a?b=1', { forceHttps: true })
    expect(url).toBe('https://example.com/a?b=1')
    expect(types(changes)).toEqual(['force-https'])
    expect(canonicalize('example.com/a', { forceHttps: true }).url).toBe('https://example.com/a')
  })

  it('shows an error instead of a result for malformed input', () => {
    for (const bad of ['http://', 'https://exa mple.com/', 'http://[::1/', '']) {
      expect(() => canonicalize(bad)).toThrow(LinkcanonError)
    }
  })

  it('equals the seed snippet (the browser URL API) on the seed example', () => {
    const input = 'https://example.com/blog/?utm_source=news&ref=xyz&b=2&a=1'
    expect(canonicalize(input).url).toBe(seed000Snippet(input))
  })
})

describe('seed 004: the cache-key function', () => {
  const key = (input: string) => canonicalize(input, { preset: 'cache-key' })

  it('HTTPS://Example.COM.:443/Path/../Docs?b=2&a=1&utm_source=news#top', () => {
    const { url, changes } = key('HTTPS://Example.COM.:443/Path/../Docs?b=2&a=1&utm_source=news#top')
    expect(url).toBe('https://example.com/Docs?a=1&b=2')
    expect(types(changes)).toEqual([
      'lowercase-scheme',
      'lowercase-host',
      'remove-trailing-dot',
      'remove-default-port',
      'resolve-dot-segments',
      'remove-param',
      'sort-params',
      'drop-fragment'
    ])
  })

  it('http://example.com gets the root path', () => {
    expect(key('http://example.com').url).toBe('http://example.com/')
  })

  it('punycodes the host, percent-encodes the path and form-encodes the query', () => {
    expect(key('https://bücher.example/straße?q=a b').url).toBe('https://xn--bcher-kva.example/stra%C3%9Fe?q=a+b')
  })

  it('rejects ftp with unsupported-scheme, naming the scheme', () => {
    let error: unknown
    try {
      key('ftp://example.com/file')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(LinkcanonError)
    expect((error as LinkcanonError).code).toBe('unsupported-scheme')
    expect((error as LinkcanonError).message).toContain('ftp')
  })
})
