// scanText: every URL in text with its span and its canonical form, or the error.
import { extractUrls, isLinkcanonError, type ScanResult } from '@linkcanon/core'
import { scanText } from '@linkcanon/core/internal'
import { describe, expect, it } from 'vitest'

const TEXT =
  'Read https://example.com/post?utm_source=news&id=7 and [docs](https://docs.example.com/a), 링크: http://example.com/x?fbclid=1에서'

describe('scanText', () => {
  it('finds the same URLs and spans as extractUrls', () => {
    const spans = scanText(TEXT).map(({ url, start, end }) => ({ url, start, end }))
    expect(spans).toEqual(extractUrls(TEXT))
  })

  it('canonicalizes under `minimal` by default: trackers out, every other byte kept', () => {
    const results = scanText(TEXT)
    expect(results.map((r) => r.ok && r.canonical)).toEqual([
      'https://example.com/post?id=7',
      'https://docs.example.com/a',
      'http://example.com/x'
    ])
    const [first, second] = results
    expect(first).toMatchObject({ ok: true, url: 'https://example.com/post?utm_source=news&id=7', start: 5, end: 50 })
    expect(first!.ok && first!.changes.map((c) => [c.type, c.key])).toEqual([['remove-param', 'utm_source']])
    expect(second).toMatchObject({ ok: true, canonical: 'https://docs.example.com/a', changes: [] })
  })

  it('takes the options of canonicalize (another preset, forceHttps, rules)', () => {
    const share = scanText('see HTTP://Example.com/a/?b=2&a=1 now', { preset: 'share', forceHttps: true })
    expect(share).toMatchObject([
      { ok: true, url: 'HTTP://Example.com/a/?b=2&a=1', canonical: 'https://example.com/a?a=1&b=2' }
    ])
    const custom = scanText('https://a.com/?x=1&mine=2', { rules: ['default', 'mine'] })
    expect(custom.map((r) => r.ok && r.canonical)).toEqual(['https://a.com/?x=1'])
  })

  it('reports a URL that canonicalize rejects with its error instead of dropping it', () => {
    // The punycode label is not valid: the URL parser behind `share` rejects it.
    const results: ScanResult[] = scanText('a http://xn--a.com/?utm_source=x b https://ok.com/?utm_medium=y', {
      preset: 'share'
    })
    expect(results).toHaveLength(2)
    const [bad, good] = results
    expect(bad).toMatchObject({ ok: false, url: 'http://xn--a.com/?utm_source=x', start: 2, end: 32 })
    expect(!bad!.ok && isLinkcanonError(bad!.error) && bad!.error.code).toBe('invalid-url')
    expect(good).toMatchObject({ ok: true, canonical: 'https://ok.com/' })
  })

  it('throws invalid-options for bad options before scanning, even when there is no URL', () => {
    expect(() => scanText('no url here', { preset: 'nope' } as never)).toThrow(
      expect.objectContaining({ code: 'invalid-options' })
    )
    expect(() => scanText('no url here', { unknown: true } as never)).toThrow(
      expect.objectContaining({ code: 'invalid-options' })
    )
    expect(() => scanText(7 as never)).toThrow(expect.objectContaining({ code: 'invalid-options' }))
  })

  it('checks an options object once and reuses it', () => {
    const options = { preset: 'minimal' as const }
    expect(scanText('http://a.com/?ref=1', options)).toMatchObject([{ ok: true, canonical: 'http://a.com/' }])
    expect(scanText('http://b.com/?ref=1', options)).toMatchObject([{ ok: true, canonical: 'http://b.com/' }])
  })

  it('returns an empty list for text without URLs', () => {
    expect(scanText('')).toEqual([])
    expect(scanText('ftp://example.com mailto:a@b.c')).toEqual([])
  })
})
