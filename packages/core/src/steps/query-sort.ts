// The order of a query's pairs when a preset sorts them (`formQuery` in query.ts).

export interface Pair {
  key: string
  value: string
}

export function compareKeys(a: Pair, b: Pair): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0
}

export function compareKeyValue(a: Pair, b: Pair): number {
  return compareKeys(a, b) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)
}

export interface FormPair extends Pair {
  /** The pair serialized as `URLSearchParams` does. */
  text: string
}

/** Up to this many pairs are sorted in place by insertion (stable, no comparator calls through the engine). */
const INSERTION_SORT_MAX = 16

/** Stable sort of `pairs` by `compare`. */
export function sortPairs(pairs: FormPair[], compare: (a: Pair, b: Pair) => number): void {
  if (pairs.length > INSERTION_SORT_MAX) {
    pairs.sort(compare) // Array.prototype.sort is stable
    return
  }
  for (let i = 1; i < pairs.length; i++) {
    const pair = pairs[i]!
    let j = i - 1
    while (j >= 0 && compare(pairs[j]!, pair) > 0) {
      pairs[j + 1] = pairs[j]!
      j--
    }
    pairs[j + 1] = pair
  }
}
