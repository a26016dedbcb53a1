/**
 * Canonicalization throughput: each `@linkcanon/core` preset against `new URL(s).href` (the
 * floor, 1.0×), seed 000's own snippet, normalize-url and tidy-url, on the same URLs in the
 * same rounds. Run directly: `node bench/canonicalize.mjs [--quick]`.
 *
 * Each table runs in a child process of its own: the presets share engine code, and one
 * preset's rounds would otherwise change how the JIT compiles another's (measured: `minimal`
 * ran at about 0.4× of its speed alone when interleaved with `share` and `cache-key`). An
 * application uses one preset; so does each table. Within a table, the cases share one process
 * and interleaved rounds, as everywhere in these benchmarks.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { canonicalize, createCanonicalizer, importRules } from '@linkcanon/core'
import normalizeUrl from 'normalize-url'
import tidyUrl from 'tidy-url'
import { compare, printTable, row, target } from './harness.mjs'
import { generateClearUrlsList } from './imported-list.mjs'
import { loadInputs } from './inputs.mjs'

const { TidyURL } = tidyUrl
// tidy-url logs every step unless `silent` is false (its check is `silent !== false`).
TidyURL.config.setMany({ silent: false })

/** Seed 000's browser-console snippet, exactly as the seed writes it, wrapped in a function. */
function seed000(input) {
  const u = new URL(input)
  ;[...u.searchParams.keys()].forEach((k) => {
    if (/^utm_/.test(k) || ['fbclid', 'gclid', 'msclkid', 'yclid', 'affiliate', 'ref'].includes(k))
      u.searchParams.delete(k)
  })
  u.searchParams.sort()
  if (u.pathname !== '/') u.pathname = u.pathname.replace(/\/$/, '')
  return u.toString()
}

/** normalize-url told about the same trackers as `share`; its other defaults stay. */
const NORMALIZE_OPTIONS = {
  removeQueryParameters: [/^utm_/, 'fbclid', 'gclid', 'msclkid', 'yclid', 'affiliate', 'ref']
}

/** The peers, each made on demand so a table builds only what it runs. */
const CASES = {
  url: () => ({ name: 'new URL(s).href', fn: (s) => new URL(s).href }),
  share: () => {
    const canonicalizeShare = createCanonicalizer({ preset: 'share' })
    return { name: 'linkcanon share', fn: (s) => canonicalizeShare(s).url }
  },
  // How users call it: a fresh options literal each call (cached by value, not compiled again).
  shareNatural: () => ({
    name: 'linkcanon share (natural call)',
    fn: (s) => canonicalize(s, { preset: 'share' }).url,
    note: "canonicalize(s, { preset: 'share' })"
  }),
  'cache-key': () => {
    const canonicalize = createCanonicalizer({ preset: 'cache-key' })
    return { name: 'linkcanon cache-key', fn: (s) => canonicalize(s).url }
  },
  minimal: () => {
    const canonicalize = createCanonicalizer({ preset: 'minimal' })
    return { name: 'linkcanon minimal', fn: (s) => canonicalize(s).url }
  },
  // Issue 17: with an imported ClearURLs-format list of ~200 providers next to the default set.
  minimalImported: () => {
    const list = importRules(generateClearUrlsList(), { format: 'clearurls', name: 'generated' })
    const canonicalize = createCanonicalizer({ preset: 'minimal', rules: ['default', list] })
    return {
      name: 'linkcanon minimal + imported list',
      fn: (s) => canonicalize(s).url,
      note: '~200 ClearURLs-format providers (bench/imported-list.mjs)'
    }
  },
  seed000: () => ({ name: 'seed 000 snippet', fn: seed000 }),
  normalizeUrl: () => ({
    name: 'normalize-url',
    fn: (s) => normalizeUrl(s, NORMALIZE_OPTIONS),
    note: 'share tracker list'
  }),
  tidyUrl: () => ({ name: 'tidy-url', fn: (s) => TidyURL.clean(s).url })
}

const PEERS = ['seed000', 'normalizeUrl', 'tidyUrl']

