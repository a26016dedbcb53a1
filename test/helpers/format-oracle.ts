// The checks of the formats audit (test/formats-audit.property.test.ts), independent of the
// CLI's scanners: a file is read by a real parser of its format (or, for TOML, a reader of the
// shapes the test writes), and each string it holds after `fix` must be the string it held
// before, or that string with one or more of its URLs replaced by the core's canonical URL.
import { canonicalize, extractUrls } from '@linkcanon/core'
import { findingsOf, type ScanSettings } from 'linkcanon'
import { planFix } from 'linkcanon/internal'
import type { FileKind } from '../../packages/cli/dist/files/kinds.js'

const settings: ScanSettings = { core: undefined, images: false }

/** What `linkcanon fix` writes for `text` (the CLI's own scan and plan). */
export function fixText(text: string, kind: FileKind): { text: string; fixed: number; left: string[] } {
  const findings = findingsOf(`file.${kind}`, text, kind, settings).filter(
    (finding) => finding.ruleId !== 'read-stopped'
  )
  const plan = planFix(`file.${kind}`, text, kind, findings, settings)
  return {
    text: plan.text,
    fixed: plan.fixed.length,
    left: plan.remaining.map((finding) =>
      finding.ruleId === 'no-tracking-params' ? (finding.reason ?? 'no reason') : finding.ruleId
    )
  }
}

const canonical = (url: string): string | undefined => {
  try {
    return canonicalize(url, { preset: 'minimal' }).url
  } catch {
    return undefined
  }
}

/**
 * The values a string may have after `fix`: itself, itself with any of the URLs `extractUrls`
 * finds in it replaced by their canonical URL, or (a whole value that is one URL, or a GFM `www.`
 * literal's text) its canonical URL.
 */
export function acceptable(value: string): Set<string> {
  const out = new Set([value])
  const found = extractUrls(value).slice(0, 4)
  for (let mask = 1; mask < 1 << found.length; mask++) {
    let text = ''
    let at = 0
    found.forEach((url, index) => {
      if (!(mask & (1 << index))) return
      text += value.slice(at, url.start) + (canonical(url.url) ?? url.url)
      at = url.end
    })
    out.add(text + value.slice(at))
  }
  const trimmed = value.trim()
  const whole = /^https?:\/\/\S+$/i.test(trimmed) ? canonical(trimmed) : undefined
  if (whole !== undefined) out.add(value.replace(trimmed, whole))
  // A GFM `www.` literal's text reads as an `http://` URL.
  const www = /^www\.\S+$/.test(value) ? canonical(`http://${value}`) : undefined
  if (www?.startsWith('http://')) out.add(www.slice('http://'.length))
  return out
}

/** The strings of a parsed value in order, keys marked (a key must stay as it is). */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined)
    out.push(`<${String(value)}>`)
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out)
  else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      out.push(`<key>${key}`)
      stringsOf(item, out)
    }
  }
  return out
}

/** Why the strings after `fix` are not what a fixer may make of those before; `undefined` when they are. */
export function stringsProblem(before: readonly string[], after: readonly string[]): string | undefined {
  if (before.length !== after.length)
    return `${before.length} strings before, ${after.length} after: ${JSON.stringify(after)}`
  for (let index = 0; index < before.length; index++) {
    const was = before[index]!
    const now = after[index]!
    const keyOrOther = was.startsWith('<')
    if (keyOrOther ? now !== was : !acceptable(was).has(now))
      return `${JSON.stringify(was)} became ${JSON.stringify(now)}`
  }
  return undefined
}

/** True when `fixed` is `source` with characters removed only (what `minimal` does: it only removes). */
export function onlyRemoved(source: string, fixed: string): boolean {
  let at = 0
  for (const char of fixed) {
    at = source.indexOf(char, at)
    if (at === -1) return false
    at += char.length
  }
  return source.split('\n').length === fixed.split('\n').length
}
