// The public API is what readme.md documents; a new export is a decision, made here on purpose.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Each documented subpath and the values it exports (types are not values). */
const SUBPATHS: Record<string, string[]> = {
  '@linkcanon/core': [
    'LinkcanonError',
    'canonicalize',
    'createCanonicalizer',
    'extractUrls',
    'formatChange',
    'formatNote',
    'importRules',
    'inspectUrl',
    'isLinkcanonError',
    'validateOptions'
  ],
  '@linkcanon/core/directives': ['DirectiveSet', 'DocumentDirectives', 'directiveNames', 'findDirectives'],
  '@linkcanon/core/grammar': ['codes', 'isHost', 'isPort', 'valueUrls'],
  '@linkcanon/core/messages': [
    'changeMessages',
    'findingMessages',
    'leaveAsIs',
    'noteMessages',
    'readStoppedMessage',
    'removedKeys'
  ],
  '@linkcanon/core/rules': [
    'OPTIONS',
    'builtinSignedParams',
    'changesOnlyQuery',
    'compileRules',
    'defaultRules',
    'extendedRules',
    'frontEndPreset',
    'knownProperties',
    'notBoolean',
    'optionsProblem',
    'presets',
    'recommendedRules',
    'resolveKeep',
    'resolveRuleSets'
  ],
  '@linkcanon/core/source': [
    'CookedMapBuilder',
    'JSON_ESCAPES',
    'JS_STRING_ESCAPES',
    'JS_TEMPLATE_ESCAPES',
    'MAPPING_KEY',
    'TOML_ESCAPES',
    'YAML_ESCAPES',
    'applyEdits',
    'asBase',
    'blankFrontMatter',
    'changedSpans',
    'changesOnlyAtCut',
    'closingQuote',
    'composeMaps',
    'coveringRawRange',
    'decodeMarkup',
    'editProblem',
    'encodeMarkup',
    'escapeBackslashed',
    'escapeNearby',
    'exactRawRange',
    'firstAtLeast',
    'frontMatterOf',
    'frontMatterUrls',
    'inLinkAttribute',
    'isNameAttribute',
    'isNameKey',
    'isNameUrl',
    'isNamespaceInText',
    'joinStandIns',
    'lineEnd',
    'locateInPieces',
    'markupPieces',
    'pathEndProblem',
    'readEscape',
    'readQuoted',
    'readReference',
    'readsBack',
    'readsBackWhole',
    'rewriteAround',
    'rewriteInStyle',
    'rewritePiece',
    'rewriteSpan',
    'runsIntoPlaceholder',
    'showStandIns',
    'standIn',
    'stringPiece',
    'templateProblem',
    'tomlPieces',
    'verbatim',
    'withStandIns',
    'yamlPieces'
  ]
}

const readme = readFileSync(new URL('../readme.md', import.meta.url), 'utf8')

/** The names the readme's "Subpaths for front ends" section lists for a subpath (each as `name`). */
function listed(subpath: string): string[] {
  const text =
    subpath === '@linkcanon/core'
      ? /The main entry is the ten values above \(([^)]*)\)/.exec(readme)![1]!
      : readme
          .split('\n* `' + subpath + '` ')[1]!
          .split(/\n\* `|\n\n/)[0]!
          .split('Exports:')[1]!
  return [...text.matchAll(/`(\w+)`/g)].map((match) => match[1]!).sort()
}

describe('exports', () => {
  it('@linkcanon/core exports at most ten values', () => {
    expect(SUBPATHS['@linkcanon/core']!.length).toBeLessThanOrEqual(10)
  })

  for (const [subpath, names] of Object.entries(SUBPATHS)) {
    it(`${subpath} exports exactly the documented values`, async () => {
      expect(Object.keys(await import(subpath)).sort()).toEqual(names)
    })

    it(`the readme lists exactly the exports of ${subpath}`, () => {
      expect(listed(subpath)).toEqual(names)
    })
  }

  it('@linkcanon/core/internal (not public, semver-exempt) adds only what tests and benchmarks reach', async () => {
    const documented = new Set(Object.values(SUBPATHS).flat())
    const extra = Object.keys(await import('@linkcanon/core/internal')).filter((name) => !documented.has(name))
    expect(extra.sort()).toEqual(['createRunner', 'scanText'])
  })
})
