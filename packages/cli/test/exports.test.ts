// The public API is what readme.md documents ("API"); a new export is a decision, made here on purpose.
import { describe, expect, it } from 'vitest'

describe('exports', () => {
  it('linkcanon exports exactly the documented API', async () => {
    expect(Object.keys(await import('linkcanon')).sort()).toEqual([
      'CliError',
      'fileKind',
      'fileOutcome',
      'findingsOf',
      'locateUrls',
      'main',
      'version'
    ])
  })

  it('linkcanon/config re-exports the one config loader (@linkcanon/core/config)', async () => {
    expect(Object.keys(await import('linkcanon/config')).sort()).toEqual([
      'ConfigError',
      'clearConfigCache',
      'configFileNames',
      'configForFile',
      'configKeys',
      'coreOptionsOf',
      'fileIncluded',
      'findConfigFile',
      'formatNames',
      'loadConfig',
      'optionsForFile',
      'overrideKeys',
      'readConfigFile',
      'readConfigFileSync',
      'readRuleFile',
      'ruleFilesProblem',
      'validateConfig'
    ])
  })

  it('linkcanon/internal (not public, semver-exempt) holds what the tests reach below the API', async () => {
    expect(Object.keys(await import('linkcanon/internal')).sort()).toEqual([
      'canHoldFinding',
      'cellsOf',
      'collectFiles',
      'createPrefilter',
      'planFix',
      'splitSections',
      'tableCandidate'
    ])
  })
})
