import type { Span } from '../types.js'

/** A part of a string to replace: the span `[start, end)` of the old string becomes `text`. */
export interface Replacement extends Readonly<Span> {
  readonly text: string
}

function commonPrefix(a: string, b: string, limit: number): number {
  let length = 0
  while (length < limit && a.charCodeAt(length) === b.charCodeAt(length)) length++
  return length
}

function commonSuffix(a: string, b: string, limit: number): number {
  let length = 0
  while (length < limit && a.charCodeAt(a.length - 1 - length) === b.charCodeAt(b.length - 1 - length)) length++
  return length
}

function span(before: string, after: string, prefix: number, suffix: number): Replacement {
  let start = prefix
  let end = before.length - suffix
  let text = after.slice(prefix, after.length - suffix)
  // An insertion takes one neighbouring unit along, so that it has a place in the raw text.
  if (start === end) {
    if (start > 0) text = before[--start]! + text
    else if (end < before.length) text += before[end++]!
  }
  return { start, end, text }
}

/**
 * The smallest single span that turns `before` into `after`, in the two ways it can sit
 * when the text around it repeats (leftmost and rightmost). A caller tries each.
 */
export function changedSpans(before: string, after: string): Replacement[] {
  const shortest = Math.min(before.length, after.length)
  const leftPrefix = commonPrefix(before, after, shortest)
  const rightSuffix = commonSuffix(before, after, shortest)
  const left = span(before, after, leftPrefix, commonSuffix(before, after, shortest - leftPrefix))
  const right = span(before, after, commonPrefix(before, after, shortest - rightSuffix), rightSuffix)
  return left.start === right.start && left.end === right.end ? [left] : [left, right]
}
