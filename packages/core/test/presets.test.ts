// Every rule of SPEC's preset sections.
import { canonicalize, LinkcanonError, type CanonicalizeOptions } from '@linkcanon/core'
import { removedKeys } from '@linkcanon/core/messages'
import { describe, expect, it } from 'vitest'

const codeOf = (input: string, options?: CanonicalizeOptions): string | undefined => {
  try {
    canonicalize(input, options)
  } catch (error) {
    expect(error).toBeInstanceOf(LinkcanonError)
    return (error as LinkcanonError).code
  }
  return undefined
}
const types = (input: string, options?: CanonicalizeOptions) => canonicalize(input, options).changes.map((c) => c.type)

describe('share', () => {
  it('1. prepends http:// to scheme-less input (add-scheme), also to //host', () => {
    expect(canonicalize('example.com').url).toBe('http://example.com/')
    expect(canonicalize('localhost:8080/x').url).toBe('http://localhost:8080/x')
    expect(canonicalize('//example.com/x').url).toBe('http://example.com/x')
    expect(types('example.com/x')).toEqual(['add-scheme'])
  })

  it('1. rejects other schemes with unsupported-scheme, never prefixing them', () => {
    for (const input of [
      'ftp://example.com/',
      'javascript:alert(1)',
      'mailto:a@example.com',
      'file:///etc/passwd',
      'data:text/plain,x'
    ]) {
      expect(codeOf(input)).toBe('unsupported-scheme')
    }
  })

  it('1. lowercases an upper-case scheme (lowercase-scheme)', () => {
    expect(canonicalize('HTTP://example.com/a').url).toBe('http://example.com/a')
    expect(types('HTTP://example.com/a')).toEqual(['lowercase-scheme'])
  })

  it('2. lowercases the host (lowercase-host) and removes default ports (remove-default-port)', () => {
    const { url, changes } = canonicalize('https://WWW.Example.COM:443/x')
    expect(url).toBe('https://www.example.com/x')
    expect(changes.map((c) => c.type)).toEqual(['lowercase-host', 'remove-default-port'])
    expect(changes[1]).toMatchObject({ port: '443' })
  })

  it('3. removes the trailing slash; a run of slashes goes whole so a second run changes nothing', () => {
    expect(canonicalize('https://example.com/a/').url).toBe('https://example.com/a')
    expect(canonicalize('https://example.com/a//').url).toBe('https://example.com/a')
    expect(canonicalize('https://example.com//').url).toBe('https://example.com/')
    expect(canonicalize('https://example.com/a//b/').url).toBe('https://example.com/a//b')
  })

  it('4. is case-sensitive about trackers', () => {
    expect(canonicalize('https://e.com/?Ref=1&UTM_source=2&utm_SOURCE=3').url).toBe('https://e.com/?Ref=1&UTM_source=2')
  })

  it('4. matches keys after decoding, as URLSearchParams does', () => {
    expect(canonicalize('https://e.com/?utm%5Fsource=1&a=2').url).toBe('https://e.com/?a=2')
  })

  it('5. serializes as URLSearchParams: spaces as +, ?flag as flag=, reencode-query listed', () => {
    expect(canonicalize('https://e.com/?q=a%20b').url).toBe('https://e.com/?q=a+b')
    expect(canonicalize('https://e.com/?flag').url).toBe('https://e.com/?flag=')
    expect(types('https://e.com/?flag')).toEqual(['reencode-query'])
    expect(types('https://e.com/?q=a+b')).toEqual([])
  })

  it('5. sorts stably by key (equal keys keep their order)', () => {
    expect(canonicalize('https://e.com/?b=2&a=z&a=y').url).toBe('https://e.com/?a=z&a=y&b=2')
  })

  it('5. leaves no ? when the query ends empty', () => {
    expect(canonicalize('https://e.com/p?utm_source=x').url).toBe('https://e.com/p')
    expect(canonicalize('https://e.com/p?').url).toBe('https://e.com/p')
    expect(types('https://e.com/p?utm_source=x')).toEqual(['remove-param'])
  })

  it('6. forceHttps is off by default and switches http to https when on, dropping a now-default :443', () => {
    expect(canonicalize('http://e.com/').url).toBe('http://e.com/')
    expect(canonicalize('http://e.com:443/', { forceHttps: true }).url).toBe('https://e.com/')
    expect(types('http://e.com:443/', { forceHttps: true })).toEqual(['force-https', 'remove-default-port'])
    expect(types('https://e.com/', { forceHttps: true })).toEqual([])
  })

  it('7. keeps the fragment', () => {
    expect(canonicalize('https://e.com/a/?utm_source=x#frag').url).toBe('https://e.com/a#frag')
  })

  it('8. throws a clear LinkcanonError for input that does not parse', () => {
    expect(codeOf('http://exa mple.com')).toBe('invalid-host')
    expect(codeOf('http://e.com:99999/')).toBe('invalid-port')
    expect(codeOf('http://e.com:8a/')).toBe('invalid-port')
    expect(codeOf('http://')).toBe('invalid-host')
    expect(codeOf('')).toBe('invalid-url')
    expect(codeOf(42 as unknown as string)).toBe('invalid-url')
    expect(() => canonicalize('http://exa mple.com')).toThrow(/exa mple\.com/)
  })

  it('8. rejects forbidden host code points itself, also percent-encoded (some browsers accept them)', () => {
    for (const input of ['not a url', 'http://a b/', 'http://exa%20mple.com/', 'http://a%3Cb.com/']) {
      expect(codeOf(input)).toBe('invalid-host')
    }
    expect(canonicalize('http://%41.com').url).toBe('http://a.com/')
  })

  it('resolves dot segments (resolve-dot-segments), punycodes hosts, keeps userinfo', () => {
    expect(canonicalize('https://e.com/a/./b/../c').url).toBe('https://e.com/a/c')
    expect(types('https://e.com/a/./b/../c')).toEqual(['resolve-dot-segments'])
    expect(canonicalize('https://bücher.example/').url).toBe('https://xn--bcher-kva.example/')
    expect(canonicalize('https://user:pw@e.com/').url).toBe('https://user:pw@e.com/')
  })

  it("resolves dot segments as the URL Standard does where Node 20's parser leaves them", () => {
    // The standard (and Chromium) resolve `..` after `.a`; Node 20's parser keeps `/a/.a/..`.
    expect(canonicalize('https://e.com/a/.a/..?x=1').url).toBe('https://e.com/a?x=1')
    expect(canonicalize('https://e.com/a/.a/./b').url).toBe('https://e.com/a/.a/b')
    expect(canonicalize('https://e.com/a/.a/%2E%2e/b', { preset: 'cache-key' }).url).toBe('https://e.com/a/b')
    expect(types('https://e.com/a/.a/./b')).toEqual(['resolve-dot-segments'])
  })
})

