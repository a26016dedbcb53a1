// The config loader where there is no file system (any condition but `node` in package.json
// `imports`: a browser bundle): no config file is read; the plugin's options are all there is.
import type { nearestConfig as withFiles } from './config-loader.node.js'

/** No file system: never a config. */
export const nearestConfig: typeof withFiles = () => undefined
