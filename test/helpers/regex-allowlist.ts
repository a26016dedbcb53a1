// Regular expressions in packages/*/src that recheck cannot judge from the source alone, or
// that only ever see trusted input. Every entry says why. redos.test.ts fails on a regex
// that is neither shown linear nor listed here, and on an entry that matches nothing.

export interface AllowedRegex {
  file: string
  /** A piece of the site's source text that identifies it. */
  contains: string
  /**
   * `trusted-input`: built from and run on what the user configured; not checked.
   * `built-from-rules`: built at run time from rule data; every instance the built-in rule
   * sets and presets build is captured and checked with recheck (user config is trusted).
   */
  kind: 'trusted-input' | 'built-from-rules'
  reason: string
}

export const allowedRegexes: readonly AllowedRegex[] = [
  {
    file: 'packages/core/src/rules/value.ts',
    contains: "new RegExp(source, folded ? 'iu' : 'u')",
    kind: 'trusted-input',
    reason:
      'a `pattern` rule (its key, or its value with keep by value) is a regular expression the user writes in ' +
      'options or a config file, run on parameter keys and values; configuration is trusted input (SECURITY.md). ' +
      'No built-in rule set uses `pattern`.'
  },
  {
    file: 'packages/core/src/rules/globs.ts',
    contains: 'new RegExp(`^${source}$`',
    kind: 'built-from-rules',
    reason: "globToRegExp: a rule's `paths` glob (config or built-in data, escaped with escapeRegExp) run on URL paths"
  },
  {
    file: 'packages/core/src/rules/globs.ts',
    contains: 'escapeRegExp(h.slice(0, -2))',
    kind: 'built-from-rules',
    reason: "hostTest: a rule's `name.*` host wildcard (config or built-in data, escaped) run on URL hosts"
  },
  {
    file: 'packages/core/src/rules/list-regexp.ts',
    contains: 'new RegExp(source',
    kind: 'trusted-input',
    reason:
      'a regular expression from a rule list the user imports (importRules): checked when imported by ' +
      'rules/import/regexp-safety.ts, which rejects nested and overlapping quantifiers; the list is configuration'
  },
  {
    file: 'packages/core/src/stages/raw-rules.ts',
    contains: "new RegExp(rule.pattern, 'gi')",
    kind: 'trusted-input',
    reason:
      "a raw rule's whole-URL pattern from a rule list the user imports (importRules), or built-in data: checked " +
      'when imported by rules/import/regexp-safety.ts, which rejects nested and overlapping quantifiers'
  },
  {
    file: 'packages/core/src/rules/import/regexp-safety.ts',
    contains: 'new RegExp(source, flags)',
    kind: 'trusted-input',
    reason: "checkListRegExp: compiles an imported list's pattern to see that it is valid; never run here"
  },
  {
    file: 'packages/core/src/rules/import/regexp-safety.ts',
    contains: 'new RegExp(atom',
    kind: 'trusted-input',
    reason: 'atomMayMatch: one character class of an imported pattern, run on one character (linear by construction)'
  },
  {
    file: 'packages/core/src/rules/compile.ts',
    contains: "matcher.sources.join('|')",
    kind: 'built-from-rules',
    reason:
      'the prefilter of a matcher with 16 or more prefix and pattern rules (imported lists): an alternation of ' +
      'anchored rule sources already accepted one by one (escaped prefixes, list patterns checked on import, ' +
      'trusted config patterns), not under any quantifier; the built-in sets have fewer and build none'
  }
]
