// Where a component's code is: the ranges its markup reader leaves to the code reader (scripts, styles, front
// matter, custom blocks, template expressions), found in one pass over the text by the template syntax's table.

/** How a component's template writes an expression. */
export interface TemplateSyntax {
  /** What opens and closes an expression in the markup: Vue's `{{ }}`; Svelte's and Astro's `{ }`, which nest. */
  open: string
  close: string
  nested: boolean
  /** Whether an expression is read through character references: Vue compiles the template's decoded text. */
  decoded: boolean
  /** Whether a quoted attribute value holds expressions (Svelte's `href="/{lang}/"`; Vue's and Astro's are text). */
  quotedExpressions: boolean
  /** The attributes whose value is an expression: Vue's directives (`:href`, `v-bind:href`, `@click`, `#item`). */
  directive?: RegExp
  /** Whether an expression holds markup (Astro's `{items.map((item) => <li>{item}</li>)}`). */
  markupInExpressions?: boolean
  /** Astro's: code between `---` lines at the top, and expressions in a script's or style's start tag. */
  frontMatter?: boolean
  /** Vue's custom blocks (`<i18n>`, `<docs>`): top-level elements whose content is another language. */
  customBlocks?: boolean
}

/** A range of the component that is code. */
export interface Code {
  start: number
  end: number
  /** A template expression (read as the syntax says), not a script, a style or Astro's front matter (as written). */
  expression: boolean
}

/** The start of a `<script>` or `<style>` element, whose content is code. */
const CODE_ELEMENT = /<(script|style)(?=[\s/>])/iy
const END_TAGS = { script: /<\/script/gi, style: /<\/style/gi }

/**
 * Where the content of the `<script>` or `<style>` (`name`, any case) that starts at `from` ends: the start of its end
 * tag (another language is written in it, where `<script` may stand), or the end of the source.
 */
function rawTextClose(source: string, name: string, from: number): number {
  const endTag = END_TAGS[name.toLowerCase() as keyof typeof END_TAGS]
  endTag.lastIndex = from
  return endTag.exec(source)?.index ?? source.length
}

/** Astro's front matter: the component script between `---` lines at the top. */
const FRONT_MATTER = /^\s*---[^\S\r\n]*\r?\n/
const FRONT_MATTER_END = /^---[^\S\r\n]*$/m

/** Where the JavaScript string or template literal opened by the quote at `at` ends (its closing quote). */
function stringEnd(source: string, at: number): number {
  const quote = source[at]
  for (let index = at + 1; index < source.length; index++) {
    const char = source[index]
    if (char === '\\') index++
    else if (char === quote) return index
    else if (quote === '`' && char === '$' && source[index + 1] === '{') index = braceEnd(source, index + 1)
    // A quote that does not close on its line is an apostrophe in text (`{ok && <p>Don't</p>}`).
    else if (quote !== '`' && char === '\n') return at
  }
  return source.length
}

/** Where the `{` at `at` is closed (the index of its `}`), over nested braces and strings; the end when never. */
export function braceEnd(source: string, at: number): number {
  let depth = 0
  for (let index = at; index < source.length; index++) {
    const char = source[index]
    if (char === '{') depth++
    else if (char === '}' && --depth === 0) return index
    else if (char === '"' || char === "'" || char === '`') index = stringEnd(source, index)
  }
  return source.length
}

/** The expression opened at `at` (`syntax.open`), added to `code`; where it ends (after its close). */
function expression(source: string, at: number, syntax: TemplateSyntax, code: Code[]): number {
  const start = at + syntax.open.length
  const close = syntax.nested ? braceEnd(source, at) : source.indexOf(syntax.close, start)
  const end = close === -1 ? source.length : close
  if (syntax.markupInExpressions) codeAroundMarkup(source, start, end, syntax, code)
  else code.push({ start, end, expression: true })
  return end + syntax.close.length
}

/** HTML's void elements, which Astro's markup closes without `/>` (`{src && <img src={src}>}`). */
const VOID_ELEMENTS = new Set('area base br col embed hr img input link meta source track wbr'.split(' '))

