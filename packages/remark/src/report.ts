import { removedKeys, type Change } from '@linkcanon/core'
import type { Position } from 'unist'
import type { VFile } from 'vfile'
import type { Finding } from './check.js'

/** The rule that finds tracked URLs. */
export const ruleId = 'no-tracking-params'
/** The rule for URLs the core cannot read. */
export const invalidRuleId = 'invalid-url'
/** Where messages come from. */
export const source = 'linkcanon'

const docs = 'https://github.com/linkcanon/linkcanon/blob/main/packages/remark/readme.md'
/** The documentation of `no-tracking-params`. */
export const ruleUrl = `${docs}#no-tracking-params`
const invalidUrl = `${docs}#invalid-url`

function list(keys: readonly string[]): string {
  return keys.map((key) => `\`${key}\``).join(', ')
}

/** `Remove tracking parameters \`utm_source\`, \`utm_medium\` from https://…`, plus any other change. */
export function reasonFor(url: string, changes: readonly Change[]): string {
  const keys = removedKeys(changes)
  const others = changes.filter((change) => change.type !== 'remove-param').map((change) => change.message)
  if (keys.length === 0) return `Canonicalize ${url}: ${others.join('; ')}`
  const head = `Remove tracking parameter${keys.length === 1 ? '' : 's'} ${list(keys)} from ${url}`
  return others.length === 0 ? head : `${head} (also: ${others.join('; ')})`
}

/**
 * `file.message` without capturing a stack trace: a `VFileMessage` is an `Error` whose
 * `stack` it sets to `''` anyway, and capturing it was a third of the plugin's time on
 * documents full of tracked links.
 */
function createMessage(
  file: VFile,
  reason: string,
  options: { place: Position | undefined; ruleId: string; source: string; cause?: Error }
): ReturnType<VFile['message']> {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    return file.message(reason, options)
  } finally {
    Error.stackTraceLimit = limit
  }
}

/** Add the vfile message for one finding about `url`. */
export function report(file: VFile, url: string, finding: Finding, place: Position | undefined): void {
  if (finding.type === 'invalid') {
    const { error } = finding
    // The core's message names the URL already: say it once. The cause stays for programs, with a
    // one-line stack so that reporters print no trace of the core's insides.
    const reason = error.message.includes(url) ? error.message : `Cannot check ${url}: ${error.message}`
    Object.defineProperty(error, 'stack', { value: `${error.name} (${error.code})`, configurable: true, writable: true })
    const message = createMessage(file, reason, { place, ruleId: invalidRuleId, source, cause: error })
    message.url = invalidUrl
    return
  }
  const message = createMessage(file, reasonFor(url, finding.changes), { place, ruleId, source })
  message.expected = [finding.url]
  message.url = ruleUrl
}
