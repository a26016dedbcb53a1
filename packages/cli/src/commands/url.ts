import { resolve } from 'node:path'
import { canonicalize, isLinkcanonError, type CanonicalizeOptions, type Change } from '@linkcanon/core'
import { coreOptionsOf, readConfigFile } from '@linkcanon/core/config'
import { parseCommand } from '../command-line/args.js'
import { warn, type Io } from '../io/streams.js'
import { coreFlags, coreOptionsFrom } from '../command-line/settings.js'
import { exitCodes } from '../errors.js'
import { readLines } from '../io/lines.js'
import { Output } from '../io/output.js'

/** `--explain`: one indented line a change, in the order the steps ran; a removal names its rule. */
function explained(url: string, changes: readonly Change[]): string {
  let text = url
  for (const change of changes) {
    text += `\n  ${change.type}: ${change.message}`
    if (change.rule !== undefined) {
      const source = change.rule.source === undefined ? '' : `, ${change.rule.source}`
      text += ` (rule ${JSON.stringify(change.rule.key)} of set "${change.rule.set}"${source})`
    }
  }
  return changes.length === 0 ? text + '\n  (no change)' : text
}

/** One output line for one input; `ok` false when the input was invalid. */
function canonicalLine(
  input: string,
  options: CanonicalizeOptions | undefined,
  json: boolean,
  explain: boolean,
  io: Io
): { line: string; ok: boolean } {
  try {
    const { url, changes, notes } = canonicalize(input, options)
    // Notes (a signed URL left as is, a `ref` kept as a pin) go with the JSON line, or to standard error.
    if (!json) for (const note of notes ?? []) warn(io, `${input}: ${note.message}`)
    return {
      line: json
        ? JSON.stringify(notes === undefined ? { input, url, changes } : { input, url, changes, notes })
        : explain
          ? explained(url, changes)
          : url,
      ok: true
    }
  } catch (error) {
    if (!isLinkcanonError(error)) throw error
    if (json) return { line: JSON.stringify({ input, error: { code: error.code, message: error.message } }), ok: false }
    warn(io, `${error.code}: ${error.message}`)
    return { line: '', ok: false }
  }
}

/** `linkcanon url`: canonicalize arguments, or standard input one line at a time. */
export async function runUrl(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand('url', args, io, {
    ...coreFlags,
    json: { type: 'boolean' },
    explain: { type: 'boolean' },
    config: { type: 'string' }
  })
  // A config file only when named: the output of `url` does not depend on the folder it runs in.
  const config = values.config === undefined ? undefined : await readConfigFile(resolve(io.cwd, values.config))
  const options = coreOptionsFrom('url', values, config && coreOptionsOf(config.config, config.importedRules))
  const json = values.json === true
  const explain = values.explain === true
  const output = new Output(io.stdout)
  let invalid = false
  const one = async (input: string): Promise<void> => {
    const { line, ok } = canonicalLine(input, options, json, explain, io)
    invalid ||= !ok
    await output.write(line + '\n')
  }
  if (positionals.length > 0) {
    for (const input of positionals) await one(input)
  } else {
    let first = true
    for await (const lines of readLines(io.stdin)) {
      for (const { text } of lines) {
        // A byte order mark is not part of the first URL.
        const input = first && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
        first = false
        // A blank line or a `#` comment is no URL: copied as it is (so output lines match input lines), skipped with
        // --json.
        if (/^\s*(?:#|$)/.test(input)) {
          if (!json) await output.write(input + '\n')
          continue
        }
        await one(input)
      }
    }
  }
  await output.flush()
  return invalid ? exitCodes.findings : exitCodes.ok
}
