/**
 * Upper bounds, not changes: how fast `share` and `minimal` would be WITHOUT a part of their
 * work, to tell what a speed target leaves for that part. Each variant is a copy of the built
 * core (`packages/core/dist`, build first) with one part cut out by a text patch, loaded
 * beside an unchanged copy in one process and timed in the same interleaved rounds against
 * `new URL(s).href`. The variants give wrong results on purpose; nothing here ships.
 *
 *   node bench/ablate.mjs share      (all URLs)
 *   node bench/ablate.mjs minimal    (tracker-free URLs)
 *
 * A patch whose text is no longer in the build fails the run: update it with the code.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { compare, printTable } from './harness.mjs'
import { loadInputs } from './inputs.mjs'

const core = fileURLToPath(new URL('../packages/core/', import.meta.url))

/** Cuts: `[file under dist, text, replacement]`. */
const CUTS = {
  'query step': [
    [
      'steps/query.js',
      'export const queryStep = (state, preset) => {',
      'export const queryStep = (state, preset) => {\n    return;'
    ]
  ],
  sorting: [['steps/query.js', '        sortPairs(pairs, compare);', '']],
  'change records': [
    [
      'messages.js',
      "const change = { type: 'remove-param', message: changeMessages.en['remove-param']({ key }), key, value };",
      'const change = ONE_CHANGE;'
    ],
    ['messages.js', 'if (rule !== undefined)\n        change.rule = rule;', ''],
    [
      'messages.js',
      'export function removeParam(',
      "const ONE_CHANGE = { type: 'remove-param', message: '', key: '', value: '' };\nexport function removeParam("
    ]
  ],
  'signed-URL check': [
    [
      'rules/signed.js',
      'export function signedResult(result, input, preset, signatures, variant, keySeen) {',
      'export function signedResult(result, input, preset, signatures, variant, keySeen) {\n    return result;'
    ]
  ],
  'input preparation': [
    [
      'entry/runner.js',
      'function prepare(original, preset, changes) {\n    let input = original;',
      'function prepare(original, preset, changes) {\n    let input = original;\n    if (httpSchemeEnd(input) >= 0)\n        return input;'
    ]
  ],
  'tracker pre-check': [
    [
      'entry/runner.js',
      'first = question < 0 ? -1 : firstTracker(input, question + 1, input.length, c.rules, writtenContextOf);',
      'first = -1;'
    ]
  ],
  'scan and pre-check': [
    [
      'entry/runner.js',
      'const shape = scan(input, schemeEnd, written);',
      'if (written)\n        return { url: input, changes: changes ?? [] };\n    const shape = scan(input, schemeEnd, written);'
    ]
  ]
}

const PLANS = {
  share: {
    set: 'all',
    variants: [
      ['query step'],
      ['sorting'],
      ['change records'],
      ['signed-URL check'],
      ['input preparation'],
      ['sorting', 'change records', 'signed-URL check', 'input preparation']
    ]
  },
  minimal: { set: 'trackerFree', variants: [['tracker pre-check'], ['scan and pre-check']] }
}

const preset = process.argv[2] ?? 'share'
const plan = PLANS[preset]
if (!plan) {
  console.error('Usage: node bench/ablate.mjs share|minimal')
  process.exit(2)
}
const root = mkdtempSync(join(tmpdir(), 'linkcanon-ablate-'))

/** A copy of the built core with `cuts` applied; its `createCanonicalizer`. */
async function copyWithout(name, cuts) {
  const dir = join(root, name.replace(/[^a-z]+/gi, '-'))
  cpSync(join(core, 'dist'), join(dir, 'dist'), { recursive: true })
  cpSync(join(core, 'package.json'), join(dir, 'package.json'))
  symlinkSync(join(core, 'node_modules'), join(dir, 'node_modules'))
  for (const [file, text, replacement] of cuts.flatMap((cut) => CUTS[cut])) {
    const path = join(dir, 'dist', file)
    const source = readFileSync(path, 'utf8')
    if (!source.includes(text))
      throw new Error(
        `bench/ablate.mjs: the cut's text is no longer in dist/${file}; update CUTS: ${text.slice(0, 60)}…`
      )
    writeFileSync(path, source.replace(text, replacement))
  }
  const { createCanonicalizer } = await import(pathToFileURL(join(dir, 'dist/index.js')).href)
  return createCanonicalizer({ preset })
}

try {
  const inputs = loadInputs()[plan.set]
  const whole = await copyWithout('whole', [])
  const cases = [
    { name: 'new URL(s).href', fn: (s) => new URL(s).href },
    { name: `${preset} (whole)`, fn: (s) => whole(s).url }
  ]
  for (const cuts of plan.variants) {
    const f = await copyWithout(cuts.join(' '), cuts)
    cases.push({ name: `${preset} without ${cuts.join(', ')}`, fn: (s) => f(s).url })
  }
  const table = compare(cases, {
    inputs,
    rounds: 15,
    warmup: 4,
    chunk: 10_000,
    title: `${preset} without parts of its work (${plan.set} URLs)`,
    unit: 'URLs'
  })
  printTable(table)
  const base = table.rows[1]
  for (const row of table.rows.slice(2))
    console.log(
      `${row.name}: ${row.ratio.toFixed(2)}× of new URL, ${(base.medianMs / row.medianMs).toFixed(2)}× of the whole`
    )
} finally {
  rmSync(root, { recursive: true, force: true })
}
