import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const s3 = 'https://b.s3.amazonaws.com/k.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&utm_source=mail&X-Amz-Signature=abc123'
const gcs = 'https://storage.googleapis.com/b/o?X-Goog-Signature=0a1b&utm_source=x'
const cloudfront = 'https://d1.cloudfront.net/v.mp4?Expires=1&Signature=abc~&Key-Pair-Id=K2J&utm_medium=y'
const azure = 'https://acct.blob.core.windows.net/c/b.txt?sv=2022-11-02&sig=abc%3D&gclid=1'
const doc = `# Downloads\n\n[report](${s3}) and <${gcs}>.\n\n[video]: ${cloudfront}\n\nPlain ${azure}\n`

describe('signed URLs in check and fix', () => {
  it('check lists them as "signed: left as is" warnings; exit 0 when nothing else', () => {
    const dir = scratch({ 'a.md': doc, 'b.txt': `curl ${s3}\n` })
    const run = linkcanon(['check'], { cwd: dir })
    expect(run.code).toBe(0)
    const lines = run.stdout.trim().split('\n')
    expect(lines).toHaveLength(5)
    expect(run.stderr).toBe('checked 2 files, no findings; 5 signed links left as is\n')
    for (const line of lines)
      expect(line).toMatch(
        /^(a\.md|b\.txt):\d+:\d+ {2}Signed: left as is \(parameter "(X-Amz-Signature|X-Goog-Signature|Signature|sig)"\)/
      )
  })

  it('a tracked link next to them still fails the run', () => {
    const dir = scratch({ 'a.md': `${doc}\n[x](https://e.com/?utm_source=x)\n` })
    const run = linkcanon(['check'], { cwd: dir })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('Remove tracking parameter "utm_source": https://e.com/')
  })

  it('every format shows them at warning level', () => {
    const dir = scratch({ 'a.md': `[r](${s3})\n` })
    const json = linkcanon(['check', '--format', 'json'], { cwd: dir })
    expect(json.code).toBe(0)
    expect(JSON.parse(json.stdout)).toMatchObject([{ ruleId: 'signed-url', url: s3, fixable: false }])
    const sarif = linkcanon(['check', '--format', 'sarif'], { cwd: dir })
    expect(sarif.code).toBe(0)
    expect(JSON.parse(sarif.stdout).runs[0].results[0]).toMatchObject({ ruleId: 'signed-url', level: 'warning' })
    const github = linkcanon(['check', '--format', 'github'], { cwd: dir })
    expect(github.code).toBe(0)
    expect(github.stdout).toMatch(/^::warning file=a\.md,.*title=linkcanon signed-url::Signed: left as is/)
  })

  it('fix leaves the files byte for byte and exits 0', () => {
    const dir = scratch({ 'a.md': doc, 'b.txt': `curl ${s3}\n` })
    const run = linkcanon(['fix'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(doc)
    expect(readFileSync(join(dir, 'b.txt'), 'utf8')).toBe(`curl ${s3}\n`)
    expect(run.stdout).toContain('Signed: left as is')
  })

  it('signedParams in the config file adds keys', () => {
    const url = 'https://cdn.e.com/a?token_sig=1&utm_source=x'
    const dir = scratch({
      'a.md': `[a](${url})\n`,
      'linkcanon.config.json': JSON.stringify({ signedParams: ['token_sig'] })
    })
    const run = linkcanon(['fix'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(readFileSync(join(dir, 'a.md'), 'utf8')).toBe(`[a](${url})\n`)
  })

  it('a bad signedParams in the config file is a usage error', () => {
    const dir = scratch({ 'a.md': 'x\n', 'linkcanon.config.json': JSON.stringify({ signedParams: [1] }) })
    const run = linkcanon(['check'], { cwd: dir })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/signedParams/)
  })
})

describe('signed URLs in linkcanon url', () => {
  it('prints the URL with its query untouched; the note goes to standard error, or into the JSON line', () => {
    const url = 'https://Bucket.s3.amazonaws.com/k?X-Amz-Signature=abc&utm_source=x'
    const text = linkcanon(['url', url])
    expect(text.code).toBe(0)
    expect(text.stdout).toBe('https://bucket.s3.amazonaws.com/k?X-Amz-Signature=abc&utm_source=x\n')
    expect(text.stderr).toContain('Left as is: a signed URL (parameter "X-Amz-Signature")')
    const json = JSON.parse(linkcanon(['url', '--json', url]).stdout)
    expect(json.notes).toMatchObject([{ type: 'signed-url', key: 'X-Amz-Signature' }])
  })
})
