import { createRequire } from 'node:module'
import type { ESLint, Linter } from 'eslint'
import { files } from './files.js'
import { noTrackingParams, ruleName, type NoTrackingParamsRule } from './rules/no-tracking-params.js'

export type { RuleOptions } from './options.js'
export type { NoTrackingParamsRule } from './rules/no-tracking-params.js'

/** The flat configs: one a language the rule reads, named and documented in `files`. */
// A mapped type, not an interface: ESLint's `Plugin` takes configs as a record.
export type LinkcanonConfigs = { -readonly [Name in keyof typeof files]: Linter.Config }

/** The plugin object, with its flat configs. */
export interface LinkcanonPlugin extends ESLint.Plugin {
  /** The package's name and version (ESLint uses them for caching and messages). */
  meta: { readonly name: string; readonly version: string }
  rules: { [ruleName]: NoTrackingParamsRule }
  configs: LinkcanonConfigs
}

const { name, version } = createRequire(import.meta.url)('../package.json') as { name: string; version: string }

const plugin: LinkcanonPlugin = {
  meta: { name, version },
  rules: { [ruleName]: noTrackingParams },
  configs: {} as LinkcanonConfigs
}

const rule = { 'linkcanon/no-tracking-params': 'error' } as const
for (const config of Object.keys(files) as Array<keyof typeof files>) {
  plugin.configs[config] = {
    name: `linkcanon/${config}`,
    files: [...files[config]],
    plugins: { linkcanon: plugin },
    rules: rule
  }
}

export default plugin
