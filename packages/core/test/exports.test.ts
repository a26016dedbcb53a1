// The public API is what readme.md documents; a new export is a decision, made here on purpose.
import { canonicalize, canonicalizeWith } from '@linkcanon/core'
import { describe, expect, it } from 'vitest'

describe('exports', () => {
  it('@linkcanon/core exports exactly the documented API', async () => {
    expect(Object.keys(await import('@linkcanon/core')).sort()).toEqual([
      'LinkcanonError',
      'builtinSignedParams',
      'canonicalize',
      'canonicalizeWith',
      'changeMessages',
      'createCanonicalizer',
      'extractUrls',
      'findingMessages',
      'formatChange',
      'formatNote',
      'importRules',
      'inspectUrl',
      'isLinkcanonError',
      'noteMessages',
      'presets',
      'removedKeys',
      'scanText',
      'validateOptions'
    ])
  })

  it('@linkcanon/core/internal (not public, semver-exempt) holds what the front ends and tests share', async () => {
    expect(Object.keys(await import('@linkcanon/core/internal')).sort()).toEqual([
      'CookedMapBuilder',
      'DirectiveSet',
      'changedSpans',
      'changesOnlyQuery',
      'codes',
      'compileRules',
      'coveringRawRange',
      'createRunner',
      'decodeMarkup',
      'defaultRules',
      'directiveNames',
      'editProblem',
      'encodeMarkup',
      'exactRawRange',
      'extendedRules',
      'findDirectives',
      'isHost',
      'isPort',
      'keptByDirective',
      'knownProperties',
      'leaveAsIs',
      'markupPieces',
      'readStoppedMessage',
      'readsBack',
      'recommendedRules',
      'resolveKeep',
      'resolveRuleSets',
      'rewritePiece',
      'unusedMessage'
    ])
  })

  it("types canonicalizeWith's default preset as a PresetName", () => {
    // @ts-expect-error: not a preset name
    expect(() => canonicalizeWith('https://a.com/', undefined, 'tidy')).toThrow(/Unknown preset/)
    expect(canonicalize('https://a.com/?utm_source=x').url).toBe('https://a.com/')
  })
})