/**
 * Whether the `<` at `at` opens markup in the expression that starts at `start`: before a name or `>` (a
 * fragment), at the expression's start or after `(`, `[`, `{`, `,`, `?`, `:`, `=`, `=>`, `&&`, `||` or `return`
 * (`{ok && <p>…</p>}`, `{items.map((item) => <li>{item}</li>)}`); after a name it compares (`a <b`, `Array<string>`).
 */
function opensMarkup(source: string, at: number, start: number): boolean {
  if (!/^[A-Za-z>]$/.test(source[at + 1] ?? '')) return false
  let before = at - 1
  while (before >= start && /^\s$/.test(source[before]!)) before--
  if (before < start) return true
  const char = source[before]!
  if ('([{,?:='.includes(char)) return true
  if (char === '>') return source[before - 1] === '='
  if (char === '&' || char === '|') return source[before - 1] === char
  return source.startsWith('return', before - 5) && !/^[\w$]$/.test(source[before - 6] ?? '')
}

/**
 * Where the element whose start tag opens at `at` in an expression ends (after its end tag; after its start tag
 * when it closes with `/>` or is void), no further than `limit`, the end of the expression: its attribute values and
 * text are markup; the expressions in it are added to `code`.
 */
function elementEnd(source: string, at: number, limit: number, syntax: TemplateSyntax, code: Code[]): number {
  let nameEnd = at + 1
  while (nameEnd < limit && !/^[\s/>]$/.test(source[nameEnd]!)) nameEnd++
  const name = source.slice(at + 1, nameEnd)
  const open = tagEnd(source, at, syntax, code)
  if (open >= limit) return limit
  if (source[open - 2] === '/' || VOID_ELEMENTS.has(name.toLowerCase())) return open
  let index = open
  while (index < limit) {
    if (source.startsWith('<!--', index)) {
      const close = source.indexOf('-->', index + 4)
      index = close === -1 ? limit : close + 3
    } else if (source.startsWith('</', index)) {
      const close = source.indexOf('>', index)
      if (close === -1 || close >= limit) return limit
      // (An end tag of another name is passed over: `<p>a<br></br></p>`.)
      if (source.slice(index + 2, close).trim() === name) return close + 1
      index = close + 1
    } else if (source[index] === '<' && /^[A-Za-z>]$/.test(source[index + 1] ?? ''))
      index = elementEnd(source, index, limit, syntax, code)
    else if (source.startsWith(syntax.open, index)) index = expression(source, index, syntax, code)
    else index++
  }
  return limit
}

/**
 * The code of the expression from `start` to `end`, added to `code` around the markup written in it (an Astro
 * expression's elements, read as markup as in the template); its strings hold no markup.
 */
function codeAroundMarkup(source: string, start: number, end: number, syntax: TemplateSyntax, code: Code[]): void {
  let from = start
  for (let index = start; index < end; index++) {
    const char = source[index]
    if (char === '"' || char === "'" || char === '`') index = stringEnd(source, index)
    else if (char === '<' && opensMarkup(source, index, start)) {
      if (index > from) code.push({ start: from, end: index, expression: true })
      from = elementEnd(source, index, end, syntax, code)
      index = from - 1
    }
  }
  if (from === start || end > from) code.push({ start: from, end, expression: true })
}

/**
 * Where the start tag at `at` ends (after its `>`), its expressions added to `code`: unquoted
 * (`href={url}`, `{...rest}`) and, where the syntax has them, in quoted values (Svelte's
 * `href="/{lang}/"`); a `>` in a quoted value or an expression does not end it.
 */
function tagEnd(source: string, at: number, syntax: TemplateSyntax, code: Code[]): number {
  let index = at + 1
  while (index < source.length) {
    const char = source[index]!
    if (char === '>') return index + 1
    if (char === '"' || char === "'") {
      const close = source.indexOf(char, index + 1)
      const end = close === -1 ? source.length : close
      for (let inner = index + 1; syntax.quotedExpressions && inner < end; inner++) {
        if (source.startsWith(syntax.open, inner)) inner = expression(source, inner, syntax, code) - 1
      }
      index = Math.max(index, end) + 1
    } else if (source.startsWith(syntax.open, index)) index = expression(source, index, syntax, code)
    else index++
  }
  return source.length
}

/** A tag's start (`<name`) and its name, read at a given index; and a character that ends a tag's name. */
const TAG_NAME = /<([A-Za-z][\w-]*)/y
const TAG_NAME_END = /^[\s/>]$/

