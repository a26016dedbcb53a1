import { isNameAttribute } from '@linkcanon/core/source'
import type { Rule } from 'eslint'
import { mayHoldTrackedUrl, type Part } from '../find-tracked-urls.js'
import type { Settings } from '../options.js'
import { attributeValuePiece, markupCommentPiece, markupPiece, markupTextPiece } from '../source/markup.js'
import type { CheckParts } from './json.js'
import { textSourceOf } from './text-source.js'

/** A node of a template's syntax tree, as far as the rule reads it. */
interface TemplateNode {
  type: string
  range: [number, number]
  /** Text: the text, references decoded; a Svelte attribute: its literal and mustache parts. */
  value?: unknown
  children?: TemplateNode[]
}

/** A name in a template's tree: a string, an identifier (`{ name }`) or a namespaced name (`xlink:href`, JSX). */
type NameNode = string | { name?: unknown; namespace?: unknown } | undefined

/** The text of a name node (`xmlns:xlink` for JSX's namespaced name), or `undefined`. */
function nameText(node: NameNode): string | undefined {
  if (typeof node === 'string') return node
  if (typeof node !== 'object' || node === null) return undefined
  if (typeof node.name === 'string') return node.name
  const namespace = nameText(node.namespace as NameNode)
  const local = nameText(node.name as NameNode)
  return namespace === undefined || local === undefined ? undefined : `${namespace}:${local}`
}

/**
 * Whether `attribute` (a JSX, Vue or Svelte attribute node) holds a name written as a URL, no link (core's
 * `isNameAttribute`: `xmlns="http://www.w3.org/2000/svg"`, `xsi:schemaLocation`, `itemtype`): its value is not read.
 */
export function holdsName(attribute: unknown): boolean {
  const node = attribute as { name?: NameNode; key?: NameNode | { name?: NameNode } } | undefined
  const key = node?.key
  const name = nameText(node?.name) ?? (typeof key === 'object' ? nameText(key.name as NameNode) : nameText(key))
  return name !== undefined && isNameAttribute(name)
}

/** An HTML comment in markup (`<!-- … -->`): its range, `<!--` and `-->` included, and its text. */
interface HtmlComment {
  range: [number, number]
  value?: unknown
}

/**
 * With `checkComments`, check an HTML comment's text as written. A comment whose text is not what lies between its
 * `<!--` and `-->` (one that never closes) is not read.
 */
function checkComment(comment: HtmlComment, text: string, check: CheckParts): void {
  const [start, end] = comment.range
  const inner = text.slice(start + 4, end - 3)
  if (text.startsWith('<!--', start) && text.startsWith('-->', end - 3) && inner === comment.value)
    check([markupCommentPiece(inner, start + 4)], comment.range)
}

/** The parser services of `vue-eslint-parser`. */
interface VueServices {
  defineTemplateBodyVisitor?: (template: Rule.RuleListener, script?: Rule.RuleListener) => Rule.RuleListener
}

/**
 * Check runs of text and expressions (nodes of `types`) among `children`: text is read through its character
 * references, an expression (`{{ x }}`, `{x}`) is a part whose value is not known, so a URL
 * that runs into one is reported without a fix where the fix would touch it.
 */
function checkChildren(
  children: readonly TemplateNode[],
  text: string,
  types: { text: string; expression: string },
  check: CheckParts,
  gluedEnd = false
): void {
  let parts: Part[] = []
  let range: [number, number] | undefined
  const flush = (): void => {
    if (range) check(parts, range)
    parts = []
    range = undefined
  }
  for (const child of children) {
    if (child.type === types.text) parts.push(markupTextPiece(text.slice(...child.range), child.range[0]))
    else if (child.type === types.expression || SVELTE_BLOCKS.has(child.type)) parts.push(null)
    else {
      flush()
      continue
    }
    range = [range?.[0] ?? child.range[0], child.range[1]]
  }
  if (gluedEnd && parts.length > 0) parts.push(null)
  flush()
}

/**
 * Svelte's blocks (`{#if}`, `{:else}`, `{#each}`, `{#await}`'s parts, `{#key}`, `{#snippet}`): among text, a block
 * renders glued to it as an expression does, with text of its own that is not known here.
 */
const SVELTE_BLOCKS: ReadonlySet<string> = new Set([
  'SvelteIfBlock',
  'SvelteElseBlock',
  'SvelteEachBlock',
  'SvelteAwaitBlock',
  'SvelteAwaitPendingBlock',
  'SvelteAwaitThenBlock',
  'SvelteAwaitCatchBlock',
  'SvelteKeyBlock',
  'SvelteSnippetBlock'
])

/**
 * True when what follows the mustache `node` (Vue's `{{ … }}`, Svelte's `{…}`) among its
 * element's children or in its attribute's value renders glued to its value: another mustache,
 * or text that does not open with a blank (the rendered text reads `{{ 'https://…?utm_source=a' }}more`
 * as `https://…?utm_source=amore`). A URL at the end of the value may run on into it.
 */
export function mustacheJoinsNext(node: unknown): boolean {
  const parent = (node as { parent?: { children?: unknown; value?: unknown } }).parent
  const siblings = Array.isArray(parent?.children) ? parent.children : Array.isArray(parent?.value) ? parent.value : []
  const next = (siblings as TemplateNode[])[siblings.indexOf(node) + 1]
  if (next?.type === 'VExpressionContainer' || next?.type === 'SvelteMustacheTag') return true
  return (
    (next?.type === 'VText' || next?.type === 'SvelteText' || next?.type === 'SvelteLiteral') &&
    /^\S/.test(String(next.value))
  )
}

