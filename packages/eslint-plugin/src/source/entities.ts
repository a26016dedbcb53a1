import { CookedMapBuilder, readReference, type CookedMap } from '@linkcanon/core/source'

/**
 * JSX text and JSX attribute strings have no backslash escapes, only HTML character
 * references, always ended by `;` (`&amp;`, `&#38;`, `&#x26;`), which core's reference reader
 * finds as it does XML's. Parsers differ in which references they decode (espree knows the
 * XHTML names, typescript-eslint decodes code points differently), so the walker reads the raw
 * text next to the value the parser produced and takes each reference as decoded or as
 * written, whichever that value shows.
 */
const LONGEST_REFERENCE = 40

/**
 * The values a parser may give the reference `token`, which XML reads as `read`: exact ones,
 * plus `undefined` for "some one unit" (a name XML does not know).
 */
function decodings(token: string, read: string): (string | undefined)[] {
  if (token[1] !== '#') return [read === token ? undefined : read]
  const code =
    token[2] === 'x' || token[2] === 'X' ? parseInt(token.slice(3, -1), 16) : parseInt(token.slice(2, -1), 10)
  const values = [String.fromCharCode(code)]
  if (code <= 0x10ffff) values.unshift(String.fromCodePoint(code))
  return values
}

/** What the parser made of the reference `token` at `done` in `value`; `undefined`: kept as written. */
function decodedText(token: string, read: string, value: string, done: number): string | undefined {
  const candidates = decodings(token, read)
  for (const candidate of candidates) {
    if (candidate !== undefined && value.startsWith(candidate, done)) return candidate
  }
  const someUnit = candidates.includes(undefined) && done < value.length && !value.startsWith(token, done)
  return someUnit ? value[done] : undefined
}

function walk(
  raw: string,
  start: number,
  end: number,
  value: string,
  forbidden: (char: string) => boolean
): CookedMap | undefined {
  const map = new CookedMapBuilder()
  let at = start
  let done = 0
  while (at < end) {
    const char = raw[at]!
    if (forbidden(char)) return undefined
    const reference = char === '&' ? readReference(raw, at, end, 'xml', 'text') : undefined
    if (reference !== undefined) {
      const token = raw.slice(at, reference.end)
      const text = decodedText(token, reference.value, value, done)
      if (text !== undefined) {
        map.escaped(text, at, at + token.length)
        at += token.length
        done += text.length
        continue
      }
    }
    if (char === '\r' && raw[at + 1] === '\n' && value[done] === '\n' && value[done + 1] !== '\n') {
      // JSX text may turn CRLF into LF.
      map.escaped('\n', at, at + 2)
      at += 2
      done++
      continue
    }
    if (value[done] !== char) return undefined
    map.plain(char, at)
    at++
    done++
  }
  return done === value.length ? map.build() : undefined
}

/** The quote of `raw` when it is quoted text (`'…'` or `"…"`, quotes included), else `undefined`. */
export function inQuotes(raw: string): string | undefined {
  const quote = raw[0]
  return (quote === '"' || quote === "'") && raw.length >= 2 && raw[raw.length - 1] === quote ? quote : undefined
}

/** Walk a JSX attribute string, quotes included, next to the value the parser gave it. */
export function walkJsxAttribute(raw: string, value: string): CookedMap | undefined {
  const quote = inQuotes(raw)
  return quote === undefined ? undefined : walk(raw, 1, raw.length - 1, value, (char) => char === quote)
}

/** Walk JSX text next to the value the parser gave it. */
export function walkJsxText(raw: string, value: string): CookedMap | undefined {
  return walk(raw, 0, raw.length, value, (char) => char === '{' || char === '}' || char === '<' || char === '>')
}

/**
 * True when a character reference in `raw` spans `at` (starts before it, ends after it):
 * an edit at `at` would then have made a new reference out of two pieces of text.
 */
export function referenceAcross(raw: string, at: number): boolean {
  const from = Math.max(0, at - LONGEST_REFERENCE)
  for (let start = raw.lastIndexOf('&', at - 1); start >= from; start = raw.lastIndexOf('&', start - 1)) {
    const end = readReference(raw, start, raw.length, 'xml', 'text')?.end
    if (start < at && end !== undefined && end > at) return true
    if (start === 0) break
  }
  return false
}
