/**
 * Where each UTF-16 unit of a string's value (its "cooked" text) comes from in the raw
 * source text of the literal. Built by the walkers in this folder.
 */
export interface CookedMap {
  /** The value the walker computed from the raw text. */
  readonly cooked: string
  /** `rawStart[i]`: raw offset where the source of `cooked[i]` begins. */
  readonly rawStart: readonly number[]
  /** `rawEnd[i]`: raw offset where the source of `cooked[i]` ends. */
  readonly rawEnd: readonly number[]
  /** `verbatim[i]`: `cooked[i]` is written as itself, one raw unit, not through an escape. */
  readonly verbatim: readonly boolean[]
}

/** Collects a `CookedMap` while a walker reads raw text. */
export class CookedMapBuilder {
  private readonly parts: string[] = []
  private readonly rawStart: number[] = []
  private readonly rawEnd: number[] = []
  private readonly verbatim: boolean[] = []

  /** One raw unit at `at` that stands for itself. */
  plain(char: string, at: number): void {
    this.parts.push(char)
    this.rawStart.push(at)
    this.rawEnd.push(at + 1)
    this.verbatim.push(true)
  }

  /** The raw text `[start, end)` (an escape or entity) stands for `value` (zero or more units). */
  escaped(value: string, start: number, end: number): void {
    this.parts.push(value)
    for (let index = 0; index < value.length; index++) {
      this.rawStart.push(start)
      this.rawEnd.push(end)
      this.verbatim.push(false)
    }
  }

  build(): CookedMap {
    return { cooked: this.parts.join(''), rawStart: this.rawStart, rawEnd: this.rawEnd, verbatim: this.verbatim }
  }
}

/**
 * The raw range of the cooked range `[start, end)` when it is written plainly and without
 * anything in between (no escape, no line continuation); `undefined` otherwise.
 */
export function exactRawRange(map: CookedMap, start: number, end: number): [number, number] | undefined {
  if (start >= end || end > map.cooked.length) return undefined
  for (let index = start; index < end; index++) {
    if (!map.verbatim[index]) return undefined
    if (index > start && map.rawStart[index] !== map.rawEnd[index - 1]) return undefined
  }
  return [map.rawStart[start]!, map.rawEnd[end - 1]!]
}

/**
 * The raw range that writes exactly the cooked range `[start, end)`, escapes included;
 * `undefined` when an escape at either edge also writes units outside the range.
 */
export function coveringRawRange(map: CookedMap, start: number, end: number): [number, number] | undefined {
  if (start >= end || end > map.cooked.length) return undefined
  const first = map.rawStart[start]!
  const last = map.rawEnd[end - 1]!
  if (start > 0 && map.rawStart[start - 1] === first) return undefined
  if (end < map.cooked.length && map.rawStart[end] === map.rawStart[end - 1]) return undefined
  return [first, last]
}

/**
 * The map of a text read through two layers: `outer` reads the raw text (HTML's character references in a Vue
 * directive's value), `inner` reads what `outer` gives (the JavaScript string written there).
 */
export function composeMaps(outer: CookedMap, inner: CookedMap): CookedMap {
  const rawStart = inner.rawStart.map((at) => outer.rawStart[at]!)
  const rawEnd = inner.rawEnd.map((at) => outer.rawEnd[at - 1]!)
  const verbatim = inner.verbatim.map((plain, index) => plain && outer.verbatim[inner.rawStart[index]!]!)
  return { cooked: inner.cooked, rawStart, rawEnd, verbatim }
}
