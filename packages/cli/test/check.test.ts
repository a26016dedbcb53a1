import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const doc = [
  '# Title',
  '',
  'A [link](https://x.com/?utm_source=a&b=1) and <https://y.com/?fbclid=1>.',
  '',
  '```',
  'https://code.example/?utm_source=in-code',
  '```',
  '',
  'Inline `https://span.example/?utm_source=1` is code too.',
  '',
  '[ref]: https://z.com/p?gclid=3',
  ''
].join('\n')

describe('linkcanon check', () => {
  it('reports tracked links in Markdown (code skipped) and text files; exit 1', () => {
    const dir = scratch({
      'docs/a.md': doc,
      'notes.txt': 'see https://t.com/?utm_medium=x\n',
      'clean.md': '[ok](https://ok.com/?q=1)\n'
    })
    const run = linkcanon(['check'], { cwd: dir })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe(
      [
        'docs/a.md:3:10  Remove tracking parameter "utm_source": https://x.com/?b=1',
        'docs/a.md:3:48  Remove tracking parameter "fbclid": https://y.com/',
        'docs/a.md:11:8  Remove tracking parameter "gclid": https://z.com/p',
        'notes.txt:1:5  Remove tracking parameter "utm_medium": https://t.com/',
        ''
      ].join('\n')
    )
    expect(run.stderr).toMatch(/4 findings in 2 files/)
  })

  it('exits 0 on clean files, 2 on a missing path', () => {
    const dir = scratch({ 'a.md': '[ok](https://ok.com/)\n' })
    expect(linkcanon(['check'], { cwd: dir })).toMatchObject({ code: 0, stdout: '' })
    const missing = linkcanon(['check', 'a.md', 'nope'], { cwd: dir })
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/nope: no such file or folder/)
  })

  it('reports invalid URLs as warnings: exit 0 alone, 1 past --max-warnings, 1 with a tracked link', () => {
    const dir = scratch({ 'a.md': 'bad [p](http://x.com:99999/)\n\nSee <http://localhost:port>.\n' })
    const text = linkcanon(['check'], { cwd: dir })
    expect(text.code).toBe(0)
    expect(text.stdout).toMatch(
      /^a\.md:1:9 {2}Cannot read the URL.*\na\.md:3:6 {2}Cannot read the URL: "http:\/\/localhost:port"/
    )
    expect(text.stderr).toMatch(/no findings; 2 URLs that cannot be read/)
    // Past --max-warnings the run fails: the summary line says why, where it said only "no findings".
    expect(linkcanon(['check', '--max-warnings', '1'], { cwd: dir })).toMatchObject({
      code: 1,
      stderr: 'checked 1 file, no findings; 2 URLs that cannot be read; more warnings than --max-warnings 1\n'
    })
    expect(linkcanon(['check', '--max-warnings', '2'], { cwd: dir }).stderr).not.toContain('--max-warnings')
    expect(linkcanon(['check', '--max-warnings', '2'], { cwd: dir }).code).toBe(0)
    expect(linkcanon(['check', '--max-warnings=-1'], { cwd: dir }).code).toBe(0)
    expect(linkcanon(['check', '--max-warnings', 'x'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--max-warnings takes a whole number/)
    })
    const sarif = JSON.parse(linkcanon(['check', '--format', 'sarif'], { cwd: dir }).stdout)
    expect(sarif.runs[0].results.map((result: { level: string }) => result.level)).toEqual(['warning', 'warning'])
    expect(linkcanon(['check', '--format', 'github'], { cwd: dir }).stdout).toMatch(/^::warning .*invalid-url/)
    const tracked = scratch({ 'a.md': 'bad [p](http://x.com:99999/) [t](https://x.com/?utm_source=a)\n' })
    expect(linkcanon(['check'], { cwd: tracked }).code).toBe(1)
    const run = linkcanon(['check', '--format', 'json'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)[0]).toMatchObject({
      ruleId: 'invalid-url',
      errorCode: 'invalid-port',
      line: 1,
      column: 9,
      fixable: false
    })
  })

  it('prints JSON, SARIF 2.1.0 and GitHub annotations', () => {
    const dir = scratch({ 'a b.md': 'x [l](https://x.com/?utm_source=a)\n' })
    const json = JSON.parse(linkcanon(['check', '--format', 'json'], { cwd: dir }).stdout)
    expect(json).toEqual([
      expect.objectContaining({
        file: 'a b.md',
        line: 1,
        column: 7,
        endLine: 1,
        endColumn: 34,
        ruleId: 'no-tracking-params',
        url: 'https://x.com/?utm_source=a',
        expected: 'https://x.com/',
        fixable: true
      })
    ])
    const sarif = JSON.parse(linkcanon(['check', '--format', 'sarif'], { cwd: dir }).stdout)
    expect(sarif.version).toBe('2.1.0')
    const [run] = sarif.runs
    expect(run.tool.driver.name).toBe('linkcanon')
    expect(run.tool.driver.rules.map((rule: { id: string }) => rule.id)).toEqual([
      'no-tracking-params',
      'invalid-url',
      'signed-url',
      'linkcanon-directive',
      'read-stopped'
    ])
    expect(run.results[0]).toMatchObject({
      ruleId: 'no-tracking-params',
      ruleIndex: 0,
      level: 'warning',
      message: { text: expect.stringContaining('utm_source') },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'a%20b.md' },
            region: { startLine: 1, startColumn: 7, endLine: 1, endColumn: 34 }
          }
        }
      ]
    })
    expect(run.results[0].fixes[0].artifactChanges[0].replacements[0].insertedContent.text).toBe('https://x.com/')
    const github = linkcanon(['check', '--format', 'github'], { cwd: dir })
    expect(github.stdout).toBe(
      '::warning file=a b.md,line=1,col=7,endLine=1,endColumn=34,title=linkcanon no-tracking-params::Remove tracking parameter "utm_source": https://x.com/\n'
    )
    expect(linkcanon(['check', '--format', 'xml'], { cwd: dir }).code).toBe(2)
  })

  it('reads MDX through the MDX parser (JSX attributes; a syntax error in a part it parses is exit 2)', () => {
    const dir = scratch({
      'a.mdx': 'import X from "x"\n\n<X href="https://x.com/?utm_source=1" />\n\n{1 + 1}\n',
      'bad.mdx': '<X\n\nhttps://x.com/?utm_source=1\n',
      'bad-no-link.mdx': '<X\n'
    })
    const good = linkcanon(['check', 'a.mdx'], { cwd: dir })
    expect(good.stdout).toMatch(/^a\.mdx:3:10 {2}Remove tracking parameter "utm_source"/)
    const bad = linkcanon(['check', 'bad.mdx'], { cwd: dir })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/bad\.mdx: cannot parse it/)
    // A file that cannot hold a finding is not parsed, unless with --full-parse.
    expect(linkcanon(['check', 'bad-no-link.mdx'], { cwd: dir }).code).toBe(0)
    const whole = linkcanon(['check', '--full-parse', 'bad-no-link.mdx'], { cwd: dir })
    expect(whole.code).toBe(2)
    expect(whole.stderr).toMatch(/bad-no-link\.mdx: cannot parse it/)
  })

  it('honours .gitignore in folders, walks globs, skips node_modules and leaves code to ESLint unless --include-code', () => {
    const tracked = 'https://x.com/?utm_source=1\n'
    const dir = scratch({
      '.gitignore': 'ignored/\n*.log\n',
      'ignored/a.md': tracked,
      'b.log': tracked,
      'sub/.gitignore': 'secret.md\n',
      'sub/secret.md': tracked,
      'sub/open.md': tracked,
      'node_modules/x/readme.md': tracked,
      'src/a.ts': `const u = '${tracked.trim()}'\n`
    })
    mkdirSync(join(dir, '.git'))
    const files = (run: { stdout: string }): string[] => [
      ...new Set(
        run.stdout
          .trim()
          .split('\n')
          .map((line) => line.split(':')[0] ?? '')
      )
    ]
    expect(files(linkcanon(['check'], { cwd: dir }))).toEqual(['sub/open.md'])
    expect(files(linkcanon(['check', '--include-code'], { cwd: dir }))).toEqual(['src/a.ts', 'sub/open.md'])
    expect(files(linkcanon(['check', 'sub/*.md'], { cwd: dir }))).toEqual(['sub/open.md'])
    expect(files(linkcanon(['check', 'b.log'], { cwd: dir }))).toEqual(['b.log'])
    expect(linkcanon(['check', 'none/**/*.md'], { cwd: dir }).code).toBe(2)
  })

  it('skips binary and non-UTF-8 files with a note; a FIFO or unreadable path is exit 2', () => {
    const dir = scratch({
      'bin.dat': Buffer.from([0x89, 0x50, 0x00, 0x01, 0x68, 0x74]),
      'latin1.txt': Buffer.from('caf\xe9 https://x.com/?utm_source=1\n', 'latin1'),
      'ok.txt': 'fine\n'
    })
    const skipped = linkcanon(['check'], { cwd: dir })
    expect(skipped.code).toBe(0)
    expect(skipped.stderr).toMatch(/bin\.dat: skipped, binary file/)
    expect(skipped.stderr).toMatch(/latin1\.txt: skipped, not UTF-8 text/)
    execFileSync('mkfifo', [join(dir, 'pipe.md')])
    const fifo = linkcanon(['check', 'pipe.md', 'ok.txt'], { cwd: dir })
    expect(fifo.code).toBe(2)
    expect(fifo.stderr).toMatch(/pipe\.md: not a regular file/)
  })

  it('takes --preset, --rules, --keep and --images', () => {
    const dir = scratch({
      'a.md': '[a](https://a.com/?mc_eid=1) ![i](https://i.com/x.png?utm_source=1) [b](https://b.com/?ref=1)\n'
    })
    expect(linkcanon(['check', '--format', 'json'], { cwd: dir }).stdout).toMatch(/"ref"/)
    const extended = JSON.parse(
      linkcanon(['check', '--format', 'json', '--rules', 'extended', '--keep', 'ref', '--images'], { cwd: dir }).stdout
    )
    expect(extended.map((finding: { url: string }) => finding.url)).toEqual([
      'https://a.com/?mc_eid=1',
      'https://i.com/x.png?utm_source=1'
    ])
    const share = JSON.parse(
      linkcanon(['check', '--format', 'json', '--preset', 'share'], {
        cwd: scratch({ 'a.md': '[a](https://A.com/x/)\n' })
      }).stdout
    )
    expect(share[0].expected).toBe('https://a.com/x')
  })
})

