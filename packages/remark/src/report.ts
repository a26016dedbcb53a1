import type { Finding } from '@linkcanon/core'
import { readStoppedMessage } from '@linkcanon/core/messages'
import type { Point, Position } from 'unist'
import type { VFile } from 'vfile'

/** The rule that finds tracked URLs. */
export const ruleId = 'no-tracking-params'
/** Where messages come from. */
export const source = 'linkcanon'

const docs = 'https://github.com/linkcanon/linkcanon/blob/main/packages/remark/readme.md'
/** The documentation of `no-tracking-params`. */
export const ruleUrl = `${docs}#no-tracking-params`
/**
 * The rule of each message, with its documentation: tracked URLs, URLs the core cannot read,
 * signed URLs left as they are, raw HTML read only up to a quote that never closes.
 */
const rules = {
  tracked: { ruleId, url: ruleUrl },
  invalid: { ruleId: 'invalid-url', url: `${docs}#invalid-url` },
  signed: { ruleId: 'signed-url', url: `${docs}#signed-urls` },
  stopped: { ruleId: 'read-stopped', url: `${docs}#read-stopped` }
}

/**
 * `file.message` of `rule` without capturing a stack trace: a `VFileMessage` is an `Error` whose
 * `stack` it sets to `''` anyway, and capturing it was a third of the plugin's time on
 * documents full of tracked links.
 */
function createMessage(
  file: VFile,
  reason: string,
  place: Point | Position | undefined,
  rule: { ruleId: string; url: string },
  cause?: Error
): ReturnType<VFile['message']> {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    const message = file.message(reason, { place, ruleId: rule.ruleId, source, ...(cause && { cause }) })
    message.url = rule.url
    return message
  } finally {
    Error.stackTraceLimit = limit
  }
}
/**
 * Add the vfile message for one finding (the core's `inspectUrl`, worded as every front end
 * words it). Every message is a warning (`fatal: false`), but for a link the plugin rewrites
 * (`fixed`), which is an info message (`fatal: undefined`: `remark -o --frail` passes when
 * everything was fixed); a signed URL has no `expected`.
 */
export function report(file: VFile, finding: Finding, place: Position | undefined, fixed = false): void {
  const error = finding.kind === 'invalid' ? finding.error! : undefined
  if (error) {
    // The cause stays for programs, with a one-line stack so that reporters (vfile-reporter
    // prints a message's cause) show no trace of the core's insides.
    Object.defineProperty(error, 'stack', {
      value: `${error.name} (${error.code})`,
      configurable: true,
      writable: true
    })
  }
  const message = createMessage(file, finding.message, place, rules[finding.kind], error)
  if (finding.kind !== 'tracked') return
  message.expected = [finding.canonical]
  if (fixed) message.fatal = undefined
}

/**
 * Warn that an `html` node was read only up to an attribute quote that never closes (at
 * `place`): the URLs before it are checked, the rest of that HTML is not. Worded by the core,
 * as the CLI words it for a file.
 */
export function reportStop(file: VFile, place: Point | Position | undefined): void {
  createMessage(file, readStoppedMessage('unclosed-attribute', 'html'), place, rules.stopped)
}
