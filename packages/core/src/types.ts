import type { RuleRef } from './rules/rule-ref.js'
import type { RulesOption, KeepOption } from './rules/types.js'
import type { SignedParam } from './rules/signed.js'
import type { Note } from './notes.js'

/** The names of the built-in presets. */
export type PresetName = 'minimal' | 'share' | 'cache-key'

/** Every kind of change `canonicalize` can report. */
export type ChangeType =
  | 'remove-param'
  | 'sort-params'
  | 'remove-trailing-slash'
  | 'force-https'
  | 'add-scheme'
  | 'lowercase-scheme'
  | 'lowercase-host'
  | 'remove-default-port'
  | 'remove-trailing-dot'
  | 'punycode-host'
  | 'resolve-dot-segments'
  | 'drop-fragment'
  | 'drop-userinfo'
  | 'reencode-query'
  | 'unwrap-redirect'
  | 'remove-raw-match'

/** One change that `canonicalize` applied, with a human message. */
export interface Change {
  type: ChangeType
  /** English text from the message table (`formatChange` gives other languages). */
  message: string
  /** `remove-param`: the parameter's key, decoded. */
  key?: string
  /** `remove-param`: the parameter's value, decoded (`''` when it had none); `remove-raw-match`: the text removed. */
  value?: string
  /** `remove-default-port`: the port as written. */
  port?: string
  /** What the part was before the change, where it is one string (`lowercase-host`, `punycode-host`…). */
  from?: string
  /** What the part is after the change. */
  to?: string
  /** `remove-param`, `remove-raw-match`: the rule that removed it (`{set, key, source?}`). */
  rule?: RuleRef
}

/**
 * Options of `canonicalize`. Options given next to `preset` override the preset's value. Each
 * option's comment is written from the option table (option-table.ts) by `node scripts/options.mjs`.
 */
export interface CanonicalizeOptions {
  /**
   * The preset: `share` (the link-sharing web tool's cleaning), `cache-key` (cache and dedupe keys) or
   * `minimal` (trackers out, every other byte as written). `inspectUrl`, the CLI's check and fix, remark and
   * ESLint default to `minimal`.
   *
   * @default 'share'
   * @example
   * canonicalize('https://Example.com/?utm_source=x', { preset: 'minimal' }).url
   * //=> 'https://Example.com/'
   */
  preset?: PresetName | undefined
  /**
   * Turn `http:` into `https:` (a `:443` left over becomes the default port and goes).
   *
   * @default false
   * @example
   * canonicalize('http://example.com/a', { forceHttps: true }).url
   * //=> 'https://example.com/a'
   */
  forceHttps?: boolean | undefined
  /**
   * The tracker rules: a built-in rule set name (`'recommended'`, `'default'` for the fixed list alone,
   * `'extended'`, `'cache-key'`), a rule set, a key shorthand (`'mc_eid'` exact, `'pk_*'` prefix,
   * `'/^ga_\\d+$/i'` pattern), a rule object, or a list of those (their union).
   *
   * @default the preset's ('recommended'; 'cache-key' for cache-key)
   * @example
   * canonicalize('https://example.com/?sessionid=1&q=a', { rules: ['default', 'sessionid'] }).url
   * //=> 'https://example.com/?q=a'
   */
  rules?: RulesOption | undefined
  /**
   * Exceptions: parameters to keep even when a rule matches them (same shorthand as `rules`); a rule object
   * with `value` keeps one value of a key: `{ key: 'utm_source', value: 'astro' }`.
   *
   * @default none
   * @example
   * canonicalize('https://example.com/?utm_id=7&utm_source=x', { keep: ['utm_id'] }).url
   * //=> 'https://example.com/?utm_id=7'
   */
  keep?: KeepOption | undefined
  /**
   * Whether the preset's built-in exceptions apply (only `minimal` has some, for example `ref` on
   * `api.github.com/repos/…`).
   *
   * @default true
   * @example
   * canonicalize('https://api.github.com/repos/o/r/contents/f?ref=main', {
   *   preset: 'minimal',
   *   builtinKeep: false
   * }).url
   * //=> 'https://api.github.com/repos/o/r/contents/f'
   */
  builtinKeep?: boolean | undefined
  /**
   * More signature parameters: a URL whose query holds one is never edited by `minimal`, and its query and
   * path are left as they are by `share` (a note says so). These entries are added to the built-in list
   * (`X-Amz-Signature`, `X-Goog-Signature`, CloudFront `Signature` with `Key-Pair-Id` or `Policy`, Azure
   * `sig` with `sv` or `se`, …), which cannot be turned off. A string is a key; `{key, with}` counts only
   * when one of the `with` keys is there too. Keys are compared case-insensitively, after percent-decoding.
   * `cache-key` ignores them.
   *
   * @default []
   * @example ['token_sig', { key: 'hmac', with: ['expires'] }]
   */
  signedParams?: readonly SignedParam[] | undefined
  /**
   * Replace a known redirect link (`google.com/url?q=…`, `l.facebook.com/l.php?u=…`, an imported list's
   * `redirections`) by its target, offline, then canonicalize the target (change `unwrap-redirect`).
   *
   * @default false
   * @example
   * canonicalize('https://www.google.com/url?q=https%3A%2F%2Fexample.com%2Fa%3Futm_source%3Dx', {
   *   preset: 'minimal',
   *   unwrap: true
   * }).url
   * //=> 'https://example.com/a'
   */
  unwrap?: boolean | undefined
  /**
   * Also remove tracker pairs from a fragment shaped `k=v&k=v` (`#xtor=RSS-1`, `#utm_source=feed&page=2`);
   * route-like fragments (`#/path`, `#!/path`) and anchors stay.
   *
   * @default false
   * @example
   * canonicalize('https://example.com/a#xtor=RSS-1&page=2', { preset: 'minimal', fragment: true }).url
   * //=> 'https://example.com/a#page=2'
   */
  fragment?: boolean | undefined
}

/** What `canonicalize` returns. */
export interface CanonicalizeResult {
  url: string
  changes: Change[]
  /**
   * What the preset did not do, and why (a signed URL left as it is, a `ref` kept as a pin).
   * Absent when there is nothing to say.
   */
  notes?: Note[]
}

/** A range `[start, end)` of a text, in UTF-16 offsets. */
export interface Span {
  start: number
  end: number
}
