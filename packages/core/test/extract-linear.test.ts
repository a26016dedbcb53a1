// Adversarial inputs of about 1 MB each: a scanner that is not linear would take hours on
// them. The only time assertion is that each finishes (a generous timeout).
import { extractUrls } from '@linkcanon/core'
import { describe, expect, it } from 'vitest'

const MB = 1 << 20
const fill = (unit: string, size = MB) => unit.repeat(Math.ceil(size / unit.length))
const TIMEOUT = 120_000

/** Spans exact and in order: a cheap check that the result is sane, whatever it is. */
function checkSpans(text: string): number {
  const found = extractUrls(text)
  let last = 0
  const bad = found.filter(({ url, start, end }) => {
    const wrong = start < last || text.slice(start, end) !== url
    last = end
    return wrong
  })
  expect(bad).toEqual([])
  return found.length
}

const cases: Array<[string, string]> = [
  ['one label of 1 MB with no dots', 'http://' + fill('a')],
  ['one label of 1 MB, then a dot', 'http://' + fill('a') + '.com/'],
  ['1 MB of digits as a host', 'http://' + fill('9')],
  ['a long hyphen run in a host', 'http://a' + fill('-') + 'b.com'],
  ['hyphen runs between letters', 'http://' + fill('a-')],
  ['1 MB of dotted one-letter labels', 'http://' + fill('a.')],
  ['1 MB of dotted numbers (IPv4 check)', 'http://' + fill('1.')],
  ['1 MB of dotted hex numbers', 'http://' + fill('0x1.')],
  ['`http://` repeated', fill('http://')],
  ['`https://a.` repeated', fill('https://a.')],
  ['`http://a.com/` repeated', fill('http://a.com/')],
  ['`xhttp://` repeated', fill('xhttp://')],
  ['`http:/` repeated', fill('http:/')],
  ['`://` repeated', fill('://')],
  ['`h` repeated, then a scheme', fill('h') + 'ttp://a.com'],
  ['`(` repeated inside a path', 'http://a.com/' + fill('(')],
  ['`)` repeated after a path', 'http://a.com/' + fill(')')],
  ['`(` and `)` alternating', 'http://a.com/' + fill('()')],
  ['`[` repeated inside a path', 'http://a.com/' + fill('[')],
  ['`]` repeated', 'http://a.com/' + fill(']')],
  ['`(` repeated, each a new URL', fill('(http://a.com/')],
  ['a 1 MB punctuation run after a path', 'http://a.com/x' + fill('.,;:!?*')],
  ['a 1 MB quote run after a path', 'http://a.com/x' + fill("'")],
  ['quotes and punctuation mixed', 'http://a.com/x' + fill("'.")],
  ['a 1 MB path', 'http://a.com/' + fill('ab/')],
  ['a 1 MB port', 'http://a.com:' + fill('1')],
  ['`:` runs after a host', 'http://a.com' + fill(':')],
  ['user info without `@`', 'http://' + fill('a:')],
  ['`@` repeated', 'http://' + fill('a@')],
  ['`http://a@` repeated', fill('http://a@')],
  ['`http://a_` repeated', fill('http://a_')],
  ['`http://a:` repeated', fill('http://a:')],
  ['an unclosed IPv6 literal', 'http://[' + fill(':')],
  ['`http://[` repeated', fill('http://[::1')],
  ['Korean text between schemes', fill('http://가')],
  ['a 1 MB underscore run after an emphasized host', '_http://a.com' + fill('_')],
  ['a 1 MB underscore run after an emphasized path', '_http://a.com/x' + fill('_')],
  ['`_http://a_` repeated', fill('_http://a_')],
  ['1 MB of prose with no URL', fill('The quick brown fox: jumps over (the lazy) dog. ')]
]

describe('linear time on adversarial 1 MB inputs', () => {
  for (const [name, text] of cases) {
    it(`finishes: ${name}`, { timeout: TIMEOUT }, () => {
      expect(text.length).toBeGreaterThanOrEqual(MB)
      expect(checkSpans(text)).toBeGreaterThanOrEqual(0)
    })
  }

  it('finds every URL of a 1 MB run of them', { timeout: TIMEOUT }, () => {
    const text = fill('https://example.com/a?b=1 ')
    expect(checkSpans(text)).toBe(text.length / 'https://example.com/a?b=1 '.length)
  })
})