describe('cache-key', () => {
  const key = (input: string) => canonicalize(input, { preset: 'cache-key' })
  const keyTypes = (input: string) => key(input).changes.map((c) => c.type)

  it('requires http/https and names other schemes; a missing scheme is rejected, not prefixed', () => {
    expect(codeOf('javascript:alert(1)', { preset: 'cache-key' })).toBe('unsupported-scheme')
    expect(codeOf('example.com/a', { preset: 'cache-key' })).toBe('unsupported-scheme')
    expect(() => key('file:///x')).toThrow(/file/)
  })

  it('requires a host and a valid port', () => {
    expect(codeOf('http://:80/', { preset: 'cache-key' })).toBe('invalid-host')
    expect(codeOf('http://e.com:65536/', { preset: 'cache-key' })).toBe('invalid-port')
    expect(codeOf('http://e.com:-1/', { preset: 'cache-key' })).toBe('invalid-port')
  })

  it('lowercases scheme and host, removes the trailing dot(s)', () => {
    expect(key('HTTP://A.Example.COM../x').url).toBe('http://a.example.com/x')
    expect(keyTypes('http://example.com./x')).toEqual(['remove-trailing-dot'])
  })

  it('keeps IPv6 literals in brackets and removes default ports', () => {
    expect(key('http://[2001:DB8::1]:80/a').url).toBe('http://[2001:db8::1]/a')
    expect(key('https://[::1]:8443/').url).toBe('https://[::1]:8443/')
  })

  it('resolves dot segments, keeps // inside paths, empty path becomes /, strips the trailing slash', () => {
    expect(key('http://e.com/a/b/../c/./d').url).toBe('http://e.com/a/c/d')
    expect(key('http://e.com/a//b').url).toBe('http://e.com/a//b')
    expect(key('http://e.com').url).toBe('http://e.com/')
    expect(key('http://e.com/a/').url).toBe('http://e.com/a')
    expect(key('http://e.com/').url).toBe('http://e.com/')
  })

  it('drops userinfo (drop-userinfo) and the fragment (drop-fragment)', () => {
    expect(key('http://u:p@e.com/#x').url).toBe('http://e.com/')
    expect(keyTypes('http://u:p@e.com/#x')).toEqual(['drop-userinfo', 'drop-fragment'])
    expect(keyTypes('http://e.com/#')).toEqual(['drop-fragment'])
  })

  it('removes keys whose lower-cased form starts with utm_, gclid or fbclid', () => {
    expect(key('http://e.com/?UTM_Source=1&gclid=2&GCLID_x=3&fbclidfoo=4&ref=5').url).toBe('http://e.com/?ref=5')
  })

  it('sorts by key, then value, and re-encodes as form data', () => {
    expect(key('http://e.com/?b=2&a=2&a=1').url).toBe('http://e.com/?a=1&a=2&b=2')
    expect(key('http://e.com/?q=a%20b&flag').url).toBe('http://e.com/?flag=&q=a+b')
  })
})

