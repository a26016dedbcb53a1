import { DirectiveSet, findDirectives } from '@linkcanon/core/directives'
import { describe, expect, it } from 'vitest'

describe('findDirectives', () => {
  it('reads each comment form with its keys', () => {
    const text = [
      '<!-- linkcanon-disable -->',
      'x <!-- linkcanon-disable-line utm_source, fbclid -->',
      '{/* linkcanon-disable-next-line gclid -- a pinned campaign link */}',
      '<!-- linkcanon-enable -->'
    ].join('\n')
    const { directives, problems } = findDirectives(text, 'markdown')
    expect(problems).toEqual([])
    expect(directives.map(({ name, keys, line, column }) => ({ name, keys, line, column }))).toEqual([
      { name: 'disable', keys: [], line: 1, column: 1 },
      { name: 'disable-line', keys: ['utm_source', 'fbclid'], line: 2, column: 3 },
      { name: 'disable-next-line', keys: ['gclid'], line: 3, column: 1 },
      { name: 'enable', keys: [], line: 4, column: 1 }
    ])
    expect(text.slice(directives[1]!.start, directives[1]!.end)).toBe(
      '<!-- linkcanon-disable-line utm_source, fbclid -->'
    )
  })

  it('in Markdown, a disable-next-line alone on its line covers the next non-blank line that is not only directives', () => {
    const text = [
      '<!-- linkcanon-disable-next-line -->',
      '',
      '{/* linkcanon-disable-next-line utm_source */}',
      '',
      '  ',
      'link here',
      'text <!-- linkcanon-disable-next-line -->',
      '',
      'not covered'
    ].join('\r\n')
    const { directives } = findDirectives(text, 'markdown')
    expect(directives.map((d) => [d.line, d.target])).toEqual([
      [1, 6],
      [3, 6],
      [7, undefined]
    ])
    const set = new DirectiveSet(directives)
    expect(set.check(6, ['utm_source'])).toEqual({ type: 'suppress' })
    expect(set.check(9, undefined)).toEqual({ type: 'report' })
    // Outside Markdown, the next line of the file, as in ESLint.
    expect(findDirectives('<!-- linkcanon-disable-next-line -->\n\nx', 'markup').directives[0]!.target).toBeUndefined()
    // At the end of the text it covers nothing.
    expect(findDirectives('<!-- linkcanon-disable-next-line -->\n\n', 'markdown').directives[0]!.target).toBe(4)
  })

  it('reads # comments in YAML, TOML and shell-like text, and HTML comments in markup', () => {
    const yaml = 'a: 1 # linkcanon-disable-line\n  # linkcanon-disable-next-line ref\nurl: x#linkcanon-disable\n'
    expect(findDirectives(yaml, 'hash').directives.map((d) => [d.name, d.keys, d.line])).toEqual([
      ['disable-line', [], 1],
      ['disable-next-line', ['ref'], 2]
    ])
    expect(findDirectives('<p><!--linkcanon-disable-next-line--></p>', 'markup').directives).toHaveLength(1)
    // A # in Markdown is a heading, not a comment.
    expect(findDirectives('# linkcanon-disable\n', 'markdown').directives).toEqual([])
  })

  it('skips fenced code and code spans in Markdown', () => {
    const text =
      '```md\n<!-- linkcanon-disable -->\n```\n`<!-- linkcanon-disable -->`\n~~~\n{/* linkcanon-disable */}\n~~~\n'
    expect(findDirectives(text, 'markdown')).toEqual({ directives: [], problems: [] })
  })

  it('names unknown directives and keys on enable as problems', () => {
    const { directives, problems } = findDirectives(
      '<!-- linkcanon-disabel -->\n<!-- linkcanon-enable ref -->\n',
      'markdown'
    )
    expect(directives).toEqual([])
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^Unknown directive "linkcanon-disabel"/),
      expect.stringMatching(/"linkcanon-enable" takes no keys/)
    ])
  })

  it('is linear: a long line of openers without closers is quick to read', () => {
    for (const piece of ['<!-- linkcanon-disable ', '{/* linkcanon-disable ', '/* */ ', '# linkcanon-x ']) {
      // A quadratic scan takes tens of seconds here and trips the test's timeout.
      const text = piece.repeat(20000)
      expect(findDirectives(text, 'markdown').directives).toEqual([])
      expect(findDirectives(text, 'hash').directives.length).toBeLessThanOrEqual(1)
    }
  })
})

describe('DirectiveSet', () => {
  const set = () =>
    new DirectiveSet(
      findDirectives(
        [
          '<!-- linkcanon-disable-next-line -->',
          'a',
          'b <!-- linkcanon-disable-line utm_source -->',
          '<!-- linkcanon-disable -->',
          'c',
          '<!-- linkcanon-enable -->',
          'd',
          '<!-- linkcanon-disable-next-line fbclid -->',
          'e'
        ].join('\n'),
        'markdown'
      ).directives
    )

  it('covers the next line, its own line, and a disable … enable range', () => {
    const directives = set()
    expect(directives.check(2, ['utm_source'])).toEqual({ type: 'suppress' })
    expect(directives.check(3, ['utm_source'])).toEqual({ type: 'suppress' })
    expect(directives.check(3, ['utm_source', 'gclid'])).toEqual({ type: 'keep', keys: ['utm_source'] })
    expect(directives.check(3, undefined)).toEqual({ type: 'report' })
    expect(directives.check(5, undefined)).toEqual({ type: 'suppress' })
    expect(directives.check(7, ['utm_source'])).toEqual({ type: 'report' })
    expect(directives.check(9, ['gclid'])).toEqual({ type: 'report' })
    expect(directives.unused().map((directive) => directive.line)).toEqual([8])
  })

  it('an unclosed disable runs to the end of the file', () => {
    const directives = new DirectiveSet(findDirectives('x\n<!-- linkcanon-disable -->\n', 'markdown').directives)
    expect(directives.check(1_000_000, ['a'])).toEqual({ type: 'suppress' })
    expect(directives.check(1, ['a'])).toEqual({ type: 'report' })
  })
})
