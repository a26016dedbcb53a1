import { locate, scan } from '../parse/scan.js'
import { httpSchemeEnd } from '../parse/scheme.js'
import type { SourceUrl } from './format-pieces.js'

/** The path of an http(s) URL as written (`''` when there is none), or `undefined` for another URL. */
function pathOf(url: string): string | undefined {
  const schemeEnd = httpSchemeEnd(url)
  if (schemeEnd < 0) return undefined
  const shape = locate(url, scan(url, schemeEnd, true))
  const end = shape.queryStart >= 0 ? shape.queryStart : shape.hashStart >= 0 ? shape.hashStart : url.length
  return url.slice(shape.pathEnd, end)
}

function withoutEndSlashes(path: string): string {
  let end = path.length
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end--
  return path.slice(0, end)
}

/**
 * Why an edit of `url` into `canonical` should not be made in code or data, or `undefined`: it adds or
 * removes the `/` that ends the path (`share` and `cache-key` write `http://localhost:4444` as
 * `http://localhost:4444/` and drop the `/` of `https://esm.sh/pkg/dist/prod/`). The same page
 * to a reader, but in a program such a string is often a base: `${base}/path` would read `//path`,
 * and `new URL('font.woff2', base)` resolves against the path's last `/`.
 */
export function pathEndProblem(url: string, canonical: string): string | undefined {
  const before = pathOf(url)
  const after = pathOf(canonical)
  if (before === undefined || after === undefined) return undefined
  // `/another///` becomes `/another`, `''` becomes `/`: the same path but for the slashes that end it.
  if (before.endsWith('/') === after.endsWith('/') || withoutEndSlashes(before) !== withoutEndSlashes(after))
    return undefined
  const why = after.endsWith('/') ? 'a path joined to it would read "//"' : 'what is resolved against it would change'
  const edit = after.endsWith('/') ? 'adds a "/" to the end of the path' : 'removes the "/" that ends the path'
  return `the edit ${edit} (in code or data the URL may be a base: ${why})`
}

/**
 * `located` as a URL in code or data, which may be a base that a path is joined to or resolved against: an edit of
 * its path's last `/` is left (`pathEndProblem`: `share` writes `url: https://jekyllrb.com` as
 * `https://jekyllrb.com/`, which Jekyll joins to `/docs/` as `//docs/`).
 */
export function asBase(located: SourceUrl): SourceUrl {
  const rewrite = (expected: string): ReturnType<SourceUrl['rewrite']> => {
    const problem = pathEndProblem(located.url, expected)
    return problem === undefined ? located.rewrite(expected) : { reason: 'boundary', detail: problem }
  }
  return { ...located, rewrite }
}

/** The end of a link attribute before its value's quote (`<Card href=`, `<img src=`): a link a browser follows. */
const LINK_ATTRIBUTE = /\s(?:href|src)=$/i

/**
 * Whether the URL at `start` of a text is the quoted value of an `href` or `src` attribute (`<a href="…">` in an
 * HTML string, in JSX, in a component read as text): a link, not a base, though it is written in code.
 */
export function inLinkAttribute(text: string, start: number): boolean {
  const quote = text[start - 1]
  return (quote === '"' || quote === "'") && LINK_ATTRIBUTE.test(text.slice(Math.max(0, start - 7), start - 1))
}
