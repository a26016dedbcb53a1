import type { Finding } from '../scan/findings.js'

/** The removals of one key with one value, over every file checked. */
export interface ValueGroup {
  /** The key and the value as the rules compare them (decoded; `''` when the parameter had none). */
  key: string
  value: string
  /** How many times it was removed, in how many files. */
  count: number
  files: number
  /** The `keep` entry (config file or options) that keeps this key with this value, and only it. */
  keep: { key: string; value: string }
}

/**
 * `check --by-value`: the parameters the findings remove, grouped by key and value, the
 * largest group first, so that an owner sees their own tag (`utm_source=astro ×99`) apart from
 * pasted trackers and keeps it in one line.
 */
export function groupByValue(findings: readonly Finding[]): ValueGroup[] {
  const groups = new Map<string, { key: string; value: string; count: number; files: Set<string> }>()
  for (const finding of findings) {
    if (finding.ruleId !== 'no-tracking-params') continue
    for (const change of finding.changes ?? []) {
      if (change.type !== 'remove-param' || change.key === undefined) continue
      const value = change.value ?? ''
      const id = JSON.stringify([change.key, value])
      let group = groups.get(id)
      if (group === undefined) groups.set(id, (group = { key: change.key, value, count: 0, files: new Set() }))
      group.count++
      group.files.add(finding.file)
    }
  }
  return [...groups.values()]
    .map(({ key, value, count, files }) => ({ key, value, count, files: files.size, keep: { key, value } }))
    .sort((a, b) => b.count - a.count || compare(a.key, b.key) || compare(a.value, b.value))
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** One line a group: `utm_source=astro  ×99 in 12 files  keep: {"key":"utm_source","value":"astro"}`. */
export function formatByValue(groups: readonly ValueGroup[], format: 'text' | 'json'): string {
  if (format === 'json') return JSON.stringify(groups, null, 2) + '\n'
  const labels = groups.map((group) => (group.value === '' ? group.key : `${group.key}=${group.value}`))
  const width = Math.min(60, Math.max(0, ...labels.map((label) => label.length)))
  return groups
    .map((group, i) => {
      const where = `×${group.count} in ${group.files} file${group.files === 1 ? '' : 's'}`
      return `${labels[i]!.padEnd(width)}  ${where.padEnd(18)}  keep: ${JSON.stringify(group.keep)}\n`
    })
    .join('')
}
