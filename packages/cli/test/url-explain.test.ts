import { describe, expect, it } from 'vitest'
import { linkcanon } from './run.js'

describe('linkcanon url --explain and --unwrap', () => {
  it('prints each change under the URL, a removed parameter with the rule that fired', () => {
    const run = linkcanon([
      'url',
      '--explain',
      '--rules',
      'default,sessionid',
      'https://example.com/blog/?utm_source=news&sessionid=7&b=2&a=1'
    ])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      [
        'https://example.com/blog?a=1&b=2',
        '  remove-param: Removed tracking parameter "utm_source" (rule "utm_*" of set "default")',
        '  remove-param: Removed tracking parameter "sessionid" (rule "sessionid" of set "custom")',
        '  sort-params: Sorted the parameters by key',
        '  remove-trailing-slash: Removed the trailing slash',
        ''
      ].join('\n')
    )
  })

  it('says when nothing changed', () => {
    expect(linkcanon(['url', '--explain', 'https://example.com/a']).stdout).toBe(
      'https://example.com/a\n  (no change)\n'
    )
  })

  it('unwraps a redirect link with --unwrap, and explains the step', () => {
    const wrapped = 'https://www.google.com/url?q=https%3A%2F%2Fexample.com%2Fa%3Futm_source%3Dx%26b%3D1&sa=D'
    expect(linkcanon(['url', '--preset', 'minimal', '--unwrap', wrapped]).stdout).toBe('https://example.com/a?b=1\n')
    expect(linkcanon(['url', '--preset', 'minimal', wrapped]).stdout).toBe(wrapped + '\n')
    const explained = linkcanon(['url', '--preset', 'minimal', '--unwrap', '--explain', wrapped]).stdout.split('\n')
    expect(explained[1]).toBe(
      '  unwrap-redirect: Replaced the redirect link by its target "https://example.com/a?utm_source=x&b=1"'
    )
  })
})
