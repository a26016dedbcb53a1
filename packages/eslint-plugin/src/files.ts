/** The files of each language the rule reads: the `files` of the plugin's configs. */
export const files = {
  recommended: ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'],
  markdown: ['**/*.md'],
  json: ['**/*.json', '**/*.jsonc', '**/*.json5'],
  vue: ['**/*.vue'],
  svelte: ['**/*.svelte'],
  astro: ['**/*.astro']
} as const
