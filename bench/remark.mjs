// Overhead of remark-linkcanon over parsing: remark-parse + remark-gfm alone vs with the plugin
// (fix: true), on every .md file of the Markdown corpus (bench/inputs.mjs: `--corpus <dir>`). Each document is parsed alone and
// with the plugin back to back, in alternating order; medians over rounds are reported.
// The plugin's own time over the parse time (pluginShareOfParsePercent) is the steady figure; the
// end-to-end difference is within the noise of parsing on a busy machine.
// Run: node bench/remark.mjs [--quick]   (build first: npx tsc --build)
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { markdownCorpus, markdownFiles } from './inputs.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const modules = join(here, '../packages/remark/node_modules')
const { unified } = await import(join(modules, 'unified/index.js'))
const { default: remarkParse } = await import(join(modules, 'remark-parse/index.js'))
const { default: remarkGfm } = await import(join(modules, 'remark-gfm/index.js'))
const { VFile } = await import(join(modules, 'vfile/index.js'))
const { default: remarkLinkcanon } = await import(join(here, '../packages/remark/dist/index.js'))

const corpus = markdownCorpus

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Parse one document, and run the plugin on the tree when `plugin`; times in ms. */
function once(value, parser, plugin) {
  const t0 = performance.now()
  const tree = parser.parse(value)
  const t1 = performance.now()
  let messages = 0
  if (plugin) {
    const file = new VFile({ value })
    plugin.runSync(tree, file)
    messages = file.messages.length
  }
  return { parse: t1 - t0, transform: performance.now() - t1, messages }
}

/**
 * One round: every document parsed alone and parsed then transformed, the two back to back
 * in alternating order, so a machine that speeds up or slows down favours neither side.
 */
function round(documents, parser, plugin) {
  const sums = { alone: 0, parse: 0, transform: 0, messages: 0 }
  documents.forEach((value, index) => {
    const add = (result) => {
      sums.parse += result.parse
      sums.transform += result.transform
      sums.messages += result.messages
    }
    if (index % 2 === 0) {
      sums.alone += once(value, parser).parse
      add(once(value, parser, plugin))
    } else {
      add(once(value, parser, plugin))
      sums.alone += once(value, parser).parse
    }
  })
  return sums
}

/**
 * @param {{quick?: boolean}} [options] `quick`: about 1 MB of the corpus (every third file, cut to 100 kB) and 4 rounds (else all of it, 5 rounds).
 */
export async function benchRemark({ quick = false } = {}) {
  let files = markdownFiles(corpus)
  let documents = files.map((file) => readFileSync(file, 'utf8'))
  if (quick) {
    // Every third file, each cut to its first ~100 kB at a blank line, up to ~1 MB:
    // some of each sub-corpus, the tracked-link lists included.
    const picked = []
    let size = 0
    for (const [index, text] of documents.entries()) {
      if (index % 3 !== 0) continue
      const cut = text.length > 100_000 ? text.slice(0, Math.max(text.lastIndexOf('\n\n', 100_000), 0)) : text
      size += cut.length
      picked.push(cut)
      if (size > 1_000_000) break
    }
    documents = picked
  }
  const bytes = documents.reduce((sum, text) => sum + Buffer.byteLength(text), 0)
  const parser = unified().use(remarkParse).use(remarkGfm).freeze()
  const plugin = unified().use(remarkGfm).use(remarkLinkcanon, { fix: true }).freeze()
  const rounds = quick ? 4 : 5

  round(quick ? documents : documents.slice(0, 200), parser, plugin) // warm up the parser and the plugin
  const alone = []
  const withPlugin = []
  const transformOnly = []
  const parseInPluginRounds = []
  let messages = 0
  for (let index = 0; index < rounds; index++) {
    const result = round(documents, parser, plugin)
    alone.push(result.alone)
    withPlugin.push(result.parse + result.transform)
    transformOnly.push(result.transform)
    parseInPluginRounds.push(result.parse)
    messages = result.messages
  }
  const result = {
    files: documents.length,
    megabytes: Number((bytes / 1e6).toFixed(2)),
    rounds,
    messages,
    parseMs: Number(median(alone).toFixed(1)),
    parsePlusPluginMs: Number(median(withPlugin).toFixed(1)),
    parseInPluginRoundsMs: Number(median(parseInPluginRounds).toFixed(1)),
    pluginMs: Number(median(transformOnly).toFixed(1)),
    /** End to end: (parse + plugin) / parse alone - 1, medians over rounds. */
    overheadPercent: Number(((median(withPlugin) / median(alone) - 1) * 100).toFixed(2)),
    /** The plugin's own time over the parse time of the same runs (less noisy). */
    pluginShareOfParsePercent: Number(((median(transformOnly) / median(parseInPluginRounds)) * 100).toFixed(2)),
    corpus: relative(process.cwd(), corpus)
  }
  // The steady figure is the target (the end-to-end difference swings with load).
  result.targets = [{ id: 'remark-overhead', value: result.pluginShareOfParsePercent }]
  return result
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await benchRemark({ quick: process.argv.includes('--quick') })
  console.log(JSON.stringify(result, null, 2))
  console.log(
    `remark-linkcanon: ${result.overheadPercent}% end-to-end overhead over remark-parse + remark-gfm ` +
      `(plugin alone ${result.pluginShareOfParsePercent}% of parse time; target <= 3%)`
  )
}
