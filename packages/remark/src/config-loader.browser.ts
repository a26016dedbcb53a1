// The config loader where there is no file system (any condition but `node` in package.json
// `imports`: a browser bundle): no config file is read; the plugin's options are all there is.
import type { CanonicalizeOptions } from '@linkcanon/core'
import type { LoadedConfig } from '@linkcanon/core/config'

/** No file system: never a config. */
export function nearestConfig(
  _cwd: string,
  _path: string
): { loaded: LoadedConfig; options: CanonicalizeOptions | undefined; included: boolean } | undefined {
  return undefined
}