describe('config file', () => {
  it('is found from the working folder up to the repository root', () => {
    const dir = scratch({
      // (`cjevent` is in `extended` only, not in the default `recommended` set.)
      'linkcanon.config.json': JSON.stringify({ rules: ['extended'], exclude: ['skip/**'] }),
      'docs/a.md': '[a](https://a.com/?cjevent=1)\n',
      'skip/b.md': '[a](https://a.com/?cjevent=1)\n'
    })
    mkdirSync(join(dir, '.git'))
    const run = linkcanon(['check', '.'], { cwd: join(dir, 'docs') })
    expect(run.stdout).toMatch(/^a\.md:1:5 {2}Remove tracking parameter "cjevent"/)
    expect(linkcanon(['check', '..'], { cwd: join(dir, 'docs') }).stdout).not.toMatch(/skip/)
    expect(linkcanon(['check', '--no-config', '.'], { cwd: join(dir, 'docs') }).code).toBe(0)
  })

  it('may be a "linkcanon" key in package.json or an .mjs module', () => {
    const pkg = scratch({
      'package.json': JSON.stringify({ name: 'x', linkcanon: { keep: ['utm_source'] } }),
      'a.md': '[a](https://a.com/?utm_source=1)\n'
    })
    expect(linkcanon(['check'], { cwd: pkg }).code).toBe(0)
    const mjs = scratch({
      'linkcanon.config.mjs': 'export default { preset: "share" }\n',
      'a.md': '[a](https://a.com/x/)\n'
    })
    expect(linkcanon(['check'], { cwd: mjs }).code).toBe(1)
  })

  it('is validated: unknown keys and wrong types exit 2 naming the file and the key', () => {
    const unknown = scratch({ 'linkcanon.config.json': '{"presett": "share"}', 'a.md': '' })
    const run = linkcanon(['check'], { cwd: unknown })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(join(unknown, 'linkcanon.config.json'))
    expect(run.stderr).toMatch(/"presett": unknown key/)
    const wrong = scratch({ 'linkcanon.config.json': '{"forceHttps": "yes"}' })
    expect(linkcanon(['check'], { cwd: wrong }).stderr).toMatch(/"forceHttps": must be true or false/)
    const rules = scratch({ 'linkcanon.config.json': '{"rules": [42]}' })
    expect(linkcanon(['check'], { cwd: rules }).stderr).toMatch(/"rules": /)
    const broken = scratch({ 'linkcanon.config.json': '{' })
    expect(linkcanon(['check'], { cwd: broken }).stderr).toMatch(/cannot read it as JSON/)
    const two = scratch({ 'linkcanon.config.json': '{}', 'package.json': '{"linkcanon": {}}' })
    expect(linkcanon(['check'], { cwd: two }).stderr).toMatch(/more than one linkcanon config/)
  })
})
