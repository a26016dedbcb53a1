import type { JSRuleDefinition, Rule, SourceCode } from 'eslint'
import type { Comment, Literal, TemplateLiteral } from 'estree'
import { leaveAsIs } from '@linkcanon/core/messages'
import { pathEndProblem } from '@linkcanon/core/source'
import { configFor } from '../config.js'
import { createRule } from '../create-rule.js'
import { findTrackedUrls, mayHoldTrackedUrl, withoutFix, type Finding, type Part } from '../find-tracked-urls.js'
import { defaultOptions, optionsSchema, resolveSettings, type RuleOptions, type Settings } from '../options.js'
import { jsonVisitors } from '../languages/json.js'
import { checkMarkdown } from '../languages/markdown.js'
import { unreadableVisitors } from '../languages/other.js'
import {
  holdsName,
  htmlCommentVisitor,
  mustacheJoinsNext,
  parsedAs,
  svelteVisitors,
  vueTemplateContext,
  vueVisitors
} from '../languages/templates.js'
import { attributeValuePiece, markupPiece, throughReferences } from '../source/markup.js'
import { locOf, textSourceOf } from '../languages/text-source.js'
import { joinsNext, droppedEnd } from '../source/jsx-children.js'
import {
  commentPiece,
  jsxAttributePiece,
  jsxTextPiece,
  rawTemplatePiece,
  stringLiteralPiece,
  templatePiece,
  type Piece
} from '../source/pieces.js'

export const ruleName = 'no-tracking-params' as const

type MessageIds = 'trackingParams' | 'rewriteUrl' | 'readStopped' | 'directive' | 'unreadableLanguage'
type RuleTypes = { RuleOptions: [RuleOptions]; MessageIds: MessageIds }

/** The type of the rule `linkcanon/no-tracking-params`. */
export type NoTrackingParamsRule = JSRuleDefinition<RuleTypes>

/** JSX text as parsers give it (not in `estree`). */
interface JsxText {
  type: 'JSXText'
  value: string
  raw: string
  range?: [number, number]
}

function rangeOf(node: { range?: [number, number] | undefined }): [number, number] {
  return node.range ?? [0, 0]
}

/** Why a URL that is an object, class or interface key is reported without a fix. */
const KEY =
  'the URL is an object key (renamed, it could merge with another key or stop matching what it is looked up with)'
/** Why a URL compared for equality (`===`, a `switch` case) is reported without a fix. */
const COMPARED = 'the URL is compared with other text (edited, it would stop matching what it is compared with)'
const EQUALITY = new Set(['===', '!==', '==', '!='])

/**
 * Why the literal is looked up rather than followed: the key of its parent (a property, class or interface member), or
 * compared.
 */
function lookedUp(node: Rule.Node): string | undefined {
  const parent = node.parent as unknown as { type: string; key?: unknown; test?: unknown; operator?: string }
  if (parent.key === node) return KEY
  if (
    (parent.type === 'BinaryExpression' && EQUALITY.has(parent.operator ?? '')) ||
    (parent.type === 'SwitchCase' && parent.test === node)
  )
    return COMPARED
  return undefined
}

/** A string literal, or a JSX attribute value, with `null` after it when `+` adds more text. */
function literalParts(
  node: Literal & Rule.NodeParentExtension,
  value: string,
  code: SourceCode,
  markup: boolean
): Part[] {
  const [start, end] = rangeOf(node)
  const raw = code.text.slice(start, end)
  if ((node.parent.type as string) === 'JSXAttribute')
    return [(markup ? attributeValuePiece : jsxAttributePiece)(raw, value, start)]
  const piece = inVueTemplate(node, stringLiteralPiece(raw, value, start))
  return isFollowed(node) ? [piece, null] : [piece]
}

/** A piece of code in a Vue template is read through HTML's character references first, as Vue reads it. */
function inVueTemplate(node: Rule.Node, piece: Piece): Piece {
  const context = vueTemplateContext(node)
  return context === undefined ? piece : throughReferences(piece, context)
}