/**
 * Where a node of code in a Vue template is written: in an attribute's value (a directive, `:href="…"`) or in text (a
 * mustache, `{{ … }}`), whose character references Vue reads before the code; `undefined` outside the template.
 */
export function vueTemplateContext(node: Rule.Node): 'attribute' | 'text' | undefined {
  for (let current: unknown = node; current; current = (current as { parent?: unknown }).parent) {
    const type = (current as { type?: string }).type
    if (type === 'VAttribute') return 'attribute'
    if (type === 'VElement') return 'text'
  }
  return undefined
}

/**
 * Visitors for a Vue template (`vue-eslint-parser`, through `defineTemplateBodyVisitor`): static
 * attribute values and text read through their character references, with `{{ }}` as
 * expressions; the string and template literals of bound attributes and mustaches by the
 * script's own visitors (`script`). `undefined` when the file was not parsed by it.
 */
export function vueVisitors(
  context: Rule.RuleContext,
  settings: Settings,
  check: CheckParts,
  script: Rule.RuleListener
): Rule.RuleListener | undefined {
  const services = context.sourceCode.parserServices as VueServices | undefined
  if (typeof services?.defineTemplateBodyVisitor !== 'function') return undefined
  const text = textSourceOf(context).text
  const templateBody = (context.sourceCode.ast as { templateBody?: { comments?: HtmlComment[] } }).templateBody
  const program = script.Program
  const withComments: Rule.RuleListener = {
    ...script,
    Program(node) {
      program?.(node)
      if (!settings.checkComments) return
      for (const comment of templateBody?.comments ?? []) checkComment(comment, text, check)
    }
  }
  const template = {
    Literal: script.Literal,
    TemplateLiteral: script.TemplateLiteral,
    VLiteral(node: TemplateNode & { parent?: unknown }) {
      const value = String(node.value)
      if (!mayHoldTrackedUrl(value, settings) || holdsName(node.parent)) return
      check([attributeValuePiece(text.slice(...node.range), value, node.range[0])], node.range)
    },
    VElement(node: TemplateNode) {
      checkChildren(node.children ?? [], text, { text: 'VText', expression: 'VExpressionContainer' }, check)
    }
  } as Rule.RuleListener
  return services.defineTemplateBodyVisitor(template, withComments)
}

/** Svelte's text and mustache nodes. */
const SVELTE_TEXT = { text: 'SvelteText', expression: 'SvelteMustacheTag' }

/**
 * Visitors for Svelte markup (`svelte-eslint-parser`): attribute values and text read through
 * their character references, `{…}` as expressions (their literals by the script visitors).
 */
export function svelteVisitors(context: Rule.RuleContext, settings: Settings, check: CheckParts): Rule.RuleListener {
  const text = textSourceOf(context).text
  return {
    ...(settings.checkComments && htmlCommentVisitor('SvelteHTMLComment', text, check)),
    SvelteAttribute(node: TemplateNode) {
      const values = Array.isArray(node.value) ? (node.value as TemplateNode[]) : []
      if (values.length === 0 || holdsName(node)) return
      const first = values[0]!.range[0]
      const last = values[values.length - 1]!.range[1]
      const before = text[first - 1]
      const quote = (before === '"' || before === "'") && text[last] === before ? before : ''
      const parts: Part[] = values.map((value) =>
        value.type === 'SvelteLiteral'
          ? markupPiece(text.slice(...value.range), String(value.value), value.range[0], quote)
          : null
      )
      check(parts, [first, last])
    },
    SvelteElement(node: TemplateNode & { name?: { name?: unknown } }) {
      // A `<script>` or `<style>` in the markup (JSON-LD in `<svelte:head>`) holds raw text, no markup: not read.
      if (node.name?.name === 'script' || node.name?.name === 'style') return
      checkChildren(node.children ?? [], text, SVELTE_TEXT, check)
    },
    // The text at the top of the component, outside any element.
    'Program:exit'(node: { body?: TemplateNode[] }) {
      checkChildren(node.body ?? [], text, SVELTE_TEXT, check)
    },
    // A block's text: what follows the block (or, in `{#each}`, the next item) may render glued to its end.
    [[...SVELTE_BLOCKS].join(', ')](node: TemplateNode) {
      checkChildren(node.children ?? [], text, SVELTE_TEXT, check, true)
    }
  } as Rule.RuleListener
}

/**
 * Whether the file was parsed by `astro-eslint-parser` (`isAstro`: its JSX-like markup is HTML, references as HTML
 * reads them) or by `svelte-eslint-parser` as a component (`isSvelte`).
 */
export function parsedAs(context: Rule.RuleContext, service: 'isAstro' | 'isSvelte'): boolean {
  return (context.sourceCode.parserServices as Record<string, unknown> | undefined)?.[service] === true
}

/**
 * With `checkComments`, the visitor of a template's HTML comments (`type`: their node type, `SvelteHTMLComment` or
 * `AstroHTMLComment`), read as written.
 */
export function htmlCommentVisitor(type: string, text: string, check: CheckParts): Rule.RuleListener {
  return { [type]: (node: HtmlComment) => checkComment(node, text, check) } as Rule.RuleListener
}
