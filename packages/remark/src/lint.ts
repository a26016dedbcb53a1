import { LinkcanonError } from '@linkcanon/core'
import type { Root } from 'mdast'
import { lintRule } from 'unified-lint-rule'
import type { VFile } from 'vfile'
import { settle, type Options, type Settings } from './options.js'
import { settingsFor } from './config.js'
import { checkTree } from './plugin.js'
import { ruleId, ruleUrl } from './report.js'

type Message = VFile['messages'][number]

/** The messages of other rules than `no-tracking-params` (signed URLs, directives…), as the plugin made them. */
const own = new WeakMap<Message, Pick<Message, 'ruleId' | 'source' | 'url'>>()

/** Options of the lint rule: those of the plugin without `fix` (the rule only reports). */
export type LintOptions = Omit<Options, 'fix'>

/** What unified-lint-rule reads as a severity in the first item of `[severity, options]`. */
const severities: readonly unknown[] = [false, 0, 'off', true, 1, 'on', 'warn', 2, 'error']

const settled = new WeakMap<object, Settings>()

function settleLint(options: LintOptions | null | undefined): Settings {
  if ((typeof options === 'string' || typeof options === 'number') && severities.includes(options)) {
    const label = JSON.stringify(options)
    throw new LinkcanonError(
      'invalid-options',
      `A severity alone (${label}) is read as options by remark-lint; give [${label}] or [severity, options]`
    )
  }
  if (options && typeof options === 'object' && 'fix' in options) {
    throw new LinkcanonError(
      'invalid-options',
      'The lint rule only reports; "fix" is an option of remark-linkcanon itself'
    )
  }
  if (!options || typeof options !== 'object') return settle(options, false)
  let settings = settled.get(options)
  if (!settings) settled.set(options, (settings = settle(options, false)))
  return settings
}

/**
 * The settings of each file, found before unified-lint-rule runs the rule (`settingsFor`): there a bad config file
 * throws out of the run, where unified-lint-rule would make it a message of the rule's severity (a warning, the file
 * not checked, the run passing). `undefined`: the config leaves the file out.
 */
const fileSettings = new WeakMap<VFile, Settings | undefined>()

const rule = lintRule<Root, LintOptions | null | undefined>(
  { origin: 'remark-lint:no-tracking-params', url: ruleUrl },
  function (tree, file) {
    const settings = fileSettings.get(file)
    if (settings === undefined) return
    const from = file.messages.length
    checkTree(tree, file, settings)
    for (const message of file.messages.slice(from))
      if (message.ruleId !== ruleId)
        own.set(message, { ruleId: message.ruleId, source: message.source, url: message.url })
  }
)

/**
 * The options inside a remark-lint config, as unified-lint-rule reads it: `[severity, options]` (a number first is a
 * severity, a bad one it rejects), else the config itself is the options (`'warn'` alone is options, and bad ones).
 */
function optionsOf(config: unknown): LintOptions | null | undefined {
  const withSeverity = Array.isArray(config) && (typeof config[0] === 'number' || severities.includes(config[0]))
  return (withSeverity ? config[1] : config) as LintOptions | null | undefined
}

/**
 * Give back their own rule ids to the messages that are not `no-tracking-params` (unified-lint-rule
 * gives every message of a rule its id and severity): a signed URL, an invalid URL, a directive
 * and raw HTML read in part stay warnings (`fatal: false`) whatever the rule's severity.
 */
function restore(file: VFile, from: number): void {
  for (const message of file.messages.slice(from)) {
    const original = own.get(message)
    if (original !== undefined) Object.assign(message, original, { fatal: false })
  }
}

/**
 * remark-lint rule `no-tracking-params`: warn about links with tracking parameters. Reports
 * the messages of `remark-linkcanon` and changes nothing; set its severity as for any
 * remark-lint rule (`[2, options]` makes tracked links errors; the other messages keep their
 * rule ids and stay warnings). Bad options throw `LinkcanonError('invalid-options')` when the
 * rule is attached.
 */
const remarkLintNoTrackingParams: typeof rule = function (this: ThisParameterType<typeof rule>, ...parameters) {
  const options = optionsOf(parameters[0])
  settleLint(options)
  const transform = rule.apply(this, parameters)
  if (transform === undefined) return transform
  return (tree, file, next) => {
    fileSettings.set(file, settingsFor(file, settleLint(options)))
    const from = file.messages.length
    return transform(tree, file, (error, ...rest) => {
      restore(file, from)
      next(error, ...rest)
    })
  }
}
Object.defineProperty(remarkLintNoTrackingParams, 'name', { value: rule.name })

export default remarkLintNoTrackingParams
