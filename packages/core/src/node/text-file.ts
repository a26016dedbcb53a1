import { readFileSync } from 'node:fs'

/**
 * A config or list file's text, without the byte order mark an editor may have written at its start (`JSON.parse`
 * rejects it; npm reads such a `package.json`).
 */
export function readTextFile(file: string): string {
  const text = readFileSync(file, 'utf8')
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}
