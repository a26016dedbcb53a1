import { isNameKey, MAPPING_KEY } from '@linkcanon/core/source'
import type { Rule } from 'eslint'
import type { Part } from '../find-tracked-urls.js'
import { mayHoldTrackedUrl } from '../find-tracked-urls.js'
import type { Settings } from '../options.js'
import { commentPiece, jsonStringPiece } from '../source/pieces.js'
import { textSourceOf } from './text-source.js'

/** A string node of `@eslint/json` (JSON, JSONC, JSON5). */
interface JsonString {
  type: 'String'
  value: string
  range: [number, number]
}

/** A comment of `@eslint/json` (JSONC, JSON5). */
interface JsonComment {
  type: 'LineComment' | 'BlockComment'
  range: [number, number]
}

/** A member (`"key": value`) of `@eslint/json`. */
interface JsonMember {
  /** A `String` (its `value`), or in JSON5 an `Identifier` (its `name`). */
  name: { type: string; value?: unknown; name?: unknown }
  value: object
}

/** Checks the parts of one string; `leave` is why its URLs get no fix. */
export type CheckParts = (parts: readonly Part[], outerRange: [number, number], leave?: string) => void

/**
 * Visitors for a document linted through `@eslint/json` (`json/json`, `json/jsonc`,
 * `json/json5`): each string value read through its escapes and fixed in JSON's escaping;
 * a key is reported and never renamed, as `linkcanon check` does; the value of a key whose value is a name
 * (`$schema`) is not read, nor is it by `linkcanon check`; comments with `checkComments`.
 */
export function jsonVisitors(context: Rule.RuleContext, settings: Settings, check: CheckParts): Rule.RuleListener {
  const code = textSourceOf(context)
  const keys = new WeakSet<object>()
  const names = new WeakSet<object>()
  return {
    Document() {
      if (!settings.checkComments) return
      const comments = (code as unknown as { comments?: JsonComment[] }).comments ?? []
      for (const { type, range } of comments) {
        const [start, end] = range
        const block = type === 'BlockComment'
        const value = code.text.slice(start + 2, block ? end - 2 : end)
        if (mayHoldTrackedUrl(value, settings)) check([commentPiece(value, start + 2, block)], range)
      }
    },
    Member(node: Rule.Node) {
      const { name, value } = node as unknown as JsonMember
      keys.add(name)
      // `"$schema": "http://json-schema.org/draft-07/schema"`: a name, no link (core's `isNameKey`).
      if (isNameKey(String(name.type === 'String' ? name.value : name.name))) names.add(value)
    },
    String(node: Rule.Node) {
      const string = node as unknown as JsonString
      if (!mayHoldTrackedUrl(string.value, settings) || names.has(string)) return
      const [start, end] = string.range
      const piece = jsonStringPiece(code.text.slice(start, end), string.value, start)
      check([piece], string.range, keys.has(string) ? MAPPING_KEY : undefined)
    }
  } as Rule.RuleListener
}
