import type { ParamPattern } from './types.js'

/** Read the key shorthand: `'k'` exact, `'k*'` prefix, `'/re/flags'` pattern. */
export function parseKeyShorthand(text: string): ParamPattern {
  const pattern = /^\/(.+)\/([a-z]*)$/s.exec(text)
  if (pattern) {
    const flags = pattern[2] ?? ''
    return { key: pattern[1] ?? '', match: 'pattern', caseSensitive: !flags.includes('i') }
  }
  if (text.length > 1 && text.endsWith('*')) return { key: text.slice(0, -1), match: 'prefix' }
  return { key: text }
}
