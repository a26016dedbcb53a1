// Refresh the vendored third-party test data in test/fixtures/third-party/<suite>/.
//
//   pnpm fixtures:update                 licences from the npm registry (where the suite is a package);
//                                        prints how to get the rest (none of the data files is on npm)
//   pnpm fixtures:update --from <dir>    copy every listed file from <dir>/<suite>/… (a folder laid out
//                                        like the one the files came from, see each suite's SOURCE.txt)
//   pnpm fixtures:update --from <dir> --check   compare only; exit 1 when a vendored file differs
//
// The lists below are the whole truth of what is vendored: a file not listed is not copied.
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const target = fileURLToPath(new URL('../test/fixtures/third-party/', import.meta.url))

/**
 * Each suite: the files to copy (`[from, to]` or one name for both), the npm package whose
 * tarball carries the suite's licence (if any), and how to get the data by hand.
 */
const SUITES = {
  'wpt-url': {
    files: [
      'SOURCE.txt',
      'urltestdata.json',
      'IdnaTestV2.json',
      'toascii.json',
      'ada_extra/ada_extra_setters_tests.json',
      'ada_extra/ada_extra_urltestdata.json',
      'ada_extra/ada_long_urltestdata.json'
    ],
    manual:
      'git clone --depth=1 https://github.com/web-platform-tests/wpt && copy url/resources/{urltestdata,IdnaTestV2,toascii}.json; ' +
      'ada_extra/ from https://github.com/ada-url/ada tests/wpt/ada_*.json (LICENSE and LICENSE-ada-MIT are kept by hand)'
  },
  'linkify-it': {
    files: ['SOURCE.txt', 'LICENSE', 'links.json', 'not_links.json'],
    npm: { spec: 'linkify-it', files: [['LICENSE', 'LICENSE']] },
    manual: 'https://github.com/markdown-it/linkify-it test/fixtures/{links,not_links}.txt, parsed as SOURCE.txt says'
  },
  'normalize-url': {
    files: ['SOURCE.txt', ['license', 'LICENSE'], 'normalize-url-cases.json'],
    npm: { spec: 'normalize-url', files: [['license', 'LICENSE']] },
    manual: 'https://github.com/sindresorhus/normalize-url test.js, cases extracted as SOURCE.txt says'
  },
  w3lib: {
    files: ['SOURCE.txt', 'LICENSE', 'canonicalize_url-cases.json'],
    manual:
      'https://github.com/scrapy/w3lib tests/test_url.py, cases extracted as SOURCE.txt says (a Python project: no npm package)'
  },
  'tidy-url': {
    files: ['SOURCE.txt', 'LICENSE', 'tidy-url-cases.json'],
    npm: { spec: 'tidy-url', files: [['LICENSE', 'LICENSE']] },
    manual: 'https://github.com/DrKain/tidy-url README.md and every historical test.ts, as SOURCE.txt says'
  },
  markdown: {
    // A slice of the 19 MB corpus (see test/fixtures/third-party/README.md), each project with its licence.
    files: [
      'SOURCE.txt',
      'ai-collection/LICENSE',
      'ai-collection/README.md',
      'ai-collection/README.tr.md',
      'awesome-ai-tools/',
      'security-101/LICENSE',
      'security-101/*.md',
      'security-101/translations/de/',
      'eslint/LICENSE',
      'eslint/README.md',
      'eslint/docs/src/use/',
      'eslint/docs/src/extend/',
      'rust-book/LICENSE-MIT',
      'rust-book/LICENSE-APACHE',
      'rust-book/README.md',
      'rust-book/src/SUMMARY.md',
      'rust-book/src/ch00-*',
      'rust-book/src/ch01-*',
      'rust-book/src/ch02-*',
      'rust-book/src/ch03-*',
      'rust-book/src/ch04-*'
    ],
    manual:
      'the *.md files of the repositories and commits named in SOURCE.txt (the full corpus is used by `pnpm test:corpus`)'
  }
}