/**
 * True when more text follows the literal's value: it is an operand of `+` with more operands
 * after it, or it ends what a JSX child (`{'…'}`), a Vue mustache (`{{ '…' }}`) or a Svelte one
 * (`{'…'}`) renders, glued to the text or expression after it.
 */
function isFollowed(node: Rule.Node): boolean {
  let current: Rule.Node = node
  while (current.parent?.type === 'BinaryExpression' && current.parent.operator === '+') {
    if (current.parent.left === current) return true
    current = current.parent
  }
  const container = current.parent as Rule.Node | undefined
  const type = container?.type as string | undefined
  if (type === 'JSXExpressionContainer') return joinsNext(container)
  return (type === 'VExpressionContainer' || type === 'SvelteMustacheTag') && mustacheJoinsNext(container)
}

/** A template tagged `String.raw`: its value is its raw text, escapes and all. */
function isStringRaw(node: TemplateLiteral & Rule.NodeParentExtension): boolean {
  const { parent } = node
  if (parent?.type !== 'TaggedTemplateExpression' || parent.quasi !== node) return false
  const tag = parent.tag
  return (
    tag.type === 'MemberExpression' &&
    !tag.computed &&
    tag.object.type === 'Identifier' &&
    tag.object.name === 'String' &&
    tag.property.type === 'Identifier' &&
    tag.property.name === 'raw'
  )
}

/** The static parts of a template literal with `null` for each `${…}`. */
function templateParts(node: TemplateLiteral & Rule.NodeParentExtension, code: SourceCode): Part[] {
  const parts: Part[] = []
  node.quasis.forEach((quasi, index) => {
    if (index > 0) parts.push(null)
    const [start, end] = rangeOf(quasi)
    const opener = code.text[start]
    const closerLength = code.text.endsWith('${', end) ? 2 : 1
    const raw = code.text.slice(start + 1, end - closerLength)
    const value = quasi.value.cooked
    if (opener !== '`' && opener !== '}') parts.push(null)
    else if (isStringRaw(node)) parts.push(rawTemplatePiece(raw, quasi.value.raw, start + 1))
    else if (typeof value !== 'string') parts.push(null)
    else parts.push(inVueTemplate(node, templatePiece(raw, value, start + 1)))
  })
  if (isFollowed(node)) parts.push(null)
  return parts
}

function commentParts(comment: Comment): Part[] {
  const [start, end] = rangeOf(comment)
  return [commentPiece(comment.value, start + 2, comment.type === 'Block' && end - start === comment.value.length + 4)]
}

function report(context: Rule.RuleContext, finding: Finding): void {
  // The core's wording, as in remark and the CLI; with the reason when there is no fix.
  const { message } = finding.unfixed
    ? leaveAsIs(finding.result, finding.unfixed, 'en', finding.detail)
    : finding.result
  const { fix, suggestion } = finding
  context.report({
    loc: locOf(textSourceOf(context), ...finding.range),
    messageId: 'trackingParams',
    data: { message },
    fix: fix ? (fixer) => fixer.replaceTextRange(fix.range, fix.text) : null,
    suggest: suggestion
      ? [
          {
            messageId: 'rewriteUrl',
            data: { url: finding.result.canonical },
            fix: (fixer) => fixer.replaceTextRange(suggestion.range, suggestion.text)
          }
        ]
      : []
  })
}

