// The public API is what readme.md documents (see "API"); test/exports.test.ts pins it.
// The public API takes Node streams and Buffers (`Io`, `main`): its types need @types/node, a
// dependency of this package, referenced here so consumers that set `"types": []` still get it.
/// <reference types="node" preserve="true" />
export { main } from './main.js'
export type { Io } from './io/streams.js'
export { fileOutcome, findingsOf, locateUrls } from './scan/file.js'
export type { FileOutcome, ScanSettings } from './scan/file.js'
export type { Finding } from './scan/findings.js'
export { fileKind } from './files/kinds.js'
export type { FileKind } from './files/kinds.js'
export { CliError } from './errors.js'
export { version } from './version.js'