/** Expand one entry of a suite's list against the source folder: a file, `dir/` (everything under it) or `dir/prefix*`. */
function expand(source, entry) {
  const [from, to] = Array.isArray(entry) ? entry : [entry, entry]
  if (from.endsWith('/')) {
    return readdirSync(join(source, from), { recursive: true })
      .map((name) => join(from, String(name)))
      .filter((name) => statSync(join(source, name)).isFile())
      .map((name) => [name, name])
  }
  const star = from.indexOf('*')
  if (star === -1) return [[from, to]]
  const dir = dirname(from)
  const [prefix, suffix] = from.slice(dir.length + 1).split('*')
  return readdirSync(join(source, dir))
    .filter((name) => name.startsWith(prefix) && name.endsWith(suffix) && statSync(join(source, dir, name)).isFile())
    .map((name) => [join(dir, name), join(dir, name)])
}

function same(a, b) {
  return existsSync(a) && existsSync(b) && readFileSync(a).equals(readFileSync(b))
}

/** Copy (or, with `check`, compare) every listed file of every suite from `root/<suite>/`. */
function fromFolder(root, check) {
  let differences = 0
  for (const [suite, { files }] of Object.entries(SUITES)) {
    const source = join(root, suite)
    if (!existsSync(source)) {
      console.log(`${suite}: ${source} not found, skipped`)
      continue
    }
    const pairs = files.flatMap((entry) => expand(source, entry)).sort(([a], [b]) => a.localeCompare(b))
    let bytes = 0
    for (const [from, to] of pairs) {
      const src = join(source, from)
      const dest = join(target, suite, to)
      bytes += statSync(src).size
      if (same(src, dest)) continue
      differences++
      if (check) {
        console.log(`${suite}/${to}: differs from ${relative(process.cwd(), src)}`)
        continue
      }
      mkdirSync(dirname(dest), { recursive: true })
      copyFileSync(src, dest)
    }
    console.log(`${suite}: ${pairs.length} files, ${(bytes / 1e6).toFixed(2)} MB`)
  }
  return differences
}

/** Refresh the licences that the suites' npm packages ship; print how to get everything else. */
function fromRegistry() {
  const scratch = mkdtempSync(join(tmpdir(), 'linkcanon-fixtures-'))
  try {
    for (const [suite, { npm, manual }] of Object.entries(SUITES)) {
      if (npm !== undefined) {
        const tarball = execFileSync('npm', ['pack', npm.spec, '--silent', '--pack-destination', scratch], {
          encoding: 'utf8'
        })
          .trim()
          .split('\n')
          .pop()
        execFileSync('tar', ['-xzf', join(scratch, tarball), '-C', scratch])
        for (const [from, to] of npm.files) {
          // A licence that differs only in line endings (tarball vs repository) is left as it is.
          const text = (path) => readFileSync(path, 'utf8').replace(/\r\n/g, '\n')
          const src = join(scratch, 'package', from)
          const dest = join(target, suite, to)
          if (!existsSync(dest) || text(src) !== text(dest)) copyFileSync(src, dest)
        }
        rmSync(join(scratch, 'package'), { recursive: true, force: true })
        console.log(
          `${suite}: ${npm.files.map(([, to]) => to).join(', ')} checked against npm (${tarball}; updated when it differs)`
        )
      }
      console.log(`${suite}: data by hand: ${manual}; then run with --from <folder holding ${suite}/>`)
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

const args = process.argv.slice(2)
const fromAt = args.indexOf('--from')
if (fromAt !== -1) {
  const root = args[fromAt + 1]
  if (root === undefined) {
    console.error('fixtures:update: --from needs a folder')
    process.exit(2)
  }
  const check = args.includes('--check')
  const differences = fromFolder(root, check)
  console.log(check ? `${differences} files differ` : `${differences} files updated`)
  if (check && differences > 0) process.exit(1)
} else {
  fromRegistry()
}
