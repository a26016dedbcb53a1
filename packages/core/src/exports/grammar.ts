// @linkcanon/core/grammar: the URL grammar's character codes, host and port tests, and the URLs of
// a value, for front ends that must tell where a URL may start or end in their kind of source.
export * as codes from '../extract/codes.js'
export { valueUrls } from '../extract/value.js'
export { isHost, isPort } from '../parse/validate.js'
