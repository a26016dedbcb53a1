// Redirect unwrapping (`unwrap: true`): every built-in wrapper with a plain, an encoded and a
// nested example; targets that are not http(s); links that look like wrappers but are not.
import { canonicalize, LinkcanonError, type CanonicalizeOptions, type PresetName } from '@linkcanon/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { builtinWrapperData } from '../src/rules/data/wrappers.js'
import { MAX_UNWRAPS } from '../src/stages/unwrap.js'
import { RUNS, urlish, value } from './arbitraries.js'

const minimal = { preset: 'minimal', unwrap: true } as const
const unwrapMinimal = (input: string) => canonicalize(input, minimal)
const enc = encodeURIComponent
const target = 'https://example.com/a/b?id=7&utm_source=news'
const clean = 'https://example.com/a/b?id=7'

/** One wrapper link per built-in wrapper, each carrying `url` encoded once. */
const wrappers: Array<[string, (url: string) => string]> = [
  ['google q', (url) => `https://www.google.com/url?sa=t&q=${enc(url)}&usg=AOv`],
  ['google url', (url) => `https://www.google.co.uk/url?url=${enc(url)}&rct=j`],
  ['google amp', (url) => `https://www.google.com/amp/s/${url.replace(/^https:\/\//, '')}`],
  ['facebook', (url) => `https://l.facebook.com/l.php?u=${enc(url)}&h=AT0`],
  ['facebook mobile', (url) => `https://lm.facebook.com/l.php?u=${enc(url)}`],
  ['instagram', (url) => `https://l.instagram.com/?u=${enc(url)}&e=AT1`],
  ['reddit', (url) => `https://out.reddit.com/t3_abc?url=${enc(url)}&token=x&app_name=web`],
  ['youtube', (url) => `https://www.youtube.com/redirect?event=video_description&redir_token=t&q=${enc(url)}&v=abc`],
  ['linkedin', (url) => `https://www.linkedin.com/redir/redirect?url=${enc(url)}&urlhash=x`],
  ['slack', (url) => `https://slack-redir.net/link?url=${enc(url)}`],
  ['steam', (url) => `https://steamcommunity.com/linkfilter/?url=${enc(url)}`]
]

describe('unwrap: built-in wrappers', () => {
  it.each(wrappers)('%s: the target, then the preset on it', (_, wrap) => {
    const input = wrap(target)
    const result = unwrapMinimal(input)
    expect(result.url).toBe(clean)
    expect(result.changes[0]).toMatchObject({ type: 'unwrap-redirect', from: input, to: target })
    expect(result.changes.map((c) => c.type)).toEqual(['unwrap-redirect', 'remove-param'])
    // Off by default: the wrapper stays (its own trackers may go).
    const off = canonicalize(input, { preset: 'minimal' })
    expect(off.url.startsWith(input.slice(0, input.indexOf('example.com')))).toBe(true)
    expect(off.changes.map((c) => c.type)).not.toContain('unwrap-redirect')
  })

  it.each(wrappers)('%s: nested in a Google link, decoded once at each level', (_, wrap) => {
    const input = `https://www.google.com/url?q=${enc(wrap(target))}`
    const result = unwrapMinimal(input)
    expect(result.url).toBe(clean)
    expect(result.changes.filter((c) => c.type === 'unwrap-redirect')).toHaveLength(2)
  })

  it('an encoded target is decoded exactly once: a doubly encoded one is no http(s) URL and stays', () => {
    const twice = `https://www.google.com/url?q=${enc(enc(target))}`
    expect(unwrapMinimal(twice)).toEqual({ url: twice, changes: [] })
    // Escapes inside the target stay escapes.
    const escaped = 'https://example.com/search?q=a%26b%20c'
    expect(unwrapMinimal(`https://www.google.com/url?q=${enc(escaped)}`).url).toBe(escaped)
  })

  it('every entry records its source and licence', () => {
    for (const entry of builtinWrapperData) expect(entry.source).toMatch(/written for linkcanon \(MIT\)/)
  })
})

