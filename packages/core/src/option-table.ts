/**
 * The options of the core, declared once: each option's name, its JSON Schema (with the one
 * description of it), its default, its example and which front ends take it. The doc comments of
 * `CanonicalizeOptions` in types.ts and the option entries of the config's JSON Schema
 * (`schema/linkcanon.config.schema.json`), both written by `node scripts/options.mjs` and checked
 * by `pnpm docs:check`, the option keys the pipeline accepts, the flags it checks and the config
 * file's keys come from this table, and so do, through the `OPTIONS` export of
 * `@linkcanon/core/rules`, the ESLint rule's schema for these options and the CLI's flags for
 * them, with their help lines.
 */

/** Where an option is taken besides `canonicalize`: the config file and the front ends. */
export interface OptionFrontEnds {
  /** A key of the config file (`linkcanon.config.json`). */
  readonly config: boolean
  /** The CLI flag, when there is one. */
  readonly cli?: string
  /** The flag's line in the CLI's help (the preset's is written from its values). */
  readonly cliHelp?: string
  /** An option of the ESLint rule and of the remark plugin. */
  readonly eslint: boolean
  readonly remark: boolean
}

/** One option of the core. */
export interface OptionSpec {
  readonly name: string
  /** Its type, as the docs' options tables say it (Markdown; from `schema` when left out). */
  readonly type?: string
  /** Its JSON Schema in the config file's schema (`description` is the option's one doc). */
  readonly schema: Readonly<Record<string, unknown>> & { readonly description: string; readonly type?: string }
  /** Its default, as the readme's options table says it (the front ends' preset is `'minimal'`). */
  readonly default: string
  /** The `@example` of its doc comment in `CanonicalizeOptions`: code, lines joined by `\n`. */
  readonly example: string
  readonly takenBy: OptionFrontEnds
}

/** An option taken by the config file, the ESLint rule and the remark plugin (as every option is so far). */
const EVERY_FRONT_END = { config: true, eslint: true, remark: true } as const