/** Where the element whose start tag ends at `open` is closed (the start of its `</name`), over nested `<name>`s. */
function closeOf(source: string, open: number, name: string): number {
  const lower = name.toLowerCase()
  let depth = 1
  for (let at = source.indexOf('<', open); at !== -1; at = source.indexOf('<', at + 1)) {
    const closing = source[at + 1] === '/'
    const from = at + (closing ? 2 : 1)
    const after = source[from + name.length] ?? ''
    if (source.slice(from, from + name.length).toLowerCase() !== lower || !TAG_NAME_END.test(after)) continue
    depth += closing ? -1 : 1
    if (depth === 0) return at
  }
  return source.length
}

/**
 * Vue's custom blocks: the elements at the top of the file other than `<template>`, `<script>` and `<style>`
 * (`<i18n>`, `<docs>`), by where their start tag starts. Vue hands their content as written to the block's own
 * reader (JSON, YAML, Markdown): it is read as code, no character reference decoded. None in a file with no
 * `<template>` at its top, whose markup is written at the top (a template given the `vue` format by the config).
 */
function customBlocks(source: string, syntax: TemplateSyntax): Map<number, Code> {
  const blocks = new Map<number, Code>()
  let template = false
  for (let at = source.indexOf('<'); at !== -1; at = source.indexOf('<', at + 1)) {
    if (source.startsWith('<!--', at)) {
      at = source.indexOf('-->', at)
      if (at === -1) break
      continue
    }
    TAG_NAME.lastIndex = at
    const name = TAG_NAME.exec(source)?.[1]
    if (!name) continue
    const open = tagEnd(source, at, syntax, [])
    if (source[open - 2] === '/') continue // (`<docs src="./docs.md" />`: no content)
    const raw = /^(?:script|style)$/i.test(name)
    const close = raw ? rawTextClose(source, name, open) : closeOf(source, open, name)
    if (name.toLowerCase() === 'template') template = true
    else if (!raw) blocks.set(at, { start: open, end: close, expression: false })
    at = close
  }
  return template ? blocks : new Map()
}

/**
 * The code of a component, in order: Astro's front matter, the content of each `<script>` and
 * `<style>` element and of Vue's custom blocks, and each template expression outside HTML comments
 * (in text; in a tag, but in Vue's and Astro's quoted attribute values, which are text).
 */
export function codeOf(source: string, syntax: TemplateSyntax): Code[] {
  const astro = syntax.frontMatter === true
  const blocks = syntax.customBlocks ? customBlocks(source, syntax) : undefined
  const code: Code[] = []
  let at = 0
  const front = astro ? FRONT_MATTER.exec(source) : null
  if (front) {
    const end = FRONT_MATTER_END.exec(source.slice(front[0].length))
    const close = end ? front[0].length + end.index : source.length
    code.push({ start: front[0].length, end: close, expression: false })
    at = end ? close + end[0].length : close
  }
  while (at < source.length) {
    if (source[at] !== '<') {
      at = source.startsWith(syntax.open, at) ? expression(source, at, syntax, code) : at + 1
      continue
    }
    if (source.startsWith('<!--', at)) {
      const close = source.indexOf('-->', at + 4)
      at = close === -1 ? source.length : close + 3
      continue
    }
    const block = blocks?.get(at)
    if (block) {
      code.push(block)
      at = block.end + 1
      continue
    }
    CODE_ELEMENT.lastIndex = at
    const element = CODE_ELEMENT.exec(source)
    if (element) {
      // (`<script setup lang="ts" generic="T extends Item<V>">`: the start tag ends at a `>` outside quotes.)
      // Astro's start tag holds expressions (`<style define:vars={{ … }}>`), and Svelte's quoted attribute values
      // (`<script src="http://localhost:{port}/a.js">` in `<svelte:head>`); Vue's are static.
      const open = tagEnd(source, at, syntax, astro || syntax.quotedExpressions ? code : [])
      const close = rawTextClose(source, element[1]!, open)
      code.push({ start: open, end: close, expression: false })
      at = close + 1
    } else at = /[A-Za-z]/.test(source[at + 1] ?? '') ? tagEnd(source, at, syntax, code) : at + 1
  }
  return code
}
