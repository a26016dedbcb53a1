import type { ESLint, Linter } from 'eslint'
import { files } from './files.js'
import { meta } from './meta.js'
import { rules } from './rules/index.js'

export type { RuleOptions } from './options.js'
export type { NoTrackingParamsRule } from './rules/index.js'

/** The flat configs: one a language the rule reads (the language itself is set by its own plugin or parser). */
// A type, not an interface: ESLint's `Plugin` takes configs as a record.
export type LinkcanonConfigs = {
  /** JavaScript and TypeScript files (`**\/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}`). */
  recommended: Linter.Config
  /** Markdown files (`**\/*.md`), read through `@eslint/markdown`. */
  markdown: Linter.Config
  /** JSON, JSONC and JSON5 files, read through `@eslint/json`. */
  json: Linter.Config
  /** Vue single-file components (`**\/*.vue`), read through `vue-eslint-parser`. */
  vue: Linter.Config
  /** Svelte components (`**\/*.svelte`), read through `svelte-eslint-parser`. */
  svelte: Linter.Config
  /** Astro components (`**\/*.astro`), read through `astro-eslint-parser`. */
  astro: Linter.Config
}

/** The plugin object, with its flat configs. */
export interface LinkcanonPlugin extends ESLint.Plugin {
  meta: typeof meta
  rules: typeof rules
  configs: LinkcanonConfigs
}

const plugin: LinkcanonPlugin = {
  meta,
  rules,
  configs: {} as LinkcanonConfigs
}

const rule = { 'linkcanon/no-tracking-params': 'error' } as const
for (const name of ['recommended', 'markdown', 'json', 'vue', 'svelte', 'astro'] as const) {
  plugin.configs[name] = {
    name: `linkcanon/${name}`,
    files: [...files[name]],
    plugins: { linkcanon: plugin },
    rules: rule
  }
}

export default plugin
