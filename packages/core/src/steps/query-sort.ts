// The order of a query's pairs when a preset sorts them (`formQuery` in query.ts).

/** A pair of a query read as form data: its decoded key and value, and its text. */
export interface FormPair {
  key: string
  value: string
  /** The pair serialized as `URLSearchParams` does. */
  text: string
}

export function compareKeys(a: FormPair, b: FormPair): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0
}

export function compareKeyValue(a: FormPair, b: FormPair): number {
  return compareKeys(a, b) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)
}

/** Up to this many pairs are sorted in place by insertion (stable, no comparator calls through the engine). */
const INSERTION_SORT_MAX = 16

/** Stable sort of `pairs` by `compare`. */
export function sortPairs(pairs: FormPair[], compare: (a: FormPair, b: FormPair) => number): void {
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
