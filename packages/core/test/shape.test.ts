// The hand-written scan: where the parts are, and which URLs may skip the platform parser.
import { describe, expect, it } from 'vitest'
import { hasDotSegment, resolveDotSegments } from '../src/parse/dot-segments.js'
import { scan } from '../src/parse/scan.js'
import { httpSchemeEnd } from '../src/parse/scheme.js'

function shapeOf(input: string, authorityOnly = false) {
  return scan(input, httpSchemeEnd(input), authorityOnly)
}

describe('scan', () => {
  it('locates the parts', () => {
    const input = 'https://Example.com:8080/a/b?x=1&y=2#top?z'
    const s = shapeOf(input)
    expect(input.slice(s.hostStart, s.hostEnd)).toBe('Example.com')
    expect(input.slice(s.portStart, s.pathEnd)).toBe('8080')
    expect(input.slice(s.pathEnd, s.queryStart)).toBe('/a/b')
    expect(input.slice(s.queryStart + 1, s.hashStart)).toBe('x=1&y=2')
    expect(input.slice(s.hashStart + 1)).toBe('top?z')
    expect(s.simple).toBe(true)
    expect(shapeOf('http://a.com/p#f?q')).toMatchObject({ queryStart: -1, hashStart: 14, simple: true })
    expect(shapeOf('http://a.com/p%20q?x#f')).toMatchObject({ queryStart: 18, hashStart: 20, simple: true })
  })

  it('finds the query and fragment also when the path is not simple', () => {
    const input = 'http://a.com/a b/./c?q=1#f'
    const s = shapeOf(input)
    expect(s.simple).toBe(false)
    expect(input.slice(s.queryStart + 1, s.hashStart)).toBe('q=1')
  })

  const hosts: Array<[host: string, simple: boolean]> = [
    ['example.com', true],
    ['EXAMPLE.com.', true],
    ['a-b.c_d.org', true],
    ['localhost', true],
    ['x.0x1g', true],
    ['a1.b2', true],
    ['1.2.3.4', false],
    ['a.1', false],
    ['a.0x1f', false],
    ['a.0X', false],
    ['a.09.', false],
    ['a..b', false],
    ['.a.com', false],
    ['a.com..', false],
    ['xn--bcher-kva.de', false],
    ['a.XN--bcher-kva.de', false],
    ['a.xn--a', false]
  ]
  for (const [host, simple] of hosts) {
    it(`host ${JSON.stringify(host)} is ${simple ? '' : 'not '}simple, as the URL parser keeps it ${simple ? 'as written' : 'or not'}`, () => {
      const input = `http://${host}/p`
      expect(shapeOf(input).simple).toBe(simple)
      if (simple) expect(new URL(input).hostname).toBe(host.toLowerCase())
    })
  }

  const paths: Array<[path: string, simple: boolean]> = [
    ['/a/b/', true],
    ["/~u/(x)*|a'b^c[d]", true],
    ['/a%2Fb', true],
    // Dot segments: simple, resolved by `resolveDotSegments` (flagged by `dots`).
    ['/.well-known', true],
    ['/a/./b', true],
    ['/a/%2e%2E/b', true],
    ['/a b', false],
    ['/a\\b', false],
    ['/{x}', false],
    ['/é', false],
    ['/a`b', false]
  ]
  for (const [path, simple] of paths) {
    it(`path ${JSON.stringify(path)} is ${simple ? '' : 'not '}simple`, () => {
      expect(shapeOf(`http://a.com${path}?q=1`).simple).toBe(simple)
      if (simple)
        expect(new URL(`http://a.com${path}`).pathname).toBe(hasDotSegment(path) ? resolveDotSegments(path) : path)
    })
  }

  for (const [path, dots] of [
    ['/a/./b', true],
    ['/a/%2e%2E/b', true],
    ['/.well-known', true],
    ['/a/b.c/d', false],
    ['/a%2e/b', false]
  ] as const) {
    it(`path ${JSON.stringify(path)} ${dots ? 'may hold' : 'holds no'} dot segment`, () => {
      expect(shapeOf(`http://a.com${path}`).dots).toBe(dots)
    })
  }

  // Node 20's parser leaves some dot segments unresolved (`/a/.a/..`); the engine resolves what it leaves.
  for (const path of [
    '/a/./b',
    '/a/%2e%2E/b',
    '/..',
    '/a/..',
    '/a/b/.',
    '/./',
    '/a/.%2E/b/%2e./c',
    '/a//../b',
    '/%2E',
    '/a/b/c/../../d',
    '/.a/..'
  ]) {
    it(`resolveDotSegments(${JSON.stringify(path)}) is the parser's path`, () => {
      expect(resolveDotSegments(path)).toBe(new URL(`http://a.com${path}`).pathname)
    })
  }
  for (const [path, resolved] of [
    ['/a/.a/..', '/a/'],
    ['/a/.a/./b', '/a/.a/b'],
    ['/x/.well-known/..', '/x/']
  ] as const) {
    it(`resolveDotSegments(${JSON.stringify(path)}) follows the URL Standard where Node 20's parser does not`, () => {
      expect(resolveDotSegments(path)).toBe(resolved)
    })
  }

  const fragments: Array<[fragment: string, simple: boolean]> = [
    ['top', true],
    ['/r?x=1&y={2}|\\', true],
    ['a b', false],
    ['x`y', false],
    ['é', false],
    ['<a>', false]
  ]
  for (const [fragment, simple] of fragments) {
    it(`fragment ${JSON.stringify(fragment)} is ${simple ? '' : 'not '}simple`, () => {
      expect(shapeOf(`http://a.com/p#${fragment}`).simple).toBe(simple)
      if (simple) expect(new URL(`http://a.com/p#${fragment}`).hash).toBe('#' + fragment)
    })
  }

  it('with authorityOnly, checks only user info, host characters and port', () => {
    expect(shapeOf('http://a..b/a b', true).simple).toBe(true)
    expect(shapeOf('http://a.com:99999/', true).simple).toBe(false)
    expect(shapeOf('http://u@a.com/', true).simple).toBe(false)
  })
})
