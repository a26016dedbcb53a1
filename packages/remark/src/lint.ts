import { LinkcanonError } from '@linkcanon/core'
import type { Root } from 'mdast'
import { lintRule } from 'unified-lint-rule'
import { settle, type Options, type Settings } from './options.js'
import { settingsFor } from './config.js'
import { checkTree } from './plugin.js'
import { ruleUrl } from './report.js'

/** Options of the lint rule: those of the plugin without `fix` (the rule only reports). */
export type LintOptions = Omit<Options, 'fix'>

const settled = new WeakMap<object, Settings>()

function settleLint(options: LintOptions | null | undefined): Settings {
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

const rule = lintRule<Root, LintOptions | null | undefined>(
  { origin: 'remark-lint:no-tracking-params', url: ruleUrl },
  function (tree, file, options) {
    const settings = settleLint(options)
    checkTree(tree, file, settingsFor(file, settings))
  }
)

/** The options inside a remark-lint config: `[severity, options]`, `options` or a bare severity. */
function optionsOf(config: unknown): LintOptions | null | undefined {
  if (Array.isArray(config)) return config[1] as LintOptions | null | undefined
  return typeof config === 'object' ? (config as LintOptions | null) : undefined
}

/**
 * remark-lint rule `no-tracking-params`: warn about links with tracking parameters. Reports
 * the messages of `remark-linkcanon` and changes nothing; set its severity as for any
 * remark-lint rule (`[2, options]` makes them errors). Bad options throw
 * `LinkcanonError('invalid-options')` when the rule is attached.
 */
const remarkLintNoTrackingParams: typeof rule = function (this: ThisParameterType<typeof rule>, ...parameters) {
  settleLint(optionsOf(parameters[0]))
  return rule.apply(this, parameters)
}
Object.defineProperty(remarkLintNoTrackingParams, 'name', { value: rule.name })

export default remarkLintNoTrackingParams
