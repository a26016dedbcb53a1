import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError, configKeys, coreOptionsOf, loadConfig, validateConfig } from 'linkcanon/config'
import { describe, expect, it } from 'vitest'
import { scratch } from './run.js'

const schema = JSON.parse(
  readFileSync(new URL('../../core/schema/linkcanon.config.schema.json', import.meta.url), 'utf8')
)

describe('linkcanon/config', () => {
  it('knows exactly the keys the JSON Schema lists', () => {
    expect([...configKeys].sort()).toEqual(Object.keys(schema.properties).sort())
    expect(schema.additionalProperties).toBe(false)
  })

  it('loads the config for remark and ESLint users, with the core options in it', async () => {
    const dir = scratch({
      'linkcanon.config.json': JSON.stringify({
        $schema: 'x',
        preset: 'minimal',
        rules: 'extended',
        keep: ['ref'],
        include: 'docs/**'
      })
    })
    const loaded = await loadConfig(join(dir))
    expect(loaded?.path).toBe(join(dir, 'linkcanon.config.json'))
    expect(loaded?.config).toEqual({ preset: 'minimal', rules: 'extended', keep: ['ref'], include: ['docs/**'] })
    expect(coreOptionsOf(loaded!.config)).toEqual({ preset: 'minimal', rules: 'extended', keep: ['ref'] })
  })

  it('throws ConfigError with the file and the key', () => {
    expect(() => validateConfig({ images: 1 }, '/x/linkcanon.config.json')).toThrow(ConfigError)
    try {
      validateConfig({ preset: 'nope' }, '/x/c.json')
    } catch (error) {
      expect(error).toMatchObject({ file: '/x/c.json', key: 'preset', code: 'invalid-config' })
      expect((error as Error).message).toMatch(/^\/x\/c\.json: "preset": Unknown preset "nope"/)
    }
    expect(() => validateConfig([], '/x/c.json')).toThrow(/must be an object/)
  })
})
