// The public API is what readme.md documents ("API"); a new export is a decision, made here on purpose.
import { describe, expect, it } from 'vitest'

describe('exports', () => {
  it('linkcanon exports exactly the documented API', async () => {
    expect(Object.keys(await import('linkcanon')).sort()).toEqual(['CliError', 'fileKind', 'findingsOf', 'locateUrls', 'main', 'version'])
  })

  it('linkcanon/config exports the config loader the readme documents', async () => {
    expect(Object.keys(await import('linkcanon/config')).sort()).toEqual([
      'ConfigError',
      'configFileNames',
      'configKeys',
      'coreOptionsOf',
      'findConfigFile',
      'loadConfig',
      'readConfigFile',
      'validateConfig'
    ])
  })

  it('linkcanon/internal (not public, semver-exempt) holds what the tests reach below the API', async () => {
    expect(Object.keys(await import('linkcanon/internal')).sort()).toEqual([
      'applyEdits',
      'canHoldFinding',
      'collectFiles',
      'createPrefilter',
      'planFix',
      'splitChunks'
    ])
  })
})
