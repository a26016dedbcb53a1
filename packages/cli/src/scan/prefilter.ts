import { type CanonicalizeOptions, type RulesOption } from '@linkcanon/core'
import { isHost, isPort } from '@linkcanon/core/grammar'
import { changesOnlyQuery, presets, resolveRuleSets } from '@linkcanon/core/rules'
import { splitSections, type Span } from './sections.js'

/**
 * Which sections of a Markdown document can hold a finding, decided on the raw text without
 * parsing it. This is only sound where the core's `changesOnlyQuery` holds (the `minimal` preset
 * without `forceHttps`, `unwrap`, `fragment` or raw rules): there a URL changes only when a tracker
 * key follows its `?`, and fails only when its scheme lacks `//` or its host or port is bad.
 *
 * A section is kept when its text
 * - has a character reference (`&amp;`, `&#63;`), and `http` or `www` (or a numeric reference,
 *   which may write them): the URL the parser reads may then hold characters its raw text does
 *   not (only `http:`, `https:` and `www.` URLs are read);
 * - has a backslash escape, a `?` and `http` or `www`: an escape writes only the character after
 *   its backslash, so it can hide a tracker key (`utm\_source`) but never writes a `?` the raw
 *   text lacks (`\?` holds one), and in a host or port its backslash already makes the URL risky;
 * - has a `?` and (a `%`, which may encode a key, or a tracker key right after `?` or `&`;
 *   any `?` at all when a rule is a regular expression);
 * - has an `http:`/`https:`/`www.` whose host and port are not surely valid, whatever
 *   Markdown makes of the text around it (see `riskyAuthority`);
 * - has `]:`, so may hold a definition (or a footnote definition), which links in other sections
 *   may use: such sections are always parsed along with the rest, so references resolve as in
 *   the whole document.
 * The kept sections are parsed together as one document (cuts keep their blank lines, see
 * `sections.ts`); in a section that ends in a table, only the cells that pass the same test are
 * (see `tables.ts` and `units.ts`). When no section can hold a finding, nothing is parsed.
 */
export interface Prefilter {
  /** Lower-cased keys and key prefixes the rules can remove; `null` when a rule is a pattern. */
  hints: readonly string[] | null
}

const HINT = /^[a-z0-9_.~-]+$/
const REFERENCE = /&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/
const ESCAPE = /\\[!-/:-@[-`{-~]/
const URL_START = /https?:|www\./gi
const URL_WORD = /http|www/i

/** A prefilter for these options, or `undefined` when every Markdown file must be parsed whole. */
export function createPrefilter(options: CanonicalizeOptions | undefined): Prefilter | undefined {
  if (!changesOnlyQuery(options)) return undefined
  const rules: RulesOption = options?.rules ?? presets.minimal.rules
  const hints: string[] = []
  for (const set of resolveRuleSets(rules)) {
    for (const pattern of set.remove) {
      const key = pattern.key.toLowerCase()
      if (pattern.match === 'pattern' || !HINT.test(key)) return { hints: null }
      hints.push(key)
    }
  }
  return { hints: [...new Set(hints)] }
}

function hasTrackerKey(text: string, hints: readonly string[] | null): boolean {
  if (!text.includes('?')) return false
  if (hints === null || text.includes('%')) return true
  const lower = text.toLowerCase()
  return hints.some((hint) => lower.includes('?' + hint) || lower.includes('&' + hint))
}

/** The end of the host (and port) that a URL starting its authority at `from` can have at most. */
function authorityEnd(text: string, from: number, before: string): number {
  let end = from
  for (; end < text.length; end++) {
    const char = text[end]!
    if (char === '/' || char === '?' || char === '#') return end
    if (char === '\n' || char === '\r') return before === '"' || before === "'" ? -1 : end
    // Raw text before a space: only angle-bracket destinations and HTML values go on past it.
    if ((char === ' ' || char === '\t') && !'<"\'='.includes(before)) return end
    if (char === before && (before === '"' || before === "'")) return end
    if (char === '>' && before === '<') return end
  }
  return end
}

/**
 * Whether a URL starting at `start` (at `http:`, `https:` or `www.`) can be one the core
 * rejects: some prefix of its possible host and port is not valid.
 */
function riskyAuthority(text: string, start: number, scheme: string): boolean {
  let from = start
  if (scheme !== 'www.') {
    from = start + scheme.length
    if (!text.startsWith('//', from)) return true
    from += 2
  }
  const end = authorityEnd(text, from, start > 0 ? text[start - 1]! : '\n')
  if (end < 0) return true
  const authority = text.slice(from, end)
  if (!/^[A-Za-z0-9]/.test(authority)) return true
  const colon = authority.indexOf(':')
  // The core's own checks of a host and a port as written (an empty port is no port).
  if (colon < 0) return !isHost(authority)
  return (
    !isHost(authority.slice(0, colon)) ||
    (colon + 1 < authority.length && !isPort(authority, colon + 1, authority.length))
  )
}

function hasRiskyUrl(text: string): boolean {
  URL_START.lastIndex = 0
  for (let match = URL_START.exec(text); match !== null; match = URL_START.exec(text)) {
    if (riskyAuthority(text, match.index, match[0].toLowerCase())) return true
  }
  return false
}

/** Whether the section's text can hold a finding (see `Prefilter`). */
export function canHoldFinding(text: string, prefilter: Prefilter): boolean {
  if (hasTrackerKey(text, prefilter.hints) || hasRiskyUrl(text)) return true
  // A reference or an escape changes a URL only where there is one: the letters of `http` and `www`
  // cannot be escaped, and only a numeric reference (`&#104;`) writes a letter. Only a reference writes
  // a `?` (`&#63;`, `&quest;`); without one an escape matters only after a `?` (release notes escape
  // brackets and underscores on every line, and parsing them is most of a run's time).
  if (REFERENCE.test(text)) return URL_WORD.test(text) || text.includes('&#')
  return ESCAPE.test(text) && text.includes('?') && URL_WORD.test(text)
}

/** A section to parse: one that can hold a finding, or one that only holds definitions others may use. */
export interface Section extends Span {
  holds: boolean
}

/**
 * The sections of `source` to parse, in order; empty when no section can hold a finding. Sections
 * holding an offset of `force` are always kept (as holding). `split` cuts the document into sections.
 */
export function selectSections(
  source: string,
  prefilter: Prefilter,
  force: readonly number[] = [],
  split: (source: string) => Span[] = splitSections
): Section[] {
  let any = false
  const kept: Section[] = []
  for (const section of split(source)) {
    const text = source.slice(section.start, section.end)
    const holds =
      force.some((offset) => offset >= section.start && offset < section.end) || canHoldFinding(text, prefilter)
    if (!holds && !text.includes(']:')) continue
    any ||= holds
    kept.push({ start: section.start, end: section.end, holds })
  }
  return any ? kept : []
}
