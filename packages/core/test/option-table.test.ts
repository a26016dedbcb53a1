// The option table is the one declaration of the core's options: what reads options follows it.
import { readFileSync } from 'node:fs'
import { canonicalize, validateOptions } from '@linkcanon/core'
import { configKeys, validateConfig } from '@linkcanon/core/config'
import { describe, expect, it } from 'vitest'
import { booleanOptions, OPTIONS, optionNames } from '../src/option-table.js'

const schema = JSON.parse(readFileSync(new URL('../schema/linkcanon.config.schema.json', import.meta.url), 'utf8')) as {
  properties: Record<string, unknown>
}
const readme = readFileSync(new URL('../readme.md', import.meta.url), 'utf8')

describe('the option table', () => {
  it('names the options canonicalize takes, and no other', () => {
    for (const name of optionNames) expect(() => validateOptions({ [name]: undefined })).not.toThrow()
    expect(() => validateOptions({ colour: true } as never)).toThrow(
      `Unknown option "colour"; known options: ${optionNames.join(', ')}`
    )
  })

  it('must be an object that is no array (an array has no option keys, so it was taken for no options)', () => {
    for (const [options, got] of [
      [[], 'an array'],
      [[{ preset: 'minimal' }], 'an array'],
      [null, 'null'],
      ['share', 'string']
    ] as const) {
      expect(() => validateOptions(options as never)).toThrow(`Options must be an object; got ${got}`)
      expect(() => canonicalize('https://e.com/?utm_source=x', options as never)).toThrow(
        expect.objectContaining({ code: 'invalid-options' })
      )
    }
  })

  it('gives the flags that must be true or false, in options and in a config file', () => {
    expect(booleanOptions).toEqual(['forceHttps', 'builtinKeep', 'unwrap', 'fragment'])
    for (const name of booleanOptions) {
      expect(() => validateOptions({ [name]: 'yes' })).toThrow(`"${name}" must be true or false`)
      expect(() => validateConfig({ [name]: 'yes' }, 'c.json')).toThrow(`"${name}": must be true or false`)
    }
  })

  it('gives the config keys and their JSON Schema (node scripts/options.mjs writes it)', () => {
    for (const option of OPTIONS.filter((o) => o.takenBy.config)) {
      expect(configKeys).toContain(option.name)
      expect(schema.properties[option.name]).toEqual(option.schema)
    }
  })

  it('gives examples that say what canonicalize returns (the doc comments of CanonicalizeOptions)', () => {
    for (const { example } of OPTIONS.filter((o) => o.example.startsWith('canonicalize('))) {
      const [, url, options, expected] = /^canonicalize\('([^']+)', (\{.*\})\)\.url\n\/\/=> '([^']+)'$/s.exec(example)!
      const given = Function(`return (${options})`)() as Parameters<typeof canonicalize>[1]
      expect(canonicalize(url!, given).url, example).toBe(expected)
    }
  })

  it("is the readme's options table: each option with its default", () => {
    const rows = new Map(
      [...readme.matchAll(/^\| `(\w+)` \| ([^|]+) \|/gm)].map((m) => [m[1], m[2]!.replaceAll('`', '').trim()])
    )
    for (const option of OPTIONS) expect(rows.get(option.name)).toBe(option.default)
  })
})
