// @linkcanon/core/grammar: the URL grammar's character codes and host and port tests, for front
// ends that must tell where a URL may start or end in their kind of source.
export * as codes from '../extract/codes.js'
export { isHost, isPort } from '../parse/validate.js'
