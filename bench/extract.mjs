/**
 * URL-finding throughput: `extractUrls` against seed 003's own regular expression (run with
 * `matchAll`, the floor, 1.0×) and linkify-it, on the same few MB of generated prose in the
 * same rounds. Run directly: `node bench/extract.mjs [--quick]`.
 */
import { extractUrls } from '@linkcanon/core'
import { LinkifyIt } from 'linkify-it'
import { fileURLToPath } from 'node:url'
import { compare, printTable, row, target } from './harness.mjs'
import { prng } from './inputs.mjs'

/** Seed 003's regular expression, verbatim, with the flags `gi`. */
const SEED_003 =
  /(http|https):\/\/([a-z\d]([a-z\d-]{0,61}[a-z\d])?)(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*(:\d*)?\b([\w@;:%.,+~#=/?&-]*)/gi

const ENGLISH =
  'the quick brown fox jumps over a lazy dog while we read about links tracking parameters and canonical forms in plain text'.split(
    ' '
  )
const KOREAN =
  '링크를 확인하세요 추적 매개변수를 제거합니다 자세한 내용은 다음 문서에서 볼 수 있습니다 공유하기 전에 주소를 정리하세요'.split(
    ' '
  )
const CHINESE = '请访问 链接 获取更多信息 我们移除跟踪参数 缓存键 规范化 网址 在这里 查看文档'.split(' ')
const HOSTS = [
  'example.com',
  'www.github.com',
  'en.wikipedia.org',
  'blog.rust-lang.org',
  'news.ycombinator.com',
  'shop.example.co.kr',
  '192.168.0.1:8080',
  '[2001:db8::1]',
  'localhost:3000',
  'docs.eslint.org'
]
const PATHS = [
  '',
  '/',
  '/wiki/Foo_(bar)',
  '/blog/2024/post-title/',
  '/a/b/c.html',
  '/search',
  '/repos/o/r/contents/x?ref=main',
  '/p/123#comments',
  '/index.php?id=7&page=2'
]
const QUERIES = [
  '',
  '',
  '?utm_source=news&utm_medium=email',
  '?q=linkcanon&lang=ko',
  '?fbclid=IwAR2x9_Q7kLmZp',
  '?a=1&b=2&ref=xyz'
]

function pick(random, list) {
  return list[Math.floor(random() * list.length)]
}

function url(random) {
  const scheme = random() < 0.8 ? 'https' : random() < 0.5 ? 'http' : 'HTTPS'
  return `${scheme}://${pick(random, HOSTS)}${pick(random, PATHS)}${pick(random, QUERIES)}`
}

/** A URL the way prose and Markdown wrap it. */
function wrapped(random) {
  const link = url(random)
  switch (Math.floor(random() * 7)) {
    case 0:
      return `[${pick(random, ENGLISH)}](${link})`
    case 1:
      return `<${link}>`
    case 2:
      return `(see ${link})`
    case 3:
      return `${link}.`
    case 4:
      return `**${link}**`
    case 5:
      return `${link}${pick(random, KOREAN)}`
    default:
      return link
  }
}

/** About `bytes` UTF-16 units of deterministic prose: English, Korean, Chinese, one URL every few words. */
export function buildText(bytes, seed = 3) {
  const random = prng(seed)
  const parts = []
  let size = 0
  while (size < bytes) {
    const r = random()
    const language = r < 0.5 ? ENGLISH : r < 0.75 ? KOREAN : CHINESE
    let line = ''
    const words = 8 + Math.floor(random() * 24)
    for (let i = 0; i < words; i++) {
      const x = random()
      if (x < 0.06) line += wrapped(random)
      else if (x < 0.08) line += '`code()` '
      else if (x < 0.1) line += 'e.g., (this) — "that"; '
      else line += pick(random, language)
      line += language === CHINESE && x >= 0.1 ? '' : ' '
    }
    line += random() < 0.3 ? '\n\n' : '\n'
    parts.push(line)
    size += line.length
  }
  return parts.join('')
}

function countSeedMatches(text) {
  let count = 0
  for (const match of text.matchAll(SEED_003)) count += match[0].length > 0 ? 1 : 0
  return count
}

/** Seed 003's regex producing what `extractUrls` returns: `{url, start, end}` for each match. */
function seedSpans(text) {
  const found = []
  for (const match of text.matchAll(SEED_003))
    found.push({ url: match[0], start: match.index, end: match.index + match[0].length })
  return found
}

/** Run the extraction benchmark; returns a section result (see harness.mjs). */
export async function benchExtract({ quick = false } = {}) {
  const size = quick ? 512 * 1024 : 4 * 1024 * 1024
  const text = buildText(size)
  const megabytes = text.length / (1024 * 1024)
  const linkify = new LinkifyIt()
  const cases = [
    { name: 'seed 003 regex → spans', fn: () => seedSpans(text), note: 'matchAll, same output as extractUrls' },
    { name: 'seed 003 regex, count only', fn: () => countSeedMatches(text), note: 'matchAll, keeps nothing' },
    { name: 'linkcanon extractUrls', fn: () => extractUrls(text) },
    { name: 'linkify-it match', fn: () => linkify.match(text), note: 'defaults: also finds fuzzy links and e-mail' }
  ]
  const settings = quick ? { rounds: 5, warmup: 1 } : { rounds: 15, warmup: 3 }
  const table = compare(cases, {
    ...settings,
    repeat: 1,
    units: megabytes,
    unit: 'MB',
    title: `URL extraction (${megabytes.toFixed(2)} MB of prose)`
  })
  table.inputs = Number(megabytes.toFixed(2))
  const inputs = { megabytes, urls: extractUrls(text).length, seedMatches: countSeedMatches(text) }
  printTable(table)
  const ratio = row(table, 'linkcanon extractUrls').ratio
  const countOnly = row(table, 'linkcanon extractUrls').perSecond / row(table, 'seed 003 regex, count only').perSecond
  return {
    title: 'URL extraction',
    command: `node bench/run.mjs --only extract${quick ? ' --quick' : ''}`,
    inputs,
    tables: [table],
    targets: [target({ id: 'extract', label: '`extractUrls` vs seed 003’s regex', value: ratio, goal: 1, floor: 0.8 })],
    countOnlyRatio: countOnly,
    notes: [
      `Input: ${megabytes.toFixed(2)} MB (UTF-16 units) of generated prose (seeded PRNG): English, Korean and Chinese words, with a URL every ~17 words wrapped as Markdown links, \`<autolinks>\`, parentheses, bold, trailing punctuation or Korean text glued to it; ${inputs.urls} URLs found by \`extractUrls\`, ${inputs.seedMatches} matches of seed 003's regex.`,
      `Each round runs every case once over the whole text; MB/s is the median round, ratios are the median of per-round ratios against the baseline. The baseline runs seed 003's regex with \`matchAll\` and keeps \`{url, start, end}\` for each match: the output \`extractUrls\` returns. The count-only row runs the same regex and keeps nothing (no result array to grow or to survive garbage collection). The target is judged on the same output; against the count-only row \`extractUrls\` runs at ${countOnly.toFixed(2)}×.`,
      'linkify-it (defaults) also looks for fuzzy links and e-mail addresses, so it does more work.'
    ]
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchExtract({ quick: process.argv.includes('--quick') })
  for (const t of result.targets)
    console.log(
      `\n${t.label}: ${t.value.toFixed(2)}× (goal ${t.goal}×, floor ${t.floor}×); against the count-only run: ${result.countOnlyRatio.toFixed(2)}×`
    )
}
