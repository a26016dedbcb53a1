import { locateInPiece, type FormatPiece, type SourceUrl } from './format-pieces.js'
import { locateJoined } from './stand-ins.js'

/**
 * Every URL in the pieces of `source`, with the raw range it is written in and how to rewrite it (`locateInPiece`);
 * pieces that go on from one another after a template expression (`joined`) are read across it (`locateJoined`).
 */
export function locateInPieces(source: string, pieces: readonly FormatPiece[]): SourceUrl[] {
  const found: SourceUrl[] = []
  for (let index = 0; index < pieces.length; index++) {
    let last = index
    while (pieces[last + 1]?.joined) last++
    const urls =
      last === index ? locateInPiece(source, pieces[index]!) : locateJoined(source, pieces.slice(index, last + 1))
    // One by one: a text may hold a million URLs, more arguments than a call takes.
    for (const url of urls) found.push(url)
    index = last
  }
  return found
}
