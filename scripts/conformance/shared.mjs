// Helpers for the conformance sections: compare outputs up to named features.
import { canonicalize, isLinkcanonError } from '@linkcanon/core'

/** Run canonicalize, returning `{url}` or `{error}`. */
export function attempt(input, options) {
  try {
    return { url: canonicalize(input, options).url }
  } catch (error) {
    if (!isLinkcanonError(error)) throw error
    return { error }
  }
}

/** Rebuild a URL string through `fn(url)`; strings that do not parse are left alone. */
export function viaUrl(text, fn) {
  let url
  try {
    url = new URL(text)
  } catch {
    return text
  }
  const before = url.href
  fn(url)
  // Only a feature that changed something may re-serialize (else it would "explain" the parser's own form).
  return url.href === before ? text : url.href
}

/**
 * The smallest set of features (each a normalizing function applied to both sides) under which
 * `ours` and `theirs` agree, trying singletons, then pairs, then triples. `null` when none does.
 */
export function explain(ours, theirs, features) {
  const names = Object.keys(features)
  const agree = (set) => {
    let a = ours
    let b = theirs
    // Two passes, so that the order of the features does not matter.
    for (const name of [...set, ...set]) {
      a = features[name](a)
      b = features[name](b)
    }
    return a === b
  }
  for (const a of names) if (agree([a])) return [a]
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++) if (agree([names[i], names[j]])) return [names[i], names[j]]
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++)
      for (let k = j + 1; k < names.length; k++)
        if (agree([names[i], names[j], names[k]])) return [names[i], names[j], names[k]]
  return null
}

export const code = (text) =>
  '`' +
  String(text)
    .replaceAll('`', '\\`')
    .replaceAll('|', '\\|')
    .replaceAll('\n', '\\n')
    .replaceAll('\t', '\\t')
    .replaceAll('\r', '\\r') +
  '`'
export const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ')

/**
 * The common part of a section: the match count, the table of reasons, and every difference
 * folded in a `<details>`. `columns` names the difference table's columns; `cells(row)` fills one.
 */
export function summary({ matches, total, byReason, rows, columns, cells }) {
  return [
    `**${matches} of ${total} match; ${rows.length} differ.**`,
    '',
    '| why linkcanon differs | cases |',
    '|---|---|',
    ...[...byReason.entries()].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `| ${reason} | ${n} |`),
    '',
    '<details><summary>Every difference</summary>',
    '',
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${cells(row).join(' | ')} |`),
    '',
    '</details>',
    ''
  ]
}
