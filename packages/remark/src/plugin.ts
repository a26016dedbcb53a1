import { inspectUrl } from '@linkcanon/core'
import { changesOnlyAtCut } from '@linkcanon/core/source'
import { leaveAsIs } from '@linkcanon/core/messages'
import type { Html, Root } from 'mdast'
import type { Plugin } from 'unified'
import type { Point, Position } from 'unist'
import type { VFile } from 'vfile'
import { Fixer } from './apply.js'
import { Directives } from './directives.js'
import { settingsFor } from './config.js'
import { bomShift, forEachCandidate } from './locate/candidates.js'
import { createPointer } from './locate/points.js'
import { urlRewrite } from './locate/rewrite.js'
import { findSpan, htmlOffset } from './locate/span.js'
import type { Candidate } from './locate/types.js'
import { settle, type Options, type Settings } from './options.js'
import { report, reportStop } from './report.js'

/**
 * Report (and with `fix`, rewrite) every tracked URL in `tree`. Shared by the plugin and the
 * remark-lint rule.
 */
export function checkTree(tree: Root, file: VFile, settings: Settings): void {
  // The document as text, or `undefined` when the file has none (a tree built in code).
  const source = file.value === undefined ? undefined : String(file)
  const shift = bomShift(source)
  let pointer: ReturnType<typeof createPointer> | undefined
  /** The point of a source offset (the pointer is made on first use: most documents need none). */
  const pointAt = (offset: number): Point => (pointer ??= createPointer(source!, shift))(offset)
  const fixer = new Fixer()

  /** For `html` and `jsx`, the position of the attribute value when it can be found; for front matter, the URL's. */
  function placeOf(candidate: Candidate): Position | undefined {
    const { kind } = candidate
    if (source !== undefined && (kind === 'html' || kind === 'jsx' || kind === 'front-matter')) {
      const span = findSpan(candidate, source, shift)
      if (span !== undefined) return { start: pointAt(span.start), end: pointAt(span.end) }
    }
    return candidate.node.position
  }

  /** An `html` node read only up to the quote at `at` in its value: warn there (else on the node). */
  function stopped(node: Html, at: number): void {
    const offset = source === undefined ? undefined : htmlOffset(node, at, source, shift)
    reportStop(file, offset === undefined ? node.position : pointAt(offset))
  }

  const directives = new Directives(source)
  forEachCandidate(
    tree,
    source,
    settings.images,
    (candidate) => {
      const found = inspectUrl(candidate.url, { options: settings.core })
      if (found === undefined) return
      // A front matter value that runs into a placeholder, changed only at its end: no finding, as in every front end.
      if (candidate.value?.cut && changesOnlyAtCut(found)) return
      const place = placeOf(candidate)
      const verdict = directives.check(found, place?.start.line)
      if (verdict.type === 'drop') return
      let { finding } = verdict
      /** A front matter URL's new raw text in the node's value (the core's front matter reader writes it). */
      let text: string | undefined
      const edit = finding.kind === 'tracked' ? urlRewrite(candidate, finding.canonical) : undefined
      if (edit !== undefined && 'text' in edit) text = edit.text
      else if (edit !== undefined) finding = leaveAsIs(finding, edit.reason, 'en', edit.detail)
      const fixes = settings.fix && finding.kind === 'tracked' && finding.reason === undefined
      report(file, finding, place, fixes)
      if (fixes) fixer.fix(candidate, finding.canonical, text)
    },
    stopped
  )
  fixer.finish()
  directives.finish(file)
}

/**
 * Remove tracking parameters from the links of a Markdown or MDX tree, and report each one.
 *
 * @param options
 *   Configuration (optional); checked here, so bad options throw
 *   `LinkcanonError('invalid-options')` when the plugin is attached.
 * @returns
 *   Transform.
 */
const remarkLinkcanon: Plugin<[(Options | null | undefined)?], Root> = function (options) {
  const settings = settle(options, true)
  return function (tree, file) {
    const forFile = settingsFor(file, settings)
    if (forFile !== undefined) checkTree(tree, file, forFile)
  }
}

export default remarkLinkcanon
