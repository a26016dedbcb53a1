/** The host and path globs of rules (`example.com`, `google.*`, `/a/**`) as tests. */

/** Escape `text` for use inside a regular expression (`/` too: a source may stand between slashes). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

export function globToRegExp(glob: string): RegExp {
  let source = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string
    if (c === '*') {
      if (glob[i + 1] === '*') {
        source += '[^]*'
        i++
      } else source += '[^/]*'
    } else source += escapeRegExp(c)
  }
  return new RegExp(`^${source}$`, 'i')
}

export function hostTest(host: string): (value: string) => boolean {
  const h = host.toLowerCase().replace(/\.$/, '')
  if (h.endsWith('.*')) {
    const re = new RegExp(`(?:^|\\.)${escapeRegExp(h.slice(0, -2))}\\.[a-z]+(?:\\.[a-z]{2})?$`)
    return (value) => re.test(value)
  }
  const suffix = '.' + h
  return (value) => value === h || value.endsWith(suffix)
}
