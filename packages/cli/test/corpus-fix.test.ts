import { cpSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { findingsOf } from 'linkcanon'
import { applyEdits } from '@linkcanon/core/source'
import { glob } from 'tinyglobby'
import { describe, expect, it } from 'vitest'
import { markdownCorpus as corpus, wholeCorpus } from '../../../test/helpers/corpora.js'
import { linkcanon, scratch } from './run.js'

describe('fix on the Markdown corpus (awesome-ai-tools, security-101)', () => {
  it('changes nothing but the characters of tracked URLs, and a second run changes nothing', async () => {
    const dir = scratch()
    for (const folder of ['awesome-ai-tools', 'security-101'])
      cpSync(join(corpus, folder), join(dir, folder), { recursive: true })
    const files = (await glob('**/*.md', { cwd: dir, absolute: true })).sort()
    const before = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
    const run = linkcanon(['fix', '--rules', 'extended'], { cwd: dir })
    expect(run.code, run.stderr).not.toBe(2)
    let edited = 0
    for (const file of files) {
      const source = before.get(file)!
      // The whole-document parse says which spans are URLs; only those may differ.
      const findings = findingsOf(relative(dir, file), source, 'markdown', {
        core: { rules: 'extended' },
        images: false,
        fast: false
      })
      const edits = findings
        .filter((finding) => finding.replacement !== undefined)
        .map((finding) => ({ start: finding.start, end: finding.end, text: finding.replacement! }))
      for (const edit of edits) expect(source.slice(edit.start, edit.end)).toMatch(/^https?:\/\//i)
      expect(readFileSync(file, 'utf8'), file).toBe(applyEdits(source, edits))
      edited += edits.length
    }
    // The whole corpus (eight translations of security-101) holds 500+; the vendored slice (English, German) 131.
    expect(edited).toBeGreaterThan(wholeCorpus ? 400 : 100)
    console.log(`corpus-fix: ${files.length} files, ${edited} links edited`)
    const again = linkcanon(['fix', '--rules', 'extended', '--dry-run'], { cwd: dir })
    expect(again.stdout).toBe('')
  }, 600_000)
})
