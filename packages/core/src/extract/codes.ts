/**
 * Named UTF-16 code units of the ASCII punctuation and blanks that the core's scanners (and the
 * front ends' scanners of their own syntax, through `@linkcanon/core/grammar` as `codes`) test
 * `charCodeAt` against. One name each, written once.
 */
export const TAB = 0x09
export const LINE_FEED = 0x0a
export const CARRIAGE_RETURN = 0x0d
export const SPACE = 0x20
export const HASH = 0x23
export const QUOTE = 0x27
export const OPEN_PAREN = 0x28
export const CLOSE_PAREN = 0x29
export const SLASH = 0x2f
export const COLON = 0x3a
export const LESS_THAN = 0x3c
export const GREATER_THAN = 0x3e
export const QUESTION = 0x3f
export const OPEN_BRACKET = 0x5b
export const BACKSLASH = 0x5c
export const CLOSE_BRACKET = 0x5d
export const UNDERSCORE = 0x5f
export const BACKTICK = 0x60
export const TILDE = 0x7e
export const DELETE = 0x7f
