/**
 * Values that are names written as URLs, no links: a namespace, a schema's identifier, a vocabulary. They must stay as
 * written (`http://www.w3.org/2000/svg` with `https:` is no longer SVG's namespace; a validator knows
 * `http://json-schema.org/draft-07/schema` and no `https:` one), so no front end reads them, whatever the options.
 */

/**
 * Whether an attribute's value is such a name, by the attribute's `name` (any case): a namespace declaration
 * (`xmlns`, `xmlns:xlink`), an XML Schema location (`xsi:schemaLocation`, `xsi:noNamespaceSchemaLocation`: namespace
 * and schema pairs) or a microdata type (`itemtype="http://schema.org/Article"`). The CLI's and remark's markup
 * readers (`markupPieces`) and the ESLint rule's templates (Vue, Svelte, Astro, JSX) pass over these attributes.
 */
export function isNameAttribute(name: string): boolean {
  const lower = name.toLowerCase()
  const local = lower.slice(lower.indexOf(':') + 1)
  return (
    lower === 'xmlns' ||
    lower.startsWith('xmlns:') ||
    local === 'schemalocation' ||
    local === 'nonamespaceschemalocation' ||
    lower === 'itemtype'
  )
}

/** The keys of JSON (and JSON5, YAML data) whose string value is such a name. */
const NAME_KEYS = new Set(['$schema', '$id', '@context', '@vocab'])

/**
 * Whether a mapping key's string value is such a name, by the `key` as read: a JSON Schema's `$schema` (the
 * meta-schema it is written in) and `$id`, JSON-LD's `@context` and `@vocab`
 * (`"@context": "http://schema.org"`). The CLI's JSON reader and the ESLint rule's JSON visitors pass over them.
 */
export function isNameKey(key: string): boolean {
  return NAME_KEYS.has(key)
}
