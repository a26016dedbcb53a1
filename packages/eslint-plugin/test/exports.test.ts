// The public API is what README.md documents: the plugin object, its rule and its configs; the config-file helper.
import { describe, expect, it } from 'vitest'

describe('exports', () => {
  it('eslint-plugin-linkcanon exports the plugin alone', async () => {
    const module = await import('eslint-plugin-linkcanon')
    expect(Object.keys(module).sort()).toEqual(['default'])
    expect(Object.keys(module.default).sort()).toEqual(['configs', 'meta', 'rules'])
    expect(Object.keys(module.default.rules)).toEqual(['no-tracking-params'])
    expect(Object.keys(module.default.configs)).toEqual(['recommended', 'markdown', 'json', 'vue', 'svelte', 'astro'])
  })

  it('eslint-plugin-linkcanon/config-file exports fromConfigFile alone', async () => {
    expect(Object.keys(await import('eslint-plugin-linkcanon/config-file'))).toEqual(['fromConfigFile'])
  })
})
