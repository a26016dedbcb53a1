// Finding URLs in text (seed 003's grammar, linear time) and the front ends' scan helper.
export { extractUrls } from './extract-urls.js'
export type { ExtractOptions } from './extract-urls.js'
export type { FoundUrl } from './scan.js'
export { scanText } from './scan-text.js'
export type { RejectedUrl, ScannedUrl, ScanResult } from './scan-text.js'
export * from './escapes/index.js'
