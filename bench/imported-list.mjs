/**
 * A ClearURLs-format list of about 200 providers, generated here (seeded, no third-party data):
 * one global provider with literal and pattern key rules, and host providers with a
 * `urlPattern` in ClearURLs' shape, a few key rules each (mostly plain names, some patterns),
 * exceptions and redirections on some. `node bench/imported-list.mjs` prints how long
 * `importRules` takes on it.
 */
import { fileURLToPath } from 'node:url'
import { importRules } from '@linkcanon/core'

function prng(seed) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const WORDS = [
  'sid',
  'cmp',
  'trk',
  'src',
  'sc',
  'ref',
  'aff',
  'camp',
  'clk',
  'mkt',
  'pid',
  'cid',
  'eid',
  'tid',
  'vid',
  'origin',
  'from',
  'share',
  'feat',
  'spm'
]

/** The list's JSON text. */
export function generateClearUrlsList(providerCount = 200, seed = 17) {
  const random = prng(seed)
  const pick = (list) => list[Math.floor(random() * list.length)]
  const providers = {
    globalRules: {
      urlPattern: '.*',
      completeProvider: false,
      rules: [
        '(?:%3F)?utm(?:_[a-z_]*)?',
        '(?:%3F)?ga_[a-z_]+',
        'yclid',
        '_openstat',
        'fb_action_ids',
        'fb_action_types',
        'fb_ref',
        'fb_source',
        'action_object_map',
        'action_type_map',
        'action_ref_map',
        'gs_l',
        'mkt_tok',
        'hmb_campaign',
        'hmb_medium',
        'hmb_source',
        'ref_?',
        'referrer',
        '[a-z_]*_?clid'.replace('[a-z_]*_?', 'ms'),
        'gclid',
        'fbclid',
        'dclid',
        '__hsfp',
        '__hssc',
        '__hstc',
        '_hsenc',
        '__s',
        'hsCtaTracking',
        'mc_[a-z]+',
        'oly_anon_id',
        'oly_enc_id',
        'rb_clickid',
        's_cid',
        'vero_conv',
        'vero_id',
        'wickedid',
        'twclid',
        'igshid',
        'srsltid'
      ],
      referralMarketing: ['ref_?'],
      rawRules: [],
      exceptions: [
        '^https?:\\/\\/[^/]+\\/api\\/',
        '^https?:\\/\\/(?:[a-z0-9-]+\\.)*?github\\.com\\/[^?]*\\/contents\\/'
      ],
      redirections: [],
      forceRedirection: false
    }
  }
  for (let i = 1; i < providerCount; i++) {
    const host = `shop${i}`
    const base = `^https?:\\/\\/(?:[a-z0-9-]+\\.)*?${host}(?:\\.[a-z]{2,}){1,}`
    const rules = []
    const n = 3 + Math.floor(random() * 6)
    for (let k = 0; k < n; k++) rules.push(`${pick(WORDS)}${random() < 0.5 ? '_' + pick(WORDS) : ''}`)
    if (random() < 0.3) rules.push(`${pick(WORDS)}_[a-z0-9]+`)
    providers[host] = {
      urlPattern: base,
      completeProvider: false,
      rules,
      referralMarketing: random() < 0.3 ? ['tag'] : [],
      rawRules: random() < 0.2 ? ['\\/ref=[^/?]*'] : [],
      exceptions: random() < 0.3 ? [`${base}\\/(?:checkout|cart)`] : [],
      redirections: random() < 0.1 ? [`${base}\\/out\\?.*?url=([^&]*)`] : [],
      forceRedirection: false
    }
  }
  return JSON.stringify({ providers })
}

/** Median milliseconds of `importRules` on the generated list. */
export function timeImport(rounds = 21) {
  const text = generateClearUrlsList()
  const times = []
  for (let i = 0; i < rounds; i++) {
    const start = performance.now()
    importRules(text, { format: 'clearurls', name: 'generated' })
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return {
    first: times[0],
    median: times[Math.floor(rounds / 2)],
    providers: Object.keys(JSON.parse(text).providers).length
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cold = performance.now()
  importRules(generateClearUrlsList(), { format: 'clearurls' })
  const first = performance.now() - cold
  const { median, providers } = timeImport()
  console.log(
    `importRules on ${providers} ClearURLs-format providers: first call ${first.toFixed(1)} ms, median ${median.toFixed(2)} ms`
  )
}
