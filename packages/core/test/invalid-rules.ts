// The check every importer test makes on broken input: `invalid-rules`, naming the line or path.
import { importRules, isLinkcanonError, type RuleListFormat } from '@linkcanon/core'
import { expect } from 'vitest'

export function expectInvalidRules(text: string, format: RuleListFormat, messageStart: string): void {
  let error: unknown
  try {
    importRules(text, { format })
  } catch (caught) {
    error = caught
  }
  expect(isLinkcanonError(error) && error.code).toBe('invalid-rules')
  expect((error as Error).message.startsWith(messageStart), (error as Error).message).toBe(true)
}
