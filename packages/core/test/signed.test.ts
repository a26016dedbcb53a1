import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalize, LinkcanonError, type CanonicalizeOptions } from '../src/index.js'
import { createRunner } from '../src/internal.js'
import { RUNS, rawQuerySegments } from './arbitraries.js'

/** One signed URL of each kind, each with a tracker that a preset would otherwise remove. */
const signed: Record<string, { url: string; key: string }> = {
  's3 v4': {
    url: 'https://Bucket.s3.amazonaws.com/photos/cat.jpg/?utm_source=mail&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%2F20260101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260101T000000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=fe5f80f77d5fa3beca038a248ff027d0445342fe2855ddc963176630326f1024',
    key: 'X-Amz-Signature'
  },
  's3 v4, lower-case keys': {
    url: 'https://bucket.s3.amazonaws.com/k?x-amz-signature=abc&b=1&utm_medium=x&a=2',
    key: 'x-amz-signature'
  },
  's3 legacy': {
    url: 'https://bucket.s3.amazonaws.com/k?AWSAccessKeyId=AKIA&Expires=1700000000&Signature=vjbyPxybdZaNmGa%2ByT272YEAiv4%3D&utm_source=x',
    key: 'Signature'
  },
  gcs: {
    url: 'https://storage.googleapis.com/b/o?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Signature=0a1b&utm_source=x',
    key: 'X-Goog-Signature'
  },
  'gcs v2': {
    url: 'https://storage.googleapis.com/b/o?GoogleAccessId=sa%40p.iam&Expires=1&Signature=abc%3D&fbclid=1',
    key: 'Signature'
  },
  'cloudfront key pair': {
    url: 'https://d111111abcdef8.cloudfront.net/v.mp4?Expires=1&Signature=abc~&Key-Pair-Id=K2J&utm_source=x',
    key: 'Signature'
  },
  'cloudfront policy': {
    url: 'https://d111111abcdef8.cloudfront.net/v.mp4?Policy=eyJ&Signature=abc~&utm_campaign=y',
    key: 'Signature'
  },
  'azure sas': {
    url: 'https://acct.blob.core.windows.net/c/b.txt?sv=2022-11-02&se=2026-01-01&sr=b&sp=r&sig=abc%3D&gclid=1',
    key: 'sig'
  }
}

