/**
 * Benchmark inputs: deterministic generated URLs (a seeded PRNG, so every run and every machine
 * sees the same list), the real tracked URLs of tidy-url's history, and the URLs found in the
 * Markdown corpus. Third-party data is the vendored copy in test/fixtures/third-party; the
 * Markdown corpus is `--corpus <dir>`, else the whole corpus at `../shared/corpora/markdown` when
 * that optional folder exists (CI lays it beside the repository), else the vendored 2 MB slice.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { canonicalize, extractUrls } from '@linkcanon/core'

const thirdParty = fileURLToPath(new URL('../test/fixtures/third-party/', import.meta.url))
/** Optional: where CI keeps the whole 19 MB corpus. Nothing fails when it is absent. */
const wholeCorpus = fileURLToPath(new URL('../../shared/corpora/markdown', import.meta.url))

function corpusOption() {
  const at = process.argv.indexOf('--corpus')
  return at === -1 ? undefined : process.argv[at + 1]
}

/** The Markdown corpus the benches read (see the header). */
export const markdownCorpus = resolve(
  corpusOption() ?? (existsSync(wholeCorpus) ? wholeCorpus : join(thirdParty, 'markdown'))
)

/** mulberry32: a small, fast, seeded PRNG; good enough to pick words. */
export function prng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SCHEMES = [
  ['https', 30],
  ['http', 8],
  ['HTTPS', 1],
  ['Https', 1],
  ['HTTP', 1]
]
const SUBDOMAINS = [
  ['', 6],
  ['www.', 8],
  ['blog.', 1],
  ['api.', 1],
  ['m.', 1],
  ['docs.', 1],
  ['shop.', 1],
  ['news.', 1]
]
const NAMES = [
  'example',
  'github',
  'medium',
  'nytimes',
  'my-shop',
  'dev-notes',
  'store42',
  'openai',
  'wikipedia',
  'cdn-static',
  'mail',
  'video-hub',
  'travel',
  'recipes',
  'rust-lang',
  'eslint'
]
const TLDS = ['.com', '.com', '.com', '.org', '.net', '.io', '.dev', '.co.kr', '.de', '.co.uk', '.jp', '.fr']
const IDN_HOSTS = [
  'bücher.example',
  'münchen.de',
  '例え.jp',
  '한국.kr',
  'straße.de',
  'xn--bcher-kva.example',
  'ﬁsh.example',
  'παράδειγμα.gr'
]
const WORDS = [
  'blog',
  'posts',
  'article',
  'news',
  '2024',
  'products',
  'item',
  'docs',
  'guide',
  'getting-started',
  'user',
  'settings',
  'search',
  'watch',
  'p',
  'tags',
  'rust',
  'intro',
  'faq',
  'v2',
  'README.md',
  'index.html',
  'page.php',
  'Foo_(bar)'
]
const ENCODED = ['caf%C3%A9', 'a%20b', '%E2%9C%93', 'hello%2Fworld', 'stra%C3%9Fe', 'caf\u00e9', '\uD55C\uAD6D']
const TRACKERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'fbclid',
  'gclid',
  'msclkid',
  'yclid',
  'affiliate',
  'ref'
]
/** Real keys, including the near misses the rules must keep (`Ref`, `referrer`, `ref_src`…). */
const KEYS = [
  'q',
  'page',
  'id',
  'lang',
  'sort',
  'v',
  't',
  'tab',
  'category',
  'limit',
  'offset',
  'format',
  'search',
  'Ref',
  'referrer',
  'ref_src',
  'affiliate_id',
  'UTM_source',
  'size',
  'color',
  'session'
]
const VALUES = [
  'news',
  'email',
  'spring_sale',
  '1',
  '42',
  '20',
  'desc',
  'en',
  'ko-KR',
  'a%20b',
  'a+b',
  'caf%C3%A9',
  '%E2%9C%93',
  'IwAR2x9_Q7kLmZp',
  'EAIaIQobChMI8',
  'x%26y',
  '',
  'true',
  'main'
]
const FRAGMENTS = ['top', 'section-2', 'L10-L20', '/route?x=1', 'comments', '%EC%84%B8']

function weighted(random, pairs) {
  let total = 0
  for (const [, w] of pairs) total += w
  let pick = random() * total
  for (const [value, w] of pairs) {
    pick -= w
    if (pick < 0) return value
  }
  return pairs[0][0]
}

