/**
 * `linkcanon url` streaming: URLs a second through standard input and peak memory, for a
 * large input, against a Node script that only reads the lines and writes them back (the I/O floor).
 */
import { spawnSync } from 'node:child_process'
import { createWriteStream, mkdtempSync, openSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { once } from 'node:events'
import { generateUrls } from './inputs.mjs'

const bin = fileURLToPath(new URL('../packages/cli/dist/bin.js', import.meta.url))
const FLOOR = `const rl = (await import('node:readline')).createInterface({ input: process.stdin, crlfDelay: Infinity })
for await (const line of rl) if (!process.stdout.write(line + '\\n')) await new Promise((r) => process.stdout.once('drain', r))`

/** Run `args` with `input` on stdin and stdout to /dev/null; wall seconds and peak RSS (MB) from /usr/bin/time. */
function timed(args, input) {
  const child = spawnSync('/usr/bin/time', ['-f', '%e %M', ...args], {
    stdio: [openSync(input), 'ignore', 'pipe'],
    encoding: 'utf8',
    // `minimal` notes each kept `ref=main` on standard error: 1.5 MB for 2,000,000 lines, past the default 1 MB.
    maxBuffer: 1 << 30
  })
  const last = child.stderr.trim().split('\n').pop() ?? ''
  const [seconds, kb] = last.split(' ').map(Number)
  return { seconds, peakMB: kb / 1024, status: child.status }
}

export async function benchUrlStream({ quick = false } = {}) {
  const lines = quick ? 200_000 : 2_000_000
  const dir = mkdtempSync(join(tmpdir(), 'linkcanon-url-stream-'))
  const file = join(dir, 'urls.txt')
  try {
    const urls = generateUrls(100_000)
    const out = createWriteStream(file)
    for (let i = 0; i < lines; i++) if (!out.write(urls[i % urls.length] + '\n')) await once(out, 'drain')
    out.end()
    await once(out, 'finish')
    const megabytes = statSync(file).size / (1024 * 1024)
    const rows = []
    const floor = timed([process.execPath, '--input-type=module', '-e', FLOOR], file)
    for (const preset of ['minimal', 'share']) {
      const run = timed([process.execPath, bin, 'url', '--preset', preset], file)
      rows.push({
        name: `linkcanon url --preset ${preset}`,
        perSecond: lines / run.seconds,
        medianMs: run.seconds * 1000,
        ratio: floor.seconds / run.seconds,
        note: `${(megabytes / run.seconds).toFixed(1)} MB/s, peak RSS ${run.peakMB.toFixed(0)} MB, exit ${run.status}`
      })
    }
    rows.unshift({
      name: 'read and write the lines (Node readline)',
      perSecond: lines / floor.seconds,
      medianMs: floor.seconds * 1000,
      ratio: 1,
      note: `${(megabytes / floor.seconds).toFixed(1)} MB/s, peak RSS ${floor.peakMB.toFixed(0)} MB`
    })
    const table = {
      title: `linkcanon url on standard input (${lines.toLocaleString('en')} lines, ${megabytes.toFixed(0)} MB)`,
      baseline: rows[0].name,
      unit: 'lines',
      rounds: 1,
      warmup: 0,
      unitsPerRound: lines,
      rows
    }
    console.log(`\n${table.title}`)
    for (const row of rows)
      console.log(
        `  ${row.name.padEnd(42)} ${Math.round(row.perSecond).toLocaleString('en').padStart(12)} lines/s  ${row.ratio.toFixed(2)}×  ${row.note}`
      )
    return {
      title: '`linkcanon url` streaming',
      command: `node bench/run.mjs --only url-stream${quick ? ' --quick' : ''}`,
      tables: [table],
      targets: [],
      notes: [
        'One run each (wall clock, `/usr/bin/time`); peak memory is the maximum resident set size. Memory stays flat as the input grows: lines are read and written one at a time with backpressure.'
      ]
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await benchUrlStream({ quick: process.argv.includes('--quick') })
