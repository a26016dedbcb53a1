import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const packageJson = require('../package.json') as { name: string; version: string }

/** The plugin's `meta` (ESLint uses it for caching and messages). */
export const meta = { name: packageJson.name, version: packageJson.version } as const

/** Where a rule's documentation lives. */
export function ruleDocsUrl(ruleName: string): string {
  return `https://github.com/linkcanon/linkcanon/blob/main/packages/eslint-plugin/docs/rules/${ruleName}.md`
}
