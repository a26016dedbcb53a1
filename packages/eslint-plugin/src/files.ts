/**
 * The files of each language the rule reads: the `files` of the plugin's configs, one config a
 * key (the language itself is set by its own plugin or parser).
 */
export const files = {
  /** JavaScript and TypeScript files (`**\/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}`). */
  recommended: ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'],
  /** Markdown files (`**\/*.md`), read through `@eslint/markdown`. */
  markdown: ['**/*.md'],
  /** JSON, JSONC and JSON5 files, read through `@eslint/json`. */
  json: ['**/*.json', '**/*.jsonc', '**/*.json5'],
  /** Vue single-file components (`**\/*.vue`), read through `vue-eslint-parser`. */
  vue: ['**/*.vue'],
  /** Svelte components (`**\/*.svelte`), read through `svelte-eslint-parser`. */
  svelte: ['**/*.svelte'],
  /** Astro components (`**\/*.astro`), read through `astro-eslint-parser`. */
  astro: ['**/*.astro']
} as const
