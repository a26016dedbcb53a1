// Pieces joined across template expressions (`FormatPiece.joined`): the core reads a URL on through each expression,
// a letter standing in for it (`@linkcanon/core/source`'s stand-ins), as the ESLint rule reads it.
import type { FormatPiece } from '@linkcanon/core/source'
import { braceEnd } from './template-code.js'

/** A template expression inside a piece: its range, delimiters included. */
export interface Hole {
  start: number
  end: number
}

/**
 * `piece` in pieces around `holes` (template expressions in it, in order), each joined to the one before
 * (`FormatPiece.joined`), so that a URL is read across the expressions, as the ESLint rule reads it; `[piece]` when
 * there are none.
 */
export function joinedAround(piece: FormatPiece, holes: readonly Hole[]): FormatPiece[] {
  if (holes.length === 0) return [piece]
  const pieces: FormatPiece[] = []
  let at = piece.start
  for (const hole of holes) {
    pieces.push({ ...piece, start: at, end: Math.max(at, hole.start), joined: pieces.length > 0 })
    at = Math.min(piece.end, Math.max(at, hole.end))
  }
  pieces.push({ ...piece, start: at, end: piece.end, joined: true })
  return pieces
}

/**
 * A `${…}` that holds a TypeScript type keyword: a template literal *type* (`` `https://${string}/` ``), which stands
 * for many strings and is no link; the ESLint rule, which reads values, never visits it.
 */
const TYPE_PLACEHOLDER = /^\s*(?:string|number|bigint|boolean|any|unknown)\s*$/

/**
 * How deep `${…}` nest before the text inside is read as it is: each level scans its expression again, so reading
 * 20,000 nested ones took 25 s; code nests a few.
 */
const MAX_NESTING = 32

/**
 * A piece around each `${…}` in it (a template literal's expression in code, a variable in a shell script:
 * `https://e.com/?u=${u}&utm_source=x`, `joinedAround`); then each expression's own text, read so too (it may hold a
 * string or another template), `MAX_NESTING` levels deep. A type's placeholder (`TYPE_PLACEHOLDER`) is left in the
 * text, which a URL then runs into (no change at its end is made, as for `{id}` written in a string).
 */
export function aroundTemplateExpressions(source: string, piece: FormatPiece, depth = 0): FormatPiece[] {
  const holes: Hole[] = []
  const inner: FormatPiece[] = []
  // Searched in the piece's own text: a search of `source` would run on to the end of the file for each piece.
  const text = depth < MAX_NESTING ? source.slice(piece.start, piece.end) : ''
  const openingAfter = (from: number): number => {
    const at = text.indexOf('${', from - piece.start)
    return at === -1 ? -1 : piece.start + at
  }
  let open = openingAfter(piece.start)
  while (open !== -1) {
    const close = braceEnd(source, open + 1)
    if (close >= piece.end) break
    if (TYPE_PLACEHOLDER.test(source.slice(open + 2, close))) {
      open = openingAfter(close + 1)
      continue
    }
    holes.push({ start: open, end: close + 1 })
    const within = { ...piece, start: open + 2, end: close, joined: false }
    for (const read of aroundTemplateExpressions(source, within, depth + 1)) inner.push(read)
    open = openingAfter(close + 1)
  }
  return [...joinedAround(piece, holes), ...inner]
}