/** One table a process. `set` is `all` or `trackerFree`. */
const TABLES = [
  { id: 'share', title: '`share` — all URLs', set: 'all', cases: ['url', 'share', 'shareNatural', ...PEERS] },
  { id: 'cache-key', title: '`cache-key` — all URLs', set: 'all', cases: ['url', 'cache-key', ...PEERS] },
  { id: 'minimal', title: '`minimal` — all URLs', set: 'all', cases: ['url', 'minimal', ...PEERS] },
  {
    id: 'minimal-tracker-free',
    title: '`minimal` — tracker-free URLs (its fast path)',
    set: 'trackerFree',
    cases: ['url', 'minimal', ...PEERS]
  },
  {
    id: 'minimal-imported',
    title: '`minimal` with an imported list — all URLs',
    set: 'all',
    cases: ['url', 'minimal', 'minimalImported']
  }
]

function settingsFor(quick) {
  return quick ? { rounds: 5, warmup: 2, chunk: 2_000 } : { rounds: 15, warmup: 4, chunk: 10_000 }
}

/** Run one table in this process and return it. */
export function runTable(id, { quick = false } = {}) {
  const spec = TABLES.find((t) => t.id === id)
  if (!spec) throw new Error(`No canonicalize table "${id}"`)
  const inputs = loadInputs({ quick })[spec.set]
  const list = spec.cases.map((name) => CASES[name]())
  const result = compare(list, { ...settingsFor(quick), inputs, title: spec.title, unit: 'URLs' })
  result.inputs = inputs.length
  return result
}

/** Run one table in a child process (see the header comment). */
function runTableApart(id, quick) {
  const args = [fileURLToPath(import.meta.url), '--table', id, ...(quick ? ['--quick'] : [])]
  const child = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 26
  })
  if (child.status !== 0) throw new Error(`The "${id}" table failed (exit ${child.status ?? child.signal})`)
  return JSON.parse(child.stdout)
}

