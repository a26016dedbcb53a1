import { readFileSync } from 'node:fs'

/** This package's version, from its package.json. */
export const version: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version
