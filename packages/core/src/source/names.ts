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

/**
 * `xmlns=` or `xmlns:xlink=` and the value's opening quote (`"`, `'`, or one percent-encoded in a data URL), at the
 * end of a text.
 */
const NAMESPACE_BEFORE = /\bxmlns(?::[\w.-]+)?=(?:["']|%22|%27)$/i

/** How far before a URL `isNamespaceInText` looks: `xmlns:` and a prefix, `=` and a quote. */
const NAMESPACE_LOOK_BACK = 48

/**
 * Whether the URL at `start` of a text read as text (a CSS or code string, a component's style) is a namespace
 * declared in markup written in it: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'…")` in CSS,
 * `'<svg xmlns="http://www.w3.org/2000/svg">'` in a JavaScript string. Such a URL is a name, no link: the CLI's
 * text reader (`locateInPieces`) and the ESLint rule pass over it, as `markupPieces` passes over `xmlns` attributes.
 */
export function isNamespaceInText(text: string, start: number): boolean {
  return NAMESPACE_BEFORE.test(text.slice(Math.max(0, start - NAMESPACE_LOOK_BACK), start))
}

/** W3C's namespace names and vocabularies: names wherever they are written (`createElementNS(…)` in code). */
const NAME_URLS = new Set([
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/XML/1998/namespace',
  'http://www.w3.org/2000/xmlns/',
  'http://www.w3.org/2001/XMLSchema',
  'http://www.w3.org/2001/XMLSchema-instance',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://www.w3.org/2000/01/rdf-schema#',
  'http://www.w3.org/2002/07/owl#'
])

/** JSON Schema's meta-schemas (`http://json-schema.org/draft-07/schema#`, `…/draft/2020-12/schema`). */
const JSON_SCHEMA_META = /^http:\/\/json-schema\.org\/(?:draft-0[3-7]|draft\/\d{4}-\d{2})\/(?:hyper-)?schema#?$/

/**
 * Whether `url` (as read) is a name wherever it is written, whatever holds it: one of W3C's namespace names
 * (`http://www.w3.org/2000/svg`, `http://www.w3.org/1999/xhtml`, XLink, MathML, XML Schema, RDF, OWL) or a JSON
 * Schema meta-schema. `document.createElementNS('http://www.w3.org/2000/svg', 'svg')` makes no SVG element with
 * `https:`. `inspectUrl`, which every front end calls, has nothing to say about such a URL.
 */
export function isNameUrl(url: string): boolean {
  return NAME_URLS.has(url) || JSON_SCHEMA_META.test(url)
}
