import type { ESLint, Linter } from 'eslint'
import { meta } from './meta.js'
import { rules } from './rules/index.js'

export type { RuleOptions } from './options.js'
export type { NoTrackingParamsRule } from './rules/index.js'

/** The plugin object, with its flat configs. */
export interface LinkcanonPlugin extends ESLint.Plugin {
  meta: typeof meta
  rules: typeof rules
  configs: { recommended: Linter.Config }
}

const plugin: LinkcanonPlugin = {
  meta,
  rules,
  configs: { recommended: {} }
}

plugin.configs.recommended = {
  name: 'linkcanon/recommended',
  plugins: { linkcanon: plugin },
  rules: { 'linkcanon/no-tracking-params': 'error' }
}

export default plugin