export const noTrackingParams: NoTrackingParamsRule = createRule<RuleTypes>(ruleName, {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'Disallow tracking parameters (`utm_*`, `fbclid`, …) in URLs in strings, templates, JSX, comments, ' +
        'Markdown and JSON',
      recommended: true
    },
    fixable: 'code',
    hasSuggestions: true,
    schema: optionsSchema,
    defaultOptions,
    messages: {
      trackingParams: '{{message}}',
      rewriteUrl: 'Rewrite the URL as {{url}}, with its escaped characters written plainly.',
      readStopped: '{{message}}',
      directive: '{{message}}',
      unreadableLanguage:
        'linkcanon/no-tracking-params cannot read this language (its syntax tree is a `{{root}}`): ' +
        'it reads {{reads}}. Turn the rule off for these files.'
    }
  },
  create(context) {
    const given = context.options[0]
    const config = given?.config === false ? undefined : configFor(context.filename, context.cwd)
    // The config's `images` (Markdown) applies unless the rule's options give one, as in remark and the CLI.
    const options =
      given?.images === undefined && config?.images !== undefined ? { ...given, images: config.images } : given
    const settings: Settings = resolveSettings(options, `linkcanon/${ruleName}`, config?.options)
    // In code and data (`inCode`: JavaScript, TypeScript, JSON; not a component's markup) a URL may be a base that
    // more is joined to or resolved against: its path's last `/` stays (as in `linkcanon check`, which gives that
    // reason before any other; a URL that runs into an expression keeps that reason, the CLI has no expressions).
    const check = (parts: readonly Part[], outerRange: [number, number], leave?: string, inCode = false): void => {
      for (const finding of findTrackedUrls(parts, settings, outerRange)) {
        const pathEnd =
          inCode && leave === undefined && finding.unfixed !== 'dynamic'
            ? pathEndProblem(finding.url, finding.result.canonical)
            : undefined
        const left = leave ?? pathEnd
        const drop = left !== undefined && (finding.fix !== undefined || pathEnd !== undefined)
        report(context, drop ? withoutFix(finding, 'boundary', left) : finding)
      }
    }
    const checkCode = (parts: readonly Part[], outerRange: [number, number], leave?: string): void =>
      check(parts, outerRange, leave, true)
    // The language of the file, told by the root of its syntax tree.
    const root = textSourceOf(context).ast.type
    if (root === 'root') return { root: () => checkMarkdown(context, settings) }
    if (root === 'Document') return jsonVisitors(context, settings, checkCode)
    if (root !== 'Program') return unreadableVisitors(context)
    const code = context.sourceCode
    // Astro's JSX-like markup is HTML: its text and attributes are read through HTML's references.
    const markup = parsedAs(context, 'isAstro')
    const script: Rule.RuleListener = {
      Literal(node) {
        const value = node.value
        if (typeof value !== 'string' || !mayHoldTrackedUrl(value, settings)) return
        // `<svg xmlns="http://www.w3.org/2000/svg">`: a name, no link.
        if ((node.parent.type as string) === 'JSXAttribute' && holdsName(node.parent)) return
        // Astro's static attribute value is HTML, as Vue's and Svelte's: its links are fixed as in Markdown.
        const checkValue = markup && (node.parent.type as string) === 'JSXAttribute' ? check : checkCode
        checkValue(literalParts(node, value, code, markup), rangeOf(node), lookedUp(node))
      },
      TemplateLiteral(node) {
        if (!node.quasis.some((quasi) => quasi.value.raw.includes('://'))) return
        checkCode(templateParts(node, code), rangeOf(node))
      },
      JSXText(node: Rule.Node) {
        const text = node as unknown as JsxText
        if (!mayHoldTrackedUrl(text.value, settings)) return
        const range = rangeOf(text)
        const raw = code.text.slice(...range)
        // Before glued text, the blanks and line break JSX drops at the end are no boundary.
        const glued = joinsNext(node)
        const dropped = glued ? droppedEnd(raw) : 0
        const piece = (markup ? markupPiece : jsxTextPiece)(
          raw.slice(0, raw.length - dropped),
          text.value.slice(0, text.value.length - dropped),
          range[0]
        )
        // Astro's text is HTML, as Vue's and Svelte's.
        const checkText = markup ? check : checkCode
        checkText(glued ? [piece, null] : [piece], range)
      },
      Program() {
        if (!settings.checkComments) return
        for (const comment of code.getAllComments()) {
          if ((comment.type === 'Line' || comment.type === 'Block') && mayHoldTrackedUrl(comment.value, settings))
            check(commentParts(comment), rangeOf(comment))
        }
      }
    }
    if (parsedAs(context, 'isSvelte')) return { ...script, ...svelteVisitors(context, settings, check) }
    if (markup && settings.checkComments)
      return { ...script, ...htmlCommentVisitor('AstroHTMLComment', textSourceOf(context).text, check) }
    return vueVisitors(context, settings, check, script) ?? script
  }
})
