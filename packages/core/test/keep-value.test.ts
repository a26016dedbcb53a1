// Keep rules on a key and its value: the owner's own tag stays, the same key pasted with another value goes.
import { canonicalize, LinkcanonError, validateOptions, type CanonicalizeOptions } from '@linkcanon/core'
import { compileRules, resolveKeep, resolveRuleSets } from '@linkcanon/core/rules'
import { describe, expect, it } from 'vitest'

const min = (input: string, options: CanonicalizeOptions = {}) =>
  canonicalize(input, { preset: 'minimal', ...options }).url

const errorOf = (options: unknown): LinkcanonError | undefined => {
  try {
    validateOptions(options as CanonicalizeOptions)
    return undefined
  } catch (error) {
    return error as LinkcanonError
  }
}

describe('keep by value', () => {
  const astro: CanonicalizeOptions = { keep: [{ key: 'utm_source', value: 'astro' }] }

  it('keeps the key with that value only', () => {
    expect(min('https://e.com/guide?utm_source=astro&utm_medium=docs', astro)).toBe(
      'https://e.com/guide?utm_source=astro'
    )
    expect(min('https://e.com/?utm_source=chatgpt.com', astro)).toBe('https://e.com/')
    expect(min('https://e.com/?utm_source=astro-blog', astro)).toBe('https://e.com/')
    expect(min('https://e.com/?utm_source', astro)).toBe('https://e.com/')
  })

  it('compares the decoded value, in the same case unless caseSensitive is false', () => {
    expect(min('https://e.com/?utm_source=%61stro', astro)).toBe('https://e.com/?utm_source=%61stro')
    expect(min('https://e.com/?utm_source=Astro', astro)).toBe('https://e.com/')
    const folded: CanonicalizeOptions = { keep: [{ key: 'UTM_source', value: 'ASTRO', caseSensitive: false }] }
    expect(min('https://e.com/?utm_source=Astro', folded)).toBe('https://e.com/?utm_source=Astro')
  })

  it('takes exact, prefix and pattern values, and prefix or pattern keys', () => {
    const prefix: CanonicalizeOptions = { keep: [{ key: 'utm_source', value: 'astro', valueMatch: 'prefix' }] }
    expect(min('https://e.com/?utm_source=astro-blog&utm_source=x', prefix)).toBe(
      'https://e.com/?utm_source=astro-blog'
    )
    const pattern: CanonicalizeOptions = {
      keep: [{ key: 'utm_', match: 'prefix', value: '^(astro|starlight)$', valueMatch: 'pattern' }]
    }
    expect(min('https://e.com/?utm_source=astro&utm_campaign=starlight&utm_medium=x', pattern)).toBe(
      'https://e.com/?utm_source=astro&utm_campaign=starlight'
    )
    // An empty value: the key written with `=` and nothing, or alone.
    const empty: CanonicalizeOptions = { keep: [{ key: 'ref', value: '' }] }
    expect(min('https://e.com/?ref&ref=&ref=x', empty)).toBe('https://e.com/?ref&ref=')
  })

  it('scopes by hosts and paths like any rule', () => {
    const options: CanonicalizeOptions = { keep: [{ key: 'utm_source', value: 'astro', hosts: ['netlify.com'] }] }
    expect(min('https://docs.netlify.com/?utm_source=astro', options)).toBe(
      'https://docs.netlify.com/?utm_source=astro'
    )
    expect(min('https://vercel.com/?utm_source=astro', options)).toBe('https://vercel.com/')
  })

  it('works in every preset, in the fragment, and as a rule set keep', () => {
    expect(canonicalize('https://e.com/?utm_source=astro&b=1', { preset: 'share', ...astro }).url).toBe(
      'https://e.com/?b=1&utm_source=astro'
    )
    expect(canonicalize('HTTPS://E.com/?utm_source=astro', { preset: 'cache-key', ...astro }).url).toBe(
      'https://e.com/?utm_source=astro'
    )
    const set = { name: 'own', remove: [{ key: 'utm_', match: 'prefix' as const }], keep: astro.keep as [] }
    expect(min('https://e.com/?utm_source=astro&utm_source=x', { rules: [set] })).toBe(
      'https://e.com/?utm_source=astro'
    )
  })

  it('removes by value too, in rules', () => {
    const options: CanonicalizeOptions = { rules: ['default', { key: 'src', value: 'newsletter' }] }
    expect(min('https://e.com/?src=newsletter&src=a.png', options)).toBe('https://e.com/?src=a.png')
    const change = canonicalize('https://e.com/?src=newsletter', { preset: 'minimal', ...options }).changes[0]
    expect(change).toMatchObject({ type: 'remove-param', rule: { set: 'custom', key: 'src' } })
  })

  it('leaves the key to the full test (never to the key alone)', () => {
    const compiled = compileRules(resolveRuleSets('default'), resolveKeep([{ key: 'utm_source', value: 'astro' }]))
    expect(compiled.seesValue).toBe(true)
    expect(compiled.trackerAt('utm_source', 0, 10)).toBe(-1)
    expect(compiled.trackerAt('utm_medium', 0, 10)).toBe(1)
    const context = () => ({ host: 'e.com', path: '/', url: 'https://e.com/' })
    expect(compiled.isTracker('utm_source', context, 'astro')).toBe(false)
    expect(compiled.isTracker('utm_source', context, 'x')).toBe(true)
  })
})

describe('keep by value: invalid options', () => {
  it.each([
    [{ key: 'utm_source', value: 3 }, /keep\[0\]|"value" must be a string; got number/],
    [{ key: 'utm_source', valueMatch: 'prefix' }, /give a "value"/],
    [{ key: 'utm_source', value: 'a', valueMatch: 'glob' }, /"valueMatch" must be "exact", "prefix" or "pattern"/],
    [
      { key: 'utm_source', value: '(', valueMatch: 'pattern' },
      /value pattern \/\(\/ is not a valid regular expression/
    ],
    [{ key: 'utm_source', value: 'a', withEquals: true, match: 'pattern' }, /cannot be used together/],
    [{ key: 'utm_source', values: 'a' }, /keep\[0\]\.values: unknown property/]
  ])('%j', (rule, message) => {
    const error = errorOf({ keep: [rule] })
    expect(error).toBeInstanceOf(LinkcanonError)
    expect(error?.code).toBe('invalid-options')
    expect(error?.message).toMatch(message)
  })
})
