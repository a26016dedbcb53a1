import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const packageJson = require('../package.json') as { name: string; version: string }

/** The plugin's `meta` (ESLint uses it for caching and messages). */
export const meta = { name: packageJson.name, version: packageJson.version } as const
