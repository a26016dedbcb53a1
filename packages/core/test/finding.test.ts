import { describe, expect, it } from 'vitest'
import { inspectUrl, type Locale } from '../src/index.js'
import { leaveAsIs, readStoppedMessage } from '../src/exports/messages.js'
import { scanText } from '../src/internal.js'

const signedUrl = 'https://b.s3.amazonaws.com/k?X-Amz-Signature=1&utm_source=x'

describe('inspectUrl (the finding the front ends share)', () => {
  it('says nothing about a canonical URL', () => {
    expect(inspectUrl('https://e.com/a?b=1')).toBeUndefined()
    expect(inspectUrl('https://github.com/o/r.git?ref=v1.0.0')).toBeUndefined() // a kept pin is no finding
  })

  it('says nothing about a namespace name, wherever it is written (isNameUrl)', () => {
    // withastro/astro's dev toolbar: `document.createElementNS('http://www.w3.org/2000/svg', 'svg')` was switched by
    // the ESLint rule with `forceHttps`, which makes no SVG element.
    const options = { forceHttps: true }
    expect(inspectUrl('http://www.w3.org/2000/svg', { options })).toBeUndefined()
    expect(inspectUrl('http://www.w3.org/2000/xmlns/', { options: { ...options, preset: 'share' } })).toBeUndefined()
    expect(inspectUrl('http://json-schema.org/draft-07/schema#', { options: { preset: 'cache-key' } })).toBeUndefined()
    expect(scanText('ns = "http://www.w3.org/1999/xhtml"', options)[0]).not.toHaveProperty('finding')
    // A page under a namespace's host is a link as any other.
    expect(inspectUrl('http://www.w3.org/TR/SVG2/', { options })?.canonical).toBe('https://www.w3.org/TR/SVG2/')
  })

  it('a tracked URL: canonical, changes, message naming the keys and the result', () => {
    const finding = inspectUrl('https://e.com/a?utm_source=x&ref=y&b=1')!
    expect(finding).toMatchObject({
      kind: 'tracked',
      url: 'https://e.com/a?utm_source=x&ref=y&b=1',
      canonical: 'https://e.com/a?b=1',
      notes: []
    })
    expect(finding.changes.map((change) => change.key)).toEqual(['utm_source', 'ref'])
    expect(finding.message).toBe('Remove tracking parameters "utm_source", "ref": https://e.com/a?b=1')
    expect(finding.reason).toBeUndefined()
  })

  it('other changes are named too (share)', () => {
    const finding = inspectUrl('HTTP://E.com/a/?utm_source=x', { options: { preset: 'share' } })!
    expect(finding.message).toBe(
      'Remove tracking parameter "utm_source"; Lowercased the scheme "HTTP"; Lowercased the host "E.com"; Removed the trailing slash: http://e.com/a'
    )
  })

  it('a signed URL: left as is, with the reason', () => {
    expect(inspectUrl(signedUrl)).toMatchObject({
      kind: 'signed',
      canonical: signedUrl,
      changes: [],
      reason: 'signed',
      message: 'Signed: left as is (parameter "X-Amz-Signature"); editing it would break its signature',
      notes: [{ type: 'signed-url', key: 'X-Amz-Signature' }]
    })
  })

  it('an invalid URL: the error, never thrown', () => {
    const finding = inspectUrl('http://a.com:99999/?utm_source=x')!
    expect(finding).toMatchObject({ kind: 'invalid', canonical: 'http://a.com:99999/?utm_source=x' })
    expect(finding.error?.code).toBe('invalid-port')
    expect(finding.message).toMatch(/^Cannot read the URL: /)
  })

  it('notExact and leaveAsIs: reported with the reason, not fixed', () => {
    const finding = inspectUrl('https://e.com/?utm_source=x', { notExact: 'escaped' })!
    expect(finding.reason).toBe('escaped')
    expect(finding.message).toBe(
      'Remove tracking parameter "utm_source": https://e.com/ (not fixed: escapes or character references in the URL\'s text)'
    )
    const later = leaveAsIs(inspectUrl('https://e.com/?utm_source=x')!, 'boundary')
    expect(later.message).toMatch(/\(not fixed: the characters around the URL do not end a URL here\)$/)
    expect(leaveAsIs(later, 'escaped')).toBe(later) // the first reason stays
  })

  it("notExact with detail: the front end's words for the case (editProblem's) are the reason given", () => {
    const detail = 'the URL runs into "é", so its end may have been cut short'
    const finding = inspectUrl('https://e.com/?utm_source=x', { notExact: 'boundary', detail })!
    expect(finding).toMatchObject({ reason: 'boundary', detail })
    expect(finding.message).toBe(`Remove tracking parameter "utm_source": https://e.com/ (not fixed: ${detail})`)
    const later = leaveAsIs(inspectUrl('https://e.com/?utm_source=x')!, 'boundary', 'en', detail)
    expect(later).toEqual(finding)
    // A signed or invalid finding is never marked: it is not fixed for its own reason.
    expect(inspectUrl(signedUrl, { notExact: 'boundary', detail })!.detail).toBeUndefined()
  })

  it('speaks Korean and Chinese', () => {
    const words: Record<Locale, string> = {
      en: 'Remove tracking',
      ko: '추적 파라미터 "utm_source" 제거',
      zh: '删除跟踪参数“utm_source”'
    }
    for (const locale of ['en', 'ko', 'zh'] as const) {
      expect(inspectUrl('https://e.com/?utm_source=x', { locale })!.message).toContain(words[locale])
      expect(inspectUrl(signedUrl, { locale })!.message).toContain('X-Amz-Signature')
    }
  })

  it('scanText is built on it: each URL carries the same finding', () => {
    const [tracked, signed, plain, invalid] = scanText(
      `a https://e.com/?utm_source=x b ${signedUrl} c https://e.com/ d http://xn--a.com/?utm_source=x`
    )
    expect(tracked).toMatchObject({ ok: true, finding: inspectUrl('https://e.com/?utm_source=x') })
    expect(signed).toMatchObject({
      ok: true,
      canonical: signedUrl,
      notes: [{ type: 'signed-url' }],
      finding: { kind: 'signed' }
    })
    expect(plain).not.toHaveProperty('finding')
    expect(invalid).toMatchObject({ ok: true, finding: { kind: 'tracked' } }) // minimal reads it as written
    const [rejected] = scanText('http://xn--a.com/?utm_source=x', { preset: 'share' })
    expect(rejected).toMatchObject({
      ok: false,
      finding: { kind: 'invalid', message: expect.stringMatching(/^Cannot read the URL/) as unknown }
    })
  })
})

describe('inspectUrl wording edge', () => {
  it('a URL that only the serialization changes is still worded', () => {
    const finding = inspectUrl('http://e.com/a b', { options: { preset: 'share' } })
    expect(finding).toMatchObject({
      kind: 'tracked',
      canonical: 'http://e.com/a%20b',
      changes: [],
      message: 'Rewrite as: http://e.com/a%20b'
    })
  })

  it('words the read-stopped warning of a file and of raw HTML, in each language', () => {
    expect(readStoppedMessage('unclosed-string', 'file')).toBe(
      'skipped from here on, a string that opens here is not closed; the rest of the file is not checked'
    )
    expect(readStoppedMessage('unclosed-attribute', 'html')).toBe(
      'skipped from here on, an attribute value whose quote opens here is not closed; the rest of the HTML is not checked'
    )
    const texts = new Set<string>()
    for (const locale of ['en', 'ko', 'zh'] as const) {
      for (const reason of ['unclosed-string', 'unclosed-attribute'] as const)
        for (const scope of ['file', 'html'] as const) texts.add(readStoppedMessage(reason, scope, locale))
    }
    expect(texts.size).toBe(12)
  })
})