describe('unwrap: what is left alone', () => {
  it.each([
    'https://www.google.com/url?q=javascript:alert(1)',
    'https://www.google.com/url?q=javascript%3Aalert(document.cookie)',
    'https://l.facebook.com/l.php?u=data%3Atext%2Fhtml%2C%3Cscript%3E',
    'https://l.facebook.com/l.php?u=ftp%3A%2F%2Fexample.com%2Ff',
    'https://www.google.com/url?q=%2F%2Fexample.com',
    'https://www.google.com/url?q=https%3A%2F%2F',
    'https://www.google.com/url?sa=t',
    'https://example.com/login?next=https%3A%2F%2Fexample.com%2Fhome',
    'https://accounts.example.com/o/oauth2/auth?redirect_uri=https%3A%2F%2Fapp.example%2Fcb',
    'https://www.google.com/search?q=https%3A%2F%2Fexample.com',
    'https://notgoogle.com/url?q=https%3A%2F%2Fexample.com',
    'https://www.google.com/amp/x/example.com/a'
  ])('%s', (input) => {
    expect(unwrapMinimal(input)).toEqual({ url: input, changes: [] })
  })

  it(`unwraps at most ${MAX_UNWRAPS} nested wrappers; a deeper chain stays a wrapper`, () => {
    let link = target
    for (let depth = 1; depth <= MAX_UNWRAPS + 1; depth++) {
      link = `https://www.google.com/url?q=${enc(link)}`
      const result = unwrapMinimal(link)
      if (depth <= MAX_UNWRAPS) expect(result.url).toBe(clean)
      else expect(result).toEqual({ url: link, changes: [] })
    }
  })

  it('a target the preset rejects leaves the wrapper to the preset', () => {
    const input = `https://www.google.com/url?q=${enc('https://exa_mple.com:99999/')}`
    expect(unwrapMinimal(input)).toEqual({ url: input, changes: [] })
  })

  it('rejects a non-boolean unwrap option', () => {
    expect(() => canonicalize('https://a.com/', { unwrap: 'yes' } as unknown as CanonicalizeOptions)).toThrow(
      LinkcanonError
    )
  })
})

describe('unwrap under each preset', () => {
  it('minimal: the whole URL becomes the target, then every other byte of the target stays', () => {
    const inner = 'https://Example.com:8080/A/?flag&utm_source=x&Q=%7e'
    expect(unwrapMinimal(`https://www.google.com/url?q=${enc(inner)}`).url).toBe(
      'https://Example.com:8080/A/?flag&Q=%7e'
    )
  })

  it('share and cache-key canonicalize the target', () => {
    const input = `https://l.facebook.com/l.php?u=${enc('HTTPS://Example.COM/b/?z=1&fbclid=2&a=1')}`
    expect(canonicalize(input, { preset: 'share', unwrap: true }).url).toBe('https://example.com/b?a=1&z=1')
    expect(canonicalize(input, { preset: 'cache-key', unwrap: true }).url).toBe('https://example.com/b?a=1&z=1')
  })
})

const presetNames: PresetName[] = ['minimal', 'share', 'cache-key']
const wrapped = fc
  .tuple(fc.constantFrom(...wrappers.map(([, wrap]) => wrap)), fc.oneof(urlish, value), fc.integer({ min: 0, max: 2 }))
  .map(([wrap, inner, extra]) => {
    let link = wrap(inner)
    for (let i = 0; i < extra; i++) link = wrap(link)
    return link
  })

function attempt(input: string, options: CanonicalizeOptions) {
  try {
    return canonicalize(input, options)
  } catch (error) {
    if (error instanceof LinkcanonError) return undefined
    throw error
  }
}

describe('unwrap properties', () => {
  it('unwrapping yields an http(s) URL or leaves the input to the preset as it is', () => {
    fc.assert(
      fc.property(fc.oneof(wrapped, urlish), fc.constantFrom(...presetNames), (input, preset) => {
        const plain = attempt(input, { preset })
        const result = attempt(input, { preset, unwrap: true })
        if (result === undefined || !result.changes.some((c) => c.type === 'unwrap-redirect')) {
          expect(result).toEqual(plain)
          return
        }
        expect(result.url).toMatch(/^https?:\/\//i)
        expect(new URL(result.url).protocol).toMatch(/^https?:$/)
      }),
      { numRuns: RUNS }
    )
  })

  it('is idempotent with unwrap', () => {
    fc.assert(
      fc.property(fc.oneof(wrapped, urlish), fc.constantFrom(...presetNames), (input, preset) => {
        const options = { preset, unwrap: true }
        const once = attempt(input, options)
        if (once === undefined) return
        const twice = canonicalize(once.url, options)
        expect({ url: twice.url, changes: twice.changes }).toEqual({ url: once.url, changes: [] }) // (notes may say why a key stays)
      }),
      { numRuns: RUNS }
    )
  })
})

describe('unwrap and signed URLs', () => {
  const signed =
    'https://bucket.s3.amazonaws.com/f.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc&utm_source=x'

  it('a signed target is left as the guard says: byte for byte, with its note', () => {
    const result = unwrapMinimal(`https://www.google.com/url?q=${enc(signed)}`)
    expect(result.url).toBe(signed)
    expect(result.changes.map((c) => c.type)).toEqual(['unwrap-redirect'])
    expect(result.notes?.map((n) => n.type)).toEqual(['signed-url'])
  })

  it('a wrapper that carries a signature parameter itself is not unwrapped', () => {
    const input = `https://www.google.com/url?q=${enc('https://example.com/?utm_source=x')}&X-Amz-Signature=abc`
    expect(unwrapMinimal(input).url).toBe(input)
  })
})
