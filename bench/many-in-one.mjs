// Many URLs in one value: the ESLint rule on one string literal, template and JSX attribute
// holding N tracked URLs (Linter.verify), and `linkcanon check` on one HTML text node, HTML
// attribute and JSON string holding N (a child process each). Each edit is checked near itself
// (core `readsBack`); reading the whole value again for each URL was quadratic (N = 2000: the
// rule 31–39 s, `check` 46–52 s). Run: node bench/many-in-one.mjs [N]   (build first:
// npx tsc --build). Never a test: nothing here asserts on time.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Linter } from 'eslint'

const here = fileURLToPath(new URL('.', import.meta.url))
const { default: plugin } = await import(join(here, '../packages/eslint-plugin/dist/index.js'))
const bin = join(here, '../packages/cli/dist/bin.js')
const n = Number(process.argv[2] ?? 2000)
const ms = (start) => `${Math.round(performance.now() - start)} ms`

const urls = Array.from({ length: n }, (_, i) => `https://x${i}.com/p?utm_source=a&id=${i}`).join(' ')
const config = [
  {
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { linkcanon: plugin },
    rules: { 'linkcanon/no-tracking-params': 'error' }
  }
]
const linter = new Linter()
for (const [kind, source] of [
  ['string literal', `const a = '${urls}'\n`],
  ['template', `const a = \`${urls}\`\n`],
  ['JSX attribute', `const a = <a title="${urls}">x</a>\n`]
]) {
  const start = performance.now()
  const fixes = linter.verify(source, config).filter((message) => message.fix).length
  console.log(`eslint, one ${kind}, ${n} URLs: ${fixes} fixes, ${ms(start)}`)
}

const dir = mkdtempSync(join(tmpdir(), 'linkcanon-many-'))
const escaped = Array.from({ length: n }, (_, i) => `https://x${i}.com/p?utm_source=a&amp;id=${i}`)
writeFileSync(join(dir, 'text.html'), `<p>${escaped.join(' and ')}</p>\n`)
writeFileSync(join(dir, 'attribute.html'), `<a title="${escaped.join(' ')}">x</a>\n`)
writeFileSync(join(dir, 'string.json'), JSON.stringify({ a: urls }) + '\n')
for (const file of ['text.html', 'attribute.html', 'string.json']) {
  const start = performance.now()
  let out
  try {
    out = execFileSync(process.execPath, [bin, 'check', '--format', 'json', join(dir, file)], {
      encoding: 'utf8',
      maxBuffer: 1e9,
      stdio: ['ignore', 'pipe', 'pipe']
    })
  } catch (error) {
    out = error.stdout
  }
  const fixable = JSON.parse(out).filter((finding) => finding.fixable).length
  console.log(`linkcanon check, one ${file}, ${n} URLs: ${fixable} fixable, ${ms(start)}`)
}
