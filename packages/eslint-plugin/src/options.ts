import { LinkcanonError, isLinkcanonError, validateOptions, type CanonicalizeOptions } from '@linkcanon/core'
import { changesOnlyQuery, OPTIONS } from '@linkcanon/core/rules'
import type { Rule } from 'eslint'

type Schema = NonNullable<NonNullable<Rule.RuleModule['meta']>['schema']>
type JSONSchema4 = Exclude<Schema, false | readonly unknown[]>

/**
 * Options of `linkcanon/no-tracking-params`: the core's options (documented once, in the core's
 * `CanonicalizeOptions`; the preset defaults to `'minimal'` here) plus the rule's own.
 */
export interface RuleOptions extends CanonicalizeOptions {
  /**
   * Also report and fix URLs in comments.
   *
   * @default false
   * @example
   * rules: { 'linkcanon/no-tracking-params': ['error', { checkComments: true }] }
   */
  checkComments?: boolean | undefined
  /**
   * Markdown (`@eslint/markdown`): also report and fix images (`![alt](url)`), as
   * remark-linkcanon's and the CLI's `images` option.
   *
   * @default false
   * @example
   * rules: { 'linkcanon/no-tracking-params': ['error', { images: true }] }
   */
  images?: boolean | undefined
  /** Read the nearest linkcanon config file (options given here win key by key). Default `true`. */
  config?: boolean | undefined
}

/** The defaults, in one place (ESLint merges them into `context.options`). */
// No `preset` here: a config file may set it, and ESLint would merge a default over it. `minimal`
// applies when neither the options nor a config name one (`resolveSettings`).
export const defaultOptions: [RuleOptions] = [{ checkComments: false }]

const keyPattern: JSONSchema4 = {
  type: 'object',
  properties: {
    key: { type: 'string' },
    match: { enum: ['exact', 'prefix', 'pattern'] },
    value: { type: 'string' },
    valueMatch: { enum: ['exact', 'prefix', 'pattern'] },
    caseSensitive: { type: 'boolean' },
    hosts: { type: 'array', items: { type: 'string' } },
    paths: { type: 'array', items: { type: 'string' } },
    // Fields of rule sets read with `importRules` (imported community lists).
    urls: { type: 'array', items: { type: 'string' } },
    exceptUrls: { type: 'array', items: { type: 'string' } },
    withEquals: { type: 'boolean' },
    source: { type: 'string' },
    note: { type: 'string' }
  },
  required: ['key'],
  additionalProperties: false
}

/** A redirect rule or a raw rule of an imported list. */
const listRule: JSONSchema4 = {
  type: 'object',
  properties: {
    pattern: { type: 'string' },
    urls: { type: 'array', items: { type: 'string' } },
    exceptUrls: { type: 'array', items: { type: 'string' } },
    source: { type: 'string' }
  },
  required: ['pattern'],
  additionalProperties: false
}

const ruleSet: JSONSchema4 = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    remove: { type: 'array', items: keyPattern },
    keep: { type: 'array', items: keyPattern },
    // `importRules`: redirections (used with `unwrap`), raw rules and what was read.
    redirections: { type: 'array', items: listRule },
    rawRules: { type: 'array', items: listRule },
    report: { type: 'object' }
  },
  required: ['name', 'remove'],
  additionalProperties: false
}

const signedParam: JSONSchema4 = {
  anyOf: [
    { type: 'string', minLength: 1 },
    {
      type: 'object',
      properties: {
        key: { type: 'string', minLength: 1 },
        with: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } }
      },
      required: ['key'],
      additionalProperties: false
    }
  ]
}

const ruleEntry: JSONSchema4 = { anyOf: [{ type: 'string' }, keyPattern, ruleSet] }
const keepEntry: JSONSchema4 = { anyOf: [{ type: 'string' }, keyPattern] }

/** The plugin's schemas for the definitions the option table's schemas refer to. */
const definitions: Readonly<Record<string, JSONSchema4>> = { ruleEntry, keyOrPattern: keepEntry, signedParam }

/** `schema` with each `{ $ref: '#/definitions/name' }` replaced by the plugin's own definition. */
function inline(schema: unknown): JSONSchema4 {
  if (Array.isArray(schema)) return schema.map(inline) as JSONSchema4
  if (schema === null || typeof schema !== 'object') return schema as JSONSchema4
  const { $ref } = schema as { $ref?: unknown }
  if (typeof $ref === 'string') {
    const definition = definitions[$ref.replace('#/definitions/', '')]
    if (definition === undefined) throw new Error(`No definition for ${$ref} in the rule's schema`)
    return definition
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inline(value)])) as JSONSchema4
}

/** The core's options the rule takes, with their schemas and descriptions from the core's option table. */
const coreProperties = Object.fromEntries(
  OPTIONS.filter((option) => option.takenBy.eslint).map((option) => [option.name, inline(option.schema)])
)

/** The JSON schema of the options (no defaults in it: they are in `defaultOptions`). */
export const optionsSchema: JSONSchema4[] = [
  {
    type: 'object',
    properties: {
      ...coreProperties,
      checkComments: { type: 'boolean', description: 'Also report and fix URLs in comments.' },
      images: { type: 'boolean', description: 'Markdown: also report and fix images (`![alt](url)`).' },
      config: {
        type: 'boolean',
        description: 'Read the nearest linkcanon config file; the options given here win over it.'
      }
    },
    additionalProperties: false
  }
]

/** The options, checked and split into what the core takes and what the rule uses. */
export interface Settings {
  /** Passed to `canonicalizeWith` (one object per distinct configuration, so the core's cache works). */
  readonly core: CanonicalizeOptions
  readonly checkComments: boolean
  /** Markdown: images too. */
  readonly images: boolean
  /**
   * Only a URL with a `?` can change (see `changesOnlyQuery`: `minimal` without `forceHttps`, `unwrap`, `fragment`, raw
   * rules).
   */
  readonly needsQuery: boolean
}

const cache = new Map<string, Settings>()
const cacheByConfig = new WeakMap<CanonicalizeOptions, Map<string, Settings>>()

/**
 * Check the rule's options once per distinct configuration, over `base` (a config file's
 * options; the rule's options win key by key). Throws `LinkcanonError` (`invalid-options`)
 * with the rule's name in the message.
 */
export function resolveSettings(
  options: RuleOptions | undefined,
  ruleName: string,
  base?: CanonicalizeOptions
): Settings {
  const cacheKey = JSON.stringify(options ?? null)
  let byKey = cache
  if (base !== undefined) {
    byKey = cacheByConfig.get(base) ?? new Map<string, Settings>()
    cacheByConfig.set(base, byKey)
  }
  let settings = byKey.get(cacheKey)
  if (settings) return settings
  const { checkComments = false, images = false, config: _config, ...given } = options ?? {}
  const core: CanonicalizeOptions = { ...base, ...given }
  try {
    validateOptions(core)
  } catch (error) {
    if (!isLinkcanonError(error)) throw error
    throw new LinkcanonError('invalid-options', `Invalid options for "${ruleName}": ${error.message}`)
  }
  settings = {
    core,
    checkComments,
    images,
    needsQuery: changesOnlyQuery(core)
  }
  byKey.set(cacheKey, settings)
  return settings
}
