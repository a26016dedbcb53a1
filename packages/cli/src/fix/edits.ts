/** Replace `[start, end)` of the text by `text`. */
export interface Edit {
  start: number
  end: number
  text: string
}

/**
 * Apply edits that do not overlap, from the end of the text to its start, so that earlier
 * offsets stay valid. Every character outside the edits stays as it is.
 */
export function applyEdits(source: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start)
  let out = source
  let limit = source.length
  for (const edit of sorted) {
    if (edit.end > limit || edit.start > edit.end) throw new RangeError(`Edits overlap or are out of range at ${edit.start}-${edit.end}`)
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
    limit = edit.start
  }
  return out
}
