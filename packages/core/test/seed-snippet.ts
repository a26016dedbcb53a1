// Seed 000's own snippet (the browser URL API), as the seed writes it: the tests' oracle for `share`.
export function seed000Snippet(input: string): string {
  const u = new URL(input)
  ;[...u.searchParams.keys()].forEach((k) => {
    if (/^utm_/.test(k) || ['fbclid', 'gclid', 'msclkid', 'yclid', 'affiliate', 'ref'].includes(k))
      u.searchParams.delete(k)
  })
  u.searchParams.sort()
  if (u.pathname !== '/') u.pathname = u.pathname.replace(/\/$/, '')
  return u.toString()
}
