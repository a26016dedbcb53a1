/** Escape `text` for use inside a regular expression. */
export function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/**
 * A whole-URL regular expression source for "this host or a subdomain" (`*.` prefix
 * allowed as in match patterns): linear, with no nested quantifier.
 */
export function hostUrlSource(host: string): string {
  const name = host.startsWith('*.') ? host.slice(2) : host
  return `^[a-z][a-z0-9+.-]*:\\/\\/(?:[^/?#@]*@)?(?:[^/?#]*\\.)?${escapeForRegExp(name.toLowerCase())}(?:[:/?#]|$)`
}