describe('signed URLs', () => {
  for (const [name, { url, key }] of Object.entries(signed)) {
    it(`${name}: minimal leaves every byte, with a note`, () => {
      const result = canonicalize(url, { preset: 'minimal' })
      expect(result.url).toBe(url)
      expect(result.changes).toEqual([])
      expect(result.notes).toEqual([
        { type: 'signed-url', key, message: expect.stringContaining(`"${key}"`) as unknown }
      ])
    })

    it(`${name}: share leaves the query and the path, lowercases the host`, () => {
      const result = canonicalize(url, { preset: 'share' })
      const before = new URL(url)
      const after = new URL(result.url)
      expect(after.search).toBe(before.search)
      expect(after.pathname).toBe(before.pathname)
      expect(after.hostname).toBe(before.hostname.toLowerCase())
      expect(result.changes.map((change) => change.type)).not.toContain('remove-param')
      expect(result.changes.map((change) => change.type)).not.toContain('sort-params')
      expect(result.changes.map((change) => change.type)).not.toContain('reencode-query')
      expect(result.notes?.map((note) => note.type)).toEqual(['signed-url'])
    })

    it(`${name}: cache-key still strips and sorts (a cache key is not followed), without a note`, () => {
      const result = canonicalize(url, { preset: 'cache-key' })
      expect(result.url).not.toBe(url)
      expect(result.notes).toBeUndefined()
    })
  }

  it('share reports the host change of a signed URL and nothing of its query', () => {
    const { url, changes } = canonicalize('HTTP://Bucket.S3.amazonaws.com:80/k/?X-Amz-Signature=1&utm_source=x', {
      preset: 'share',
      forceHttps: true
    })
    expect(url).toBe('https://bucket.s3.amazonaws.com/k/?X-Amz-Signature=1&utm_source=x')
    expect(changes.map((change) => change.type)).toEqual([
      'lowercase-scheme',
      'force-https',
      'lowercase-host',
      'remove-default-port'
    ])
  })

  it('minimal leaves a signed URL byte for byte even with forceHttps', () => {
    const url = 'http://b.s3.amazonaws.com/k?X-Amz-Signature=1'
    expect(canonicalize(url, { preset: 'minimal', forceHttps: true })).toMatchObject({ url, changes: [] })
  })

  it('a signed URL without a tracker has no note (nothing was held back)', () => {
    expect(canonicalize('https://b.s3.amazonaws.com/k?X-Amz-Signature=1', { preset: 'minimal' })).toEqual({
      url: 'https://b.s3.amazonaws.com/k?X-Amz-Signature=1',
      changes: []
    })
  })

  it('a lone Signature or sig is no signature (the pair is needed)', () => {
    expect(canonicalize('https://e.com/?Signature=1&utm_source=x', { preset: 'minimal' }).url).toBe(
      'https://e.com/?Signature=1'
    )
    expect(canonicalize('https://e.com/?sig=1&utm_source=x', { preset: 'minimal' }).url).toBe('https://e.com/?sig=1')
    expect(canonicalize('https://e.com/?sig=1&SE=2&utm_source=x', { preset: 'minimal' }).notes?.[0]?.key).toBe('sig')
  })

  it('a signature after a `;` counts (servers that split pairs at `;`): minimal and share leave the query', () => {
    const urls = [
      'https://b.s3.amazonaws.com/k?utm_source=x;X-Amz-Signature=abc&X-Amz-Credential=c',
      'https://b.s3.amazonaws.com/k?X-Amz-Credential=c;X-Amz-Signature=abc&utm_source=x',
      'https://b.s3.amazonaws.com/k?a;X-Amz-Signature=abc&utm_source=x',
      'https://acct.blob.core.windows.net/c/b?sv=1;se=2;sig=abc&gclid=1'
    ]
    for (const url of urls) {
      expect(canonicalize(url, { preset: 'minimal' })).toMatchObject({ url, changes: [] })
      const shared = canonicalize(url, { preset: 'share' })
      expect(new URL(shared.url).search).toBe(new URL(url).search)
      expect(shared.notes?.map((note) => note.type)).toEqual(['signed-url'])
      for (const fastPath of [true, false])
        expect(createRunner({ preset: 'share' }, 'share', { fastPath })(url)).toEqual(shared)
    }
    // A `;` alone signs nothing: the tracker still goes.
    expect(canonicalize('https://e.com/p?a=1;b=2&utm_source=x', { preset: 'minimal' }).url).toBe(
      'https://e.com/p?a=1;b=2'
    )
  })

  it('finds percent-encoded signature keys', () => {
    const url = 'https://b.s3.amazonaws.com/k?X-Amz-Signatur%65=1&utm_source=x'
    expect(canonicalize(url, { preset: 'minimal' }).url).toBe(url)
  })

  it('finds a signature key however its first character is written (the finder skips other keys by it)', () => {
    const options: CanonicalizeOptions = {
      preset: 'minimal',
      signedParams: ['_token', 'a b', { key: 'kid', with: ['sig2'] }]
    }
    for (const url of [
      'https://b.s3.amazonaws.com/k?%58-Amz-Signature=1&utm_source=x', // an escape first
      'https://b.s3.amazonaws.com/k?x-AMZ-signature=1&utm_source=x',
      'https://cdn.e.com/a?utm_source=x&_TOKEN=1',
      'https://cdn.e.com/a?a+b=1&utm_source=x', // `+` is a space
      'https://cdn.e.com/a?\u212Aid=1&sig2=2&utm_source=x' // the Kelvin sign lower-cases to `k`
    ]) {
      expect(canonicalize(url, options), url).toMatchObject({ url, changes: [], notes: [{ type: 'signed-url' }] })
    }
  })

  it('signedParams adds keys and key combinations (case-insensitive)', () => {
    const options: CanonicalizeOptions = {
      preset: 'minimal',
      signedParams: ['token_sig', { key: 'hmac', with: ['expires'] }]
    }
    for (const url of [
      'https://cdn.e.com/a?TOKEN_SIG=1&utm_source=x',
      'https://cdn.e.com/a?hmac=1&Expires=2&utm_source=x'
    ]) {
      expect(canonicalize(url, options)).toMatchObject({ url, changes: [], notes: [{ type: 'signed-url' }] })
    }
    expect(canonicalize('https://cdn.e.com/a?hmac=1&utm_source=x', options).url).toBe('https://cdn.e.com/a?hmac=1')
    // The built-ins stay.
    expect(canonicalize(signed.gcs!.url, options).url).toBe(signed.gcs!.url)
  })

  it('rejects bad signedParams with invalid-options', () => {
    for (const bad of [
      'x',
      [''],
      [1],
      [{ key: '' }],
      [{ key: 'a', with: [] }],
      [{ key: 'a', with: 'b' }],
      [{ key: 'a', extra: 1 }],
      false
    ]) {
      expect(() => canonicalize('https://e.com/', { signedParams: bad as never })).toThrow(LinkcanonError)
    }
  })

  it('property: any query around a signature is left as is by minimal, and share keeps it and is idempotent', () => {
    fc.assert(
      fc.property(
        rawQuerySegments,
        fc.nat(7),
        fc.constantFrom('X-Amz-Signature=a', 'x-goog-signature=b'),
        (segments, at, signature) => {
          const texts = segments.map((segment) => segment.text)
          texts.splice(Math.min(at, texts.length), 0, signature)
          const url = `https://Bucket.example.com/a/?${texts.join('&')}`
          expect(canonicalize(url, { preset: 'minimal' }).url).toBe(url)
          const shared = canonicalize(url, { preset: 'share' })
          expect(new URL(shared.url).search).toBe(new URL(url).search)
          const again = canonicalize(shared.url, { preset: 'share' })
          expect({ url: again.url, changes: again.changes }).toEqual({ url: shared.url, changes: [] })
        }
      ),
      { numRuns: Math.min(RUNS, 2000) }
    )
  })
})

describe('signed URLs and functional ref: the fast route gives what the parser route gives', () => {
  const urls = [
    ...Object.values(signed).map((entry) => entry.url),
    'https://Example.com/a/?X-Amz-Signature=1&utm_source=x&b=2&a=1',
    'https://github.com/org/infra.git//modules/vpc?ref=v1.4.0&utm_source=x',
    'https://example.com/gitlab/api/v4/projects/1/x?b=1&ref=main&a=2',
    'https://example.com/p/?ref=v1.4.0&b=1&a=2'
  ]
  for (const preset of ['share', 'minimal', 'cache-key'] as const) {
    const fast = createRunner({ preset }, 'share', { fastPath: true })
    const slow = createRunner({ preset }, 'share', { fastPath: false })
    for (const url of urls) {
      it(`${preset}: ${url}`, () => {
        expect(slow(url)).toEqual(fast(url))
      })
    }
  }
})
