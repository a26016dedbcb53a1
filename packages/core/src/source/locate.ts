import { locateInPiece, type FormatPiece, type SourceUrl } from './format-pieces.js'
import { locateJoined, standIn } from './stand-ins.js'

/**
 * Every URL in the pieces of `source`, with the raw range it is written in and how to rewrite it (`locateInPiece`);
 * pieces that go on from one another after a template expression (`joined`) are read across it (`locateJoined`), and
 * a quoted URL that `+` joins to more text is read with that text as an expression (`joinedByPlus`).
 */
export function locateInPieces(source: string, pieces: readonly FormatPiece[]): SourceUrl[] {
  const found: SourceUrl[] = []
  for (let index = 0; index < pieces.length; index++) {
    let last = index
    while (pieces[last + 1]?.joined) last++
    const urls =
      last === index ? locateInPiece(source, pieces[index]!) : locateJoined(source, pieces.slice(index, last + 1))
    // One by one: a text may hold a million URLs, more arguments than a call takes.
    for (const url of urls) found.push(!url.standIns && plusAfterQuote(source, url.end) ? joinedByPlus(url) : url)
    index = last
  }
  return found
}

/** Whether the closing quote at `at` is followed (after blanks) by `+`: `'https://e.com/' + path`. */
function plusAfterQuote(source: string, at: number): boolean {
  const quote = source[at]
  if (quote !== "'" && quote !== '"' && quote !== '`') return false
  let index = at + 1
  while (index < source.length && /\s/.test(source[index]!)) index++
  return source[index] === '+' && source[index + 1] !== '+'
}

/**
 * A quoted URL that `+` joins to more text, read as the ESLint rule reads it: with a stand-in for that text at its
 * end (`'https://e.com/?utm_source=' + src` is left, its change depending on what is added; `share` finds no
 * path-end `/` to remove in `'https://www.npmjs.com/package/' + name`).
 */
function joinedByPlus(located: SourceUrl): SourceUrl {
  const { url } = located
  const x = standIn(url, '', 'x')
  return {
    ...located,
    url: url + x,
    standIns: { other: url + standIn(url, '', 'y'), at: [url.length] },
    // A change that takes in the stand-in is left by the front end (`withStandIns`): what is asked is the URL's own.
    rewrite: (expected) =>
      expected.endsWith(x) ? located.rewrite(expected.slice(0, -x.length)) : { reason: 'dynamic' }
  }
}
