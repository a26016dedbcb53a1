import { describe, expect, it } from 'vitest'
import { canonicalize, type PresetName } from '../src/index.js'

const run = (url: string, preset: PresetName, builtinKeep = true) => canonicalize(url, { preset, builtinKeep })

describe('functional ref (a pin, not a referral)', () => {
  const sources: Array<[string, string, string]> = [
    ['terraform module', 'https://github.com/org/infra.git//modules/vpc?ref=v1.4.0', 'git-source'],
    ['terraform, branch name', 'https://example.com/org/infra.git?ref=feature-x', 'git-source'],
    [
      'kustomize remote base',
      'https://github.com/kubernetes-sigs/kustomize//examples/multibases?ref=topic',
      'git-source'
    ],
    ['github enterprise api', 'https://ghe.example.com/api/v3/repos/o/r/contents/a.md?ref=topic', 'code-host-api'],
    [
      'github api by repository id',
      'https://api.github.com/repositories/1300192/contents/a.md?ref=topic',
      'code-host-api'
    ],
    [
      'gitlab under a subpath',
      'https://example.com/gitlab/api/v4/projects/12/repository/files/a/raw?ref=topic',
      'code-host-api'
    ],
    ['gitlab new pipeline', 'https://gitlab.com/g/p/-/pipelines/new?ref=topic', 'code-host-api']
  ]
  for (const [name, url, reason] of sources) {
    it(`${name}: kept by minimal and share, with a note`, () => {
      for (const preset of ['minimal', 'share'] as const) {
        const result = run(url + '&utm_source=x', preset)
        expect(new URL(result.url).searchParams.get('ref')).toBe(new URL(url).searchParams.get('ref'))
        expect(result.changes.map((change) => change.key)).toEqual(['utm_source'])
        expect(result.notes).toEqual([
          { type: 'kept-param', key: 'ref', reason, message: expect.stringContaining('Kept "ref"') as unknown }
        ])
      }
      expect(run(url, 'minimal', false).url).not.toContain('ref=')
    })
  }

  const versions = [
    'v1.4.0',
    '1.2.3',
    '2.0.0-rc.1',
    'v2',
    'a1b2c3d',
    '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
    'main',
    'master',
    'develop',
    'release/1.x',
    'refs/heads/main',
    'tags/v1'
  ]
  for (const value of versions) {
    it(`minimal keeps ref=${value} anywhere (a version, branch or commit); share removes it`, () => {
      const url = `https://example.com/docs?ref=${encodeURIComponent(value)}`
      expect(run(url, 'minimal')).toMatchObject({
        url,
        changes: [],
        notes: [{ type: 'kept-param', reason: 'version-like' }]
      })
      expect(run(url, 'share').url).toBe('https://example.com/docs')
    })
  }

  for (const value of ['xyz', 'home', 'twitter', 'newsletter', '1', '12345678', 'deadbeef', 'abcdefgh']) {
    it(`ref=${value} is a referral: removed by minimal`, () => {
      expect(run(`https://example.com/p?ref=${value}`, 'minimal').url).toBe('https://example.com/p')
    })
  }

  it("seed 000's own example still loses ref=xyz under share", () => {
    expect(canonicalize('https://example.com/blog/?utm_source=news&ref=xyz&b=2&a=1').url).toBe(
      'https://example.com/blog?a=1&b=2'
    )
  })

  it('a trailing // is no subdirectory (idempotence: share strips it)', () => {
    expect(run('http://example.com//?ref=x', 'share').url).toBe('http://example.com/')
  })
})

describe('functional ref and the ;-joined pair of minimal (issue 14 merge)', () => {
  it('a kept ref keeps its whole segment, ; and the pair after it included', () => {
    const result = run('https://e.com/p?ref=v1.4.0;a=2&utm_source=x', 'minimal')
    expect(result.url).toBe('https://e.com/p?ref=v1.4.0;a=2')
    expect(result.notes?.map((note) => note.reason)).toEqual(['version-like'])
  })

  it('a removed ref still leaves the pair after its ; (the fix of minimal)', () => {
    expect(run('https://e.com/p?ref=promo;a=2&b=3', 'minimal').url).toBe('https://e.com/p?a=2&b=3')
    expect(run('https://e.com/p?ref=v1.4.0;a=2', 'minimal', false).url).toBe('https://e.com/p?a=2')
  })
})
