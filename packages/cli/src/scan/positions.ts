import { firstAtLeast } from '@linkcanon/core/source'

/** 1-based line and column of a UTF-16 offset. */
export interface Point {
  line: number
  /** 1-based, in UTF-16 code units (as ESLint and mdast count); a BOM at the start is not counted. */
  column: number
}

/**
 * The index of the last of `sorted` (ascending, its first at most `offset`) that is at most `offset`, by the core's
 * binary search (`firstAtLeast`).
 */
export function lastAtOrBefore(sorted: readonly number[], offset: number): number {
  return Math.max(0, firstAtLeast(sorted, offset + 1) - 1)
}

/**
 * Map UTF-16 offsets of `text` to lines and columns. Line endings are `\n`, `\r\n` and `\r`
 * (as in Markdown). Offsets must be asked for in any order; lookups are binary searches.
 */
export function createLocator(text: string): (offset: number) => Point {
  const starts = [0]
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 10) starts.push(index + 1)
    else if (code === 13) {
      if (text.charCodeAt(index + 1) === 10) index++
      starts.push(index + 1)
    }
  }
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0
  return (offset) => {
    const low = lastAtOrBefore(starts, offset)
    const lineStart = starts[low]!
    return { line: low + 1, column: offset - lineStart + 1 - (low === 0 && offset > 0 ? bom : 0) }
  }
}
