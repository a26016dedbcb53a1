/** Where a path has `.` and `..` segments, and how the URL parser resolves them. */

const DOT_SEGMENT = /(?:^|[/\\])(?:\.|%2e){1,2}(?=[/\\]|$)/i

/** Whether a path (as written or as parsed) holds a dot segment. */
export function hasDotSegment(path: string): boolean {
  return DOT_SEGMENT.test(path)
}

/** `.` or `%2e` in any case. */
function isSingleDot(segment: string): boolean {
  return segment === '.' || (segment.length === 3 && segment.toLowerCase() === '%2e')
}

/** `..`, `.%2e`, `%2e.` or `%2e%2e`, in any case. */
function isDoubleDot(segment: string): boolean {
  if (segment === '..') return true
  const lower = segment.length === 4 || segment.length === 6 ? segment.toLowerCase() : ''
  return lower === '.%2e' || lower === '%2e.' || lower === '%2e%2e'
}

/**
 * Resolve the dot segments of a path that starts with `/` as the URL Standard's parser does
 * for `http(s)`: `.` is dropped, `..` drops the segment before it (never above the root),
 * and either one at the end leaves a trailing `/`.
 */
export function resolveDotSegments(path: string): string {
  // `out` is the resolved path so far, each kept segment written as `/segment`.
  let out = ''
  const length = path.length
  for (let start = 1; start <= length;) {
    let end = path.indexOf('/', start)
    if (end < 0) end = length
    const segment = path.slice(start, end)
    if (isDoubleDot(segment)) {
      const slash = out.lastIndexOf('/')
      out = slash > 0 ? out.slice(0, slash) : ''
      if (end === length) out += '/'
    } else if (isSingleDot(segment)) {
      if (end === length) out += '/'
    } else out += '/' + segment
    start = end + 1
  }
  return out === '' ? '/' : out
}
