import type { Point } from 'unist'
import { location } from 'vfile-location'

/** Turn source offsets into mdast-style points (1-based; a BOM at the start is not counted). */
export function createPointer(source: string, shift: number): (offset: number) => Point {
  const place = location(shift === 0 ? source : source.slice(shift))
  return (offset) => {
    const point = place.toPoint(offset - shift)
    if (point === undefined || point.offset === undefined)
      throw new RangeError(`Offset ${offset} is outside the source`)
    return point
  }
}
