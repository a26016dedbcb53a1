/**
 * Where a Markdown document can be cut into sections that parse on their own exactly as they do
 * inside the whole document.
 *
 * A cut goes before a line that starts in column 1 with a character other than a space or a
 * tab and follows a blank line. There every container (block quote, list item, footnote
 * definition) has ended, and so has every leaf block that a blank line ends (paragraph, table,
 * HTML blocks of kinds 6 and 7, indented code). Only a fenced code block and HTML blocks of
 * kinds 1 to 5 (`<script>`, `<pre>`, `<style>`, `<textarea>`, comments, `<?…?>`, `<!X…>`,
 * CDATA) run on over blank lines; they are followed here by the rules micromark uses at the
 * top level. No cut follows a line indented 4 columns or more (it may be indented code, after
 * which micromark reads a block quote's lazy lines otherwise than it does alone; a differential
 * test found it). Where a line could open one of them but might sit inside a list item or an HTML
 * block (so that it is not clear whether it opens anything), no cut is made after it: the rest
 * of the document stays one section. What differs when sections are parsed apart (a list split in
 * two, a looser list) never changes a URL; reference definitions are dealt with in
 * `prefilter.ts`.
 */

/** A range of the document: `[start, end)` in UTF-16 offsets (a section, a line, a table row or cell). */
export interface Span {
  start: number
  end: number
}

const LIST_ITEM = /^ {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/
const RAW_TAG = /^<(?:script|pre|style|textarea)(?=[\t >]|$)/i
const RAW_END = /<\/(?:script|pre|style|textarea)>/i

/**
 * A block that runs on over blank lines: a fence of `size` `marker`s, or an HTML block that
 * `ends` on some line. One shape for both (the loop below reads it on every line).
 */
interface Open {
  marker: string
  size: number
  ends: ((line: string) => boolean) | undefined
}

/**
 * The indent of the line `text.slice(start, end)`: its width in columns, and where its text starts (`end` for a blank
 * line).
 */
function indentOf(text: string, start: number, end: number): { width: number; textStart: number } {
  let width = 0
  let at = start
  for (; at < end; at++) {
    const code = text.charCodeAt(at)
    if (code === 32) width++
    else if (code === 9) width += 4 - (width % 4)
    else break
  }
  return { width, textStart: at }
}

/** The block that `rest` (a line without its indent) opens and that may run over blank lines. */
function opens(rest: string): Open | undefined {
  const first = rest.charCodeAt(0)
  if (first === 0x60 /* ` */ || first === 0x7e /* ~ */) {
    // A run of three or more of one fence character (a loop: the regex for it backtracks).
    let size = 1
    while (size < rest.length && rest.charCodeAt(size) === first) size++
    if (size >= 3) {
      if (first === 0x60 && rest.includes('`', size)) return undefined
      return { marker: rest[0]!, size, ends: undefined }
    }
  }
  if (rest.charCodeAt(0) !== 60 /* < */) return undefined
  if (RAW_TAG.test(rest)) return html(rest.slice(1), (line) => RAW_END.test(line))
  if (rest.startsWith('<!--')) return html('--' + rest.slice(4), (line) => line.includes('-->'))
  if (rest.startsWith('<?')) return html(rest.slice(1), (line) => line.includes('?>'))
  if (rest.startsWith('<![CDATA[')) return html(rest.slice(9), (line) => line.includes(']]>'))
  if (/^<![A-Za-z]/.test(rest)) return html(rest.slice(2), (line) => line.includes('>'))
  return undefined
}

/** An HTML block that ends on the line where `ends` holds; `undefined` when it ends on its first line. */
function html(firstRest: string, ends: (line: string) => boolean): Open | undefined {
  return ends(firstRest) ? undefined : { marker: '', size: 0, ends }
}

function closesFence(open: Open, line: string): boolean {
  const { width, textStart } = indentOf(line, 0, line.length)
  if (width > 3) return false
  const marker = open.marker.charCodeAt(0)
  let end = textStart
  while (end < line.length && line.charCodeAt(end) === marker) end++
  return end - textStart >= open.size && /^[ \t]*$/.test(line.slice(end))
}

/**
 * The sections of `source`, in order, covering it without gaps. Every section but the last ends
 * with one or more blank lines. With `mdx`, a line starting with `<` opens no HTML block (MDX has
 * none: `mdx-sections.ts` follows its tags).
 */
export function splitSections(source: string, mdx = false): Span[] {
  const sections: Span[] = []
  let sectionStart = 0
  let open: Open | undefined
  let afterBlank = false
  // Whether the last line that was not blank was indented 4 columns or more (indented code?).
  let afterIndented = false
  let listSeen = false
  let htmlSeen = false
  // Lines are read as offsets into `source` (a line's text is copied out only where a regular
  // expression or an open block needs it): this loop runs over every line of every file.
  let lineStart = 0
  // The next `\n` and `\r` at or after `lineStart` (`-1`: none), each looked for again only once
  // passed (so that a text with only one kind of line ending is not searched to its end per line).
  let nextNewline = source.indexOf('\n')
  let nextReturn = source.indexOf('\r')
  while (lineStart <= source.length) {
    if (nextNewline >= 0 && nextNewline < lineStart) nextNewline = source.indexOf('\n', lineStart)
    if (nextReturn >= 0 && nextReturn < lineStart) nextReturn = source.indexOf('\r', lineStart)
    let lineEnd = nextNewline < 0 ? source.length : nextNewline
    if (nextReturn >= 0 && nextReturn < lineEnd) lineEnd = nextReturn
    const next =
      lineEnd === source.length
        ? lineEnd + 1
        : lineEnd + (source.charCodeAt(lineEnd) === 13 && source.charCodeAt(lineEnd + 1) === 10 ? 2 : 1)
    // micromark drops a byte order mark before parsing.
    const from = lineStart === 0 && source.charCodeAt(0) === 0xfeff ? 1 : lineStart
    lineStart = next
    if (open !== undefined) {
      const line = source.slice(from, lineEnd)
      if (open.ends === undefined ? closesFence(open, line) : open.ends(line)) open = undefined
      continue
    }
    const { width, textStart } = indentOf(source, from, lineEnd)
    if (textStart === lineEnd) {
      afterBlank = true
      htmlSeen = false
      continue
    }
    // micromark reads a block after indented code otherwise than alone (`    x`, a blank line, `> -`,
    // `    y`: the last line is text, not code): no cut right after a line that may be indented code.
    if (afterBlank && width === 0 && !afterIndented) {
      if (from > sectionStart) sections.push({ start: sectionStart, end: from })
      sectionStart = from
      listSeen = false
    }
    afterBlank = false
    afterIndented = width > 3
    if (width > 3) continue
    const first = source.charCodeAt(textStart)
    // Only a line whose text starts with one of `` ` ``, `~` and `<` can open a block (see `opens`).
    const opened =
      first === 0x60 || first === 0x7e || (first === 60 && !mdx) ? opens(source.slice(textStart, lineEnd)) : undefined
    if (opened !== undefined) {
      // Is this line surely at the top level, outside any HTML block?
      if (htmlSeen || (width > 0 && listSeen)) break
      open = opened
    }
    if (first === 60 && !mdx) htmlSeen = true
    // A list item's text starts with `-`, `+`, `*` or a digit.
    if (
      (first === 0x2d || first === 0x2b || first === 0x2a || (first >= 0x30 && first <= 0x39)) &&
      LIST_ITEM.test(source.slice(from, lineEnd))
    )
      listSeen = true
  }
  if (sectionStart < source.length || sections.length === 0) sections.push({ start: sectionStart, end: source.length })
  return sections
}