/** Run the canonicalization benchmark; returns a section result (see harness.mjs). */
export function benchCanonicalize({ quick = false } = {}) {
  const inputs = loadInputs({ quick })
  const tables = TABLES.map((spec) => {
    const table = runTableApart(spec.id, quick)
    printTable(table)
    return table
  })
  const [share, , , trackerFree, imported] = tables
  const { chunk } = settingsFor(quick)
  return {
    title: 'Canonicalization',
    command: `node bench/run.mjs --only canonicalize${quick ? ' --quick' : ''}`,
    inputs: { all: inputs.all.length, trackerFree: inputs.trackerFree.length, ...inputs.sources },
    tables,
    targets: [
      target({
        id: 'minimal-imported',
        label: '`minimal` with an imported ~200-provider list vs `minimal` with the default set (all URLs)',
        value:
          row(imported, 'linkcanon minimal').medianMs / row(imported, 'linkcanon minimal + imported list').medianMs,
        goal: 0.5,
        floor: 0.5
      }),
      target({
        id: 'share',
        label: '`share` vs `new URL().href` (all URLs)',
        value: row(share, 'linkcanon share').ratio,
        goal: 0.7,
        floor: 0.4
      }),
      target({
        id: 'share-natural',
        label: "`canonicalize(s, { preset: 'share' })` vs `createCanonicalizer` (all URLs)",
        value:
          row(share, 'linkcanon share (natural call)').medianMs === 0
            ? Number.NaN
            : row(share, 'linkcanon share').medianMs / row(share, 'linkcanon share (natural call)').medianMs,
        goal: 1,
        floor: 0.85
      }),
      target({
        id: 'minimal-tracker-free',
        label: '`minimal` vs `new URL().href` (tracker-free URLs)',
        value: row(trackerFree, 'linkcanon minimal').ratio,
        goal: 5,
        floor: 3
      })
    ],
    notes: [
      `Inputs: ${inputs.sources.generated} generated URLs (seeded PRNG: mixed-case schemes, default and other ports, dot segments, IDN hosts, 0–6 parameters mixing trackers and real keys, percent-encoding, fragments, trailing slashes), ${inputs.sources.tidyUrl} real tracked URLs from tidy-url's history, ${inputs.sources.markdown} distinct URLs found by \`extractUrls\` in the Markdown corpus; shuffled together (${inputs.all.length} in all). Tracker-free: the ${inputs.trackerFree.length} of them in which \`minimal\` removes nothing.`,
      `Each table runs in a process of its own (one preset a process, as an application uses it); within it, each case first makes one untimed pass over the whole set (so its code has seen every kind of input before a timed round; errors are counted there), then every case runs on the same window of ${chunk} URLs a round and the window moves each round.`,
      'Peers do different work: `new URL().href` only parses and serializes; the seed 000 snippet also filters and sorts; normalize-url also strips `www.`, sorts and removes the trackers; tidy-url applies its host rules and redirects. The ratios say how fast, not how equal.',
      "Every preset runs the core's one pipeline: one scan of the input; the platform's URL parser only for what the scan does not take (non-ASCII or numeric hosts, IPv6, user info, characters to percent-encode). `node bench/share-parts.mjs` splits the set by the route each URL takes and compares `share` with `new URL().href` on each part.",
      "`minimal` with an imported list (issue 17): `createCanonicalizer({ preset: 'minimal', rules: ['default', list] })` where `list` is `importRules` of a ClearURLs-format list of 200 providers generated by `bench/imported-list.mjs` (a global provider with 40 key rules, 199 host providers with 3–9 key rules each, some patterns, exceptions and redirections); the target is at least 0.5× the speed of `minimal` with the default set. `node bench/imported-list.mjs` times `importRules` on that list (target < 50 ms).",
      "`linkcanon share (natural call)` is `canonicalize(s, { preset: 'share' })` with a fresh options literal each call: options are cached by value, so it should run within 15% of the `createCanonicalizer` function (`linkcanon share`).",
      "What each figure cost (issue 16 item 7, issue 17 item 7): (1) the signed-URL guard's finder first looks only for the signatures' own keys (`X-Amz-Signature`, `Signature`, `X-Goog-Signature`, `sig`, user keys) and reads the keys that come with them only when one is there: `share` about 1.05× (same-process A/B), for 4 lines in `rules/signed.ts`. (2) An imported list: each key's matching rules are found once and remembered (4096 keys), and a key's many provider scopes are indexed by the host label a ClearURLs-shaped `urlPattern` pins (`^https?:\\/\\/(?:[a-z0-9-]+\\.)*?NAME(?:\\.…`), so a URL tries only the providers of its own host: `minimal` with the ~200-provider list about 1.24× (A/B), from 0.39× to about 0.47–0.51× of `minimal` with the default set; cost about 60 lines in `rules/url-scope.ts` and a per-key cache in `rules/compile.ts`, held equal to the regular expressions by `test/host-index.test.ts`. (3) ClearURLs `rawRules` became applied in the same session (a step of their own; the generated list gives one fifth of its providers a raw rule), which took this row down to 0.18×: each URL tried every raw rule's provider pattern and parsed its origin. Raw rules are now tried only for the URL's host labels (the same index, `candidatesByHost`) and the origin is parsed only when a rule matched: back to 0.38–0.44× (0.44× in the full run of this page) — below the 0.5× target; what is left is the query step running in full for most URLs (the list's prefix and pattern keys defeat the `minimal` pre-check) and about 8% for the host-label lookup. (4) One rule lookup per removed key: the index that gives the verdict on a key as written (`trackerAt`) also carries the rule that removes it (`removalAt`), so `ruleOf` (lower-casing, a map lookup, the rules in order) runs only for what the text cannot tell (escaped keys, pattern rules, a scoped rule first); functional keys are compared instead of hashed: `share` about 1.05× (A/B), for about 40 lines in `rules/span-index.ts` and `rules/rule-ref.ts` and a property test that the rule named is the one `ruleOf` names. (5) The signed-URL check runs in the runner, and the query step, which reads every key anyway, tells it whether one is a signature's own key (`Signatures.isOwnKey`): a changed URL whose query has none is not searched again (before, every URL whose query or path changed was); about 1.07× (A/B), for about 25 lines and two fields of the step state, the fast-path property test covering signed queries. (4) and (5) together: `share` 1.08–1.17× of the code before them, `cache-key` 1.06× of d343369 (so no slower than then: `node bench/ab.mjs d343369 cache-key all HEAD`). A/B figures of this session come from `node bench/ab.mjs <rev> <preset> all HEAD`, which builds both sides in temporary worktrees: the working tree's build against its own commit read 0.95×, two builds of one commit 1.00×, so the A/B figures of earlier sessions understate gains by about 5%. Tried and dropped, because no A/B showed a gain beyond noise: a query pass over offsets without pair objects (about 5% slower: comparing keys in place costs more than slicing them), remembering the rule of each removed key, change messages without the table call, a numeric rank for the key sort, and a regular-expression search for the `minimal` pre-check (faster in separate processes, not in this table); this session: a flag from the pair scan that spares decoding values without escapes (about 1.02× for `cache-key`, 1.00× for `share`), comparing keys by their first code unit before the whole string (about 1.02×), a range test for letters and digits before the table in the pair scan (none), and resolving a flagged path without the dot-segment test first (0.95–0.97×: slower). Where `share` still goes (CPU profile, `node bench/profile.mjs share`): the query step about 45% (the pass over the characters of each pair, slicing keys and values, pair and change objects, sorting: five string comparisons of four keys cost about 0.1 µs), the hand scan about 14%, the platform parser about 6% (the 9% of URLs it reads), preparing the input, the parts, the step state, the seven steps and the serialization about 20% together; on the URLs the scan takes, the pipeline without the query step runs at about 0.7× of `new URL().href` and the scan alone at about 2×. The floors for `share` (0.4×) and for `minimal` on tracker-free URLs (3×) are still missed; what remains is spread over many small costs (one JavaScript pass over the characters costs here about 2.4 ns a character, while the platform's native parser reads a whole URL in about 0.4 µs), not one hot spot: reaching 0.4× would need the query step at about a third of its cost, which only a second, specialised path per preset could give, and issue 16 rules that out.",
      "What the floors leave (issue 16 item 7), measured by cutting parts out of copies of the built core (`node bench/ablate.mjs share`, `node bench/ablate.mjs minimal`; the copies give wrong results on purpose, nothing of them ships): `share` without its query step runs at 0.57–0.65× of `new URL().href` (whole: 0.27–0.31× in the same rounds), so the 0.4× floor leaves the query step about 0.9 `new URL` times a URL where it takes about 1.7: it would have to lose more than 40% of its cost while everything else stays. Cutting sorting, the change records, the signed-URL check and the input preparation together gives 1.05–1.15× (the four parts, each a part of the preset's contract). `minimal` on tracker-free URLs without its tracker pre-check runs at 4.8× (whole: 2.4–2.6×), without the scan as well at 20–34×: the 3× floor would need the pre-check (one look at the first character of each query segment, the key read to `=` only when a rule can start with that character; 3.25 segments a URL with a query) about 40% cheaper; the same pre-check as one native regular expression over the query was not faster (same-process A/B, 0.92–1.0×), nor was a single regular-expression test for tabs and newlines in place of three `indexOf` calls in `share`'s input preparation (1.0×).",
      '`minimal`, second pass (issue 16 item 7, issue 17 item 7; supersedes the 0.38–0.44× above), what each kept gain cost: (4) the query step of an as-written preset starts at the segment where the tracker pre-check found the first tracker and does not test that key again, and the segments kept before it are one slice instead of a split (`firstTracker`, one `queryFrom` field of the step state; `steps/query.ts` one function shorter): `minimal` on all URLs about 1.1× (same-process A/B against the previous main), the imported row likewise. (5) Imported lists: a host label is sliced only when some list pins a label with its first letter and length (a 8 kB table, about 15 lines in `rules/url-scope.ts`); a URL with no raw rule for its host builds no round; for an as-written preset the raw-rules step reads the host labels from the input, not from the result (a new rope string that reading would flatten; one argument); a provider pattern every URL matches (`.*`) is not run, and an exception runs only when its required literal is in the URL (3 lines); a key without `%` or `+` is not searched for them again (2 lines): `minimal` + the ~200-provider list from 0.41× to about 0.50× of `minimal` with the default set (0.50–0.53× in `--table minimal-imported`, 0.49× in one full run at a load of 4–5 on 2 cores: at the floor, not above it). Tried and dropped, no gain beyond noise or slower: deciding imported keys in place by the literal prefixes of their patterns (read from the pattern source) and the exact keys split by length (slower than slicing the key and one `Map` lookup), one table load a character in the authority scan (`minimal` +0–4%, `share` −4%), a shortcut loop for authorities of plain host characters (+2–3%), finding `&` by a character loop instead of `indexOf` (slower). `minimal` on tracker-free URLs stays at about 2.3–2.55× of `new URL().href` (it depends on the load of the machine; same-process A/B against the previous main 1.0–1.05×), below the 3× floor: per URL it checks the scheme, scans the authority, finds `?` and looks at the first character of each query segment (one `indexOf` a segment), the authority scan and the pre-check each about 40% of its time; about a third of that time is reading the input from memory (the same URLs kept in the cache: `minimal` 254 → 155 ns a URL, `new URL().href` 515 → 385 ns). No single step is left to remove; a faster scan needs fewer characters read, not fewer branches.'
    ]
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const quick = process.argv.includes('--quick')
  const table = process.argv.indexOf('--table')
  if (table >= 0) process.stdout.write(JSON.stringify(runTable(process.argv[table + 1], { quick })))
  else benchCanonicalize({ quick })
}
