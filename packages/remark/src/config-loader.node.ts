// The config loader as remark-linkcanon sees it under Node.js (package.json `imports`,
// condition `node`): the one loader of `@linkcanon/core/config`, read synchronously, so the
// plugin's transform stays synchronous (`processSync` works). See `config-loader.browser.ts`.
import { resolve } from 'node:path'
import { configForFile, fileIncluded, optionsForFile } from '@linkcanon/core/config'

/**
 * The nearest config of the file at `path` (relative to `cwd`), its options there and whether its `include`/`exclude`
 * take the file.
 */
export function nearestConfig(cwd: string, path: string) {
  const file = resolve(cwd, path)
  const loaded = configForFile(file)
  return loaded === undefined
    ? undefined
    : { loaded, options: optionsForFile(loaded, file), included: fileIncluded(loaded, file) }
}
