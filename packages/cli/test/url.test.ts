import { describe, expect, it } from 'vitest'
import { linkcanon } from './run.js'

describe('linkcanon url', () => {
  it('canonicalizes arguments with the share preset (seed 000)', () => {
    const run = linkcanon(['url', 'https://example.com/blog/?utm_source=news&ref=xyz&b=2&a=1'])
    expect(run).toMatchObject({ code: 0, stdout: 'https://example.com/blog?a=1&b=2\n', stderr: '' })
  })

  it('takes --preset and --force-https', () => {
    expect(linkcanon(['url', '--preset', 'minimal', 'HTTP://A.com/x/?utm_source=1&b']).stdout).toBe(
      'HTTP://A.com/x/?b\n'
    )
    expect(linkcanon(['url', '--force-https', 'http://a.com/']).stdout).toBe('https://a.com/\n')
  })

  it('streams standard input and keeps lines aligned: an empty line for an invalid input, the error on stderr, exit 1', () => {
    const run = linkcanon(['url'], { input: 'https://a.com/?fbclid=1\r\nftp://x\n\nhttp://b.com/?gclid=2' })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('https://a.com/\n\n\nhttp://b.com/\n')
    expect(run.stderr).toMatch(/unsupported-scheme.*ftp/)
    // The blank line is copied through, not an error (issue 18).
    expect(run.stderr.trim().split('\n')).toHaveLength(1)
  })

  it('prints JSON lines with --json', () => {
    const run = linkcanon(['url', '--json'], { input: 'https://a.com/?utm_source=x&a=1\nnot a url\n' })
    const [ok, bad] = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(ok).toEqual({
      input: 'https://a.com/?utm_source=x&a=1',
      url: 'https://a.com/?a=1',
      changes: [
        {
          type: 'remove-param',
          message: 'Removed tracking parameter "utm_source"',
          key: 'utm_source',
          value: 'x',
          rule: { set: 'default', key: 'utm_*' }
        }
      ]
    })
    expect(bad.input).toBe('not a url')
    expect(bad.error.code).toMatch(/^invalid-/)
    expect(run.code).toBe(1)
  })

  it('handles many lines with bounded output (backpressure)', () => {
    const input = Array.from({ length: 50_000 }, (_, index) => `https://a.com/${index}?utm_source=x`).join('\n')
    const run = linkcanon(['url'], { input })
    const lines = run.stdout.split('\n')
    expect(lines).toHaveLength(50_001)
    expect(lines[49_999]).toBe('https://a.com/49999')
  })

  it('shows help and rejects unknown flags and presets with exit 2', () => {
    expect(linkcanon(['url', '--help'])).toMatchObject({ code: 0 })
    expect(linkcanon(['url', '--help']).stdout).toMatch(/Usage: linkcanon url/)
    const unknown = linkcanon(['url', '--nope', 'x'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/Unknown option '--nope'/)
    const preset = linkcanon(['url', '--preset', 'bogus', 'https://a.com'])
    expect(preset.code).toBe(2)
    expect(preset.stderr).toMatch(/Unknown preset "bogus"/)
  })
})

describe('linkcanon', () => {
  it('prints the version and help; unknown commands exit 2', () => {
    expect(linkcanon(['--version']).stdout).toMatch(/^\d+\.\d+\.\d+\n$/)
    expect(linkcanon(['--help'])).toMatchObject({ code: 0 })
    expect(linkcanon([]).code).toBe(2)
    const run = linkcanon(['frobnicate'])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/unknown command "frobnicate"/)
    for (const command of ['url', 'extract', 'check', 'fix'])
      expect(linkcanon([command, '-h']).stdout).toMatch(`Usage: linkcanon ${command}`)
  })
})