export const OPTIONS: readonly OptionSpec[] = [
  {
    name: 'preset',
    schema: {
      description:
        "The preset: `share` (the link-sharing web tool's cleaning), `cache-key` (cache and dedupe keys) or " +
        "`minimal` (trackers out, every other byte as written). `inspectUrl`, the CLI's check and fix, remark " +
        'and ESLint default to `minimal`.',
      enum: ['minimal', 'share', 'cache-key']
    },
    default: "'share'",
    example:
      "canonicalize('https://Example.com/?utm_source=x', { preset: 'minimal' }).url\n//=> 'https://Example.com/'",
    takenBy: { ...EVERY_FRONT_END, cli: '--preset' }
  },
  {
    name: 'forceHttps',
    schema: {
      type: 'boolean',
      description: 'Turn `http:` into `https:` (a `:443` left over becomes the default port and goes).'
    },
    default: 'false',
    example: "canonicalize('http://example.com/a', { forceHttps: true }).url\n//=> 'https://example.com/a'",
    takenBy: {
      ...EVERY_FRONT_END,
      cli: '--force-https',
      cliHelp: 'Turn http: into https: (check and fix report http: links)'
    }
  },
  {
    name: 'rules',
    type: 'a rule set name, rule set, key shorthand or rule object, or a list of them',
    schema: {
      description:
        "The tracker rules: a built-in rule set name (`'recommended'`, `'default'` for the fixed list alone, " +
        "`'extended'`, `'cache-key'`), a rule set, a key shorthand (`'mc_eid'` exact, `'pk_*'` prefix, " +
        "`'/^ga_\\\\d+$/i'` pattern), a rule object, or a list of those (their union).",
      anyOf: [{ $ref: '#/definitions/ruleEntry' }, { type: 'array', items: { $ref: '#/definitions/ruleEntry' } }]
    },
    default: "the preset's ('recommended'; 'cache-key' for cache-key)",
    example:
      "canonicalize('https://example.com/?sessionid=1&q=a', { rules: ['default', 'sessionid'] }).url\n" +
      "//=> 'https://example.com/?q=a'",
    takenBy: {
      ...EVERY_FRONT_END,
      cli: '--rules',
      cliHelp: 'Rule sets or keys, comma-separated (recommended, default, extended, utm_*, /re/i)'
    }
  },
  {
    name: 'keep',
    type: 'key shorthand, rule object, or a list of them',
    schema: {
      description:
        'Exceptions: parameters to keep even when a rule matches them (same shorthand as `rules`); a rule ' +
        "object with `value` keeps one value of a key: `{ key: 'utm_source', value: 'astro' }`.",
      anyOf: [{ $ref: '#/definitions/keyOrPattern' }, { type: 'array', items: { $ref: '#/definitions/keyOrPattern' } }]
    },
    default: 'none',
    example:
      "canonicalize('https://example.com/?utm_id=7&utm_source=x', { keep: ['utm_id'] }).url\n" +
      "//=> 'https://example.com/?utm_id=7'",
    takenBy: { ...EVERY_FRONT_END, cli: '--keep', cliHelp: 'Keys to keep even when a rule matches, comma-separated' }
  },
  {
    name: 'builtinKeep',
    schema: {
      type: 'boolean',
      description:
        "Whether the preset's built-in exceptions apply (only `minimal` has some, for example `ref` on " +
        '`api.github.com/repos/…`).'
    },
    default: 'true',
    example:
      "canonicalize('https://api.github.com/repos/o/r/contents/f?ref=main', {\n" +
      "  preset: 'minimal',\n" +
      '  builtinKeep: false\n' +
      '}).url\n' +
      "//=> 'https://api.github.com/repos/o/r/contents/f'",
    takenBy: { ...EVERY_FRONT_END, cli: '--no-builtin-keep', cliHelp: "Turn off the preset's built-in exceptions" }
  },
  {
    name: 'unwrap',
    schema: {
      type: 'boolean',
      description:
        "Replace a known redirect link (`google.com/url?q=…`, `l.facebook.com/l.php?u=…`, an imported list's " +
        '`redirections`) by its target, offline, then canonicalize the target (change `unwrap-redirect`).'
    },
    default: 'false',
    example:
      "canonicalize('https://www.google.com/url?q=https%3A%2F%2Fexample.com%2Fa%3Futm_source%3Dx', {\n" +
      "  preset: 'minimal',\n" +
      '  unwrap: true\n' +
      '}).url\n' +
      "//=> 'https://example.com/a'",
    takenBy: {
      ...EVERY_FRONT_END,
      cli: '--unwrap',
      cliHelp: 'Replace a known redirect link (google.com/url?q=…) by its target, offline'
    }
  },
  {
    name: 'fragment',
    schema: {
      type: 'boolean',
      description:
        'Also remove tracker pairs from a fragment shaped `k=v&k=v` (`#xtor=RSS-1`, `#utm_source=feed&page=2`); ' +
        'route-like fragments (`#/path`, `#!/path`) and anchors stay.'
    },
    default: 'false',
    example:
      "canonicalize('https://example.com/a#xtor=RSS-1&page=2', { preset: 'minimal', fragment: true }).url\n" +
      "//=> 'https://example.com/a#page=2'",
    takenBy: {
      ...EVERY_FRONT_END,
      cli: '--fragment',
      cliHelp: 'Also remove tracker pairs from a k=v&k=v fragment (#xtor=RSS-1)'
    }
  },
  {
    name: 'signedParams',
    type: 'list of keys or `{key, with}`',
    schema: {
      description:
        'More signature parameters: a URL whose query holds one is never edited by `minimal`, and its query and ' +
        'path are left as they are by `share` (a note says so). These entries are added to the built-in list ' +
        '(`X-Amz-Signature`, `X-Goog-Signature`, CloudFront `Signature` with `Key-Pair-Id` or `Policy`, Azure ' +
        '`sig` with `sv` or `se`, …), which cannot be turned off. A string is a key; `{key, with}` counts only ' +
        'when one of the `with` keys is there too. Keys are compared case-insensitively, after ' +
        'percent-decoding. `cache-key` ignores them.',
      type: 'array',
      items: { $ref: '#/definitions/signedParam' }
    },
    default: '[]',
    example: "['token_sig', { key: 'hmac', with: ['expires'] }]",
    takenBy: { ...EVERY_FRONT_END }
  }
]

/** The names of the options, in the table's order. */
export const optionNames: readonly string[] = OPTIONS.map((option) => option.name)

/** The options that are true or false. */
export const booleanOptions: readonly string[] = OPTIONS.filter((option) => option.schema.type === 'boolean').map(
  (option) => option.name
)
