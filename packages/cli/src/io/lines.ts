import type { Readable } from 'node:stream'
import { CliError } from '../errors.js'
import { looksLikeUtf16, SNIFF, utf16Reason } from './read-text.js'

/** One line of input: its text and the line ending after it (`''` at the end of input). */
export interface Line {
  text: string
  ending: string
}

const ENDING = /\r\n|\r|\n/g

/**
 * Read UTF-8 text from `stream` and yield its lines in batches, one batch a chunk read, so
 * memory stays bounded by the longest line (a BOM is kept as U+FEFF). Invalid UTF-8 throws
 * `CliError('io')`. A last line without an ending is yielded; nothing follows a final ending.
 */
export async function* readLines(stream: Readable, name = 'standard input'): AsyncGenerator<Line[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
  let rest = ''
  const take = (final: boolean): Line[] => {
    const lines: Line[] = []
    let start = 0
    ENDING.lastIndex = 0
    for (let match = ENDING.exec(rest); match !== null; match = ENDING.exec(rest)) {
      // A `\r` at the very end may be the first half of `\r\n`: wait for more.
      if (!final && match[0] === '\r' && match.index === rest.length - 1) break
      lines.push({ text: rest.slice(start, match.index), ending: match[0] })
      start = ENDING.lastIndex
    }
    rest = rest.slice(start)
    if (final && rest !== '') {
      lines.push({ text: rest, ending: '' })
      rest = ''
    }
    return lines
  }
  let first = true
  try {
    for await (const chunk of stream) {
      if (first && typeof chunk !== 'string' && looksLikeUtf16((chunk as Uint8Array).subarray(0, SNIFF))) {
        throw new CliError('io', `${name} is ${utf16Reason}`)
      }
      first = false
      rest += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true })
      const lines = take(false)
      if (lines.length > 0) yield lines
    }
    rest += decoder.decode()
  } catch (error) {
    if (error instanceof TypeError) throw new CliError('io', `${name} is not UTF-8 text`, { cause: error })
    throw error
  }
  const lines = take(true)
  if (lines.length > 0) yield lines
}
