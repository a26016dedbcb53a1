import type { Html, Root } from 'mdast'
import { bomShift, forEachCandidate } from './candidates.js'
import { createPointer } from './points.js'
import { htmlOffset, nodeRange, spanOf } from './span.js'
import type { LocatedUrl, LocateOptions } from './types.js'

/**
 * Every http(s) URL that remark-linkcanon looks at in an mdast tree, with the exact place of
 * its raw text in `source` (the document the tree was parsed from). Nodes without a position
 * are left out. `options.onStop` is told where raw HTML was read only up to a quote that never closes.
 */
export function locateTreeUrls(tree: Root, source: string, options?: LocateOptions | null): LocatedUrl[] {
  const shift = bomShift(source)
  const pointer = createPointer(source, shift)
  const located: LocatedUrl[] = []
  const onStop = options?.onStop ?? undefined
  /** An `html` node read up to the quote at `at` in its value: that quote's place (else the node's start). */
  const stopped =
    onStop &&
    ((node: Html, at: number): void => {
      const start = htmlOffset(node, at, source, shift) ?? nodeRange(node, shift)?.start
      if (start === undefined) return
      const { line, column } = pointer(start)
      onStop({ reason: 'unclosed-attribute', start, line, column, node })
    })
  forEachCandidate(
    tree,
    source,
    options?.images === true,
    (candidate) => {
      const span = spanOf(candidate, source, shift)
      if (span === undefined) return
      const { line, column } = pointer(span.start)
      const entry: LocatedUrl = {
        url: candidate.url,
        start: span.start,
        end: span.end,
        raw: source.slice(span.start, span.end),
        exact: span.exact,
        kind: candidate.kind,
        line,
        column,
        node: candidate.node
      }
      if (span.prefix !== undefined) entry.prefix = span.prefix
      const attribute = candidate.html?.name ?? candidate.attribute?.name
      if (attribute !== undefined) entry.attribute = attribute
      if (candidate.value !== undefined) entry.value = candidate.value
      located.push(entry)
    },
    stopped
  )
  return located
}
