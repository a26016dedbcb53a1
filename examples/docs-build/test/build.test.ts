import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const build = new URL('../build.mjs', import.meta.url).pathname

describe('examples/docs-build', () => {
  let out: string
  let stderr: string
  let stdout: string

  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'linkcanon-docs-'))
    ;({ stdout, stderr } = await run(process.execPath, [build, out]))
  })

  afterAll(async () => {
    await rm(out, { recursive: true, force: true })
  })

  it('builds one page a Markdown file', async () => {
    expect((await readdir(out)).sort()).toEqual(['faq.html', 'getting-started.html', 'index.html'])
    expect(stdout).toContain('Built 3 pages')
  })

  it('writes clean links, and the text of literal links matches', async () => {
    const index = await readFile(join(out, 'index.html'), 'utf8')
    expect(index).toContain('<a href="https://example.com/api?version=2">API reference</a>')
    expect(index).toContain('<a href="https://example.org/blog/post?page=1">https://example.org/blog/post?page=1</a>')
    const started = await readFile(join(out, 'getting-started.html'), 'utf8')
    expect(started).toContain('href="https://example.com/download?os=linux"')
    expect(started).toContain('<a href="https://example.com/sponsor?tier=gold">')
  })

  it('leaves code, clean links and the GitHub API `ref` alone', async () => {
    const started = await readFile(join(out, 'getting-started.html'), 'utf8')
    expect(started).toContain("curl 'https://example.com/install.sh?utm_source=curl'")
    const faq = await readFile(join(out, 'faq.html'), 'utf8')
    expect(faq).toContain('href="https://api.github.com/repos/example/tool/contents/README.md?ref=main"')
  })

  it('no href anywhere keeps a tracker', async () => {
    for (const name of await readdir(out)) {
      const html = await readFile(join(out, name), 'utf8')
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!)
      expect(hrefs.filter((href) => /[?&](utm_\w+|fbclid|gclid)=/.test(href))).toEqual([])
    }
  })

  it('prints the messages with vfile-reporter', () => {
    // The links the plugin rewrote are info messages (a fixed link is no warning: `--frail` passes).
    expect(stderr).not.toContain('warning')
    expect(stderr).toContain('no-tracking-params')
    expect(stderr.match(/^\s*\d+:\d+-\d+:\d+\s+info /gm)).toHaveLength(5)
  })
})
