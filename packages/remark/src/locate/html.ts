import { decodeMarkup, encodeMarkup, markupPieces, rewritePiece } from '@linkcanon/core/source'
import type { LocatedRewrite } from './rewrite.js'
import type { HtmlAttributeValue } from './types.js'

const URL_ATTRIBUTES = new Set(['href', 'src'])

/**
 * The `href` and `src` attribute values of the start tags in an `html` node's value, read by
 * the core's markup scanner (the CLI's HTML scanner): comments, `<script>` and `<style>` are
 * skipped; a tag whose quoted value never closes ends the scan: `stopped` is called with the
 * offset of that quote.
 */
export function scanHtmlAttributes(value: string, stopped?: (at: number) => void): HtmlAttributeValue[] {
  return markupPieces(value, stopped).flatMap((piece) =>
    piece.kind === 'attribute' && URL_ATTRIBUTES.has(piece.name!)
      ? [{ name: piece.name!, start: piece.start, end: piece.end, quote: piece.quote! }]
      : []
  )
}

/** Decode the character references (`&amp;`, `&#38;`, `&#x26;`, named) of an HTML attribute value, as the core does. */
export function decodeHtmlReferences(raw: string): string {
  return raw.includes('&') ? decodeMarkup(raw, 'html', 'attribute').cooked : raw
}

/**
 * What to write over the attribute value `raw` (quoted with `quote`) so that it reads `url`:
 * only the changed part, with its references as written (`utm_source=x&amp;` goes whole,
 * `&#38;` elsewhere stays), or why that cannot be done exactly.
 */
export function rewriteAttribute(raw: string, url: string, quote: HtmlAttributeValue['quote']): LocatedRewrite {
  const decode = (text: string) => decodeMarkup(text, 'html', 'attribute')
  const map = decode(raw)
  const escape = (text: string) => encodeMarkup(text, quote, false)
  const edit = rewritePiece({ raw, map, decode, escape }, 0, map.cooked.length, url)
  if (edit.ok) return { text: raw.slice(0, edit.start) + edit.text + raw.slice(edit.end) }
  return { reason: edit.left, detail: edit.reason }
}

/** `rewriteAttribute`, or, when that cannot be mapped exactly, the whole value encoded afresh. */
export function encodeHtmlAttribute(raw: string, url: string, quote: HtmlAttributeValue['quote']): string {
  const edit = rewriteAttribute(raw, url, quote)
  return 'text' in edit ? edit.text : encodeMarkup(url, quote, raw.includes('&'))
}