function pick(random, list) {
  return list[Math.floor(random() * list.length)]
}

function host(random) {
  if (random() < 0.05) return pick(random, IDN_HOSTS)
  let name = weighted(random, SUBDOMAINS) + pick(random, NAMES) + pick(random, TLDS)
  if (random() < 0.08) name = name.replace(/^[a-z]|\.[a-z]/g, (s) => s.toUpperCase())
  return name
}

function port(random, scheme) {
  const r = random()
  if (r < 0.9) return ''
  if (r < 0.95) return scheme.toLowerCase() === 'http' ? ':80' : ':443'
  return pick(random, [':8080', ':3000', ':8443'])
}

function path(random) {
  const count = Math.floor(random() * 6)
  const segments = []
  for (let i = 0; i < count; i++) {
    const r = random()
    if (r < 0.04) segments.push('..')
    else if (r < 0.07) segments.push('.')
    else if (r < 0.14) segments.push(pick(random, ENCODED))
    else segments.push(pick(random, WORDS))
  }
  let out = '/' + segments.join('/')
  if (segments.length > 0 && random() < 0.3) out += '/'
  return out
}

function query(random) {
  const count = Math.floor(random() * 7)
  if (count === 0) return random() < 0.03 ? '?' : ''
  const trackerShare = random() < 0.4 ? 0 : random()
  const params = []
  for (let i = 0; i < count; i++) {
    const key = random() < trackerShare ? pick(random, TRACKERS) : pick(random, KEYS)
    params.push(random() < 0.05 ? key : `${key}=${pick(random, VALUES)}`)
  }
  return '?' + params.join('&')
}

/** One realistic URL from `random`. */
export function generateUrl(random) {
  const scheme = weighted(random, SCHEMES)
  const userinfo = random() < 0.005 ? 'user:pass@' : ''
  const fragment = random() < 0.15 ? '#' + pick(random, FRAGMENTS) : ''
  return `${scheme}://${userinfo}${host(random)}${port(random, scheme)}${path(random)}${query(random)}${fragment}`
}

/** `count` generated URLs; the same list for the same `seed`. */
export function generateUrls(count, seed = 0x1c4a) {
  const random = prng(seed)
  const urls = new Array(count)
  for (let i = 0; i < count; i++) urls[i] = generateUrl(random)
  return urls
}

/** tidy-url's README inputs and the real tracked URLs of its test history. */
export function tidyUrlCases() {
  const data = JSON.parse(readFileSync(join(thirdParty, 'tidy-url/tidy-url-cases.json'), 'utf8'))
  return [...data.readme_examples.map((c) => c.input), ...data.cases.map((c) => c.input)]
}

/** The `.md` files below `dir` (default: the Markdown corpus), sorted: the benches' shared file list. */
export function markdownFiles(dir = markdownCorpus) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/** Every distinct URL `extractUrls` finds in the Markdown corpus, in file order. */
export function markdownUrls() {
  const seen = new Set()
  for (const file of markdownFiles()) {
    for (const found of extractUrls(readFileSync(file, 'utf8'))) seen.add(found.url)
  }
  return [...seen]
}

/** Fisher–Yates with the seeded PRNG, so the windows of a round mix all sources. */
function shuffle(list, seed) {
  const random = prng(seed)
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[list[i], list[j]] = [list[j], list[i]]
  }
  return list
}

const MINIMAL = { preset: 'minimal' }

/** True when `minimal` finds no tracker in `url` (and does not reject it). */
function trackerFree(url) {
  try {
    return canonicalize(url, MINIMAL).changes.length === 0
  } catch {
    return false
  }
}

/**
 * The benchmark's input sets: `all` (generated + tidy-url + Markdown, shuffled) and
 * `trackerFree` (the subset in which `minimal` finds nothing to remove), with their sources.
 */
export function loadInputs({ quick = false } = {}) {
  const generated = generateUrls(quick ? 10_000 : 100_000)
  const tidy = tidyUrlCases()
  const markdown = markdownUrls()
  // A JSON round trip gives flat, independent strings: no rope left for the first case of a
  // round to flatten, no slice pinning a whole Markdown file.
  const all = JSON.parse(JSON.stringify(shuffle([...generated, ...tidy, ...markdown], 7)))
  return {
    all,
    trackerFree: all.filter(trackerFree),
    sources: { generated: generated.length, tidyUrl: tidy.length, markdown: markdown.length }
  }
}
