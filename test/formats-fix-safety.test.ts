// Issue 14: `linkcanon fix` on a corpus of HTML, RSS/Atom, SVG, JSON and YAML files (see
// test/fixtures/formats-corpus/README.md) removes exactly the tracker pairs that were added,
// with their separators as written, and leaves those a careful fixer must leave; every other
// byte stays, each file still parses as before, and a second run changes nothing.
import { cpSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { XMLValidator } from 'fast-xml-parser'
import { parse as parseHtml } from 'parse5'
import { parseAllDocuments } from 'yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { runBin, scratchDir } from './helpers/bin.js'

const corpus = fileURLToPath(new URL('fixtures/formats-corpus/', import.meta.url))
type Spot = [start: number, end: number, urlStart: number, keep: 0 | 1]
const spots = JSON.parse(readFileSync(join(corpus, 'spots.json'), 'utf8')) as Record<string, Spot[]>

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/** How a file parses: an error message list by its own format's parser (empty: clean). */
function parseErrors(name: string, text: string): string[] {
  if (/\.(?:json|webmanifest)$/.test(name)) {
    try {
      JSON.parse(text)
      return []
    } catch (error) {
      return [(error as Error).message]
    }
  }
  if (/\.(?:rss|atom|svg|xml)$/.test(name)) {
    const result = XMLValidator.validate(text)
    return result === true ? [] : [result.err.msg]
  }
  if (/\.ya?ml$/.test(name))
    return parseAllDocuments(text).flatMap((document) =>
      'errors' in document ? document.errors.map((error) => error.message) : []
    )
  if (/\.html$/.test(name)) {
    const errors: string[] = []
    parseHtml(text, { onParseError: (error) => errors.push(error.code) })
    return errors
  }
  return []
}

/** The text with the spots removed whose `keep` is 0. */
function withoutTrackers(text: string, list: readonly Spot[]): string {
  let out = ''
  let at = 0
  for (const [start, end, , keep] of list) {
    if (keep === 1) continue
    out += text.slice(at, start)
    at = end
  }
  return out + text.slice(at)
}

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0
  for (let current = 1; current < line; current++) offset = text.indexOf('\n', offset) + 1
  return offset + column - 1
}

const scratch = scratchDir('formats-fix-safety')
afterAll(scratch.remove)

describe('linkcanon fix on the formats corpus (through the bin)', () => {
  it('removes exactly the added tracker pairs, keeps each file parsing, and a second run changes nothing', () => {
    const root = join(scratch.dir, 'corpus')
    cpSync(join(corpus, 'generated'), join(root, 'generated'), { recursive: true })
    cpSync(join(corpus, 'real'), join(root, 'real'), { recursive: true })
    const files = filesUnder(root)
    const before = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
    const name = (file: string): string => relative(root, file).split('\\').join('/')

    const run = runBin(['fix', '.'], root)
    expect([0, 1], run.stderr).toContain(run.code)
    const reported = /fixed (\d+) links? in (\d+) files?/.exec(run.stderr)
    expect(reported, run.stderr).not.toBeNull()

    let removed = 0
    let kept = 0
    let bytes = 0
    for (const file of files) {
      const original = before.get(file)!
      bytes += Buffer.byteLength(original)
      const list = spots[name(file).replace(/^generated\//, '')] ?? []
      const fixed = readFileSync(file, 'utf8')
      expect(fixed, `${name(file)}: only the added trackers are removed`).toBe(withoutTrackers(original, list))
      const errors = parseErrors(file, original)
      const now = parseErrors(file, fixed)
      // HTML parses whatever it holds: no error of a new kind, none more than before.
      if (file.endsWith('.html'))
        expect(
          now.length <= errors.length && now.every((code) => errors.includes(code)),
          `${name(file)}: ${now.join(', ')}`
        ).toBe(true)
      else expect(now, `${name(file)} parses`).toEqual([])
      if (!file.endsWith('.html')) expect(errors, `${name(file)} parsed before`).toEqual([])
      removed += list.filter((spot) => spot[3] === 0).length
      kept += list.filter((spot) => spot[3] === 1).length
    }

    // What `fix` left, it left at a URL that holds a spot to keep, with a reason.
    const keepStarts = new Set(
      Object.entries(spots).flatMap(([file, list]) =>
        list.filter((spot) => spot[3] === 1).map((spot) => `generated/${file}:${spot[2]}`)
      )
    )
    const left = run.stdout.split('\n').filter((line) => line !== '')
    for (const line of left) {
      const match = /^(.+?):(\d+):(\d+)\s+.*\(not fixed: .+\)$/.exec(line)
      expect(match, line).not.toBeNull()
      const file = join(root, match![1]!)
      expect(keepStarts, line).toContain(
        `${match![1]}:${offsetOf(before.get(file)!, Number(match![2]), Number(match![3]))}`
      )
    }

    const after = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
    const again = runBin(['fix', '.'], root)
    expect(again.stderr).not.toMatch(/fixed \d+ link/)
    for (const file of files)
      expect(readFileSync(file, 'utf8'), `${name(file)} changed on the second run`).toBe(after.get(file))

    console.log(
      `formats fix-safety: ${files.length} files (${(bytes / 1e3).toFixed(0)} kB), ${removed} trackers removed as added, ` +
        `${kept} left as a careful fixer must (${left.length} reported with a reason); second run: no change`
    )
    expect(removed).toBeGreaterThan(1000)
  }, 300_000)
})
