import { OPTIONS } from '@linkcanon/core/rules'
import { describe, expect, it } from 'vitest'
import { optionsOfFlags } from '../dist/command-line/core-flags.js'
import { help } from '../dist/command-line/help.js'
import { coreFlags, scanFlags } from '../dist/command-line/settings.js'

const flagged = OPTIONS.filter((option) => option.takenBy.cli !== undefined)

describe('the core-option flags, from the core option table', () => {
  it('are the flags of check and fix, and of url but for --no-builtin-keep', () => {
    for (const option of flagged) {
      const name = option.takenBy.cli!.slice(2)
      expect(scanFlags).toHaveProperty([name])
      expect(Object.hasOwn(coreFlags, name)).toBe(name !== 'no-builtin-keep')
    }
  })

  it('have their help lines in the help of check (and of url)', () => {
    for (const option of flagged) {
      const flag = option.takenBy.cli!
      const text = option.takenBy.cliHelp ?? 'minimal | share | cache-key'
      const line = (help: string) =>
        help.split('\n').find((line) => line.startsWith(`  ${flag} `) && line.slice(22).startsWith(text))
      expect(line(help.check)).toBeDefined()
      if (flag !== '--no-builtin-keep') expect(line(help.url)).toBeDefined()
    }
    expect(help.check).toMatch(/^ {2}--preset <name> +minimal \| share \| cache-key \(default: minimal\)$/m)
    expect(help.url).toMatch(/^ {2}--preset <name> +minimal \| share \| cache-key \(default: share\)$/m)
    expect(help.url).not.toMatch(/--no-builtin-keep/)
  })

  it('give the core options: --no-x turns x off, lists split at commas', () => {
    expect(
      optionsOfFlags({
        preset: 'share',
        'force-https': true,
        rules: ['default,utm_*', 'extended'],
        keep: [' ref '],
        'no-builtin-keep': true,
        unwrap: true,
        fragment: false
      })
    ).toEqual({
      preset: 'share',
      forceHttps: true,
      rules: ['default', 'utm_*', 'extended'],
      keep: ['ref'],
      builtinKeep: false,
      unwrap: true
    })
    expect(optionsOfFlags({})).toEqual({})
  })
})
