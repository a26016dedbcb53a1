/**
 * The index of the first of `sorted` (ascending) that is at least `at` (its length when none is): a binary search, for
 * the thousands of pieces or expressions of one text (the stand-ins, the ESLint rule's parts) or units of a cooked map.
 */
export function firstAtLeast(sorted: readonly number[], at: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle]! < at) low = middle + 1
    else high = middle
  }
  return low
}
