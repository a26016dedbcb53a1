import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const require = createRequire(import.meta.url)
// The SARIF 2.1.0 schema (draft-04), as published by OASIS and kept by @microsoft/jest-sarif.
const schema = require('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json') as Record<string, unknown>
const ajv = new Ajv({ schemaId: 'id', meta: false, allErrors: true, unknownFormats: 'ignore' })
ajv.addMetaSchema(require('ajv/lib/refs/json-schema-draft-04.json'))
const validate = ajv.compile(schema)

interface Location {
  physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region: { startLine: number } }
}

interface Result {
  ruleId: string
  ruleIndex: number
  level: string
  message: { text: string }
  locations: Location[]
  fixes: Array<{ artifactChanges: Array<{ artifactLocation: Location['physicalLocation']['artifactLocation'] }> }>
}

interface Log {
  $schema: string
  version: string
  runs: Array<{
    tool: { driver: { name: string; rules: Array<{ id: string; shortDescription: { text: string } }> } }
    automationDetails: { id: string }
    originalUriBaseIds: Record<string, { uri: string }>
    results: Result[]
  }>
}

const tracked = 'See [it](https://x.com/?utm_source=a&b=1).\n'

describe('check --format sarif for GitHub code scanning', () => {
  it('validates against the SARIF 2.1.0 schema and has the fields GitHub documents', () => {
    const dir = scratch({ 'a.md': tracked, 'b.md': 'bad <http://localhost:port>\n' })
    const run = linkcanon(['check', '--format', 'sarif'], { cwd: dir })
    const log = JSON.parse(run.stdout) as Log
    expect(validate(log), ajv.errorsText(validate.errors)).toBe(true)
    expect(log).toMatchObject({ $schema: expect.stringContaining('sarif'), version: '2.1.0' })
    const [only] = log.runs
    expect(only!.automationDetails.id).toMatch(/^linkcanon\//)
    for (const rule of only!.tool.driver.rules) {
      expect(rule).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        shortDescription: { text: expect.any(String) },
        fullDescription: { text: expect.any(String) },
        help: { text: expect.any(String), markdown: expect.stringContaining('](https://') },
        helpUri: expect.stringMatching(/^https:\/\//),
        defaultConfiguration: { level: 'warning' }
      })
      // GitHub: a rule's short description at most 1024 characters.
      expect(rule.shortDescription.text.length).toBeLessThanOrEqual(1024)
    }
    expect(only!.results.map((result) => [result.ruleId, result.level])).toEqual([
      ['no-tracking-params', 'warning'],
      ['invalid-url', 'warning']
    ])
    for (const result of only!.results) {
      expect(only!.tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId)
      expect(result.message.text).not.toBe('')
      expect(result.locations).toHaveLength(1)
      expect(result.locations[0]!.physicalLocation.region.startLine).toBeGreaterThan(0)
    }
  })

  it('names files from the repository root (%SRCROOT%), as --format github does, when run in a subfolder', () => {
    const dir = scratch({ 'docs/guide/a b.md': tracked, 'README.md': tracked })
    mkdirSync(join(dir, '.git'))
    const cwd = join(dir, 'docs')
    const log = JSON.parse(linkcanon(['check', '--format', 'sarif', 'guide'], { cwd }).stdout) as Log
    expect(validate(log), ajv.errorsText(validate.errors)).toBe(true)
    const [only] = log.runs
    expect(only!.originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: pathToFileURL(dir).href + '/' } })
    const location = only!.results[0]!.locations[0]!.physicalLocation.artifactLocation
    expect(location).toEqual({ uri: 'docs/guide/a%20b.md', uriBaseId: '%SRCROOT%' })
    const fix = only!.results[0]!.fixes[0]!.artifactChanges[0]!.artifactLocation
    expect(fix).toEqual(location)
    const github = linkcanon(['check', '--format', 'github', 'guide'], { cwd }).stdout
    expect(github).toMatch(/^::warning file=docs\/guide\/a b\.md,line=1,/)
    // fix reports what it leaves the same way.
    const left = scratch({ 'sub/c.md': 'bad <http://localhost:port>\n' })
    mkdirSync(join(left, '.git'))
    const fixLog = JSON.parse(linkcanon(['fix', '--format', 'sarif'], { cwd: join(left, 'sub') }).stdout) as Log
    expect(fixLog.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation).toEqual({
      uri: 'sub/c.md',
      uriBaseId: '%SRCROOT%'
    })
  })

  it('names a file outside the repository by its file: URI', () => {
    const outside = scratch({ 'o.md': tracked })
    const repo = scratch({})
    mkdirSync(join(repo, '.git'))
    const log = JSON.parse(
      linkcanon(['check', '--format', 'sarif', join(outside, 'o.md')], { cwd: repo }).stdout
    ) as Log
    expect(validate(log), ajv.errorsText(validate.errors)).toBe(true)
    expect(log.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation).toEqual({
      uri: pathToFileURL(join(outside, 'o.md')).href
    })
  })
})
