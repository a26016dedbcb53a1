import { LinkcanonError, type CanonicalizeOptions } from '@linkcanon/core'
import { changesOnlyQuery, knownProperties, OPTIONS, optionsProblem } from '@linkcanon/core/rules'
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

const string: JSONSchema4 = { type: 'string' }
const strings: JSONSchema4 = { type: 'array', items: string }
const match: JSONSchema4 = { enum: ['exact', 'prefix', 'pattern'] }

/**
 * The schema of an object of a `kind` the core knows: exactly the properties the core's `knownProperties` gives it
 * (an unknown one is rejected here, as the core rejects it), each with its schema in `schemas`.
 */
function objectOf(
  kind: keyof typeof knownProperties,
  required: string[],
  schemas: Readonly<Record<string, JSONSchema4>>
): JSONSchema4 {
  const properties = Object.fromEntries(knownProperties[kind].map((name) => [name, schemas[name]!]))
  return { type: 'object', properties, required, additionalProperties: false }
}

/** The properties of a rule object and of a redirect or raw rule of an imported list (`importRules`). */
const ruleProperties: Readonly<Record<string, JSONSchema4>> = {
  key: string,
  match,
  value: string,
  valueMatch: match,
  caseSensitive: { type: 'boolean' },
  hosts: strings,
  paths: strings,
  urls: strings,
  exceptUrls: strings,
  withEquals: { type: 'boolean' },
  note: string,
  source: string,
  pattern: string
}
const keyPattern = objectOf('rule', ['key'], ruleProperties)
const listRule = objectOf('list rule', ['pattern'], ruleProperties)
// `importRules`: redirections (used with `unwrap`), raw rules and what was read.
const ruleSet = objectOf('rule set', ['name', 'remove'], {
  name: string,
  remove: { type: 'array', items: keyPattern },
  keep: { type: 'array', items: keyPattern },
  redirections: { type: 'array', items: listRule },
  rawRules: { type: 'array', items: listRule },
  report: { type: 'object' }
})
const nonEmpty: JSONSchema4 = { type: 'string', minLength: 1 }
const signedParam: JSONSchema4 = {
  anyOf: [
    nonEmpty,
    objectOf('signed parameter', ['key'], { key: nonEmpty, with: { type: 'array', minItems: 1, items: nonEmpty } })
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

/** Settings by the rule's options (as JSON), for each config's options (`NO_CONFIG`: none). */
const cache = new WeakMap<CanonicalizeOptions, Map<string, Settings>>()
const NO_CONFIG: CanonicalizeOptions = {}

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
  let byKey = cache.get(base ?? NO_CONFIG)
  if (byKey === undefined) cache.set(base ?? NO_CONFIG, (byKey = new Map()))
  let settings = byKey.get(cacheKey)
  if (settings) return settings
  const { checkComments = false, images = false, config: _config, ...given } = options ?? {}
  const core: CanonicalizeOptions = { ...base, ...given }
  const problem = optionsProblem(core)
  if (problem !== undefined)
    throw new LinkcanonError('invalid-options', `Invalid options for "${ruleName}": ${problem}`)
  settings = {
    core,
    checkComments,
    images,
    needsQuery: changesOnlyQuery(core)
  }
  byKey.set(cacheKey, settings)
  return settings
}