describe('minimal', () => {
  const min = (input: string, options: CanonicalizeOptions = {}) =>
    canonicalize(input, { preset: 'minimal', ...options })

  it('removes only trackers; every other byte stays', () => {
    const input = 'HTTP://Example.COM:80/A/./b/?flag&utm_source=x&q=a%20b&Z=1&a=2#Frag'
    expect(min(input).url).toBe('HTTP://Example.COM:80/A/./b/?flag&q=a%20b&Z=1&a=2#Frag')
  })

  it('removing the last parameter removes the ?', () => {
    expect(min('https://e.com/a?utm_source=x').url).toBe('https://e.com/a')
    expect(min('https://e.com/a?utm_source=x#f').url).toBe('https://e.com/a#f')
    expect(min('https://e.com/a?utm_source=x&fbclid=y').url).toBe('https://e.com/a')
  })

  it('returns a URL without trackers unchanged, with no changes', () => {
    for (const input of ['https://e.com/a?b=1', 'https://e.com/a?', 'https://E.com:443/a/#x', 'http://e.com/?&&']) {
      expect(min(input)).toEqual({ url: input, changes: [] })
    }
  })

  it('keeps ref on code-hosting APIs (built-in exceptions), unless builtinKeep is false', () => {
    const github = 'https://api.github.com/repos/o/r/contents/README.md?ref=main'
    const gitlab = 'https://gitlab.example.org/api/v4/projects/1/repository/files/a/raw?ref=dev'
    const gitea = 'https://codeberg.org/api/v1/repos/o/r/contents/x?ref=main'
    for (const url of [github, gitlab, gitea]) expect(min(url).url).toBe(url)
    expect(min(github, { builtinKeep: false }).url).toBe('https://api.github.com/repos/o/r/contents/README.md')
    expect(min('https://github.com/o/r?ref=home').url).toBe('https://github.com/o/r')
  })

  it('rejects what is not an absolute http(s) URL', () => {
    expect(codeOf('/docs?utm_source=x', { preset: 'minimal' })).toBe('unsupported-scheme')
    expect(codeOf('mailto:a@b.c', { preset: 'minimal' })).toBe('unsupported-scheme')
    expect(codeOf('https:/e.com/?utm_source=x', { preset: 'minimal' })).toBe('invalid-url')
    expect(codeOf('https://e.com:x/?utm_source=x', { preset: 'minimal' })).toBe('invalid-port')
    expect(codeOf('https:///?utm_source=x', { preset: 'minimal' })).toBe('invalid-host')
  })

  it('takes forceHttps and touches only the scheme then', () => {
    expect(min('http://E.com/a/?b', { forceHttps: true }).url).toBe('https://E.com/a/?b')
  })
})

describe('options', () => {
  it('rejects unknown presets, unknown options and bad values with invalid-options', () => {
    expect(codeOf('https://e.com', { preset: 'nope' as 'share' })).toBe('invalid-options')
    expect(codeOf('https://e.com', { forceHTTPS: true } as CanonicalizeOptions)).toBe('invalid-options')
    expect(codeOf('https://e.com', { forceHttps: 'yes' as unknown as boolean })).toBe('invalid-options')
    expect(codeOf('https://e.com', { rules: [{ key: '' }] })).toBe('invalid-options')
    expect(codeOf('https://e.com', { rules: [{ key: '(', match: 'pattern' }] })).toBe('invalid-options')
  })
})

describe('removedKeys', () => {
  it('lists the keys of the removed parameters once each, in the order removed; other changes add none', () => {
    const { changes } = canonicalize('HTTP://E.com/b/?utm_source=a&ref=b&utm_source=c&x=1&fbclid=d')
    expect(removedKeys(changes)).toEqual(['utm_source', 'ref', 'fbclid'])
    expect(removedKeys(canonicalize('HTTP://E.com/b/').changes)).toEqual([])
  })
})
