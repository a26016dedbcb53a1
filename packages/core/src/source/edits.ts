/** Replace `[start, end)` of the text by `text`. */
export interface Edit {
  start: number
  end: number
  text: string
}

/**
 * Apply edits that do not overlap, from the end of the text to its start, so that earlier
 * offsets stay valid. Every character outside the edits stays as it is. The pieces are joined
 * once at the end, so the time is linear in the text's length (slicing the growing result for
 * every edit took seconds on a 1 MB file with a thousand links). `linkcanon fix` writes a file so,
 * remark-linkcanon an `html` or front matter node's value. Throws a `RangeError` for edits that overlap.
 */
export function applyEdits(source: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start)
  const pieces: string[] = []
  let limit = source.length
  for (const edit of sorted) {
    if (edit.end > limit || edit.start > edit.end)
      throw new RangeError(`Edits overlap or are out of range at ${edit.start}-${edit.end}`)
    pieces.push(source.slice(edit.end, limit), edit.text)
    limit = edit.start
  }
  pieces.push(source.slice(0, limit))
  return pieces.reverse().join('')
}
