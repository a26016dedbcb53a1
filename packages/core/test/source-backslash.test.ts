// The one backslash-escape reader: each language's table reads strings as that language does.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  JS_STRING_ESCAPES,
  JS_TEMPLATE_ESCAPES,
  JSON_ESCAPES,
  readEscape,
  readQuoted,
  TOML_ESCAPES,
  YAML_ESCAPES
} from '../src/exports/source.js'

/** Characters that make escapes: backslashes, escape letters, digits, braces, line breaks. */
const piece = fc.constantFrom(
  '\\',
  'u',
  'x',
  'U',
  'n',
  't',
  '0',
  '1',
  '7',
  '8',
  '{',
  '}',
  'a',
  'F',
  '"',
  '\n',
  '\r',
  ' ',
  'é'
)
const raw = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''))

function evaluate(source: string): string | undefined {
  try {
    return new Function(`return ${source}`)() as string
  } catch {
    return undefined
  }
}

describe('readQuoted', () => {
  it('reads a JSON string as JSON.parse does, where JSON.parse accepts it', () => {
    fc.assert(
      fc.property(raw, (text) => {
        let parsed: string
        try {
          parsed = JSON.parse(`"${text}"`) as string
        } catch {
          return
        }
        expect(readQuoted(text, { escapes: JSON_ESCAPES })?.cooked).toBe(parsed)
      })
    )
  })

  it('reads a JavaScript string and template as the engine does (sloppy mode)', () => {
    fc.assert(
      fc.property(raw, (text) => {
        // (A bare line break ends a string and is normalized in a template: not an escape's business.)
        if (text.includes('\n') || text.includes('\r')) return
        const body = text.replaceAll('"', '\\"').replaceAll('`', '\\`').replaceAll('${', '\\${')
        const string = evaluate(`"${body}"`)
        if (string !== undefined) expect(readQuoted(body, { escapes: JS_STRING_ESCAPES })?.cooked).toBe(string)
        const template = evaluate('`' + body + '`')
        if (template !== undefined) expect(readQuoted(body, { escapes: JS_TEMPLATE_ESCAPES })?.cooked).toBe(template)
      })
    )
  })

  it('maps each unit of the value back to the raw escape it comes from', () => {
    const map = readQuoted('a\\u0026b', { escapes: JSON_ESCAPES })!
    expect(map.cooked).toBe('a&b')
    expect(map.rawStart).toEqual([0, 1, 7])
    expect(map.rawEnd).toEqual([1, 7, 8])
    expect(map.verbatim).toEqual([true, false, true])
  })

  it('reads TOML and YAML line continuations and their own escapes', () => {
    expect(readQuoted('a\\  \n   b', { escapes: TOML_ESCAPES })?.cooked).toBe('ab')
    expect(readQuoted('a\\ b', { escapes: TOML_ESCAPES })).toBeUndefined()
    expect(readQuoted('\\e\\U0001F600', { escapes: TOML_ESCAPES })?.cooked).toBe('\u001b😀')
    expect(readQuoted('a\\\n  b', { escapes: YAML_ESCAPES, fold: true })?.cooked).toBe('ab')
    expect(readQuoted('\\_\\N\\ ', { escapes: YAML_ESCAPES })?.cooked).toBe('\u00a0\u0085 ')
    expect(readQuoted('\\q', { escapes: YAML_ESCAPES })).toBeUndefined()
    expect(readQuoted("it''s", { doubledQuote: "'" })?.cooked).toBe("it's")
  })

  it('reads JavaScript-only escapes: braces, legacy octal', () => {
    expect(readEscape('\\u{1F600}', 0, JS_STRING_ESCAPES)).toEqual({ value: '😀', end: 9 })
    expect(readEscape('\\101', 0, JS_STRING_ESCAPES)).toEqual({ value: 'A', end: 4 })
    expect(readEscape('\\101', 0, JS_TEMPLATE_ESCAPES)).toBeUndefined()
    expect(readEscape('\\1', 0, JSON_ESCAPES)).toBeUndefined()
    expect(readQuoted('a\\\r\nb', { escapes: JS_STRING_ESCAPES })?.cooked).toBe('ab')
  })
})
