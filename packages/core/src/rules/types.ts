/** How a rule's `key` is compared with a parameter's decoded key. */
export type KeyMatch = 'exact' | 'prefix' | 'pattern'

/**
 * One parameter pattern: used both for trackers to remove and for exceptions to keep.
 * Keys are compared after percent-decoding (`utm%5Fsource` is `utm_source`).
 */
export interface ParamPattern {
  /** The exact key, the prefix, or a regular expression source (`match: 'pattern'`). */
  key: string
  /** Default `'exact'`. */
  match?: KeyMatch | undefined
  /**
   * Only when the parameter's value (decoded; `''` when it has none) is this, compared as
   * `valueMatch` says: `{ key: 'utm_source', value: 'astro' }` keeps the owner's own tag while
   * `utm_source=chatgpt.com` still goes.
   */
  value?: string | undefined
  /** How `value` is compared, as `match` is for the key. Default `'exact'`. */
  valueMatch?: KeyMatch | undefined
  /** Default `true`. When `false`, keys (and values) are compared in lower case. */
  caseSensitive?: boolean | undefined
  /**
   * Only on these hosts: `example.com` matches `example.com` and every subdomain;
   * `google.*` matches `google.` followed by any one- or two-label suffix.
   */
  hosts?: readonly string[] | undefined
  /**
   * Only when the path matches one of these globs (`*` = within one segment,
   * `**` = anything), compared case-insensitively.
   */
  paths?: readonly string[] | undefined
  /**
   * Only when the whole URL matches one of these regular expressions (sources, matched
   * case-insensitively): an imported list's provider pattern.
   */
  urls?: readonly string[] | undefined
  /** Never when the whole URL matches one of these regular expressions (an imported list's exceptions). */
  exceptUrls?: readonly string[] | undefined
  /**
   * `match: 'pattern'` only: test the pattern on `key=value` (both decoded; `key=` when the
   * parameter has no value) rather than the key (AdGuard/uBlock `$removeparam=/regex/`).
   */
  withEquals?: boolean | undefined
  /** Why the rule exists (shown in docs). */
  note?: string | undefined
  /** Where the rule was read (an imported list's line or JSON path); shown by `rule.source`. */
  source?: string | undefined
}

/**
 * A redirect rule of an imported list: when the whole URL matches `urls` (any; all when
 * absent) and none of `exceptUrls`, and `pattern` matches, its first group is the target,
 * decoded once (regular expressions matched case-insensitively).
 */
export interface RedirectRule {
  pattern: string
  urls?: readonly string[] | undefined
  exceptUrls?: readonly string[] | undefined
  source?: string | undefined
}

/**
 * A raw rule of an imported list (ClearURLs `rawRules`): on a URL that matches `urls` (any; all
 * when absent) and none of `exceptUrls`, every match of `pattern` in the URL's text is removed
 * (matched case-insensitively, all matches). See `stages/raw-rules.ts` for what keeps it safe.
 * Its fields are a redirect rule's.
 */
export type RawRule = RedirectRule

/** A named set of trackers with its exceptions. */
export interface RuleSet {
  name: string
  remove: readonly ParamPattern[]
  keep?: readonly ParamPattern[] | undefined
  /** Redirect wrappers of an imported list (used with `unwrap: true`). */
  redirections?: readonly RedirectRule[] | undefined
  /** Raw rules of an imported list: text removed from the whole URL (ClearURLs `rawRules`). */
  rawRules?: readonly RawRule[] | undefined
}

/** The names of the built-in rule sets. */
export type RuleSetName = 'default' | 'recommended' | 'extended' | 'cache-key'

/**
 * One entry of the `rules` option: a built-in set's name, a rule set, a pattern, or a key
 * shorthand (`'mc_eid'` exact, `'pk_*'` prefix, `'/^ga_\\d+$/i'` pattern).
 */
export type RuleEntry = RuleSetName | RuleSet | ParamPattern | string

/** The `rules` option: one entry or a list of them (their union). */
export type RulesOption = RuleEntry | readonly RuleEntry[]

/** The `keep` option: keys (same shorthand as rules) or patterns to keep. */
export type KeepOption = string | ParamPattern | readonly (string | ParamPattern)[]
